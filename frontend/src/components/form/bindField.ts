import type { FormikProps } from 'formik';

type StringKeys<Values> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

type BooleanKeys<Values> = {
  [K in keyof Values]: Values[K] extends boolean ? K : never;
}[keyof Values] &
  string;

/** Error text of a field, shown once the field was touched (or a submit was attempted). */
export function fieldError<Values>(
  formik: FormikProps<Values>,
  name: keyof Values & string,
): string | undefined {
  const error = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' ? error : undefined;
}

/** Props for TextField / PasswordField / Select / TextArea bound to a string field. */
export function bindField<Values>(formik: FormikProps<Values>, name: StringKeys<Values>) {
  return {
    name,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: fieldError(formik, name),
  };
}

/** Props for Checkbox bound to a boolean field. */
export function bindCheckbox<Values>(formik: FormikProps<Values>, name: BooleanKeys<Values>) {
  return {
    name,
    checked: formik.values[name] as boolean,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: fieldError(formik, name),
  };
}
