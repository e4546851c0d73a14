import { viewerOfRows } from '../../common/policy/viewer';
import { canManageAssociation, canSeeAssociationLegalData } from './associations.policy';

/** What the signed-in viewer is to an association: follower, volunteer (status), admin. */
export interface ViewerState {
  isFavourite: boolean;
  status: 'waiting' | 'accepted' | 'rejected' | null;
  isAdmin: boolean;
  /** `canSeeAssociationLegalData`: the codice fiscale and the RUNTS number in its answers. */
  seesLegalData: boolean;
}

/** A statement's columns for one association: the follow, and the membership row if any. */
export interface ViewerStateRow {
  favourite: boolean;
  status: ViewerState['status'];
  is_admin: boolean | null;
}

/**
 * The viewer's state read from their row, administrator as `canManageAssociation` says: shared by
 * `viewerStateByAssociation` and the reads that prime it with their own statement (issue 20).
 */
export function viewerStateOfRow(
  viewerId: number,
  associationId: number,
  row: ViewerStateRow | undefined,
): ViewerState {
  const rows = row?.status
    ? [{ association_id: associationId, status: row.status, is_admin: row.is_admin }]
    : [];
  const viewer = viewerOfRows(viewerId, rows);
  return {
    isFavourite: !!row?.favourite,
    status: row?.status ?? null,
    isAdmin: canManageAssociation(viewer, associationId),
    seesLegalData: canSeeAssociationLegalData(viewer, associationId),
  };
}
