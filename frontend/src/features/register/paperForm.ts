import { registerPaperFormSchema } from '@insieme/schema';
import type { FormikErrors } from 'formik';
import { validateWithSchema } from '../../app/validation';
import type { RegisterPaperFormInput } from '../../gql/graphql';

/**
 * An entry from a form the volunteer signed on paper (issue 31, docs/register.md): the
 * administrator ticks it and copies the form's data, which the entry takes instead of the
 * profile's. Unticked, nothing of it is checked or sent (what was typed stays, for a second
 * thought).
 */
export interface PaperFormValues {
  paperForm: boolean;
  fiscalCode: string;
  birthPlace: string;
  residence: string;
  domicile: string;
}

/** The fields the server may name in a refusal (a code that does not match the birth date). */
export const PAPER_FORM_FIELDS = ['fiscalCode', 'birthPlace', 'residence', 'domicile'] as const;
export type PaperFormField = (typeof PAPER_FORM_FIELDS)[number];

export const emptyPaperForm: PaperFormValues = {
  paperForm: false,
  fiscalCode: '',
  birthPlace: '',
  residence: '',
  domicile: '',
};

const formData = ({ fiscalCode, birthPlace, residence, domicile }: PaperFormValues) => ({
  fiscalCode,
  birthPlace,
  residence,
  domicile,
});

/** The shared rules of RegisterPaperFormInput, only while the choice is ticked. */
export function paperFormErrors(values: PaperFormValues): FormikErrors<PaperFormValues> {
  return values.paperForm ? validateWithSchema(registerPaperFormSchema, formData(values)) : {};
}

/**
 * What `paperForm` sends, as the shared rules store it (the code upper-case without spaces, each
 * text trimmed, an empty domicile null: the same as the residence); undefined when unticked.
 * Called once the values passed `paperFormErrors`.
 */
export function paperFormInput(values: PaperFormValues): RegisterPaperFormInput | undefined {
  if (!values.paperForm) return undefined;
  const data = registerPaperFormSchema.cast(formData(values));
  return {
    fiscalCode: data.fiscalCode,
    birthPlace: data.birthPlace,
    residence: data.residence,
    domicile: data.domicile ?? null,
  };
}
