/** Turns any RTK Query error into translation keys (spec shell §8: a list of error keys). */
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ApiErrorKey, errorKeysOf } from '../domain/apiErrors';

export function errorKeysOfQuery(
  error: FetchBaseQueryError | SerializedError | undefined,
): string[] {
  if (!error) return [];
  if ('status' in error && typeof error.status === 'number') return errorKeysOf(error.data);
  return [ApiErrorKey.somethingWentWrong];
}

/** HTTP status of a query error, or null for network and parsing failures. */
export function statusOf(error: FetchBaseQueryError | SerializedError | undefined): number | null {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : null;
}
