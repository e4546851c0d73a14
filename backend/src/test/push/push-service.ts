import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import webPush from 'web-push';
import { eventually } from '../eventually';

/**
 * Test doubles that are real protocol ends: a local push service (an HTTP server on a free port,
 * reachable because the test app lists 127.0.0.1 in ALLOWED_PRIVATE_ADDRESSES) and browser
 * subscriptions with real keys, whose pushes the tests decrypt (RFC 8291, aes128gcm).
 */

export interface ReceivedPush {
  /** /push/{name} */
  name: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Date.now() when the request arrived */
  at: number;
  /** the sender's TCP port, to tell which instance sent it (test/process-sockets.ts) */
  fromPort: number;
}

/** What the service answers one request: a status (and headers), or 'hold' (never answer). */
export type Reply = { status: number; headers?: Record<string, string> } | 'hold';

export interface LocalPushService {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** requests answered 2xx, in arrival order */
  delivered: ReceivedPush[];
  /** every request, whatever the answer */
  requests: ReceivedPush[];
  /** the next answers for one endpoint name, used up in order (then 201) */
  script(name: string, ...replies: Reply[]): void;
  /** the answer when no script applies (default 201) */
  setDefault(reply: Reply): void;
  /** forgets every script */
  reset(): void;
  /** waits until `count` pushes were delivered (2xx) */
  waitForDelivered(count: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startPushService(): Promise<LocalPushService> {
  const scripts = new Map<string, Reply[]>();
  let fallback: Reply = { status: 201 };
  const delivered: ReceivedPush[] = [];
  const requests: ReceivedPush[] = [];
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = (req.url ?? '').replace(/^\/push\//, '');
      const push: ReceivedPush = {
        name,
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
        fromPort: req.socket.remotePort ?? 0,
      };
      requests.push(push);
      const reply = scripts.get(name)?.shift() ?? fallback;
      if (reply === 'hold') {
        held.add(res);
        return;
      }
      res.writeHead(reply.status, reply.headers ?? {});
      res.end(() => {
        if (reply.status >= 200 && reply.status < 300) delivered.push(push);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    delivered,
    requests,
    script: (name, ...replies) => scripts.set(name, [...(scripts.get(name) ?? []), ...replies]),
    setDefault: (reply) => (fallback = reply),
    reset: () => scripts.clear(),
    async waitForDelivered(count, timeoutMs = 20_000) {
      await eventually(
        () => {
          if (delivered.length < count)
            throw new Error(`${delivered.length} of ${count} pushes delivered`);
        },
        { timeoutMs, intervalMs: 10 },
      );
    },
    async stop() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A browser's push subscription with real keys (P-256 key pair and a 16-byte auth secret). */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** decrypts one push body sent to this subscription, as the browser does */
  decrypt(body: Buffer): unknown;
}

export function browserSubscription(endpoint: string): TestSubscription {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body) =>
      JSON.parse(
        decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString(
          'utf8',
        ),
      ),
  };
}

/** Fresh VAPID keys for a test app that really sends. */
export function vapidEnv(): Record<string, string> {
  const keys = webPush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
