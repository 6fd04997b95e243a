import { describe, expect, it } from 'vitest';
import { readSyncFinished, syncChannelUrl } from './syncMessage';

const message = (data: unknown, type = 'SyncFinished') => JSON.stringify({ type, data });

describe('readSyncFinished', () => {
  it('reads the server message', () => {
    expect(
      readSyncFinished(
        message({
          jobId: 'j1',
          succeeded: true,
          designFiles: 4,
          designs: 1,
          cartItems: 2,
          uploads: 3,
          uploadsKeptTemporary: 0,
          errors: [],
        }),
      ),
    ).toEqual({
      jobId: 'j1',
      succeeded: true,
      designs: 1,
      cartItems: 2,
      uploads: 3,
      uploadsKeptTemporary: 0,
      errors: [],
    });
  });

  it('keeps error keys, drops anything that is not one', () => {
    const read = readSyncFinished(
      message({ jobId: 'j', succeeded: false, errors: ['syncUploadsOverQuota', 3, '<b>x</b>'] }),
    );
    expect(read).toMatchObject({ succeeded: false, errors: ['syncUploadsOverQuota'], designs: 0 });
  });

  it.each([
    ['not JSON', 'hello'],
    ['not a string', 42],
    ['another type', message({ jobId: 'j', succeeded: true }, 'Other')],
    ['no job id', message({ succeeded: true })],
    ['no outcome', message({ jobId: 'j' })],
    ['no data', JSON.stringify({ type: 'SyncFinished' })],
  ])('%s is not a SyncFinished', (_label, raw) => {
    expect(readSyncFinished(raw)).toBeNull();
  });
});

describe('syncChannelUrl', () => {
  it.each([
    ['', 'http://localhost:8199', 'ws://localhost:8199/api/v1/sync-data'],
    ['', 'https://designer.example', 'wss://designer.example/api/v1/sync-data'],
    ['wss://rt.example/', 'https://designer.example', 'wss://rt.example/api/v1/sync-data'],
  ])('WS_URL %s on %s', (ws, origin, url) => {
    expect(syncChannelUrl(ws, origin)).toBe(url);
  });
});
