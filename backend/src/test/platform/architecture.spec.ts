import fs from 'node:fs';
import path from 'node:path';

/**
 * The layering rule of docs/architecture.md, checked on the source: adapters (GraphQL resolvers,
 * REST routes, presenters, the media route, graphql/, rest/, the job handlers) translate and call
 * services; they never reach the database or decide a permission themselves. A new domain that
 * copies a shortcut fails here. What an import says (no typeorm, no policy, layers, cycles, module
 * surfaces) is dependency-cruiser's, in dependency-rules.spec.ts; here is what only the text shows.
 */
const SRC = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

const ADAPTER = /\.(resolver|rest|presenter|route)\.ts$/;
const read = (file: string) => ({
  file: path.relative(SRC, file),
  text: fs.readFileSync(file, 'utf8'),
});
const moduleAdapters = sourceFiles(path.join(SRC, 'modules'))
  .filter((file) => ADAPTER.test(file))
  .map(read);
/** The other adapters, as in .dependency-cruiser.cjs. */
const sharedAdapters = [
  ...sourceFiles(path.join(SRC, 'modules')).filter((f) => f.includes(`${path.sep}dto${path.sep}`)),
  ...sourceFiles(path.join(SRC, 'graphql')),
  ...sourceFiles(path.join(SRC, 'rest')),
  ...sourceFiles(path.join(SRC, 'jobs')).filter((f) => /\.jobs?\.ts$/.test(f)),
].map(read);
const adapters = [...moduleAdapters, ...sharedAdapters];

const DATA_ACCESS: [string, RegExp][] = [
  ['touches the data source', /\bdataSource\b|\bEntityManager\b/],
  ['runs SQL', /\.query\(|getRepository\(|createQueryBuilder\(/],
  ['imports an entity to query it', /import \{[^}]*\b(Repository|In|Not)\b[^}]*\} from/],
];

/**
 * Today's offenders, to be emptied (fails on a new one and on a listed one that is gone):
 * graphql/loaders.ts builds the per-request loaders from the DataSource.
 */
const KNOWN_DATA_ACCESS: string[] = ['touches the data source: graphql/loaders.ts'];

const allSource = sourceFiles(SRC).map(read);
const placesOf = (pattern: RegExp) =>
  allSource.filter((f) => pattern.test(f.text)).map((f) => f.file);

describe('architecture: adapters only translate', () => {
  it('finds the adapters (resolvers, REST routes, presenters, routes, dto, graphql/, rest/, jobs)', () => {
    const kinds = new Set(moduleAdapters.map((a) => ADAPTER.exec(a.file)![1]));
    expect([...kinds].sort()).toEqual(['presenter', 'resolver', 'rest', 'route']);
    const folders = new Set(sharedAdapters.map((a) => a.file.split(path.sep)[0]));
    expect([...folders].sort()).toEqual(['graphql', 'jobs', 'modules', 'rest']);
  });

  it('no adapter reaches the database, except the known ones being removed', () => {
    const found = DATA_ACCESS.flatMap(([rule, pattern]) =>
      adapters.filter((a) => pattern.test(a.text)).map((a) => `${rule}: ${a.file}`),
    );
    expect(found.filter((f) => !KNOWN_DATA_ACCESS.includes(f))).toEqual([]);
    expect(KNOWN_DATA_ACCESS.filter((k) => !found.includes(k))).toEqual([]);
  });

  it('no resolver asserts a user exists (`user!`): take @CurrentUser() instead', () => {
    expect(moduleAdapters.filter((a) => /\buser!/.test(a.text)).map((a) => a.file)).toEqual([]);
  });

  it('the services handed to adapters carry no data source', () => {
    // platform/services.ts and every domain's addition to it (declaration merging)
    const parts = allSource.flatMap((f) =>
      [...f.text.matchAll(/interface Services \{([\s\S]*?)\n\s*\}/g)].map((m) => ({
        file: f.file,
        members: m[1],
      })),
    );
    expect(parts.map((p) => p.file)).toEqual(
      expect.arrayContaining(['platform/services.ts', 'modules/shifts/shifts.service.ts']),
    );
    expect(parts.filter((p) => /DataSource|EntityManager/.test(p.members))).toEqual([]);
  });

  it('presenters are named for their role (no *.body.ts)', () => {
    expect(allSource.map((f) => f.file).filter((f) => /\.body\.ts$/.test(f))).toEqual([]);
  });

  it('one paging mechanism: one LIKE escape, one clamp, one cursor codec', () => {
    expect(placesOf(/replace\(\/\[%_\\\\\]\/g/)).toEqual(['common/paging/escape-like.ts']);
    expect(placesOf(/Math\.min\(Math\.max\(/)).toEqual(['common/paging/page.ts']);
    expect(placesOf(/JSON\.parse\(Buffer\.from\([^)]*'base64url'\)/)).toEqual([
      'common/paging/cursor.ts',
    ]);
  });

  it('one membership query: no policy, service or loader spells user_association admin SQL', () => {
    const spelled =
      /is_admin AND (\w+\.)?status = 'accepted'|status = 'accepted' AND (\w+\.)?is_admin/;
    expect(placesOf(spelled).filter((f) => f !== 'common/policy/membership.ts')).toEqual([]);
  });

  // "every policy action refuses someone" is a behaviour, tested by test/policies/refusals.spec.ts
  // over what the policy modules export (not by the action's name appearing in a file)

  it('every domain that guards something has a policy file', () => {
    const modules = fs.readdirSync(path.join(SRC, 'modules'));
    const guarding = modules.filter((m) =>
      fs
        .readdirSync(path.join(SRC, 'modules', m))
        .some(
          (f) =>
            f.endsWith('.service.ts') &&
            /\bauthorize\(/.test(fs.readFileSync(path.join(SRC, 'modules', m, f), 'utf8')),
        ),
    );
    const withPolicy = modules.filter((m) =>
      fs.existsSync(path.join(SRC, 'modules', m, `${m}.policy.ts`)),
    );
    expect(guarding.length).toBeGreaterThan(0);
    for (const m of guarding) expect(withPolicy).toContain(m);
  });
});
