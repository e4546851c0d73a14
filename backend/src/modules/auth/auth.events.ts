/** What happens at registration (platform/domain-events.ts), recorded by AuthService. */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    /**
     * A new account (not yet confirmed) chose associations to follow on the form: its requests
     * to volunteer are made in the same transaction. Also recorded, and rolled back with the
     * rest, on the stand-in path of an address already registered (same statements, same time).
     */
    AccountRegistered: { userId: number; followAssociationIds: number[] };
  }
}

export {};
