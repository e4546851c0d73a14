import { execFile } from 'node:child_process';

/**
 * Anonymous clients that send costly JSON in a loop, from a child process as an attacker would
 * (this process's event loop stays free to time /healthz). Each client takes the next target in
 * turn: POST /graphql, POST /api/auth/login, a WebSocket's first message (read before any token
 * is checked). `hostile` bodies hold the worst shapes of JSON; `harmless` ones are as long but
 * one long string, the baseline that only moving and reading the bytes costs.
 */
export type FloodMode = 'hostile' | 'harmless';

export interface FloodOptions {
  url: string;
  mode: FloodMode;
  clients: number;
  durationMs: number;
  /** bytes of each body or message, per target (the largest each accepts) */
  sizes: { graphql: number; rest: number; ws: number };
}

/** Outcomes seen by the clients: HTTP statuses, or `ws:<close code>`. */
export type FloodOutcomes = Record<string, number>;

/**
 * The shapes as JavaScript, evaluated in the child: `shape(kind, size, prefix, suffix)` pads
 * `prefix + value + suffix` to about `size` bytes with a value of that kind.
 */
const SHAPES = `
  const fill = (size, unit) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));
  function value(kind, size) {
    switch (kind) {
      case 'wide': return '[' + fill(size - 2, '{},') + '{}]';
      case 'nested': { const n = Math.floor(size / 2); return '['.repeat(n) + ']'.repeat(n); }
      case 'keys': {
        const parts = [];
        let used = 2;
        for (let i = 0; used < size - 16; i += 1) { const p = '"k' + i + '":0'; parts.push(p); used += p.length + 1; }
        return '{' + parts.join(',') + '}';
      }
      default: return '"' + 'a'.repeat(size - 2) + '"';
    }
  }`;

const SCRIPT = `
  const WebSocket = require(process.argv[2]);
  const options = JSON.parse(process.argv[1]);
  ${SHAPES}
  const kinds = options.mode === 'hostile' ? ['wide', 'nested', 'keys', 'string'] : ['string'];
  const build = (size, prefix, suffix) =>
    kinds.map((kind) => prefix + value(kind, size - prefix.length - suffix.length) + suffix);
  const bodies = {
    graphql: build(options.sizes.graphql, '{"query":"{ __typename }","variables":{"x":', '}}'),
    rest: build(options.sizes.rest, '{"x":', '}'),
    ws: build(options.sizes.ws, '{"type":"connection_init","payload":{"x":', '}}'),
  };
  const outcomes = {};
  const count = (key) => { outcomes[key] = (outcomes[key] || 0) + 1; };
  const post = async (path, body) => {
    try {
      const response = await fetch(options.url + path, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body,
      });
      await response.arrayBuffer();
      count(String(response.status));
    } catch (error) { count('error'); }
  };
  const message = (body) => new Promise((resolve) => {
    const socket = new WebSocket(options.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
    const timer = setTimeout(() => { socket.terminate(); count('ws:timeout'); resolve(); }, 5000);
    socket.on('open', () => socket.send(body));
    socket.on('close', (code) => { clearTimeout(timer); count('ws:' + code); resolve(); });
    socket.on('error', () => undefined);
  });
  const until = Date.now() + options.durationMs;
  let turn = 0;
  async function client() {
    while (Date.now() < until) {
      const i = turn++;
      const target = ['graphql', 'rest', 'ws'][i % 3];
      const body = bodies[target][Math.floor(i / 3) % kinds.length];
      if (target === 'graphql') await post('/graphql', body);
      else if (target === 'rest') await post('/api/auth/login', body);
      else await message(body);
    }
  }
  Promise.all(Array.from({ length: options.clients }, client))
    .then(() => process.stdout.write(JSON.stringify(outcomes)));`;

export function flood(options: FloodOptions): Promise<FloodOutcomes> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', SCRIPT, JSON.stringify(options), require.resolve('ws')],
      { maxBuffer: 1024 * 1024, timeout: options.durationMs + 30_000 },
      (error, stdout) => {
        if (error) return reject(error);
        resolve(JSON.parse(stdout) as FloodOutcomes);
      },
    );
  });
}
