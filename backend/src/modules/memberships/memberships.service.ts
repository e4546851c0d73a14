import type { DataSource, EntityManager } from 'typeorm';
import { badInput, conflict, notFound } from '../../common/app-error';
import type { AppPubSub } from '../../graphql/pubsub';
import { Topic } from '../../graphql/pubsub';
import { Association } from '../associations/association.entity';
import { authorize } from '../../common/policy/authorize';
import { canManageAssociation } from '../associations/associations.policy';
import { Follow } from './follow.entity';
import { Membership } from './membership.entity';
import { MEMBERSHIP_ERRORS } from './memberships.errors';
import { User } from '../users/user.entity';

export type VolunteerStatusFilter = 'accepted' | 'waiting';

/** A membership as returned to administrators; `outcome` says what a mutation did to it. */
export interface VolunteerRecord {
  membership: Membership;
  outcome: 'waiting' | 'accepted' | 'rejected' | 'removed';
}

const escapeLike = (s: string) => s.replace(/[%_\\]/g, '\\$&');

export class MembershipsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: AppPubSub,
  ) {}

  /** Tells the administrators' open dashboards that a counter of this association changed. */
  publishCountersChanged(associationId: number): void {
    this.pubSub.publish(Topic.DashboardCounters, associationId, { associationId });
  }

  private async requireAssociation(em: EntityManager, associationId: number): Promise<void> {
    if (!(await em.getRepository(Association).existsBy({ id: associationId })))
      throw notFound('association.not_found');
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
   * Returns, per association, the state the request is in now.
   */
  async requestInTransaction(
    em: EntityManager,
    userId: number,
    associationIds: number[],
  ): Promise<Map<number, string>> {
    const ids = [...new Set(associationIds)];
    const states = new Map<number, string>();
    if (!ids.length) return states;
    const found = await em.getRepository(Association).countBy(ids.map((id) => ({ id })));
    if (found !== ids.length)
      throw badInput('validation.unknown_choice', { field: 'followAssociationIds' });
    for (const associationId of ids) {
      const rows: { status: string }[] = await em.query(
        `INSERT INTO user_association (user_id, association_id, status) VALUES ($1, $2, 'waiting')
         ON CONFLICT (user_id, association_id) DO UPDATE
            SET status = 'waiting', created_at = now(), decided_at = NULL, is_admin = false, is_member = false
          WHERE user_association.status = 'rejected'
         RETURNING status`,
        [userId, associationId],
      );
      if (rows.length) states.set(associationId, 'waiting');
      else {
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
    await this.dataSource.transaction(async (em) => {
      const states = await this.requestInTransaction(em, userId, [associationId]);
      // thrown inside the transaction: a refused request leaves no follow behind
      if (states.get(associationId) === 'accepted')
        throw conflict(MEMBERSHIP_ERRORS.alreadyVolunteer);
    });
    this.publishCountersChanged(associationId);
  }

  /** Leaves the association (or withdraws a pending request); coming back needs a new request. */
  async leave(userId: number, associationId: number): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const membership = await this.lock(em, { userId, associationId });
      if (!membership || membership.status === 'rejected')
        throw notFound(MEMBERSHIP_ERRORS.notAMember);
      if (membership.isAdmin) await this.assertNotLastAdmin(em, membership);
      await em.getRepository(Membership).delete(membership.id);
    });
    this.publishCountersChanged(associationId);
  }

  /** Accepts or rejects a pending request once; a concurrent second decision gets a 409. */
  async decide(callerId: number, membershipId: number, accept: boolean): Promise<VolunteerRecord> {
    const record = await this.dataSource.transaction(async (em) => {
      const membership = await this.lockForAdmin(em, callerId, membershipId);
      if (membership.status !== 'waiting') throw conflict(MEMBERSHIP_ERRORS.alreadyDecided);
      membership.status = accept ? 'accepted' : 'rejected';
      membership.decidedAt = new Date();
      await em
        .getRepository(Membership)
        .update(membership.id, { status: membership.status, decidedAt: membership.decidedAt });
      return { membership, outcome: membership.status } as VolunteerRecord;
    });
    this.publishCountersChanged(record.membership.associationId);
    return record;
  }

  /** Sets the admin and member flags independently; the last administrator cannot be demoted. */
  async setRoles(
    callerId: number,
    membershipId: number,
    roles: { isAdmin?: boolean | null; isMember?: boolean | null },
  ): Promise<VolunteerRecord> {
    return this.dataSource.transaction(async (em) => {
      const membership = await this.lockForAdmin(em, callerId, membershipId);
      if (membership.status !== 'accepted') throw conflict(MEMBERSHIP_ERRORS.notAMember);
      if (roles.isAdmin === false && membership.isAdmin)
        await this.assertNotLastAdmin(em, membership);
      if (typeof roles.isAdmin === 'boolean') membership.isAdmin = roles.isAdmin;
      if (typeof roles.isMember === 'boolean') membership.isMember = roles.isMember;
      await em
        .getRepository(Membership)
        .update(membership.id, { isAdmin: membership.isAdmin, isMember: membership.isMember });
      return { membership, outcome: 'accepted' };
    });
  }

  /** An administrator removes someone, or a person removes themself (leaving). */
  async remove(callerId: number, membershipId: number): Promise<VolunteerRecord> {
    const record = await this.dataSource.transaction(async (em) => {
      const own = await this.lock(em, { id: membershipId });
      if (!own) throw notFound(MEMBERSHIP_ERRORS.notFound);
      if (own.userId !== callerId)
        await authorize(em, callerId, canManageAssociation, own.associationId);
      if (own.isAdmin && own.status === 'accepted') await this.assertNotLastAdmin(em, own);
      await em.getRepository(Membership).delete(own.id);
      return { membership: own, outcome: 'removed' } as VolunteerRecord;
    });
    this.publishCountersChanged(record.membership.associationId);
    return record;
  }

  /** Accepted volunteers or pending requests, with contact data: administrators only. */
  async list(
    callerId: number,
    associationId: number,
    status: VolunteerStatusFilter,
    search?: string | null,
    limit?: number,
  ): Promise<Membership[]> {
    await authorize(this.dataSource.manager, callerId, canManageAssociation, associationId);
    const qb = this.dataSource
      .getRepository(Membership)
      .createQueryBuilder('m')
      .innerJoinAndSelect('m.user', 'u')
      .where('m.associationId = :associationId AND m.status = :status', { associationId, status })
      .orderBy('m.isAdmin', 'DESC')
      .addOrderBy('u.surname', 'ASC')
      .addOrderBy('u.name', 'ASC')
      .addOrderBy('m.id', 'ASC');
    const term = search?.trim();
    if (term)
      qb.andWhere(
        `(u.name ILIKE :term OR u.surname ILIKE :term OR u.email ILIKE :term OR u.phone ILIKE :term
          OR (u.name || ' ' || u.surname) ILIKE :term OR (u.surname || ' ' || u.name) ILIKE :term)`,
        { term: `%${escapeLike(term)}%` },
      );
    if (limit) qb.take(limit);
    return qb.getMany();
  }

  /**
   * The membership row locked for this transaction, with its person. The association row is
   * locked first: changes to one association's memberships then queue in one order, so two
   * administrators demoting each other wait instead of deadlocking.
   */
  private async lock(
    em: EntityManager,
    where: { id: number } | { userId: number; associationId: number },
  ): Promise<Membership | null> {
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
    if (membership)
      membership.user = await em.getRepository(User).findOneByOrFail({ id: membership.userId });
    return membership;
  }

  private async lockForAdmin(
    em: EntityManager,
    callerId: number,
    membershipId: number,
  ): Promise<Membership> {
    const membership = await this.lock(em, { id: membershipId });
    if (!membership) throw notFound(MEMBERSHIP_ERRORS.notFound);
    await authorize(em, callerId, canManageAssociation, membership.associationId);
    return membership;
  }

  /** Locks every administrator row of the association, so two concurrent demotions see each other. */
  private async assertNotLastAdmin(em: EntityManager, membership: Membership): Promise<void> {
    const admins: { id: number }[] = await em.query(
      `SELECT id FROM user_association WHERE association_id = $1 AND is_admin AND status = 'accepted' FOR UPDATE`,
      [membership.associationId],
    );
    if (admins.length <= 1 && admins.some((a) => a.id === membership.id))
      throw conflict(MEMBERSHIP_ERRORS.lastAdmin);
  }
}
