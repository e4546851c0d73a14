import type { ValidationContext } from '@insieme/schema';
import type { FormikErrors } from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { translateMessage } from './translateMessage';

// the forms' callers import both from here
export { translateMessage };

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
