import type { FormikProps } from 'formik';
import type { RegistrationValues } from '../registrationModel';

export interface StepProps {
  formik: FormikProps<RegistrationValues>;
}

/** Error of a list field (chips) once touched. */
export function listError(
  formik: FormikProps<RegistrationValues>,
  name: 'topicIds' | 'preferences' | 'followAssociationIds',
): string | undefined {
  const error = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' ? error : undefined;
}
