/** Message keys of the register of volunteers (issue 23); Italian texts in @insieme/schema. */
export const REGISTER_ERRORS = {
  missingData: 'register.missing_data',
  alreadyEntered: 'register.already_entered',
  notAVolunteer: 'register.not_a_volunteer',
  entryNotFound: 'register.entry_not_found',
  superseded: 'register.superseded',
  alreadyEnded: 'register.already_ended',
  endBeforeStart: 'register.end_before_start',
  nothingToCorrect: 'register.nothing_to_correct',
  fiscalCodeNotValid: 'validation.fiscal_code_not_valid',
  fiscalCodeBirthDate: 'validation.fiscal_code_birth_date',
} as const;
