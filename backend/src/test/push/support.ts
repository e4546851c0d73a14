import type { Client } from 'pg';
import type { EntityManager } from 'typeorm';
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

/**
 * For the crash tests, on a raw connection to a child app's database: a person with this browser
 * subscribed, and one notification whose push is queued in the notification's own transaction.
 * Returns the notification's id.
 */
export async function queuePushTo(
  client: Client,
  subscription: TestSubscription,
  person: { surname: string; title: string; body: string },
): Promise<number> {
  const [user] = (
    await client.query(
      `INSERT INTO user_account (name, surname, email, phone, birth_date, password_hash, email_confirmed_at)
       VALUES ('Lia', $1, $2, '3331112222', '1990-01-01', 'x', now()) RETURNING id`,
      [
        person.surname,
        `${person.surname.toLowerCase()}-${Date.now()}-${Math.random()}@example.org`,
      ],
    )
  ).rows;
  await client.query(
    'INSERT INTO device_subscription (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)',
    [user.id, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth],
  );
  await client.query('BEGIN');
  const [row] = (
    await client.query(
      `INSERT INTO notification (user_id, title, body) VALUES ($1, $2, $3) RETURNING id`,
      [user.id, person.title, person.body],
    )
  ).rows;
  const em = { query: (sql: string, params: unknown[]) => client.query(sql, params) };
  await enqueuePushes(em as unknown as EntityManager, [row.id]);
  await client.query('COMMIT');
  return row.id as number;
}
