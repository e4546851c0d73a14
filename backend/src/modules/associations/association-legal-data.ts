import {
  associationLegalDataSchema,
  MESSAGE_KEYS,
  type AssociationLegalDataValues,
} from '@insieme/schema';
import { badInput } from '../../common/app-error';
import { fiscalCodeProblem } from '../../common/fiscal-code';
import { validateInput } from '../../common/validate';

/**
 * The association's own legal data (docs/register.md): what its register of volunteers prints
 * to identify it. Absent: unchanged; null or blank: none.
 */
export interface AssociationLegalData {
  fiscalCode?: string | null;
  runtsNumber?: string | null;
}

/**
 * The shared rules (an entity's 11 digits with their check digit, or a person's 16 characters;
 * at most 30 characters of RUNTS number), then what only the server checks: a person's code's
 * check character, with codice-fiscale-js as the profile's. Returns the values as stored, with
 * only the fields that were sent.
 */
export async function checkedLegalData(input: AssociationLegalData): Promise<AssociationLegalData> {
  const values = await validateInput<AssociationLegalDataValues>(associationLegalDataSchema, {
    fiscalCode: input.fiscalCode,
    runtsNumber: input.runtsNumber,
  });
  const code = values.fiscalCode ?? null;
  // no birth date to compare: an association's founder is not the person of the profile
  if (code !== null && code.length === 16 && fiscalCodeProblem(code, null) !== null)
    throw badInput(MESSAGE_KEYS.associationFiscalCodeNotValid, { field: 'fiscalCode' });
  return {
    ...(input.fiscalCode !== undefined && { fiscalCode: code }),
    ...(input.runtsNumber !== undefined && { runtsNumber: values.runtsNumber ?? null }),
  };
}
