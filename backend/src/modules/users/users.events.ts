/** What happens to accounts (platform/domain-events.ts), recorded by UsersService. */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    /**
     * An account is about to be deleted, in the deleting transaction (the user row locked, not
     * yet gone): what the cascade would drop silently — places, sessions, the administrators'
     * notices of its requests — is settled by processors first.
     */
    AccountDeleting: { userId: number };
    /**
     * The person changed data a register of volunteers holds (issue 31): codice fiscale, place
     * of birth, residence or domicile (`fields`), in the profile's transaction. The registers do
     * not change: their administrators are told, with the correction ready to record.
     */
    RegisterDataChanged: {
      userId: number;
      fields: ('fiscalCode' | 'birthPlace' | 'residence' | 'domicile')[];
    };
  }
}

export {};
