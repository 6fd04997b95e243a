/**
 * A small schema kit for untrusted values (cross-window messages): each schema copies only the
 * fields it names into a fresh object, so unknown fields are dropped and keys such as
 * `__proto__` never reach a prototype; a wrong type refuses the whole value with the path of
 * the first bad field. Pure, no packages (src/domain), so the embed SDK can share it.
 */

/** A parse result: the cleaned value, or the path of the first field that was refused. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; path: string };

/** A schema: parses an unknown value at `path`. */
export interface Schema<T> {
  parse(value: unknown, path?: string): Parsed<T>;
}

/** The type a schema produces. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const refused = (path: string): Parsed<never> => ({ ok: false, path: path || '(root)' });

/** Keys never copied from a record: they would reach `Object.prototype` on assignment. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A string of at most `maxLength` UTF-16 units. */
export function text(maxLength: number): Schema<string> {
  return {
    parse: (v, path = '') =>
      typeof v === 'string' && v.length <= maxLength ? ok(v) : refused(path),
  };
}

/** A finite number in [min, max] (integers only when `integer`). */
export function number(min: number, max: number, integer = false): Schema<number> {
  return {
    parse: (v, path = '') =>
      typeof v === 'number' &&
      Number.isFinite(v) &&
      v >= min &&
      v <= max &&
      (!integer || Number.isInteger(v))
        ? ok(v)
        : refused(path),
  };
}

/** A boolean. */
export const boolean: Schema<boolean> = {
  parse: (v, path = '') => (typeof v === 'boolean' ? ok(v) : refused(path)),
};

/** Exactly `expected`. */
export function literal<T extends string | number | boolean>(expected: T): Schema<T> {
  return { parse: (v, path = '') => (v === expected ? ok(expected) : refused(path)) };
}

/** One of `schemas` (the first that accepts). */
export function oneOf<T>(...schemas: Schema<T>[]): Schema<T> {
  return {
    parse(v, path = '') {
      for (const s of schemas) {
        const r = s.parse(v, path);
        if (r.ok) return r;
      }
      return refused(path);
    },
  };
}

/** `null` or the schema's value. */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return { parse: (v, path = '') => (v === null ? ok(null) : schema.parse(v, path)) };
}

/** An array of at most `maxItems` items. */
export function array<T>(item: Schema<T>, maxItems: number): Schema<T[]> {
  return {
    parse(v, path = '') {
      if (!Array.isArray(v) || v.length > maxItems) return refused(path);
      const out: T[] = [];
      for (let i = 0; i < v.length; i++) {
        const r = item.parse(v[i], `${path}[${i}]`);
        if (!r.ok) return r;
        out.push(r.value);
      }
      return ok(out);
    },
  };
}

/** Whether `v` is a plain object (not an array, not null). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A map of at most `maxKeys` own keys of `keyPattern` to `item`s; `__proto__` and the like refused. */
export function record<T>(
  item: Schema<T>,
  maxKeys: number,
  keyPattern: RegExp,
): Schema<Record<string, T>> {
  return {
    parse(v, path = '') {
      if (!isRecord(v)) return refused(path);
      const keys = Object.keys(v);
      if (keys.length > maxKeys) return refused(path);
      const out: Record<string, T> = Object.create(null) as Record<string, T>;
      for (const key of keys) {
        const at = `${path}.${key}`;
        if (FORBIDDEN_KEYS.has(key) || !keyPattern.test(key)) return refused(at);
        const r = item.parse(v[key], at);
        if (!r.ok) return r;
        out[key] = r.value;
      }
      return ok({ ...out });
    },
  };
}

type Shape = Record<string, Schema<unknown>>;
type Optional<S extends Shape, O extends keyof S> = { [K in Exclude<keyof S, O>]: Infer<S[K]> } & {
  [K in O]?: Infer<S[K]>;
};

/**
 * An object with the fields of `required` and, when present (not undefined), of `optional`.
 * Only those fields are copied: the rest are dropped.
 */
export function object<R extends Shape, P extends Shape = Record<never, Schema<unknown>>>(
  required: R,
  optional?: P,
): Schema<Optional<R & P, keyof P & string>> {
  return {
    parse(v, path = '') {
      if (!isRecord(v)) return refused(path);
      const out: Record<string, unknown> = {};
      for (const [key, schema] of Object.entries(required)) {
        const r = schema.parse(v[key], `${path}.${key}`);
        if (!r.ok) return r;
        out[key] = r.value;
      }
      for (const [key, schema] of Object.entries(optional ?? {})) {
        if (v[key] === undefined) continue;
        const r = schema.parse(v[key], `${path}.${key}`);
        if (!r.ok) return r;
        out[key] = r.value;
      }
      return ok(out as Optional<R & P, keyof P & string>);
    },
  };
}
