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
  }
}

/** The profile fields an entry needs and a person may lack. */
export type RegisterField = 'fiscalCode' | 'birthPlace' | 'residence';

/** How the messages name them. */
export const REGISTER_FIELD_LABEL: Record<RegisterField, string> = {
  fiscalCode: 'codice fiscale',
  birthPlace: 'luogo di nascita',
  residence: 'residenza',
};
