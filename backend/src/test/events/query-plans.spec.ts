import { seedBenchData } from '../../cli/bench-seed';
import { operation } from '../../cli/bench/documents';
import { tokenFor } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * Issue 11: the Home and explore reads on bench-like data (VACUUM ANALYZEd, large enough for the
 * planner to prefer indexes) never read the follow, sign-up or event tables sequentially, nor
 * once per row of another table (the old "associations in the area" counted followers in a
 * subplan run 497 times). The statements are the product's own, recorded while the operations
 * the browser sends (the frontend's documents) run, then EXPLAIN ANALYZEd with their parameters.
 */
const WATCHED = new Set(['favourite_association', 'user_shift', 'event']);
/** a scan repeated more often than this is a per-row subplan or nested loop over a list */
const MAX_LOOPS = 60;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await seedBenchData(
    app.dataSource,
    {
      associations: 300,
      users: 12000,
      eventsPerAssociation: 10,
      shiftsPerEvent: 4,
      notificationsPerPerson: 5,
    },
    'not-a-password-hash',
  );
}, 120_000);
afterAll(() => app.stop());

function problems(node: PlanNode, found: string[] = []): string[] {
  const relation = node['Relation Name'];
  if (relation && WATCHED.has(relation)) {
    if (node['Node Type'] === 'Seq Scan') found.push(`Seq Scan on ${relation}`);
    if ((node['Actual Loops'] ?? 1) > MAX_LOOPS)
      found.push(`${node['Node Type']} on ${relation} × ${node['Actual Loops']}`);
  }
  for (const child of node.Plans ?? []) problems(child, found);
  return found;
}

/** Runs the operations as `userId`, then EXPLAIN ANALYZEs every read they made. */
async function plansOf(
  userId: number,
  operations: [string, Record<string, unknown>][],
): Promise<{ reads: number; problems: string[] }> {
  const token = await tokenFor(app, { id: userId });
  const recorded: { sql: string; parameters: unknown[] }[] = [];
  app.statements.recorded = recorded;
  try {
    for (const [name, variables] of operations) {
      const result = await app.gql(operation(name).query, variables, token);
      expect(result.errors).toBeUndefined();
    }
  } finally {
    app.statements.recorded = undefined;
  }
  const reads = recorded.filter(({ sql }) => /^\s*(SELECT|WITH)\b/i.test(sql));
  const found: string[] = [];
  for (const { sql, parameters } of reads) {
    const [row]: { 'QUERY PLAN': { Plan: PlanNode }[] }[] = await app.dataSource.query(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      parameters,
    );
    for (const problem of problems(row['QUERY PLAN'][0].Plan))
      found.push(`${problem} in: ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  return { reads: reads.length, problems: found };
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

async function someone(sql: string): Promise<number> {
  const [row]: { id: number }[] = await app.dataSource.query(sql);
  return row.id;
}

describe('query plans of Home and explore on bench-like data', () => {
  // Home's one request, as the browser sends it (frontend/src/pages/Home/home.graphql)
  const home = (): [string, Record<string, unknown>][] => [
    ['HomeScreen', { date: today(), stripSize: 8, nearby: 8, events: 5 }],
  ];

  it('Home of a volunteer with sign-ups: no sequential or per-row scan of follows, sign-ups, events', async () => {
    const volunteer = await someone(
      `SELECT us.user_id AS id FROM user_shift us WHERE us.status = 'accepted'
         AND NOT EXISTS (SELECT 1 FROM user_association m WHERE m.user_id = us.user_id AND m.is_admin)
       GROUP BY us.user_id ORDER BY count(*) DESC, us.user_id LIMIT 1`,
    );
    const { reads, problems: found } = await plansOf(volunteer, home());
    expect(reads).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });

  it("Home of an administrator (the programme's managed shifts): the same", async () => {
    const admin = await someone(
      `SELECT user_id AS id FROM user_association WHERE is_admin ORDER BY user_id LIMIT 1`,
    );
    expect((await plansOf(admin, home())).problems).toEqual([]);
  });

  it('explore (50 events and the associations in the area): the same', async () => {
    const volunteer = await someone(
      `SELECT user_id AS id FROM user_association WHERE NOT is_admin ORDER BY user_id LIMIT 1`,
    );
    const { problems: found } = await plansOf(volunteer, [
      ['ExploreScreen', { first: 50, nearby: 8 }],
    ]);
    expect(found).toEqual([]);
  });
});
