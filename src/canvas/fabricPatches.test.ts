/**
 * The methods of Fabric's the editor replaces are the ones the patches were written against:
 * a Fabric upgrade that changes one fails here, so its patch is read again before it ships
 * (then record the new fingerprint and version in fabricPatches.ts and the README).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FabricPatch } from './fabricPatches';
import { CHECKED_FABRIC_VERSIONS, FABRIC_PATCHES, originalMethod } from './fabricPatches';

const fingerprint = (patch: FabricPatch) =>
  createHash('sha256').update(originalMethod(patch).toString()).digest('hex').slice(0, 16);

describe('Fabric patches', () => {
  it('were checked against the installed Fabric version', () => {
    const require = createRequire(import.meta.url);
    const main = require.resolve('fabric');
    let dir = path.dirname(main);
    while (!dir.endsWith(`${path.sep}fabric`)) dir = path.dirname(dir);
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(CHECKED_FABRIC_VERSIONS).toContain(version);
  });

  it.each(Object.entries(FABRIC_PATCHES))(
    '%s replaces a method Fabric still ships unchanged',
    (_name, patch) => {
      expect(typeof originalMethod(patch)).toBe('function');
      expect(fingerprint(patch)).toBe(patch.fingerprint);
    },
  );
});
