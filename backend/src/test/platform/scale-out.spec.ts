import { WebSocket } from 'ws';
import { createClient } from 'graphql-ws';
import { buildNotification, userWithToken } from '../factories';
import { eventually } from '../eventually';
import { untilListening } from '../listening';
import { startTestApp, type TestApp } from '../test-app';
import { itWithRedis, REDIS_URL, redisAnswers } from '../redis';

describe('two instances sharing one PostgreSQL and one Redis', () => {
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  beforeAll(async () => {
    if (!redisAnswers()) return;
    first = await startTestApp({ REDIS_URL });
    second = await startTestApp({ REDIS_URL }, { shareDatabaseOf: first });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  itWithRedis(
    'delivers an event published on one instance to a subscriber on the other',
    async () => {
      const { user, token } = await userWithToken(first!);
      const client = createClient({
        url: second!.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
      });
      const received: unknown[] = [];
      client.subscribe(
        { query: 'subscription { unreadNotificationCount }' },
        { next: (v) => received.push(v), error: (e) => received.push(e), complete: () => {} },
      );
      // markers published on the first instance until one reaches the subscriber on the second
      await untilListening(
        () => received.length > 0,
        () => first!.services.notifications.publishUnreadChanged([user.id]),
      );
      expect(received[0]).toEqual({ data: { unreadNotificationCount: 0 } });
      await buildNotification(first!, { userId: user.id, title: 'Turno', body: 'Confermato' });
      first!.services.notifications.publishUnreadChanged([user.id]);
      await eventually(() =>
        expect(received.at(-1)).toEqual({ data: { unreadNotificationCount: 1 } }),
      );
      await client.dispose();
    },
  );
});
