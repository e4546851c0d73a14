/**
 * What happens to memberships (platform/domain-events.ts), recorded by MembershipsService in the
 * write's transaction. Notices, dashboards and the shifts that a leaver may no longer keep react
 * in processors: memberships imports none of those domains.
 */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    /** Someone asked to volunteer (or asked again after a refusal); administrators decide. */
    VolunteerRequested: { userId: number; associationId: number };
    /** An administrator accepted or rejected a pending request. */
    MembershipDecided: {
      userId: number;
      associationId: number;
      association: string;
      accepted: boolean;
    };
    /**
     * A person stopped being part of an association: they left, withdrew their request, or were
     * removed. Recorded after the row is gone, so every rule a processor asks already sees them
     * as a stranger to the association.
     */
    MembershipEnded: MembershipEnded;
  }
}

export interface MembershipEnded {
  userId: number;
  associationId: number;
  /** who ended it: the person (leaving) or an administrator (removal) */
  by?: number | null;
}
