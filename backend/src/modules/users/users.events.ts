/** What happens to accounts (platform/domain-events.ts), recorded by UsersService. */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    /**
     * An account is about to be deleted, in the deleting transaction (the user row locked, not
     * yet gone): what the cascade would drop silently — places, sessions, the administrators'
     * notices of its requests — is settled by processors first.
     */
    AccountDeleting: { userId: number };
  }
}

export {};
