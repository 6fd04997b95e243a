/**
 * Test helpers for design files: upload with `X-Upload-Purpose: design` through the real chunk
 * endpoint, attach as a kind, and the paths (docs/upload-protocol.md §7).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { DesignFileAnswer, DesignFileKind } from '../../src/domain/uploads/designFiles';
import type { UploadErrorBody } from '../../src/domain/uploads/protocol';
import type { TestClient } from './testApp';
import { uploadFile } from './uploadClient';

export const ATTACH_DESIGN_URL = '/api/v1/EditorElement/AttachDesignFile';
export const DELETE_DESIGN_URL = '/api/v1/EditorElement/DesignFile';

/** Uploads `data` as a design file in chunks; the last answer is the Success (or the refusal). */
export async function uploadDesign(
  client: TestClient,
  data: Buffer,
  options: { fileName?: string; fileId?: string; chunkSize?: number } = {},
): Promise<{ fileId: string; responses: LightMyRequestResponse[]; last: LightMyRequestResponse }> {
  const { fileId, responses } = await uploadFile(client, data, {
    purpose: 'design',
    fileName: options.fileName ?? 'design.png',
    fileType: 'application/octet-stream',
    ...(options.fileId ? { fileId: options.fileId } : {}),
    ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}),
  });
  return { fileId, responses, last: responses.at(-1)! };
}

/** `POST AttachDesignFile/{fileId}?kind=` (the query as given: `kind=png`, or anything). */
export async function attachDesign(
  client: TestClient,
  fileId: string,
  kind: DesignFileKind | string,
): Promise<{ status: number; body: DesignFileAnswer & UploadErrorBody & ApiErrorBody }> {
  const query = kind === '' ? '' : `?kind=${encodeURIComponent(kind)}`;
  const r = await client.request({ method: 'POST', url: `${ATTACH_DESIGN_URL}/${fileId}${query}` });
  return { status: r.statusCode, body: r.json() };
}

/** Uploads and attaches; expects both to succeed. */
export async function storeDesign(
  client: TestClient,
  data: Buffer,
  kind: DesignFileKind,
): Promise<DesignFileAnswer> {
  const { fileId, last } = await uploadDesign(client, data);
  if (last.statusCode !== 200) throw new Error(`upload refused: ${last.body}`);
  const attached = await attachDesign(client, fileId, kind);
  if (attached.status !== 200) throw new Error(`attach refused: ${JSON.stringify(attached.body)}`);
  return attached.body;
}

/** `GET` of a design file's path, with extra request headers. */
export function getDesign(
  client: TestClient,
  path: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<LightMyRequestResponse> {
  return client.request({ method, url: path, headers });
}
