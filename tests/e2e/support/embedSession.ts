/**
 * The embed spec's hand on the framed designer's session: it redeems the resume code the SDK
 * keeps (as a reloaded frame would), uploads images into that session over HTTP with the
 * session header, and hands back a fresh code, so the next load of the storefront resumes the
 * same session and owns the uploads.
 */
import { randomUUID } from 'node:crypto';
import { chunkHeaders } from '../../../server/testing/uploadClient';

export interface HeaderSession {
  sessionToken: string;
  xsrfToken: string;
  resumeCode: string;
}

export async function resumeSession(designer: string, resumeCode: string): Promise<HeaderSession> {
  const r = await fetch(`${designer}/api/v1/Embed/Session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ resumeCode }),
  });
  const answer = (await r.json()) as HeaderSession & { resumed: boolean };
  if (!answer.resumed) throw new Error('the resume code did not resume the session');
  return answer;
}

const headersOf = (s: HeaderSession) => ({
  'x-designer-session': s.sessionToken,
  'x-xsrf-token': s.xsrfToken,
});

/** Uploads `data` (one chunk) and attaches it: the image id. */
export async function uploadImage(
  designer: string,
  session: HeaderSession,
  data: Buffer,
  fileName: string,
  fileType: string,
): Promise<string> {
  const fileId = randomUUID();
  const chunk = await fetch(`${designer}/api/v1/FileManagement/ImageChunkedUpload`, {
    method: 'POST',
    headers: {
      ...chunkHeaders({ fileId, data, index: 1, fileName, fileType }),
      ...headersOf(session),
    },
    body: new Uint8Array(data),
  });
  if (chunk.status !== 200) throw new Error(`chunk: ${chunk.status} ${await chunk.text()}`);
  const attach = await fetch(
    `${designer}/api/v1/EditorElement/AttachUploadedTemporaryFile/${fileId}?fileName=${encodeURIComponent(fileName)}`,
    { method: 'POST', headers: headersOf(session) },
  );
  if (!attach.ok) throw new Error(`attach: ${attach.status} ${await attach.text()}`);
  return ((await attach.json()) as { id: string }).id;
}

/** A new resume code of the session (the old one was used up by resumeSession). */
export async function newResumeCode(designer: string, session: HeaderSession): Promise<string> {
  const r = await fetch(`${designer}/api/v1/Embed/ResumeCode`, {
    method: 'POST',
    headers: headersOf(session),
  });
  return ((await r.json()) as { resumeCode: string }).resumeCode;
}
