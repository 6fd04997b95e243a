/**
 * Test helper: a guest who made something — temporary uploaded images, an export's design
 * files, a saved design and a cart item — through the real calls, then signed up and signed
 * in (session rotation records the guest session in `carried_from`).
 */
import fs from 'node:fs';
import type { Db } from '../db/database';
import { SESSION_COOKIE, sessionIdOf } from '../http/session';
import { signedUpUser } from './accountClient';
import { cartPayload, exportFiles, savePayload } from './designClient';
import type { TestClient } from './testApp';
import { corpusFile, uploadFile } from './uploadClient';

const SMALL_PNG = fs.readFileSync(corpusFile('png/rgba8-alpha-phys-72dpi.png'));

/** The session id of a client's cookie. */
export function sessionOf(client: TestClient): string {
  const token = client.cookies.get(SESSION_COOKIE);
  if (!token) throw new Error('start the client first');
  return sessionIdOf(token);
}

/** What the guest made. */
export interface GuestWorkIds {
  guestSessionId: string;
  imageIds: string[];
  designId: string;
  cartItemId: string;
}

/** Makes `images` temporary images, 3 design files, a design and a cart item as a guest. */
export async function makeGuestWork(client: TestClient, images: number): Promise<GuestWorkIds> {
  const imageIds: string[] = [];
  for (let i = 0; i < images; i++) {
    const { fileId } = await uploadFile(client, SMALL_PNG, { fileName: `logo-${i}.png` });
    const r = await client.request({
      method: 'POST',
      url: `/api/v1/EditorElement/AttachUploadedTemporaryFile/${fileId}?fileName=logo-${i}.png`,
    });
    if (r.statusCode !== 200) throw new Error(`attach refused: ${r.body}`);
    imageIds.push(r.json<{ imageId: string }>().imageId);
  }
  const files = await exportFiles(client);
  const design = await client.postJson<{ id: string }>(
    '/api/v1/Designer/Design',
    savePayload(files),
  );
  const cart = await client.postJson<{ id: string }[]>('/api/v1/Shopping/CartItems', [
    cartPayload(files, { designId: design.body.id }),
  ]);
  if (design.status !== 200 || cart.status !== 200) throw new Error('guest work refused');
  return {
    guestSessionId: sessionOf(client),
    imageIds,
    designId: design.body.id,
    cartItemId: cart.body[0]!.id,
  };
}

/** Makes guest work, then signs up and in as `email`; the user id. */
export async function guestThenSignIn(
  db: Db,
  client: TestClient,
  email: string,
  images: number,
): Promise<GuestWorkIds & { userId: number }> {
  const work = await makeGuestWork(client, images);
  const user = await signedUpUser(db, client, email);
  return { ...work, userId: user.userId };
}
