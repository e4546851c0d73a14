/**
 * Runs a schema and reports one error: the first in the schema's field order.
 *
 * yup's own `abortEarly: true` stops at whichever field finishes first, which
 * for an object is the LAST declared field; the UI and the services want the
 * first one. So all errors are collected and the first is picked: the
 * earliest top-level field in declaration order, then (within that field) the
 * first failing test in the order the tests are declared.
 */
import { ObjectSchema, ValidationError, type AnyObject, type InferType, type Schema } from 'yup';
import type { ValidationContext } from './context';
import { isMessageKey, MESSAGE_KEYS } from './messages';

export interface ValidationFailure {
  ok: false;
  /** Message key, e.g. 'validation.max_length'. */
  key: string;
  /** Path of the failing field, e.g. 'name' or 'shifts[1].endDate'; '' for the whole value. */
  field: string;
  /** Interpolation parameters of the failed rule, e.g. `{ max: 25 }`. */
  params: Record<string, unknown>;
}

export type ValidationResult<T> = { ok: true; value: T } | ValidationFailure;

/** yup bookkeeping that is not a message parameter. */
const INTERNAL_PARAMS: ReadonlySet<string> = new Set([
  'value',
  'originalValue',
  'label',
  'path',
  'originalPath',
  'spec',
  'disableStackTrace',
  'type',
]);

function messageParams(params: AnyObject | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (INTERNAL_PARAMS.has(name)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      result[name] = value;
    }
  }
  return result;
}

function topLevelField(path: string | undefined): string {
  return (path ?? '').split(/[.[]/, 1)[0];
}

/** The first error in field order (see the module comment). */
export function firstValidationError(
  error: ValidationError,
  fieldOrder: readonly string[],
): ValidationError {
  const errors = error.inner.length > 0 ? error.inner : [error];
  const rank = (e: ValidationError): number => {
    const index = fieldOrder.indexOf(topLevelField(e.path));
    return index === -1 ? fieldOrder.length : index;
  };
  let first = errors[0];
  for (const candidate of errors) {
    if (rank(candidate) < rank(first)) first = candidate;
  }
  return first;
}

/**
 * Validates (and casts: trims, applies defaults) `values`. Returns the cast
 * value, or the first error as a message key with its field and parameters.
 */
export function validateWith<S extends Schema>(
  schema: S,
  values: unknown,
  context?: ValidationContext,
): ValidationResult<InferType<S>> {
  try {
    const value: InferType<S> = schema.validateSync(values, { abortEarly: false, context });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fieldOrder = schema instanceof ObjectSchema ? Object.keys(schema.fields) : [];
    const first = firstValidationError(error, fieldOrder);
    // A rule without an explicit key (e.g. a non-object value) reports yup's
    // English text: it becomes the generic 'validation.not_valid'.
    const key = isMessageKey(first.message) ? first.message : MESSAGE_KEYS.notValid;
    return { ok: false, key, field: first.path ?? '', params: messageParams(first.params) };
  }
}
