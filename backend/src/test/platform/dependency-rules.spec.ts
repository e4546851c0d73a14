import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The import rules of backend/.dependency-cruiser.cjs (layers, no cycle, a module reaches another
 * only through its surface, no service imports another domain's effect), checked on every run.
 * dependency-cruiser is ESM only and jest runs CommonJS here, so its CLI is spawned for JSON.
 */
const BACKEND = path.resolve(__dirname, '../../..');

interface Violation {
  rule: string;
  from: string;
  to: string;
}

/**
 * Today's violations, to be emptied: the test fails on a violation not listed here AND on a listed
 * one that no longer occurs, so the list only shrinks. Never add to it: fix the import.
 */
const KNOWN_VIOLATIONS: Violation[] = [
  // (none for service-imports-effect-service: since issue 19 every effect is a processor; none
  // for domain code since issue 32: media, devices and events offer a <module>.surface.ts, the
  // Rome calendar arithmetic moved to common/)

  // REST adapters that embed another domain's REST shape (an event inside a calendar entry or a
  // sign-up, the volunteers of an association, a question inside a notification). Left while the
  // *.rest.ts files move to declared contracts (issue 32); then each shape that others embed is
  // that domain's to export, as the GraphQL types are from dto/.
  ...modulePairs('cross-module-internals', [
    ['associations/associations.rest.ts', 'memberships/volunteer.presenter.ts'],
    ['calendar/calendar.presenter.ts', 'events/event.presenter.ts'],
    ['calendar/calendar.rest.ts', 'events/event.presenter.ts'],
    ['events/events.rest.ts', 'calendar/calendar.presenter.ts'],
    ['notifications/notification.presenter.ts', 'questions/question.presenter.ts'],
    ['notifications/notifications.rest.ts', 'questions/questions.rest.ts'],
    ['shifts/shifts.rest.ts', 'events/event.presenter.ts'],
  ]),

  // The per-request loaders are built from the DataSource in graphql/: the one adapter that
  // holds the database, because a request's loaders are the reads of that request.
  {
    rule: 'adapter-imports-typeorm',
    from: 'src/graphql/loaders.ts',
    to: 'typeorm',
  },
];

function modulePairs(rule: string, pairs: string[][]): Violation[] {
  return pairs.map(([from, to]) => ({
    rule,
    from: `src/modules/${from}`,
    to: `src/modules/${to}`,
  }));
}

interface CruiseResult {
  modules: { source: string }[];
  summary: {
    violations: {
      type: string;
      from: string;
      to: string;
      unresolvedTo?: string;
      cycle?: { name: string }[];
      rule: { name: string; severity: string };
    }[];
  };
}

function depcruiseBin(): string {
  for (let dir = BACKEND; ; dir = path.dirname(dir)) {
    const bin = path.join(dir, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
    if (fs.existsSync(bin)) return bin;
    if (dir === path.dirname(dir)) throw new Error('dependency-cruiser is not installed');
  }
}

function cruise(cwd: string): CruiseResult {
  // exits with the number of violations: the JSON on stdout is the answer either way
  const run = spawnSync(
    process.execPath,
    [
      depcruiseBin(),
      'src',
      '--config',
      path.join(BACKEND, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser did not run: ${run.error ?? run.stderr}`);
  return JSON.parse(run.stdout) as CruiseResult;
}

let result: CruiseResult;
const comments = new Map<string, string>(
  (
    require(path.join(BACKEND, '.dependency-cruiser.cjs')).forbidden as {
      name: string;
      comment: string;
    }[]
  ).map((rule) => [rule.name, rule.comment]),
);

beforeAll(() => {
  result = cruise(BACKEND);
});

/** A package is named by its name, wherever it is installed. */
const packageOf = (to: string) => to.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1');
const keyOf = (v: Violation) => `${v.rule}: ${v.from} -> ${packageOf(v.to)}`;
const keysOf = (r: CruiseResult) =>
  r.summary.violations.map((v) => keyOf({ rule: v.rule.name, from: v.from, to: v.to }));

/**
 * A small tree that breaks each rule once, next to imports the rules allow: proves the rules fire
 * (a pattern that matches nothing would pass the real tree silently once the list is empty).
 */
const FIXTURE: Record<string, string> = {
  'common/helper.ts': "import { X } from '../modules/orders/orders.service';\nexport const h = X;",
  'config.ts': 'export const config = {};',
  'jobs/enqueue.ts': "import { config } from '../config';\nexport const enqueue = config;",
  'platform/pubsub.ts': "export const Topic = 'topic';",
  'services.ts': 'export interface Services { n: number }',
  'modules/orders/orders.service.ts': [
    "import type { NoticesService } from '../notices/notices.service';",
    "import { CatalogService } from '../catalog/catalog.service';",
    "import { Item } from '../catalog/item.entity';",
    "import { itemUrl } from '../catalog/catalog.surface';",
    "import { enqueue } from '../../jobs/enqueue';",
    "import { Topic } from '../../platform/pubsub';",
    "import { r } from './orders.resolver';",
    'export const X = [CatalogService, Item, itemUrl, enqueue, Topic, r];',
    'export type N = NoticesService;',
  ].join('\n'),
  'modules/orders/first.ts': "import { b } from './second';\nexport const a = b;",
  'modules/orders/second.ts': "import { a } from './first';\nexport const b = () => a;",
  'modules/orders/orders.resolver.ts': [
    "import type { DataSource } from 'typeorm';",
    "import { canSee } from '../catalog/catalog.policy';",
    "import { ItemType } from '../catalog/dto/item.type';",
    "import { itemUrl } from '../catalog/catalog.surface';",
    "import { fake } from '../catalog/orders.surface';",
    "import type { Services } from '../../services';",
    'export const r = [canSee, ItemType, itemUrl, fake];',
    'export type D = [DataSource, Services];',
  ].join('\n'),
  'modules/catalog/catalog.service.ts': 'export class CatalogService {}',
  'modules/catalog/catalog.policy.ts': 'export const canSee = true;',
  'modules/catalog/item.entity.ts': 'export class Item {}',
  'modules/catalog/catalog.surface.ts': "export { itemUrl } from './item-url';",
  'modules/catalog/item-url.ts': 'export const itemUrl = 1;',
  // a surface file of another module's name is no surface
  'modules/catalog/orders.surface.ts': 'export const fake = 1;',
  'modules/catalog/dto/item.type.ts': 'export class ItemType {}',
  'modules/notices/notices.service.ts': 'export class NoticesService {}',
};
const FIXTURE_VIOLATIONS = [
  'platform-imports-upward: src/common/helper.ts -> src/modules/orders/orders.service.ts',
  'service-imports-effect-service: src/modules/orders/orders.service.ts -> src/modules/notices/notices.service.ts',
  'cross-module-internals: src/modules/orders/orders.service.ts -> src/modules/notices/notices.service.ts',
  'module-imports-upward: src/modules/orders/orders.service.ts -> src/modules/orders/orders.resolver.ts',
  // a cycle is reported once, at one of its imports
  'no-circular: src/modules/orders/first.ts -> src/modules/orders/second.ts',
  'adapter-imports-typeorm: src/modules/orders/orders.resolver.ts -> typeorm',
  'adapter-imports-policy: src/modules/orders/orders.resolver.ts -> src/modules/catalog/catalog.policy.ts',
  'adapter-imports-composition: src/modules/orders/orders.resolver.ts -> src/services.ts',
  'cross-module-internals: src/modules/orders/orders.resolver.ts -> src/modules/catalog/orders.surface.ts',
];

describe('dependency rules (.dependency-cruiser.cjs)', () => {
  it('cruises the whole of backend/src without the tests', () => {
    const sources = result.modules.map((m) => m.source).filter((s) => s.startsWith('src/'));
    expect(sources.length).toBeGreaterThan(200);
    expect(sources).toContain('src/services.ts');
    expect(sources.filter((s) => s.endsWith('.spec.ts') || s.startsWith('src/test/'))).toEqual([]);
  });

  it('no import breaks a rule, except the known ones being removed', () => {
    const known = new Set(KNOWN_VIOLATIONS.map(keyOf));
    const found = new Map<string, string>();
    for (const v of result.summary.violations) {
      const key = keyOf({ rule: v.rule.name, from: v.from, to: v.to });
      const how =
        v.type === 'cycle'
          ? `cycle ${[v.from, ...(v.cycle ?? []).map((c) => c.name)].join(' -> ')}`
          : `${v.from} imports '${v.unresolvedTo ?? v.to}' (${v.to})`;
      found.set(key, `${how}\n    breaks ${v.rule.name}: ${comments.get(v.rule.name) ?? ''}`);
    }
    const unexpected = [...found].filter(([key]) => !known.has(key)).map(([, text]) => text);
    expect(unexpected).toEqual([]);
  });

  it('the rules fire on a tree that breaks each of them once, and only there', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-rules-'));
    try {
      for (const [file, text] of Object.entries(FIXTURE)) {
        fs.mkdirSync(path.dirname(path.join(root, 'src', file)), { recursive: true });
        fs.writeFileSync(path.join(root, 'src', file), `${text}\n`);
      }
      expect(keysOf(cruise(root)).sort()).toEqual([...FIXTURE_VIOLATIONS].sort());
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('every known violation still occurs (fixed ones leave KNOWN_VIOLATIONS)', () => {
    const found = new Set(keysOf(result));
    const gone = KNOWN_VIOLATIONS.map(keyOf)
      .filter((key) => !found.has(key))
      .map((key) => `${key} no longer occurs: remove it from KNOWN_VIOLATIONS`);
    expect(gone).toEqual([]);
    expect(new Set(KNOWN_VIOLATIONS.map(keyOf)).size).toBe(KNOWN_VIOLATIONS.length);
  });
});
