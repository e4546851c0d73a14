import type { EntityManager } from 'typeorm';
import { acceptedRowSql, type MembershipRole } from './membership';

/**
 * Who is asking, as every policy sees it: the person and the role they hold in each association
 * where their membership is accepted (a pending or rejected request grants nothing). Read once per
 * request (or per subscription event) by `loadViewer`; a write whose check can race (a sign-up, an
 * approval, leaving, a change of roles) reads the one association concerned in its own
 * transaction instead (`viewerIn`).
 */
export interface Viewer {
  readonly id: number;
  readonly roles: ReadonlyMap<number, MembershipRole>;
}

/** A `user_association` row as the viewer is built from it. */
export interface MembershipRow {
  association_id: number;
  status: string;
  is_admin: boolean | null;
}

/** The one reading of a membership row: accepted, and an administrator's when `is_admin`. */
export function roleOfRow(row: Pick<MembershipRow, 'status' | 'is_admin'>): MembershipRole | null {
  if (row.status !== 'accepted') return null;
  return row.is_admin ? 'admin' : 'volunteer';
}

export function viewerOfRows(id: number, rows: readonly MembershipRow[]): Viewer {
  const roles = new Map<number, MembershipRole>();
  for (const row of rows) {
    const role = roleOfRow(row);
    if (role) roles.set(row.association_id, role);
  }
  return { id, roles };
}

/** The viewer's accepted memberships, in one statement. */
export async function loadViewer(em: EntityManager, userId: number): Promise<Viewer> {
  const rows: MembershipRow[] = await em.query(
    `SELECT association_id, status, is_admin FROM user_association
      WHERE user_id = $1 AND ${acceptedRowSql()}`,
    [userId],
  );
  return viewerOfRows(userId, rows);
}

/**
 * The viewer as one association sees them, read in the caller's transaction: what a write asks
 * when the answer must hold until it commits. `lock` takes the membership row `FOR SHARE`, so a
 * leave at the same moment waits for the write (or went first, and the person is no member).
 * The result knows that association only: ask the policies about it alone.
 */
export async function viewerIn(
  em: EntityManager,
  userId: number,
  associationId: number,
  lock = false,
): Promise<Viewer> {
  const rows: MembershipRow[] = await em.query(
    `SELECT association_id, status, is_admin FROM user_association
      WHERE user_id = $1 AND association_id = $2${lock ? ' FOR SHARE' : ''}`,
    [userId, associationId],
  );
  return viewerOfRows(userId, rows);
}

/**
 * The viewer for a policy that asks only who they are (the owner of a device, the recipient of a
 * notification): no membership read. Membership policies refuse it, the safe way.
 */
export const personOnly = (id: number): Viewer => ({ id, roles: new Map() });

/** The role the viewer holds in the association, if any. */
export const roleIn = (viewer: Viewer, associationId: number): MembershipRole | undefined =>
  viewer.roles.get(associationId);

/**
 * The viewer of one request, read when first asked and then kept: a request that checks nothing
 * runs no membership query, one that checks ten runs one. A subscription forgets it before each
 * event (graphql/context.ts freshLoaders), so a membership that changed in between counts.
 */
export class RequestViewer {
  private memo?: Promise<Viewer>;

  constructor(
    readonly id: number,
    private readonly load: (userId: number) => Promise<Viewer>,
  ) {}

  get(): Promise<Viewer> {
    this.memo ??= this.load(this.id).catch((error: unknown) => {
      this.memo = undefined;
      throw error;
    });
    return this.memo;
  }

  forget(): void {
    this.memo = undefined;
  }
}
