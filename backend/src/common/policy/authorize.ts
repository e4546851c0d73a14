import { forbidden, type AppError } from '../app-error';
import type { Viewer } from './viewer';

/**
 * A named permission of a domain (`canManageAssociation`, `canSeeEvent`, …): may this viewer do
 * it to this subject? A plain function of the viewer's accepted memberships (common/policy/
 * viewer.ts), read from the database, never from what the client says.
 */
export type Action<S> = (viewer: Viewer, subject: S) => boolean;

/**
 * The one gate services pass through before they act. A refusal is the domain's coded error:
 * 403 unless the domain says otherwise (a private event refuses with its own 404, so that its
 * existence is not revealed).
 */
export function authorize<S>(
  viewer: Viewer,
  action: Action<S>,
  subject: S,
  refuse: () => AppError = () => forbidden(),
): void {
  if (!action(viewer, subject)) throw refuse();
}
