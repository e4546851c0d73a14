import { In, type EntityManager } from 'typeorm';
import { badInput } from '../../common/app-error';
import { Association } from '../associations/association.entity';
import { Follow } from './follow.entity';
import { Membership } from './membership.entity';

export class MembershipsService {
  /**
   * Asks to volunteer for each association (a pending request) and follows it, inside the
   * caller's transaction. An existing request or membership is left as it is.
   */
  async requestToVolunteer(
    em: EntityManager,
    userId: number,
    associationIds: number[],
  ): Promise<void> {
    const ids = [...new Set(associationIds)];
    if (!ids.length) return;
    const found = await em.getRepository(Association).countBy({ id: In(ids) });
    if (found !== ids.length)
      throw badInput('validation.unknown_choice', { field: 'followAssociationIds' });
    await em
      .createQueryBuilder()
      .insert()
      .into(Membership)
      .values(ids.map((associationId) => ({ userId, associationId, status: 'waiting' as const })))
      .orIgnore()
      .execute();
    await em
      .createQueryBuilder()
      .insert()
      .into(Follow)
      .values(ids.map((associationId) => ({ userId, associationId })))
      .orIgnore()
      .execute();
  }
}
