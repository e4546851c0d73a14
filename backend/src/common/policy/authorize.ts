import type { EntityManager } from 'typeorm';
import { forbidden, type AppError } from '../app-error';

/**
 * A named permission of a domain (`canManage`, `canSeeContacts`, …): may this user do it to this
 * subject? Policies answer from the database, never from what the client says; `em` is the
 * caller's transaction, so a check and the write it guards see the same rows.
 */
export type Action<S> = (em: EntityManager, userId: number, subject: S) => Promise<boolean>;

/** Asks a policy without refusing: for presenters that show or hide a field. */
export function can<S>(em: EntityManager, userId: number, action: Action<S>, subject: S) {
  return action(em, userId, subject);
}

/**
 * The one gate services pass through before they act. A refusal is the domain's coded error:
 * 403 unless the domain says otherwise (a private event refuses with its own 404, so that its
 * existence is not revealed).
 */
export async function authorize<S>(
  em: EntityManager,
  userId: number,
  action: Action<S>,
  subject: S,
  refuse: () => AppError = () => forbidden(),
): Promise<void> {
  if (!(await action(em, userId, subject))) throw refuse();
}
