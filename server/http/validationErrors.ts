/**
 * Schema validation failures -> the API error body: `requiredField` for missing properties,
 * `invalidField` for anything else, under `domainValidations` and, per field,
 * `domainValidations.<path>` (e.g. `domainValidations.page.size`).
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import { ApiErrorKey, DOMAIN_VALIDATIONS } from '../../src/domain/apiErrors';

/** Longest field path echoed back (paths can carry client-chosen object keys). */
const MAX_FIELD_LENGTH = 100;

function fieldOf(error: FastifySchemaValidationError): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') segments.push(missing);
  return segments
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')
    .replace(/[^A-Za-z0-9_.-]/g, '_')
    .slice(0, MAX_FIELD_LENGTH);
}

/** The 400 body for a list of validation errors. */
export function validationErrorBody(errors: readonly FastifySchemaValidationError[]): ApiErrorBody {
  const groups: Record<string, string[]> = { [DOMAIN_VALIDATIONS]: [] };
  const add = (group: string, key: string) => {
    const list = (groups[group] ??= []);
    if (!list.includes(key)) list.push(key);
  };
  for (const error of errors) {
    const key = error.keyword === 'required' ? ApiErrorKey.requiredField : ApiErrorKey.invalidField;
    add(DOMAIN_VALIDATIONS, key);
    const field = fieldOf(error);
    if (field) add(`${DOMAIN_VALIDATIONS}.${field}`, key);
  }
  if (groups[DOMAIN_VALIDATIONS]?.length === 0)
    groups[DOMAIN_VALIDATIONS] = [ApiErrorKey.invalidField];
  return { status: 400, errors: groups };
}
