import crypto from 'node:crypto';
import {
  g,
  PUBLIC,
  q,
  rest,
  SIGNED_IN,
  type Cell,
  type Row,
  type Who,
} from '../authorization-table';
import type { Actor, Fixture } from '../authorization-fixture';

/**
 * Rows of the devices domain (Web Push subscriptions, issue 9). A subscription belongs to the
 * account that registered it last: only that account sees it as registered or removes it;
 * everybody else gets `false` (GraphQL) or 404 (REST DELETE), and the subscription stays.
 */

// IP literals: no DNS needed; public addresses, so the SSRF guard lets them register (never called)
const endpoint = (what: string) =>
  `https://93.184.215.14/matrix/${what}/${crypto.randomBytes(6).toString('hex')}`;

/** A real browser's keys (a P-256 public key and a 16-byte secret). */
function keys() {
  const ecdh = crypto.createECDH('prime256v1');
  return {
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

const REGISTER = `mutation($input: RegisterDeviceInput!) { registerDevice(input: $input) { id endpoint } }`;

async function registerFor(f: Fixture, actor: Actor, what: string): Promise<string> {
  const url = endpoint(what);
  if (actor.token) await f.must(actor.token, REGISTER, { input: { endpoint: url, keys: keys() } });
  return url;
}

/** One subscription of A's administrator, registered once per fixture. */
const adminADevices = new WeakMap<Fixture, Promise<string>>();
function adminADevice(f: Fixture): Promise<string> {
  if (!adminADevices.has(f)) adminADevices.set(f, registerFor(f, f.actors.adminA, 'admin-a'));
  return adminADevices.get(f)!;
}
const adminADeviceState = async (f: Fixture) =>
  f.must(f.actors.adminA.token, `query($e: String!) { isDeviceRegistered(endpoint: $e) }`, {
    e: await adminADevice(f),
  });

/** Someone else's device: only A's administrator (its owner) sees it as registered. */
const OWNER_ONLY: Who = {
  visitor: 401,
  volunteer: 'limited',
  member: 'limited',
  adminA: 'allow',
  adminB: 'limited',
};
/** …and nobody else removes it. */
const NOT_THEIRS: Who = { visitor: 401, volunteer: 404, member: 404, adminB: 404 };

/** A throwaway subscription of the cell's person, for the allowed removals. */
const ownDevice = async (f: Fixture, cell: Cell) => ({
  endpoint: await registerFor(f, cell.actor, 'own'),
});
const target = (cell: Cell) => String(cell.target.endpoint ?? endpoint('none'));

export function deviceRows(): Row[] {
  return [
    {
      op: 'GET /device',
      cases: [
        {
          title: 'the VAPID public key',
          who: SIGNED_IN,
          call: () => rest('GET', '/device'),
          sees: (a) => typeof a.publicKey === 'string' && a.publicKey.length > 0,
        },
      ],
    },
    {
      op: 'POST /device',
      cases: [
        {
          title: 'own browser',
          who: SIGNED_IN,
          call: () =>
            rest('POST', '/device', {
              endpoint: endpoint('post'),
              expirationTime: null,
              keys: keys(),
            }),
        },
      ],
    },
    {
      op: 'GET /device/check-device',
      cases: [
        {
          title: 'own device',
          who: SIGNED_IN,
          call: async (f, cell) =>
            rest(
              'GET',
              `/device/check-device?endpoint=${encodeURIComponent(await registerFor(f, cell.actor, 'check'))}`,
            ),
          sees: (a) => a.is_registered === true,
        },
        {
          title: "A's administrator's device",
          who: OWNER_ONLY,
          call: async (f) =>
            rest(
              'GET',
              `/device/check-device?endpoint=${encodeURIComponent(await adminADevice(f))}`,
            ),
          sees: (a) => a.is_registered === true,
        },
      ],
    },
    {
      op: 'DELETE /device',
      cases: [
        {
          title: 'own device',
          who: SIGNED_IN,
          prepare: ownDevice,
          call: (_f, cell) => rest('DELETE', '/device', { endpoint: target(cell) }),
        },
        {
          title: "A's administrator's device",
          who: NOT_THEIRS,
          state: adminADeviceState,
          call: async (f) => rest('DELETE', '/device', { endpoint: await adminADevice(f) }),
        },
      ],
    },
    {
      op: 'Query.pushPublicKey',
      cases: [{ title: 'the VAPID public key', who: PUBLIC, call: () => q(`{ pushPublicKey }`) }],
    },
    {
      op: 'Query.messagingChannelUrl',
      cases: [{ title: 'unset: null', who: PUBLIC, call: () => q(`{ messagingChannelUrl }`) }],
    },
    {
      op: 'Query.isDeviceRegistered',
      cases: [
        {
          title: 'own device',
          who: g(SIGNED_IN),
          call: async (f, cell) =>
            q(`query($e: String!) { isDeviceRegistered(endpoint: $e) }`, {
              e: await registerFor(f, cell.actor, 'gql-check'),
            }),
          sees: (a) => a === true,
        },
        {
          title: "A's administrator's device",
          who: g(OWNER_ONLY),
          call: async (f) =>
            q(`query($e: String!) { isDeviceRegistered(endpoint: $e) }`, {
              e: await adminADevice(f),
            }),
          sees: (a) => a === true,
        },
      ],
    },
    {
      op: 'Mutation.registerDevice',
      cases: [
        {
          title: 'own browser',
          who: g(SIGNED_IN),
          call: () => q(REGISTER, { input: { endpoint: endpoint('gql-post'), keys: keys() } }),
          sees: (a) => typeof a?.id === 'number' && /\/matrix\/gql-post\//.test(a.endpoint),
        },
      ],
    },
    {
      op: 'Mutation.unregisterDevice',
      cases: [
        {
          title: 'own device',
          who: g(SIGNED_IN),
          prepare: ownDevice,
          call: (_f, cell) =>
            q(`mutation($e: String!) { unregisterDevice(input: { endpoint: $e }) }`, {
              e: target(cell),
            }),
          sees: (a) => a === true,
        },
        {
          title: "A's administrator's device: false for everybody else, and it stays",
          who: { ...g(NOT_THEIRS), volunteer: 'limited', member: 'limited', adminB: 'limited' },
          state: adminADeviceState,
          call: async (f) =>
            q(`mutation($e: String!) { unregisterDevice(input: { endpoint: $e }) }`, {
              e: await adminADevice(f),
            }),
          sees: (a) => a === true,
        },
      ],
    },
  ];
}
