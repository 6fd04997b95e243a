/**
 * The export's files go to the server through the same chunked upload as user files (purpose
 * `design`), then `AttachDesignFile` records each and answers the path that serves it. The
 * answer is the spec's export payload (canvas §3): `designPng`, `designSvg` and their back-side
 * equivalents are paths; `designId`/`backSideDesignId` are the print PNGs' design-file ids and
 * `imageId`/`backSideImageId` the 960 thumbnails'. A double-side-same-design back reuses the
 * front's files, sent once.
 */
import type { DesignFileAnswer, DesignFileKind } from '../../domain/uploads/designFiles';
import type { UploadTransport } from '../uploads';
import { attachDesignFile, uploadInChunks } from '../uploads';
import type { ExportedCanvasData } from '../../domain/embed';
import type { SideOutput } from './renderSide';

/** The spec's export payload (the same the embed protocol sends the parent), and the files. */
export interface ExportPayload extends ExportedCanvasData {
  /** Every file recorded, by side and kind (for the result list). */
  files: { side: 'front' | 'back'; kind: DesignFileKind; answer: DesignFileAnswer }[];
}

/** An upload or attach failure, with the translation keys to show. */
export class ExportUploadError extends Error {
  constructor(readonly errorKeys: string[]) {
    super(errorKeys.join(', ') || 'canceled');
    this.name = 'ExportUploadError';
  }
}

function filesOf(output: SideOutput): { kind: DesignFileKind; blob: Blob; name: string }[] {
  const name = (ext: string) => `design-${output.side}.${ext}`;
  const thumbnails = output.thumbnails.map((t) => ({
    kind: (t.side === 240 ? 'thumbnail240' : 'thumbnail960') as DesignFileKind,
    blob: t.blob,
    name: name(`${t.side}.webp`),
  }));
  return [
    { kind: 'png', blob: output.png, name: name('png') },
    { kind: 'svg', blob: new Blob([output.svg], { type: 'image/svg+xml' }), name: name('svg') },
    ...thumbnails,
  ];
}

export async function uploadOutputs(
  sides: SideOutput[],
  deps: { transport: UploadTransport; randomId(): string },
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ExportPayload> {
  // The same output object for both sides (double-same) is sent once.
  const unique = sides.filter((s, i) => sides.findIndex((o) => o.png === s.png) === i);
  const jobs = unique.flatMap((s) => filesOf(s).map((f) => ({ ...f, output: s })));
  const total = jobs.reduce((n, j) => n + j.blob.size, 0) || 1;
  let sentBefore = 0;
  const recorded = new Map<Blob, DesignFileAnswer>();
  for (const job of jobs) {
    const fileId = deps.randomId();
    const outcome = await uploadInChunks(job.blob, {
      transport: deps.transport,
      fileId,
      fileName: job.name,
      fileType: job.blob.type || 'application/octet-stream',
      purpose: 'design',
      signal,
      fresh: true,
      onProgress: (sent) => onProgress((sentBefore + sent) / total),
    });
    if (outcome.result !== 'Success') throw new ExportUploadError(outcome.errorKeys);
    const attached = await attachDesignFile(deps.transport, fileId, job.kind, { signal });
    if (!attached.ok) throw new ExportUploadError(attached.errorKeys);
    recorded.set(job.blob, attached.answer);
    sentBefore += job.blob.size;
    onProgress(sentBefore / total);
  }
  const files: ExportPayload['files'] = [];
  const of = (side: SideOutput | undefined, kind: DesignFileKind): DesignFileAnswer | null => {
    if (!side) return null;
    const source = unique.find((u) => u.png === side.png) ?? side;
    const job = jobs.find((j) => j.output === source && j.kind === kind);
    const answer = job ? (recorded.get(job.blob) ?? null) : null;
    if (answer) files.push({ side: side.side, kind, answer });
    return answer;
  };
  const front = sides.find((s) => s.side === 'front');
  const back = sides.find((s) => s.side === 'back');
  const frontPng = of(front, 'png');
  const frontSvg = of(front, 'svg');
  const frontThumb = of(front, 'thumbnail960');
  of(front, 'thumbnail240');
  const backPng = of(back, 'png');
  const backSvg = of(back, 'svg');
  const backThumb = of(back, 'thumbnail960');
  of(back, 'thumbnail240');
  if (!frontPng || !frontSvg || !frontThumb) throw new ExportUploadError([]);
  return {
    designPng: frontPng.path,
    designSvg: frontSvg.path,
    backSideDesignPng: backPng?.path ?? null,
    backSideDesignSvg: backSvg?.path ?? null,
    imageId: frontThumb.id,
    backSideImageId: backThumb?.id ?? null,
    designId: frontPng.id,
    backSideDesignId: backPng?.id ?? null,
    files,
  };
}
