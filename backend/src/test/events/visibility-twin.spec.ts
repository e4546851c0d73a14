import fc from 'fast-check';
import { loadViewer } from '../../common/policy/viewer';
import { canSeeEvent, eventVisibleToSql } from '../../modules/events/events.policy';
import { canSignUpToShift, signUpAllowedSql } from '../../modules/shifts/shifts.policy';
import { buildAssociation, buildEvent, buildShift, buildUser } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The SQL twins the lists, feeds, notices and leaving ask (`eventVisibleToSql`,
 * `signUpAllowedSql`) against the functions every other check asks (`canSeeEvent`,
 * `canSignUpToShift`, on the viewer `loadViewer` reads): over generated memberships of a small
 * fixture of people, associations, events and shifts, they agree on every pair.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const STATUSES = [null, 'waiting', 'accepted', 'rejected'] as const;

async function fixture() {
  const associations = [await buildAssociation(app), await buildAssociation(app)];
  const users = [await buildUser(app), await buildUser(app), await buildUser(app)];
  const shifts = [];
  for (const association of associations)
    for (const isPublic of [true, false])
      for (const openSubscription of [true, false]) {
        const event = await buildEvent(app, { associationId: association.id, isPublic });
        const shift = await buildShift(app, { eventId: event.id, openSubscription });
        shifts.push({ event, shift });
      }
  return { associations, users, shifts };
}

it('eventVisibleToSql and signUpAllowedSql agree with canSeeEvent and canSignUpToShift', async () => {
  const { associations, users, shifts } = await fixture();
  const userIds = users.map((u) => u.id);
  // one (status, is_admin) per person and association; null: no row at all
  const membership = fc.record({
    status: fc.constantFrom(...STATUSES),
    isAdmin: fc.boolean(),
  });
  const memberships = fc.array(fc.array(membership, { minLength: 2, maxLength: 2 }), {
    minLength: users.length,
    maxLength: users.length,
  });
  await fc.assert(
    fc.asyncProperty(memberships, async (matrix) => {
      await app.dataSource.query('DELETE FROM user_association WHERE user_id = ANY($1)', [userIds]);
      for (const [u, row] of matrix.entries())
        for (const [a, { status, isAdmin }] of row.entries())
          if (status)
            await app.dataSource.query(
              `INSERT INTO user_association (user_id, association_id, status, is_admin, is_member)
               VALUES ($1, $2, $3, $4, false)`,
              [userIds[u], associations[a].id, status, isAdmin],
            );
      const answers: { user_id: number; shift_id: number; visible: boolean; allowed: boolean }[] =
        await app.dataSource.query(
          `SELECT u.id AS user_id, s.id AS shift_id,
                  ${eventVisibleToSql('e', 'u.id')} AS visible,
                  ${signUpAllowedSql('s', 'e', 'u.id')} AS allowed
             FROM unnest($1::int[]) AS u(id), shift s JOIN event e ON e.id = s.event_id
            WHERE s.id = ANY($2)`,
          [userIds, shifts.map((s) => s.shift.id)],
        );
      expect(answers).toHaveLength(users.length * shifts.length);
      for (const user of users) {
        const viewer = await loadViewer(app.dataSource.manager, user.id);
        for (const { event, shift } of shifts) {
          const sql = answers.find((r) => r.user_id === user.id && r.shift_id === shift.id)!;
          expect(sql.visible).toBe(canSeeEvent(viewer, event));
          expect(sql.allowed).toBe(canSignUpToShift(viewer, { shift, event }));
        }
      }
    }),
    { numRuns: 25 },
  );
});
