/** Roles (spec shell §6): an account is an Admin when its roles list includes Admin. */

/** The role name that makes an account an administrator. */
export const ADMIN_ROLE = 'Admin';

/** Whether a roles list makes its account an Admin (exact name, as the spec writes it). */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(ADMIN_ROLE);
}

/** The roles of a stored JSON list; anything that is not an array of strings counts as none. */
export function parseRoles(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}
