/**
 * The import rules of backend/src (docs/architecture.md), checked by dependency-cruiser in the test
 * run (src/test/platform/dependency-rules.spec.ts). Run from backend/:
 *   npx depcruise src --output-type err-long
 *
 * Layers, bottom to top; a file imports its own layer or a lower one, never a higher one:
 *   platform     common/, config.ts, mail/, db/ (not the demo seed nor the entity registry),
 *                platform/ (domain events, pubsub, live publishes), jobs/enqueue.ts and
 *                jobs/worker-heartbeat.ts (services queue jobs inside their transaction)
 *   modules      modules/<name>/: services, entities, policies, rows, the presenters' helpers
 *   adapters     modules/ resolvers, REST routes, routes, presenters and dto/; graphql/, rest/, and
 *                the job handlers jobs/*.job.ts, jobs/*.jobs.ts
 *   composition  services.ts, processors.ts, app.ts, server.ts, main.ts, cli/, route-preloads.ts, static-files.ts,
 *                and what assembles every module: jobs/queue.ts (the worker's task list),
 *                db/entities.ts + db/data-source.ts (all entities), db/demo/ + db/seed-demo.ts
 *
 * A module reaches another module only through what that module exposes to others (its surface):
 * entities, policies, errors, domain events, rows, plain types, its <module>.surface.ts, and the
 * read/capability services below; adapters may also take another module's dto/.
 *
 * Paths start with src/ (run from backend/) or backend/src/ (run from the repository root).
 */
const SRC = '^(?:backend/)?src/';

const COMPOSITION = `${SRC}(?:(?:services|processors|app|server|main|route-preloads|static-files)\\.ts$|cli/|jobs/queue\\.ts$|db/(?:entities\\.ts$|data-source\\.ts$|seed-demo\\.ts$|demo/))`;
const PLATFORM = `${SRC}(?!db/(?:entities\\.ts$|data-source\\.ts$|seed-demo\\.ts$|demo/))(?:common/|mail/|db/|platform/|config\\.ts$|jobs/(?:enqueue|worker-heartbeat)\\.ts$)`;
const MODULE_ADAPTER = `${SRC}modules/[^/]+/(?:dto/|.*\\.(?:resolver|rest|route|presenter)\\.ts$)`;
const ADAPTERS = `(?:${MODULE_ADAPTER}|${SRC}(?:graphql/|rest/|jobs/[^/]+\\.jobs?\\.ts$))`;
const MODULES = `${SRC}modules/(?![^/]+/(?:dto/|.*\\.(?:resolver|rest|route|presenter)\\.ts$))`;

/** What a module exposes to the others (besides its read services and its surface file). */
const SURFACE_FILES = '(?:\\.entity|\\.policy|\\.errors|\\.events|-row|\\.types)\\.ts$';
/**
 * `modules/<name>/<name>.surface.ts`: the functions a module offers the others that are none of
 * the kinds above (media's URLs and base64 images, devices' push outbox, events' terminated
 * state). The module chooses in one file what others may use and keeps the files behind it its
 * own, free to reshape; the name must repeat the folder's, so each module has one.
 */
const SURFACE_INDEX = `${SRC}modules/(?<module>[^/]+)/\\k<module>\\.surface\\.ts$`;
const READ_SERVICES =
  '(?:catalog/catalog|media/media|activation-codes/activation-codes|events/event-queries|associations/association-founding)\\.service\\.ts$';
/** Services that write or react: never imported by another module's service, not even for a type. */
const WRITE_SERVICES =
  '(?:notices|change-notices|reminders|notifications|memberships|events|shifts|questions|users|associations)\\.service\\.ts$';

const CROSS_MODULE =
  'A module imports another module only through its surface: *.entity, *.policy, *.errors, *.events, *-row, *.types, <module>.surface, the read and capability services (catalog, media, activation-codes, event-queries, association-founding), and for adapters its dto/.';

const TYPEORM = '(?:^|/)node_modules/typeorm/|^typeorm$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle anywhere in backend/src (type-only imports included).',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: 'platform-imports-upward',
      comment: 'Platform code (common, config, mail, db, platform/, jobs/enqueue) knows no module.',
      severity: 'error',
      from: { path: PLATFORM },
      to: { path: SRC, pathNot: PLATFORM },
    },
    {
      name: 'module-imports-upward',
      comment:
        'Domain code never imports an adapter (resolver, REST, presenter, dto, graphql/, rest/, job handler) nor the composition root.',
      severity: 'error',
      from: { path: MODULES },
      to: { path: [ADAPTERS, COMPOSITION] },
    },
    {
      name: 'adapter-imports-composition',
      comment: 'Adapters receive what they need; they never import the composition root.',
      severity: 'error',
      from: { path: ADAPTERS },
      to: { path: COMPOSITION },
    },
    {
      name: 'cross-module-internals',
      comment: CROSS_MODULE,
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: `${SRC}modules/`,
        pathNot: [`${SRC}modules/$1/`, SURFACE_FILES, SURFACE_INDEX, READ_SERVICES],
      },
    },
    {
      name: 'cross-module-internals',
      comment: CROSS_MODULE,
      severity: 'error',
      from: { path: `${SRC}modules/([^/]+)/(?:dto/|.*\\.(?:resolver|rest|route|presenter)\\.ts$)` },
      to: {
        path: `${SRC}modules/`,
        pathNot: [
          `${SRC}modules/$1/`,
          SURFACE_FILES,
          SURFACE_INDEX,
          READ_SERVICES,
          `${SRC}modules/[^/]+/dto/`,
        ],
      },
    },
    {
      name: 'service-imports-effect-service',
      comment:
        "A service never imports another module's write/reaction service, not even a type: the effect is a domain event its processor handles.",
      severity: 'error',
      from: { path: `${SRC}modules/([^/]+)/.+\\.service\\.ts$` },
      to: { path: `${SRC}modules/[^/]+/${WRITE_SERVICES}`, pathNot: `${SRC}modules/$1/` },
    },
    {
      name: 'adapter-imports-typeorm',
      comment: "Adapters translate and call services; the database is the services' business.",
      severity: 'error',
      from: { path: ADAPTERS },
      to: { path: TYPEORM },
    },
    {
      name: 'adapter-imports-policy',
      comment: 'Adapters never decide a permission: the services authorize.',
      severity: 'error',
      from: { path: ADAPTERS },
      to: { path: '\\.policy\\.ts$' },
    },
  ],
  options: {
    includeOnly: { path: [SRC, TYPEORM] },
    exclude: { path: ['\\.spec\\.ts$', `${SRC}test/`] },
    doNotFollow: { path: 'node_modules' },
    // `import type` counts: a type import ties two files as much as a value import does
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.d.ts'],
    },
  },
};
