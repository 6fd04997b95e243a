/**
 * The spec's list queries (products, fonts, and the templates and elements to come) share one
 * request shape: `page: {number, size}`, `sort: {member, direction}` and a search `pattern`.
 * The JSON schema parts, so each route states only its own limits and sort members.
 */

/** `page.number` from 0, `page.size` from 1 to `maxSize`. */
export function pageSchema(maxSize: number) {
  return {
    type: 'object',
    properties: {
      number: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      size: { type: 'integer', minimum: 1, maximum: maxSize },
    },
  } as const;
}

/** `sort.member` one of `members`, `sort.direction` 0 or 1. */
export function sortSchema<const M extends readonly string[]>(members: M) {
  return {
    type: 'object',
    properties: {
      member: { type: 'string', enum: members },
      direction: { type: 'integer', enum: [0, 1] },
    },
  } as const;
}

/** A search pattern of at most `maxLength` characters, or null. */
export function patternSchema(maxLength: number) {
  return { type: ['string', 'null'], maxLength } as const;
}
