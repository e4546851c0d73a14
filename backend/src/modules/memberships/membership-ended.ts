import type { EntityManager } from 'typeorm';

/** A person stopped being part of an association: they left, or were removed. */
export interface MembershipEnded {
  userId: number;
  associationId: number;
}

/** What a reaction leaves to do once the transaction has committed (live publishes, badges). */
export type AfterCommit = () => void;

/**
 * Another domain's reaction to a membership that ended (ARCHITECTURE: effects follow domain
 * events). It runs inside the transaction that ended it, after the row is gone, so every rule it
 * asks already sees the person as a stranger to the association, and a refused change rolls the
 * reaction back with it. Reactions are registered in services.ts: memberships never imports the
 * domains that react.
 */
export type MembershipEndedReaction = (
  em: EntityManager,
  ended: MembershipEnded,
) => Promise<AfterCommit>;
