import type { FormikHelpers } from 'formik';
import { serverFormError } from '../../app/serverErrors';

/**
 * A refused register write in a modal form: under its field when the server named one the form
 * has, else as the form's own message (the missing data of an entry, a conflict). Undefined when
 * the error link already told (permission, network).
 */
export function showServerError<Values>(
  error: unknown,
  helpers: FormikHelpers<Values>,
  fields: readonly (keyof Values & string)[],
  setFormError: (text: string) => void,
): void {
  const formError = serverFormError(error);
  if (!formError) return;
  const field = fields.find((name) => name === formError.field);
  if (field) {
    // no validation asked for, so the promise only says the touch is stored
    void helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, formError.text);
  } else {
    setFormError(formError.text);
  }
}

/** The register's section as the shared rules name it ('regular', 'occasional'). */
export const schemaSection = (section: string): string => section.toLowerCase();
