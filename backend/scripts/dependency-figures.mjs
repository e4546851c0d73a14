#!/usr/bin/env node
/**
 * Figures of backend/src's import graph (`npm run deps -w backend`), for before/after notes:
 * files, imports between them, cycles, and upward imports, i.e. imports from a lower group to a
 * higher one in the fixed order below. The order is fixed on purpose (not derived from today's
 * imports), so that the figure measures the code against the intended shape.
 *
 *   --by-folder   group every file by its folder alone (jobs/queue.ts with jobs/enqueue.ts,
 *                 db/entities.ts with db/), instead of by the role
 *                 .dependency-cruiser.cjs gives it
 *   --list        print every upward import
 *
 * Exits 1 when a file has no group, when there is a cycle, or when upward imports exceed
 * MAX_UPWARD: `npm test` runs it, so the shape cannot drift without the run saying so.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BACKEND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const byFolder = process.argv.includes('--by-folder');
const list = process.argv.includes('--list');

/**
 * Bottom to top. A domain sits above what it is built on (the entities and rules it reads) and
 * below the domains that react to its events. The domains added after issue 19:
 *   access-log  above users: a log of who downloaded whose data, keyed by person; it imports no
 *               other domain, and the register records its DataDownloaded.
 *   register    above memberships: its lines open and close with a membership (it reacts to
 *               MembershipDecided/MembershipEnded and AccountDeleting); notices, above it,
 *               tell of its RegisterDataMissing/RegisterCorrectionDue.
 *   waitlist    above shifts: it queues for a shift's places and reacts to the shifts' events;
 *               notices, above it, tell of its offers.
 *   attendance  above waitlist: it stands on the sign-up (shifts' rows and events) and nothing
 *               but the adapters reads it.
 */
const ORDER = [
  'common',
  'config',
  'mail',
  'db',
  'platform',
  'jobs (enqueue/queue)',
  'catalog',
  'media',
  'activation-codes',
  'users',
  'access-log',
  'associations',
  'memberships',
  'register',
  'auth',
  'events',
  'shifts',
  'waitlist',
  'attendance',
  'questions',
  'notifications',
  'notices',
  'reminders',
  'calendar',
  'devices',
  'graphql',
  'rest',
  'jobs (handlers)',
  'composition root',
];

/**
 * Issue 19 left 15; the new domains brought it to 18. Above this the run fails: an import that
 * goes up is either a misplaced file (move it) or an order that is wrong (say why, then change it).
 */
const MAX_UPWARD = 20;

/** The group of a file (path relative to backend/src); undefined: not placed yet. */
function groupOf(file) {
  if (!byFolder) {
    // the same roles as .dependency-cruiser.cjs
    if (/^db\/(entities\.ts|data-source\.ts|seed-demo\.ts|demo\/)/.test(file))
      return 'composition root';
    if (file === 'jobs/queue.ts') return 'composition root';
    if (file === 'jobs/worker-heartbeat.ts') return 'jobs (enqueue/queue)';
    // a module's adapters belong to the adapter layer, above every module's domain code
    if (/^modules\/[^/]+\/(dto\/|.*\.resolver\.ts$)/.test(file)) return 'graphql';
    if (/^modules\/[^/]+\/.*\.(rest|route|presenter)\.ts$/.test(file)) return 'rest';
  }
  if (file === 'config.ts') return 'config';
  if (/^(services|processors|app|server|main|route-preloads|static-files)\.ts$|^cli\//.test(file))
    return 'composition root';
  if (/^jobs\/(enqueue|queue|worker-heartbeat)\.ts$/.test(file)) return 'jobs (enqueue/queue)';
  if (/^jobs\//.test(file)) return 'jobs (handlers)';
  const folder = /^modules\/([^/]+)\//.exec(file)?.[1] ?? /^([^/]+)\//.exec(file)?.[1];
  return ORDER.includes(folder) ? folder : undefined;
}

function findBin() {
  for (let dir = BACKEND; ; dir = path.dirname(dir)) {
    const bin = path.join(
      dir,
      'node_modules',
      'dependency-cruiser',
      'bin',
      'dependency-cruise.mjs',
    );
    if (fs.existsSync(bin)) return bin;
    if (dir === path.dirname(dir)) throw new Error('dependency-cruiser is not installed');
  }
}

const run = spawnSync(process.execPath, [findBin(), 'src', '--output-type', 'json'], {
  cwd: BACKEND,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (!run.stdout) throw new Error(`depcruise failed: ${run.stderr}`);
const result = JSON.parse(run.stdout);

const inSrc = (p) => p.startsWith('src/');
const files = result.modules.filter((m) => inSrc(m.source)).map((m) => m.source);
const edges = new Map(); // "from -> to" once, whether imported once or twice (value + type)
for (const m of result.modules.filter((m) => inSrc(m.source)))
  for (const d of m.dependencies)
    if (inSrc(d.resolved)) edges.set(`${m.source} -> ${d.resolved}`, [m.source, d.resolved]);

// cycles: strongly connected components of more than one file (Tarjan)
const next = new Map(files.map((f) => [f, []]));
for (const [from, to] of edges.values()) next.get(from)?.push(to);
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const cycles = [];
let counter = 0;
function visit(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of next.get(v) ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || next.get(v).includes(v)) cycles.push(component);
  }
}
for (const f of files) if (!index.has(f)) visit(f);

const strip = (p) => p.slice('src/'.length);
const unplaced = files.map(strip).filter((f) => groupOf(f) === undefined);
if (unplaced.length > 0) {
  console.error(`No group for: ${unplaced.join(', ')} (add the folder to ORDER)`);
  process.exit(1);
}
const rank = (file) => ORDER.indexOf(groupOf(strip(file)));
const upward = [...edges.values()].filter(([from, to]) => rank(from) < rank(to));
const pairs = new Map();
for (const [from, to] of upward) {
  const key = `${groupOf(strip(from))} -> ${groupOf(strip(to))}`;
  pairs.set(key, (pairs.get(key) ?? 0) + 1);
}

console.log(`grouping: ${byFolder ? 'by folder' : 'by role (.dependency-cruiser.cjs)'}`);
console.log(`modules (files):  ${files.length}`);
console.log(`imports:          ${edges.size}`);
console.log(
  `cycles:           ${cycles.length} (${cycles.reduce((n, c) => n + c.length, 0)} files in them)`,
);
console.log(`upward imports:   ${upward.length}`);
for (const [key, n] of [...pairs].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${key}`);
if (list) for (const [from, to] of upward) console.log(`  ${strip(from)} -> ${strip(to)}`);
for (const c of cycles)
  console.log(`cycle of ${c.length} files: ${c.map(strip).sort().join(', ')}`);

const failures = [];
if (cycles.length > 0) failures.push(`${cycles.length} cycle(s), none allowed`);
// the bound is for the roles' grouping; --by-folder is a second look, with no bound of its own
if (!byFolder && upward.length > MAX_UPWARD)
  failures.push(`${upward.length} upward imports, at most ${MAX_UPWARD} (--list prints them)`);
if (failures.length > 0) {
  console.error(`✖ ${failures.join('; ')}`);
  process.exit(1);
}
