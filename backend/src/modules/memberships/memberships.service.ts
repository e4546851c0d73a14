import type { DataSource, EntityManager } from 'typeorm';
import { badInput, conflict, notFound } from '../../common/app-error';
import { containsPattern } from '../../common/paging/escape-like';
import { pageSize } from '../../common/paging/page';
import { authorize } from '../../common/policy/authorize';
import { acceptedRowSql } from '../../common/policy/membership';
import type { Transaction, Transactions } from '../../platform/domain-events';
import { viewerIn, type Viewer } from '../../common/policy/viewer';
import { Association } from '../associations/association.entity';
import { ASSOCIATION_ERRORS } from '../associations/associations.errors';
import { canManageAssociation, canSeeVolunteerContacts } from '../associations/associations.policy';
import { User } from '../users/user.entity';
import { Follow } from './follow.entity';
import { Membership } from './membership.entity';
import { MEMBERSHIP_ERRORS } from './memberships.errors';
import {
  canManageMembership,
  canRemoveMembership,
  canSeeMembershipContacts,
} from './memberships.policy';

export type VolunteerStatusFilter = 'accepted' | 'waiting';

/** A membership with its person: what lists and mutations read. */
export type Volunteer = Membership & { user: User };

/**
 * A membership as one viewer may see it, what presenters show: the person's phone and e-mail are
 * null where the policy hides them (`canSeeVolunteerContacts`, `canSeeMembershipContacts`).
 */
export type VolunteerView = Omit<Volunteer, 'user'> & {
  user: Pick<User, 'name' | 'surname' | 'imageId'> & {
    phone: string | null;
    email: string | null;
  };
};

/**
 * A membership as a mutation returns it: `outcome` says what the mutation did to it, and
 * `contactsVisible` is the policy's answer for the caller (the view's contacts are hidden
 * otherwise).
 */
export interface VolunteerRecord {
  membership: VolunteerView;
  outcome: 'waiting' | 'accepted' | 'rejected' | 'removed';
  contactsVisible: boolean;
}

/** Volunteers of one association, with the policy's one answer on their contacts for the caller. */
export interface VolunteerList {
  volunteers: VolunteerView[];
  contactsVisible: boolean;
}

function volunteerView(m: Volunteer, contactsVisible: boolean): VolunteerView {
  if (contactsVisible) return m;
  const { name, surname, imageId } = m.user;
  return { ...m, user: { name, surname, imageId, phone: null, email: null } };
}

/** The most volunteers a preview (the dashboard's first few) shows. */
const MAX_PREVIEW = 50;

