/**
 * The editor's chunked, resumable upload (docs/upload-protocol.md §1–§2, spec canvas §7–§9).
 *
 * 1. `GET FileManagement/ImageChunkedUpload/{fileId}`: what the server already has (a reload or
 *    a lost connection resumes without resending it; complete → Success at once; 404 → fresh).
 * 2. Each missing chunk (2 MiB, the last holds the rest) is read from the Blob, hashed (SHA-256)
 *    and POSTed with every `X-Upload-*` header. Chunk 1 goes first and alone — its bytes decide
 *    the type, so a refused type costs one chunk — then `parallel` at a time.
 * 3. Every request follows the spec's retry policy (src/domain/uploads/retryPolicy): 5 attempts,
 *    1 s × 1.5 between them, `Retry-After` honoured; a 400 stops the whole upload at once
 *    (`BadRequest` with the server's keys); retries run out → `Incomplete` with
 *    `file-upload-something-went-wrong`; the caller's abort → `Canceled`, at once.
 * 4. If every chunk was answered 206 yet none said Success (the server found a stored chunk
 *    damaged while assembling and forgot it), the status query says what to send again; if it
 *    says every chunk arrived but the file is not complete (the server is completing it, or
 *    was killed while it did: the status request completes it), the client waits the retry
 *    schedule's delay and asks again (statusStepOf), up to 5 rounds.
 *
 * Runs unchanged in browsers and Node 20: `fetch`, `Blob.slice`, `crypto.subtle`, `AbortSignal`,
 * timers only through the injectable `sleep`.
 */
import { chunkCountOf, chunkRange, missingChunks, statusStepOf } from '../../domain/uploads/chunks';
import type {
  ChunkAnswer,
  ChunkSuccessAnswer,
  ChunkUploadResult,
  UploadErrorParams,
  UploadPurpose,
  UploadStatusAnswer,
} from '../../domain/uploads/protocol';
import {
  FILE_ID_PATTERN,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_HEADERS,
  UploadErrorKey,
} from '../../domain/uploads/protocol';
import { shownBytesOf } from '../../domain/uploads/progress';
import { RETRIES_EXHAUSTED_KEY, RETRY, retryDelayMs } from '../../domain/uploads/retryPolicy';
import { fileNameHeader } from './fileNameHeader';
import type { RequestFailure } from './retryingRequest';
import { failureOf, requestWithRetry } from './retryingRequest';
import { sha256Hex } from './sha256';
import { timerSleep, waitFor } from './sleep';
import type { UploadTransport } from './transport';
import { uploadStatus } from './uploadRequests';

export type { UploadTransport } from './transport';

/** What {@link uploadInChunks} sends, and how. */
export interface ChunkedUploadOptions {
  transport: UploadTransport;
  /** `crypto.randomUUID()`; kept by the caller to resume later. 8–64 of `A-Z a-z 0-9 _ -`. */
  fileId: string;
  /** Sent percent-encoded; the server makes the display name from it. */
  fileName: string;
  /** The browser's type (`file.type`), informative only; default the Blob's own. */
  fileType?: string;
  /**
   * Default `original`; `rendition` for the editor's thumbnails and display raster; `design`
   * for the export's print PNG, SVG and design thumbnails (up to 512 MiB, then attachDesignFile).
   */
  purpose?: UploadPurpose;
  /** The reCAPTCHA token, when the server requires one. */
  securityToken?: string;
  signal?: AbortSignal;
  /**
   * Bytes sent so far, of the whole: chunks the server confirmed (resumed ones at once) plus
   * what the browser reports sent of chunks on their way (a transport with
   * `fetchWithUploadProgress`); never less than the last report.
   */
  onProgress?(sentBytes: number, totalBytes: number): void;
  /** Waits between attempts, ms; default a timer. An abort ends any wait at once. */
  sleep?(ms: number, signal?: AbortSignal): Promise<void>;
  /** Chunks in flight after chunk 1 (which always goes first and alone); default 2. */
  parallel?: number;
  /** The id was never used before: start without asking the server what it has. */
  fresh?: boolean;
}

/** How an upload ended (spec canvas §3: chunk upload result). */
export interface ChunkedUploadOutcome {
  result: ChunkUploadResult;
  /** On Success: the server's answer (size and SHA-256 of the stored file). */
  answer?: ChunkSuccessAnswer;
  /**
   * Translation keys: the server's for a refusal (errorKeysOf), `file-upload-something-went-wrong`
   * when retries ran out, none on Success or Canceled.
   */
  errorKeys: string[];
  /** The refusal's message parameters (fileName, acceptableFiles, maxSize, maxCount…). */
  params?: UploadErrorParams;
  /** The status of the answer that ended it (the last one when retries ran out). */
  status?: number;
}

/** Chunks in flight after chunk 1, by default. */
export const DEFAULT_PARALLEL_CHUNKS = 2;

/**
 * Rounds of "send what is missing, then ask what arrived". A round ends short only when the
 * server forgot a damaged chunk; five such rounds in a row means it keeps losing bytes.
 */
const MAX_ROUNDS = RETRY.attempts;

