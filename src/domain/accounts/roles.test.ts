import { describe, expect, it } from 'vitest';
import { isAdmin, parseRoles } from './roles';

describe('roles', () => {
  it.each([
    [[], false],
    [['Admin'], true],
    [['Customer', 'Admin'], true],
    [['admin'], false],
    [['Administrator'], false],
  ])('%j → admin %s', (roles, admin) => expect(isAdmin(roles)).toBe(admin));

  it.each([
    ['["Admin"]', ['Admin']],
    ['[]', []],
    ['[1, "Admin", null]', ['Admin']],
    ['{"Admin": true}', []],
    ['not json', []],
  ])('%j → %j', (json, roles) => expect(parseRoles(json)).toEqual(roles));
});