export class MembershipsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  /** Deletes the membership and records it, in the same transaction (processors react). */
  private async end(tx: Transaction, membership: Membership, by: number): Promise<void> {
    await tx.em.getRepository(Membership).delete(membership.id);
    await tx.record({
      name: 'MembershipEnded',
      userId: membership.userId,
      associationId: membership.associationId,
      by,
    });
  }

  private async requireAssociation(em: EntityManager, associationId: number): Promise<void> {
    if (!(await em.getRepository(Association).existsBy({ id: associationId })))
      throw notFound(ASSOCIATION_ERRORS.notFound);
  }

  /** The legacy REST calls name the association in the path and the membership in the body: they must agree. */
  async requireInAssociation(associationId: number, membershipId: number): Promise<number> {
    const exists = await this.dataSource
      .getRepository(Membership)
      .existsBy({ id: membershipId, associationId });
    if (!exists) throw notFound(MEMBERSHIP_ERRORS.notFound);
    return membershipId;
  }

  async follow(userId: number, associationId: number): Promise<void> {
    await this.requireAssociation(this.dataSource.manager, associationId);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(Follow)
      .values({ userId, associationId })
      .orIgnore()
      .execute();
  }

  async unfollow(userId: number, associationId: number): Promise<void> {
    await this.requireAssociation(this.dataSource.manager, associationId);
    await this.dataSource.getRepository(Follow).delete({ userId, associationId });
  }

  /**
   * Pending requests (and follows) for several associations inside the caller's transaction
   * (registration). A rejected request becomes a new pending one; an existing one stays.
   * Returns, per association, the state the request is in now. Each new pending request is
   * recorded (VolunteerRequested: its administrators are told).
   */
  async requestInTransaction(
    tx: Transaction,
    userId: number,
    associationIds: number[],
  ): Promise<Map<number, string>> {
    const em = tx.em;
    const ids = [...new Set(associationIds)];
    const states = new Map<number, string>();
    if (!ids.length) return states;
    const found = await em.getRepository(Association).countBy(ids.map((id) => ({ id })));
    if (found !== ids.length)
      throw badInput(MEMBERSHIP_ERRORS.unknownAssociation, { field: 'followAssociationIds' });
    for (const associationId of ids) {
      const rows: { status: string }[] = await em.query(
        `INSERT INTO user_association (user_id, association_id, status) VALUES ($1, $2, 'waiting')
         ON CONFLICT (user_id, association_id) DO UPDATE
            SET status = 'waiting', created_at = now(), decided_at = NULL, is_admin = false, is_member = false
          WHERE user_association.status = 'rejected'
         RETURNING status`,
        [userId, associationId],
      );
      if (rows.length) {
        states.set(associationId, 'waiting');
        await tx.record({ name: 'VolunteerRequested', userId, associationId });
      } else {
        const existing = await em
          .getRepository(Membership)
          .findOneByOrFail({ userId, associationId });
        states.set(associationId, existing.status);
      }
    }
    await em
      .createQueryBuilder()
      .insert()
      .into(Follow)
      .values(ids.map((associationId) => ({ userId, associationId })))
      .orIgnore()
      .execute();
    return states;
  }

  /** Asks to volunteer (pending until an administrator decides) and follows the association. */
  async requestToVolunteer(userId: number, associationId: number): Promise<void> {
    await this.requireAssociation(this.dataSource.manager, associationId);
    await this.transactions.run(async (tx) => {
      const states = await this.requestInTransaction(tx, userId, [associationId]);
      // thrown inside the transaction: a refused request leaves no follow behind
      if (states.get(associationId) === 'accepted')
        throw conflict(MEMBERSHIP_ERRORS.alreadyVolunteer);
    });
  }

  /** Leaves the association (or withdraws a pending request); coming back needs a new request. */
  async leave(userId: number, associationId: number): Promise<void> {
    await this.transactions.run(async (tx) => {
      const membership = await this.lock(tx.em, { userId, associationId });
      if (!membership || membership.status === 'rejected')
        throw notFound(MEMBERSHIP_ERRORS.notAMember);
      if (membership.isAdmin) await this.assertNotLastAdmin(tx.em, membership);
      await this.end(tx, membership, userId);
    });
  }

  /** Accepts or rejects a pending request once; a concurrent second decision gets a 409. */
  async decide(callerId: number, membershipId: number, accept: boolean): Promise<VolunteerRecord> {
    return this.transactions.run(async (tx) => {
      const em = tx.em;
      const { membership, viewer } = await this.lockForAdmin(em, callerId, membershipId);
      if (membership.status !== 'waiting') throw conflict(MEMBERSHIP_ERRORS.alreadyDecided);
      membership.status = accept ? 'accepted' : 'rejected';
      membership.decidedAt = new Date();
      await em
        .getRepository(Membership)
        .update(membership.id, { status: membership.status, decidedAt: membership.decidedAt });
      const [{ name }]: { name: string }[] = await em.query(
        'SELECT name FROM association WHERE id = $1',
        [membership.associationId],
      );
      await tx.record({
        name: 'MembershipDecided',
        userId: membership.userId,
        associationId: membership.associationId,
        association: name,
        accepted: accept,
      });
      return this.record(viewer, membership, membership.status);
    });
  }

  /** Sets the admin and member flags independently; the last administrator cannot be demoted. */
  async setRoles(
    callerId: number,
    membershipId: number,
    roles: { isAdmin?: boolean | null; isMember?: boolean | null },
  ): Promise<VolunteerRecord> {
    return this.dataSource.transaction(async (em) => {
      const { membership, viewer } = await this.lockForAdmin(em, callerId, membershipId);
      if (membership.status !== 'accepted') throw conflict(MEMBERSHIP_ERRORS.notAMember);
      if (roles.isAdmin === false && membership.isAdmin)
        await this.assertNotLastAdmin(em, membership);
      if (typeof roles.isAdmin === 'boolean') membership.isAdmin = roles.isAdmin;
      if (typeof roles.isMember === 'boolean') membership.isMember = roles.isMember;
      await em
        .getRepository(Membership)
        .update(membership.id, { isAdmin: membership.isAdmin, isMember: membership.isMember });
      return this.record(viewer, membership, 'accepted');
    });
  }

  /** An administrator removes someone, or a person removes themself (leaving). */
  async remove(callerId: number, membershipId: number): Promise<VolunteerRecord> {
    return this.transactions.run(async (tx) => {
      const em = tx.em;
      const membership = await this.lock(em, { id: membershipId });
      if (!membership) throw notFound(MEMBERSHIP_ERRORS.notFound);
      const viewer = await viewerIn(em, callerId, membership.associationId);
      authorize(viewer, canRemoveMembership, membership);
      if (membership.isAdmin && membership.status === 'accepted')
        await this.assertNotLastAdmin(em, membership);
      // asked before the delete: an administrator who leaves still sees their own contacts
      const record = this.record(viewer, membership, 'removed');
      await this.end(tx, membership, callerId);
      return record;
    });
  }

  /**
   * Accepted volunteers or pending requests (administrators first), searchable by name, surname,
   * e-mail and phone; `limit` asks for the first few only (at most 50). Administrators only.
   */
  async list(
    viewer: Viewer,
    associationId: number,
    status: VolunteerStatusFilter,
    search?: string | null,
    limit?: number,
  ): Promise<VolunteerList> {
    authorize(viewer, canManageAssociation, associationId);
    const qb = this.dataSource
      .getRepository(Membership)
      .createQueryBuilder('m')
      .innerJoinAndSelect('m.user', 'u')
      .where('m.associationId = :associationId AND m.status = :status', { associationId, status })
      .orderBy('m.isAdmin', 'DESC')
      .addOrderBy('u.surname', 'ASC')
      .addOrderBy('u.name', 'ASC')
      .addOrderBy('m.id', 'ASC');
    const term = containsPattern(search);
    if (term)
      qb.andWhere(
        `(u.name ILIKE :term OR u.surname ILIKE :term OR u.email ILIKE :term OR u.phone ILIKE :term
          OR (u.name || ' ' || u.surname) ILIKE :term OR (u.surname || ' ' || u.name) ILIKE :term)`,
        { term },
      );
    if (limit !== undefined) qb.take(pageSize(limit, MAX_PREVIEW));
    // the inner join loads every row's person
    const volunteers = (await qb.getMany()) as Volunteer[];
    const contactsVisible = canSeeVolunteerContacts(viewer, associationId);
    return {
      volunteers: volunteers.map((m) => volunteerView(m, contactsVisible)),
      contactsVisible,
    };
  }

  /** What a mutation returns: the membership, what was done to it, and whether contacts show. */
  private record(
    viewer: Viewer,
    membership: Volunteer,
    outcome: VolunteerRecord['outcome'],
  ): VolunteerRecord {
    const contactsVisible = canSeeMembershipContacts(viewer, membership);
    return { membership: volunteerView(membership, contactsVisible), outcome, contactsVisible };
  }

  /**
   * The membership row locked for this transaction, with its person. The association row is
   * locked first: changes to one association's memberships then queue in one order, so two
   * administrators demoting each other wait instead of deadlocking.
   */
  private async lock(
    em: EntityManager,
    where: { id: number } | { userId: number; associationId: number },
  ): Promise<Volunteer | null> {
    const found = await em
      .getRepository(Membership)
      .findOne({ where, select: { id: true, associationId: true } });
    if (!found) return null;
    await em.query('SELECT id FROM association WHERE id = $1 FOR UPDATE', [found.associationId]);
    const membership = await em
      .getRepository(Membership)
      .createQueryBuilder('m')
      .setLock('pessimistic_write')
      .where('m.id = :id', { id: found.id })
      .getOne();
    if (!membership) return null;
    const user = await em.getRepository(User).findOneByOrFail({ id: membership.userId });
    return Object.assign(membership, { user });
  }

  private async lockForAdmin(
    em: EntityManager,
    callerId: number,
    membershipId: number,
  ): Promise<{ membership: Volunteer; viewer: Viewer }> {
    const membership = await this.lock(em, { id: membershipId });
    if (!membership) throw notFound(MEMBERSHIP_ERRORS.notFound);
    // read under the association's lock: a demotion of the caller at the same moment went first
    const viewer = await viewerIn(em, callerId, membership.associationId);
    authorize(viewer, canManageMembership, membership);
    return { membership, viewer };
  }

  /** Locks every administrator row of the association, so two concurrent demotions see each other. */
  private async assertNotLastAdmin(em: EntityManager, membership: Membership): Promise<void> {
    const admins: { id: number }[] = await em.query(
      `SELECT id FROM user_association WHERE association_id = $1 AND ${acceptedRowSql('admin')} FOR UPDATE`,
      [membership.associationId],
    );
    if (admins.length <= 1 && admins.some((a) => a.id === membership.id))
      throw conflict(MEMBERSHIP_ERRORS.lastAdmin);
  }
}

declare module '../../platform/services' {
  interface Services {
    memberships: MembershipsService;
  }
}