const CHUNK_PATH = 'FileManagement/ImageChunkedUpload';
/** `X-Upload-File-Type`: at most 255 printable ASCII characters (else the server refuses it). */
const FILE_TYPE = /^[\x20-\x7e]{1,255}$/;

const CANCELED: ChunkedUploadOutcome = { result: 'Canceled', errorKeys: [] };

function isChunkAnswer(body: unknown): body is ChunkAnswer {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Partial<Record<string, unknown>>;
  if (b.result === 'Success') return typeof b.sha256 === 'string' && typeof b.size === 'number';
  return b.result === 'Incomplete' && Array.isArray(b.received);
}

/** The outcome of a failed request: refused → BadRequest, retries ran out → Incomplete. */
function outcomeOfFailure(failure: RequestFailure): ChunkedUploadOutcome {
  if (failure.reason === 'canceled') return CANCELED;
  return {
    result: failure.reason === 'retriesExhausted' ? 'Incomplete' : 'BadRequest',
    errorKeys: failure.errorKeys,
    ...(failure.params ? { params: failure.params } : {}),
    ...(failure.status !== null ? { status: failure.status } : {}),
  };
}

/** One upload's state; used once. */
class ChunkedUpload {
  private chunkSize = UPLOAD_CHUNK_BYTES;
  private count: number;
  /** Chunk indexes the server said it has (its answers since the last status query). */
  private known = new Set<number>();
  /** Bytes sent so far of each chunk on its way (its current attempt), as the browser reports. */
  private readonly inFlight = new Map<number, number>();
  /** Stops whatever is in flight: the caller's abort, a refusal, retries run out, or Success. */
  private readonly stop = new AbortController();
  private success: ChunkSuccessAnswer | null = null;
  private failure: ChunkedUploadOutcome | null = null;
  private reportedBytes = -1;
  private readonly parallel: number;
  private readonly onAbort = () => this.stop.abort();

  constructor(
    private readonly file: Blob,
    private readonly options: ChunkedUploadOptions,
  ) {
    this.count = chunkCountOf(file.size, this.chunkSize);
    this.parallel = Math.max(1, Math.floor(options.parallel ?? DEFAULT_PARALLEL_CHUNKS));
  }

