import { MESSAGE_DEFAULT_PARAMS, type ValidationContext } from '@insieme/schema';
import type { FormikErrors } from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { i18n } from './i18n';

type Params = Record<string, string | number>;

function primitiveParams(params: Record<string, unknown> | undefined): Params {
  const result: Params = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') result[name] = value;
  }
  return result;
}

/**
 * Italian text of a rule message key (the shared yup schemas report keys, never texts), with the
 * numbers of the failing rule (e.g. `max` of validation.max_length) or of the business limits.
 */
export function translateMessage(key: string, params?: Record<string, unknown>): string {
  return i18n.t(key, {
    ...(MESSAGE_DEFAULT_PARAMS[key] ?? {}),
    ...primitiveParams(params),
  });
}

/**
 * Formik `validate` for a shared yup schema: one translated message per field (the first that
 * fails). The params of each yup error are kept, which Formik's own yup support drops.
 */
export function validateWithSchema<Values extends object>(
  schema: AnyObjectSchema,
  values: Values,
  context: ValidationContext = {},
): FormikErrors<Values> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      // 'preferences[3]' and 'preferences' both belong to the preferences field.
      const field = (failure.path ?? '').split(/[.[]/)[0];
      if (!field || errors[field]) continue;
      errors[field] = translateMessage(failure.message, failure.params);
    }
    return errors as FormikErrors<Values>;
  }
}
