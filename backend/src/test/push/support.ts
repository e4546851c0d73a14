import { enqueuePushes } from '../../modules/devices/push-outbox';
import type { TestApp } from '../test-app';
import type { TestSubscription } from './push-service';

export const REGISTER = `mutation($input: RegisterDeviceInput!) { registerDevice(input: $input) { id endpoint } }`;
export const UNREGISTER = `mutation($input: UnregisterDeviceInput!) { unregisterDevice(input: $input) }`;
export const IS_REGISTERED = `query($e: String!) { isDeviceRegistered(endpoint: $e) }`;

/** Registers the subscription through GraphQL, as the settings switch does. */
export async function register(app: TestApp, token: string, subscription: TestSubscription) {
  const result = await app.gql<{ registerDevice: { id: number; endpoint: string } | null }>(
    REGISTER,
    { input: { endpoint: subscription.endpoint, keys: subscription.keys } },
    token,
  );
  if (!result.data?.registerDevice)
    throw new Error(`registerDevice failed: ${JSON.stringify(result.errors)}`);
}

/**
 * Notifications for these users, written and their pushes queued in one transaction, as the
 * notifications service does (the outbox); resolves when it has committed, with the ids.
 */
export async function notify(
  app: TestApp,
  userIds: number[],
  fields: { title?: string; body?: string; associationId?: number | null } = {},
): Promise<number[]> {
  return app.dataSource.transaction(async (em) => {
    const rows: { id: number }[] = await em.query(
      `INSERT INTO notification (user_id, association_id, title, body)
       SELECT u, $2, $3, $4 FROM unnest($1::int[]) AS u RETURNING id`,
      [
        userIds,
        fields.associationId ?? null,
        fields.title ?? 'Turno confermato',
        fields.body ?? 'Ti aspettiamo sabato alle 9 in piazza.',
      ],
    );
    const ids = rows.map((r) => r.id);
    await enqueuePushes(em, ids);
    return ids;
  });
}

/** Push jobs still in graphile-worker's queue (pending, running or failed). */
export async function pendingPushJobs(app: TestApp): Promise<number> {
  const rows: { n: number }[] = await app.dataSource.query(
    `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'push'`,
  );
  return rows[0].n;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (polling), or fails with `what`. */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await sleep(25);
  }
}