  async run(): Promise<ChunkedUploadOutcome> {
    this.options.signal?.addEventListener('abort', this.onAbort, { once: true });
    try {
      // A new id has nothing to resume: skip the query (its 404 would only be noise).
      const resumed = this.options.fresh ? null : await this.askStatus();
      if (resumed) return resumed;
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const ended = await this.sendMissing();
        if (ended) return ended;
        // Every chunk sent was answered 206 and none said Success: ask what to send again.
        const asked = await this.askStatus();
        if (asked) return asked;
        if (statusStepOf('Incomplete', this.count, this.known) === 'ask-again')
          await waitFor(
            this.options.sleep ?? timerSleep,
            retryDelayMs(round, null),
            this.stop.signal,
          );
      }
      return { result: 'Incomplete', errorKeys: [RETRIES_EXHAUSTED_KEY] };
    } finally {
      this.options.signal?.removeEventListener('abort', this.onAbort);
    }
  }

  /**
   * Asks the server what it has and takes it as the truth (a 404: nothing). Returns the outcome
   * when that settles the upload (complete, refused, canceled, retries run out), else null.
   */
  private async askStatus(): Promise<ChunkedUploadOutcome | null> {
    const { transport, fileId, sleep } = this.options;
    const status = await uploadStatus(transport, fileId, { signal: this.stop.signal, sleep });
    if (!status.ok) {
      if (status.reason === 'refused' && status.status === 404) {
        this.known = new Set();
        this.report();
        return null;
      }
      return this.options.signal?.aborted ? CANCELED : outcomeOfFailure(status);
    }
    if (this.adopt(status.answer)) {
      if (status.answer.result === 'Success') return this.succeeded(successOf(status.answer));
      this.known = new Set(status.answer.received);
    } else {
      // The id holds another file's upload: chunk 1 will get the server's refusal.
      this.known = new Set();
    }
    this.report();
    return null;
  }

  /** Takes the chunk size of the server's upload of this file; false when it is another file. */
  private adopt(status: UploadStatusAnswer): boolean {
    const { totalSize, chunkSize, chunkCount } = status;
    const sameFile =
      totalSize === this.file.size &&
      Number.isSafeInteger(chunkSize) &&
      chunkSize >= 1 &&
      chunkSize <= UPLOAD_CHUNK_BYTES &&
      chunkCount === chunkCountOf(totalSize, chunkSize);
    if (!sameFile) return false;
    this.chunkSize = chunkSize;
    this.count = chunkCount;
    return true;
  }

  /**
   * Sends every chunk the server lacks: chunk 1 first and alone, the rest `parallel` at a
   * time. Returns the outcome, or null when every chunk was answered 206 without a Success.
   */
  private async sendMissing(): Promise<ChunkedUploadOutcome | null> {
    const queue = missingChunks(this.count, this.known);
    if (queue[0] === 1) await this.send(queue.shift()!);
    const lane = async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        if (this.stop.signal.aborted) return;
        await this.send(index);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.parallel, queue.length) }, lane));
    if (this.success) return this.succeeded(this.success);
    if (this.options.signal?.aborted) return CANCELED;
    return this.failure;
  }

  /** Sends chunk `index` (1-based) until the server has it, or the upload ends. */
  private async send(index: number): Promise<void> {
    if (this.known.has(index) || this.stop.signal.aborted) return;
    const { start, end } = chunkRange(index, this.file.size, this.chunkSize);
    const body = await this.file.slice(start, end).arrayBuffer();
    const digest = await sha256Hex(body);
    if (this.stop.signal.aborted) return;
    const result = await requestWithRetry(
      this.options.transport,
      {
        path: CHUNK_PATH,
        method: 'POST',
        headers: this.headersOf(index, digest),
        // The bytes just hashed, as a Blob: Chromium sends a Blob body several times faster than
        // an ArrayBuffer one (docs/benchmarks/upload.md), and a Blob made from them cannot
        // differ from what was hashed even if the file on disk changes meanwhile.
        body: new Blob([body]),
        onUploadProgress: (loaded) => {
          this.inFlight.set(index, loaded);
          this.report();
        },
      },
      {
        signal: this.stop.signal,
        sleep: this.options.sleep,
        isValid: isChunkAnswer,
        // Another chunk's answer may say this one arrived (an attempt whose answer was lost).
        stillNeeded: () => !this.known.has(index),
      },
    );
    this.inFlight.delete(index);
    if (result.kind === 'skipped' || result.kind === 'canceled') return;
    if (result.kind === 'answer' && result.verdict !== 'stop') {
      const answer = result.body as ChunkAnswer;
      if (answer.result === 'Success') return this.end({ success: answer });
      for (const received of answer.received)
        if (received >= 1 && received <= this.count) this.known.add(received);
      this.report();
      return;
    }
    this.end({ failure: outcomeOfFailure(failureOf(result)) });
  }

  /** The headers of chunk `index` (docs/upload-protocol.md §1); X-XSRF-TOKEN is added per attempt. */
  private headersOf(index: number, sha256: string): Record<string, string> {
    const H = UPLOAD_HEADERS;
    const { fileId, fileName, purpose, securityToken } = this.options;
    const headers: Record<string, string> = {
      'Content-Type': 'application/octet-stream',
      [H.fileId]: fileId,
      [H.totalSize]: String(this.file.size),
      [H.chunkSize]: String(this.chunkSize),
      [H.chunkCount]: String(this.count),
      [H.chunkIndex]: String(index),
      [H.chunkSha256]: sha256,
      [H.fileName]: fileNameHeader(fileName),
      [H.purpose]: purpose ?? 'original',
    };
    const type = this.options.fileType ?? this.file.type;
    if (FILE_TYPE.test(type)) headers[H.fileType] = type;
    if (securityToken) headers[H.securityToken] = securityToken;
    return headers;
  }

  /** Records the first ending and stops everything still in flight. */
  private end(ending: { success: ChunkSuccessAnswer } | { failure: ChunkedUploadOutcome }): void {
    if (this.success || this.failure) return;
    if ('success' in ending) this.success = ending.success;
    else this.failure = ending.failure;
    this.stop.abort();
  }

  private succeeded(answer: ChunkSuccessAnswer): ChunkedUploadOutcome {
    this.known = new Set(Array.from({ length: this.count }, (_, i) => i + 1));
    this.report();
    return { result: 'Success', answer, errorKeys: [], status: 200 };
  }

  /**
   * Reports the bytes sent when they changed: confirmed chunks plus the bytes of chunks on their
   * way, never backwards (src/domain/uploads/progress).
   */
  private report(): void {
    const bytes = shownBytesOf(this.reportedBytes, {
      totalSize: this.file.size,
      chunkSize: this.chunkSize,
      confirmed: this.known,
      inFlight: this.inFlight,
    });
    if (bytes === this.reportedBytes) return;
    this.reportedBytes = bytes;
    this.options.onProgress?.(bytes, this.file.size);
  }
}

function successOf(status: UploadStatusAnswer): ChunkSuccessAnswer {
  return {
    result: 'Success',
    fileId: status.fileId,
    size: status.size ?? status.totalSize,
    sha256: status.sha256 ?? '',
  };
}

/**
 * Uploads `file` under `options.fileId`, resuming whatever the server already has. Never
 * throws: refusals, exhausted retries and cancels are outcomes.
 */
export function uploadInChunks(
  file: Blob,
  options: ChunkedUploadOptions,
): Promise<ChunkedUploadOutcome> {
  if (options.signal?.aborted) return Promise.resolve(CANCELED);
  // Refused here as the server would: an empty file, or an id that is not one.
  if (file.size === 0)
    return Promise.resolve({ result: 'BadRequest', errorKeys: [UploadErrorKey.emptyFile] });
  if (!FILE_ID_PATTERN.test(options.fileId))
    return Promise.resolve({ result: 'BadRequest', errorKeys: [UploadErrorKey.fileIdInvalid] });
  return new ChunkedUpload(file, options).run();
}
