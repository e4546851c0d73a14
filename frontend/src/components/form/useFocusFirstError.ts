import type { FormikProps } from 'formik';
import { useEffect, type RefObject } from 'react';

/**
 * After a refused submit, the focus moves to the first field marked invalid, in the form's order:
 * a keyboard or screen reader user lands on it and hears its message (TextField describes the
 * input by its error). Once per refused submit, never while typing.
 */
export function useFocusFirstError<Values>(
  formRef: RefObject<HTMLFormElement | null>,
  formik: Pick<FormikProps<Values>, 'submitCount' | 'isSubmitting' | 'errors'>,
): void {
  const { submitCount, isSubmitting, errors } = formik;
  const refused = submitCount > 0 && !isSubmitting && Object.keys(errors).length > 0;
  useEffect(() => {
    if (refused) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each submit's outcome only
  }, [submitCount, isSubmitting]);
}
