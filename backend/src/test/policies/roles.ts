import { viewerOfRows, type MembershipRow, type Viewer } from '../../common/policy/viewer';

/** The association the refusal tests are about, and another one. */
export const ASSOCIATION = 1;
export const OTHER_ASSOCIATION = 2;

let nextId = 100;

const row = (status: string, isAdmin = false, associationId = ASSOCIATION): MembershipRow => ({
  association_id: associationId,
  status,
  is_admin: isAdmin,
});

/**
 * Viewers are built as `loadViewer` builds them, from `user_association` rows, so what a row
 * grants (only an accepted one grants anything) is asked here too, without a database.
 *
 * One person in each role a refusal test needs, towards `ASSOCIATION`: its accepted
 * administrator, an accepted (plain) volunteer, a pending and a rejected requester, an
 * administrator whose membership is still pending, another association's administrator (a
 * plain volunteer of this one's nothing), and a stranger.
 */
export function associationRoles(): {
  admin: Viewer;
  volunteer: Viewer;
  pending: Viewer;
  rejected: Viewer;
  pendingAdmin: Viewer;
  otherAdmin: Viewer;
  stranger: Viewer;
} {
  const make = (...rows: MembershipRow[]) => viewerOfRows(nextId++, rows);
  return {
    admin: make(row('accepted', true), row('accepted', false, OTHER_ASSOCIATION)),
    volunteer: make(row('accepted')),
    pending: make(row('waiting')),
    rejected: make(row('rejected')),
    pendingAdmin: make(row('waiting', true)),
    otherAdmin: make(row('accepted', true, OTHER_ASSOCIATION)),
    stranger: make(),
  };
}

/** What `act` throws (a refusal, to match against); fails the test when it throws nothing. */
export function thrown(act: () => void): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal, but nothing was thrown');
}
