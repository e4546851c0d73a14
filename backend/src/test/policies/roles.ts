import type { EntityManager } from 'typeorm';
import { buildAssociation, buildMembership, buildUser } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * A database of its own for a policy spec: `em` is what services hand a policy, so the actions
 * are asked exactly as `authorize` asks them.
 */
export function policyDatabase(): { app: TestApp; em: EntityManager } {
  const db = {} as { app: TestApp; em: EntityManager };
  beforeAll(async () => {
    db.app = await startTestApp();
    db.em = db.app.dataSource.manager;
  });
  afterAll(() => db.app.stop());
  return db;
}

/**
 * An association with one person in each role a refusal test needs: its accepted administrator,
 * an accepted (plain) volunteer, a pending requester, and a stranger to it.
 */
export async function associationRoles(app: TestApp) {
  const admin = await buildUser(app);
  const association = await buildAssociation(app, { adminId: admin.id });
  const volunteer = await buildUser(app);
  await buildMembership(app, { userId: volunteer.id, associationId: association.id });
  const pending = await buildUser(app);
  await buildMembership(app, {
    userId: pending.id,
    associationId: association.id,
    status: 'waiting',
  });
  const stranger = await buildUser(app);
  return { association, admin, volunteer, pending, stranger };
}
