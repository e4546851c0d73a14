/**
 * What happens to the register of volunteers (platform/domain-events.ts), recorded by
 * RegisterService in its transaction.
 */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    /**
     * An administrator tried to enter a volunteer whose profile lacks data the register needs
     * (`missing`: profile field names). The entry is refused; this is committed on its own so
     * that the person is asked, in-app, to complete their profile (the notices processor).
     */
    RegisterDataMissing: {
      userId: number;
      associationId: number;
      association: string;
      missing: RegisterField[];
    };
    /**
     * A volunteer in the register changed, in their profile, data the entry holds (issue 31):
     * the association's administrators are told (the notices processor); the register does not
     * change until one of them records the correction (`registerCorrectionProposals` has it
     * filled in). Recorded once per association whose current entry differs.
     */
    RegisterCorrectionDue: {
      userId: number;
      associationId: number;
      association: string;
      /** the person's name as the profile has it now */
      person: string;
      fields: ProposableField[];
    };
  }
}

/** The profile's data the register holds and a person can change on their own. */
export type ProposableField = 'fiscalCode' | 'birthPlace' | 'residence' | 'domicile';

/** How the notices name them. */
export const PROPOSABLE_FIELD_LABEL: Record<ProposableField, string> = {
  fiscalCode: 'codice fiscale',
  birthPlace: 'luogo di nascita',
  residence: 'residenza',
  domicile: 'domicilio',
};

/** The profile fields an entry needs and a person may lack. */
export type RegisterField = 'fiscalCode' | 'birthPlace' | 'residence';

/** How the messages name them. */
export const REGISTER_FIELD_LABEL: Record<RegisterField, string> = {
  fiscalCode: 'codice fiscale',
  birthPlace: 'luogo di nascita',
  residence: 'residenza',
};
