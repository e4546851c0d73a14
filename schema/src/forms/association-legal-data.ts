import { object, string, type InferType } from 'yup';
import { isEntityFiscalCode } from '../entity-fiscal-code';
import { MESSAGE_KEYS as K } from '../messages';
import { singleLine } from './fields';
import { FISCAL_CODE_PATTERN, normalizeFiscalCode } from './register';

/**
 * The association's own legal data, printed at the head of its register of volunteers (art. 17
 * D.Lgs. 117/2017, DM 6 ottobre 2021; docs/register.md). Both optional: absent keeps what is
 * stored, null or blank clears it.
 */
export const ASSOCIATION_LEGAL_LIMITS = { runtsNumberMax: 30 } as const;

/**
 * An entity's numeric codice fiscale (11 digits, check digit included), or a person's 16
 * characters (a sole founder's): here the person's shape only; the server also checks the check
 * character with codice-fiscale-js, as for the profile's.
 */
export const isAssociationFiscalCodeShape = (code: string): boolean =>
  isEntityFiscalCode(code) || FISCAL_CODE_PATTERN.test(code);

const blankAsNull = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? null : v);

/** The fields, for the edit form's schema (in its order of checks) and the new association's. */
export const associationLegalDataFields = {
  /** Stored upper-case without spaces ("800 1234 5676" → "80012345676"). */
  fiscalCode: string()
    .typeError(K.associationFiscalCodeNotValid)
    .transform((v: unknown) => {
      const blank = blankAsNull(v);
      return typeof blank === 'string' ? normalizeFiscalCode(blank) : blank;
    })
    .nullable()
    .optional()
    .test(
      'association-fiscal-code',
      K.associationFiscalCodeNotValid,
      (v) => v == null || isAssociationFiscalCodeShape(v),
    ),
  /** The number of entry in the RUNTS, as the registry wrote it: free text, trimmed. */
  runtsNumber: singleLine(
    string()
      .typeError(K.notValid)
      .transform(blankAsNull)
      .trim()
      .nullable()
      .optional()
      .max(ASSOCIATION_LEGAL_LIMITS.runtsNumberMax, K.maxLength),
  ),
};

export const associationLegalDataSchema = object(associationLegalDataFields);

export type AssociationLegalDataValues = InferType<typeof associationLegalDataSchema>;
