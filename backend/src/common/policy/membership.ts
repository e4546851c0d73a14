/**
 * The one membership rule every policy, list and loader is built on (docs/architecture.md, "Who may
 * do what"): an accepted row of `user_association`, with `is_admin` for administrators. A pending
 * or rejected request grants nothing. Policies ask it of the viewer (viewer.ts); lists ask it in
 * SQL here.
 */
export type MembershipRole = 'admin' | 'volunteer';

/**
 * The condition on a `user_association` row (unqualified or with `alias.`): accepted, and an
 * administrator's when asked. Lists that must lock or count such rows use it too.
 */
export function acceptedRowSql(role: MembershipRole = 'volunteer', alias = ''): string {
  const a = alias ? `${alias}.` : '';
  return role === 'admin' ? `${a}is_admin AND ${a}status = 'accepted'` : `${a}status = 'accepted'`;
}

/**
 * SQL condition: `user` holds an accepted membership of `association` (an administrator's when
 * `role` is 'admin'). Both arguments are SQL expressions: a column, `$1`, or `:viewerId`.
 */
export function acceptedMembershipSql(
  user: string,
  association: string,
  role: MembershipRole = 'volunteer',
): string {
  return `EXISTS (SELECT 1 FROM user_association um WHERE um.user_id = ${user}
            AND um.association_id = ${association} AND ${acceptedRowSql(role, 'um')})`;
}
