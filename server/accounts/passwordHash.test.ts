import { describe, expect, it } from 'vitest';
import { passwordProblems } from '../../src/domain/accounts/passwordPolicy';
import { commonPasswords, isCommonPassword } from './commonPasswords';
import {
  hashPassword,
  needsRehash,
  parseHash,
  verifyAgainstDummy,
  verifyPassword,
} from './passwordHash';

describe('password hashing', () => {
  it('stores scrypt with its parameters, salt and key, and verifies it', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery stapl')).toBe(false);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same password'),
      hashPassword('same password'),
    ]);
    expect(a).not.toBe(b);
  });

  it('reads Unicode passwords in one normal form (é typed two ways is one password)', async () => {
    const hash = await hashPassword('caf\u00e9-au-lait');
    expect(await verifyPassword(hash, 'cafe\u0301-au-lait')).toBe(true);
  });

  it('refuses unreadable or out-of-range stored hashes without throwing', async () => {
    for (const bad of ['', 'plain', 'scrypt$ln=30,r=8,p=1$AAAA$AAAA', 'bcrypt$2b$10$abc'])
      expect(await verifyPassword(bad, 'anything')).toBe(false);
    expect(parseHash('scrypt$ln=40,r=8,p=1$AAAA$AAAA')).toBeNull();
  });

  it('asks for a re-hash when the parameters are weaker than today’s', async () => {
    const old = await hashPassword('old password', { ln: 14, r: 8, p: 1 });
    expect(await verifyPassword(old, 'old password')).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('new password'))).toBe(false);
  });

  it('the dummy check answers false', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});

describe('common passwords', () => {
  it('holds the 10,000 most common passwords, lower-cased', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(9_900);
    for (const p of ['password', '12345678', 'qwerty123', 'iloveyou', 'sunshine'])
      expect(list.has(p)).toBe(true);
    expect([...list].every((p) => p === p.toLowerCase())).toBe(true);
  });

  it('the policy refuses them whatever their case, and accepts a rare one', () => {
    expect(passwordProblems('Password1', isCommonPassword)).toEqual(['passwordTooCommon']);
    expect(passwordProblems('BASEBALL1', isCommonPassword)).toEqual(['passwordTooCommon']);
    expect(passwordProblems('violet-harbour-1987!', isCommonPassword)).toEqual([]);
  });
});
