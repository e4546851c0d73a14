import type { EntityManager } from 'typeorm';
import { forbidden } from '../../common/app-error';

/**
 * Named permission checks of the associations domain. "Admin" is the only permission: members
 * are a label (ARCHITECTURE §7). Each check asks the database, never the client.
 */
export async function isAssociationAdmin(
  em: EntityManager,
  userId: number,
  associationId: number,
): Promise<boolean> {
  const rows: unknown[] = await em.query(
    `SELECT 1 FROM user_association
      WHERE user_id = $1 AND association_id = $2 AND is_admin AND status = 'accepted' LIMIT 1`,
    [userId, associationId],
  );
  return rows.length > 0;
}

/** Edit the association, see its volunteers' contact data, decide requests, change roles, remove, read statistics. */
export async function canManageAssociation(
  em: EntityManager,
  userId: number,
  associationId: number,
): Promise<void> {
  if (!(await isAssociationAdmin(em, userId, associationId))) throw forbidden();
}
