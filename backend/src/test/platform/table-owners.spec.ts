import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * One owner per table (issue 32, docs/architecture.md "Who writes what"): a table is written by
 * the module that owns it, and another module that needs it changed calls the owner's command
 * (the waitlist makes a sign-up through the shifts domain's `SignUpCommands`, never with its own
 * INSERT). Only a database CHECK held the places ledger together while three modules wrote
 * `user_shift` and two `shift.held_count`; this test makes the next writer visible instead.
 *
 * It reads the source of `src/modules/**` (not specs; migrations, the CLI and the demo seed live
 * outside it) with the TypeScript parser and finds every write:
 * - SQL text in string and template literals: INSERT INTO, UPDATE … SET, DELETE FROM, TRUNCATE,
 *   MERGE INTO (a table name spliced in with `${…}` cannot be attributed, and fails);
 * - TypeORM writes: save / insert / update / delete / remove / upsert / increment … on
 *   `getRepository(Entity)`, on an EntityManager (`em`, `tx.em`, `…manager`) with the entity or
 *   table as first argument, and query builders' insert().into(E) / update(E) / delete().from(E).
 * Each write's table must be owned by the writing module, or be listed below as an exception
 * with its reason. The places ledger (`shift.accepted_count`, `shift.held_count`) is stricter:
 * only the shifts module writes those columns, whatever the exceptions for the `shift` table.
 */

const SRC = path.resolve(__dirname, '../..');
const MODULES = path.join(SRC, 'modules');

/** Every table and the module that owns it (writes it). */
const OWNERS: Record<string, string> = {
  access_log: 'access-log',
  activation_code: 'activation-codes',
  association: 'associations',
  association_topic: 'associations',
  association_view: 'associations',
  attendance_change: 'attendance',
  change_notice_pending: 'notices',
  data_export: 'users',
  device_subscription: 'devices',
  email_token: 'auth',
  event: 'events',
  event_event_type: 'events',
  event_like: 'events',
  event_photo: 'events',
  event_topic: 'events',
  event_type: 'catalog',
  event_view: 'events',
  favourite_association: 'memberships',
  hours_statement: 'attendance',
  invitation_traffic: 'associations',
  // the job workers' heartbeats: written by jobs/ (platform), no module
  job_worker_heartbeat: 'jobs',
  media: 'media',
  notification: 'notifications',
  notification_dispatch: 'notifications',
  push_delivery: 'devices',
  question: 'questions',
  register_entry: 'register',
  shift: 'shifts',
  shift_reminder_sent: 'reminders',
  // attendance of a sign-up, in a table of its own keyed by it (issue 32, another change)
  shift_attendance: 'attendance',
  topic: 'catalog',
  user_account: 'users',
  user_association: 'memberships',
  user_event_type: 'users',
  user_session: 'auth',
  user_shift: 'shifts',
  waitlist_entry: 'waitlist',
};

/** Columns only their table's owner may write, whatever the exceptions for the table. */
const OWNER_ONLY_COLUMNS: Record<string, string[]> = {
  // the places ledger: the CHECK (accepted_count + held_count <= max_volunteer) stands behind
  // one writer, the shifts domain (SignUpCommands for the waitlist)
  shift: ['accepted_count', 'held_count'],
};

interface Exception {
  table: string;
  module: string;
  why: string;
}

/**
 * Another module writes the table today, on purpose. Keep this short: a new entry needs a reason
 * a reviewer accepts; the better fix is a command of the owner.
 */
const EXCEPTIONS: Exception[] = [
  {
    table: 'shift',
    module: 'events',
    why: 'an event and its shifts are one form: created, edited, copied and repeated together (the planning columns only; the ledger stays the shifts domain’s, OWNER_ONLY_COLUMNS)',
  },
  {
    table: 'user_account',
    module: 'auth',
    why: 'the account’s credentials: registration creates the row, confirmation, password and token version are the auth domain’s',
  },
  {
    table: 'user_account',
    module: 'notices',
    why: 'the unsubscribe link of a mail turns off that mail choice (one column), without login',
  },
  {
    table: 'user_account',
    module: 'calendar',
    why: 'the personal calendar feed’s secret token, created on first read and renewed',
  },
  {
    table: 'association',
    module: 'calendar',
    why: 'the association calendar feed’s secret token, created on first read and renewed',
  },
  {
    table: 'notification',
    module: 'notices',
    why: 'notices are in-app notifications: the notices pipeline writes their rows (and marks them read when their subject is answered); the notifications domain lists and reads them',
  },
  {
    table: 'media',
    module: 'events',
    why: 'an event’s photos share media rows with its copies: the last event that uses one deletes it',
  },
  {
    table: 'user_association',
    module: 'associations',
    why: 'founding an association makes its founder the first administrator, in the founding transaction',
  },
];

interface Write {
  module: string;
  file: string;
  line: number;
  table: string | null;
  how: string;
  /** the write names an owner-only column (OWNER_ONLY_COLUMNS) */
  columns: string[];
}

const WRITE_METHODS = new Set([
  'save',
  'insert',
  'update',
  'delete',
  'remove',
  'upsert',
  'softDelete',
  'softRemove',
  'restore',
  'recover',
  'increment',
  'decrement',
  'clear',
]);

const SQL_WRITES: { how: string; pattern: RegExp }[] = [
  { how: 'INSERT', pattern: /\bINSERT\s+INTO\s+(?:ONLY\s+)?("?)([\w$]+)\1/gi },
  {
    how: 'UPDATE',
    pattern: /\bUPDATE\s+(?:ONLY\s+)?("?)([\w$]+)\1(?:\s+(?:AS\s+)?\w+)?\s+SET\b/gi,
  },
  { how: 'DELETE', pattern: /\bDELETE\s+FROM\s+(?:ONLY\s+)?("?)([\w$]+)\1/gi },
  { how: 'TRUNCATE', pattern: /\bTRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?("?)([\w$]+)\1/gi },
  { how: 'MERGE', pattern: /\bMERGE\s+INTO\s+(?:ONLY\s+)?("?)([\w$]+)\1/gi },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

const parse = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** Entity class name → table, from every `@Entity('table')` under modules/. */
function entityTables(files: ts.SourceFile[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const source of files)
    walk(source, (node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const decorator of ts.getDecorators(node) ?? []) {
        const call = decorator.expression;
        if (
          ts.isCallExpression(call) &&
          ts.isIdentifier(call.expression) &&
          call.expression.text === 'Entity' &&
          call.arguments[0] &&
          ts.isStringLiteral(call.arguments[0])
        )
          tables.set(node.name.text, call.arguments[0].text);
      }
    });
  return tables;
}

/** A literal's text, `${…}` for each substitution. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => '${}' + span.literal.text).join('');
  return null;
}

function ownerOnlyColumns(table: string | null, text: string): string[] {
  const columns = table ? (OWNER_ONLY_COLUMNS[table] ?? []) : [];
  return columns.filter((column) => {
    const camel = column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    return new RegExp(`\\b(?:${column}|${camel})\\b`).test(text);
  });
}

/** The writes of one file. */
function writesOf(source: ts.SourceFile, tables: Map<string, string>): Write[] {
  const module = path.relative(MODULES, source.fileName).split(path.sep)[0];
  const file = path.relative(SRC, source.fileName);
  const writes: Write[] = [];
  const lineOf = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const add = (node: ts.Node, table: string | null, how: string, text: string) =>
    writes.push({
      module,
      file,
      line: lineOf(node),
      table,
      how,
      columns: ownerOnlyColumns(table, text),
    });

  /** The table an ORM argument names: an entity class or a table name. */
  const tableOfArgument = (arg: ts.Expression | undefined): string | null => {
    if (!arg) return null;
    if (ts.isIdentifier(arg)) return tables.get(arg.text) ?? null;
    if (ts.isStringLiteral(arg)) return arg.text;
    return null;
  };
  /** Variables bound to `…getRepository(Entity)` in this file. */
  const repositories = new Map<string, string | null>();
  walk(source, (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isPropertyAccessExpression(node.initializer.expression) &&
      node.initializer.expression.name.text === 'getRepository'
    )
      repositories.set(node.name.text, tableOfArgument(node.initializer.arguments[0]));
  });

  /** The table a query builder chain (below `node`) was built on, if it names one. */
  const chainRoot = (node: ts.Expression): { builder: boolean; table: string | null } => {
    let current: ts.Expression = node;
    let builder = false;
    for (;;) {
      if (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) {
        const name = current.expression.name.text;
        if (name === 'createQueryBuilder') builder = true;
        if (name === 'getRepository')
          return { builder, table: tableOfArgument(current.arguments[0]) };
        current = current.expression.expression;
      } else if (ts.isPropertyAccessExpression(current)) current = current.expression;
      else if (ts.isIdentifier(current) && repositories.has(current.text))
        return { builder, table: repositories.get(current.text) ?? null };
      else return { builder, table: null };
    }
  };
  /** insert().into(E), delete().from(E): the entity named after the write in its chain. */
  const namedAfter = (call: ts.CallExpression, names: string[]): string | null => {
    let current: ts.Node = call;
    while (
      ts.isPropertyAccessExpression(current.parent) &&
      ts.isCallExpression(current.parent.parent)
    ) {
      const next = current.parent.parent;
      if (names.includes(current.parent.name.text)) return tableOfArgument(next.arguments[0]);
      current = next;
    }
    return null;
  };

  walk(source, (node) => {
    const text = literalText(node);
    if (text !== null) {
      for (const { how, pattern } of SQL_WRITES)
        for (const match of text.matchAll(pattern)) {
          const name = match[2];
          if (how === 'UPDATE' && name.toUpperCase() === 'SET') continue; // ON CONFLICT DO UPDATE SET
          add(node, name.startsWith('$') ? null : name, `${how} (SQL)`, text.slice(match.index));
        }
      return;
    }
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const method = node.expression.name.text;
    if (!WRITE_METHODS.has(method)) return;
    const receiver = node.expression.expression;
    const receiverText = receiver.getText(source);
    const args = node.arguments.map((a) => a.getText(source)).join(', ');
    const { builder, table: rootTable } = chainRoot(receiver);
    const how = `${method}() (TypeORM)`;
    if (builder) {
      const named =
        method === 'insert'
          ? namedAfter(node, ['into'])
          : method === 'delete'
            ? namedAfter(node, ['from'])
            : tableOfArgument(node.arguments[0]);
      const chainText = node.parent.parent?.getText(source) ?? '';
      add(node, named ?? rootTable, how, `${args} ${chainText}`);
    } else if (rootTable !== null || /getRepository\(/.test(receiverText))
      add(node, rootTable, how, args);
    else if (/(?:^|\.)(?:em|manager|entityManager)$/.test(receiverText))
      add(node, tableOfArgument(node.arguments[0]), how, args);
    else if (/(?:dataSource|[Rr]epository|Repo)\b/.test(receiverText)) add(node, null, how, args); // a write whose table this test cannot tell: name it plainly
  });
  return writes;
}

const files = sourceFiles(MODULES).map(parse);
const tables = entityTables(files);
const writes = files.flatMap((source) => writesOf(source, tables));
const where = (w: Write) => `${w.file}:${w.line} ${w.how} ${w.table ?? '(unknown table)'}`;

it('finds the writes it is meant to find (the detector works)', () => {
  // one of each kind, taken from today's code: if the parser stops seeing them, this fails
  const seen = (file: string, how: RegExp, table: string) =>
    writes.some((w) => w.file.endsWith(file) && how.test(w.how) && w.table === table);
  expect(seen('shifts/shifts.service.ts', /^INSERT/, 'user_shift')).toBe(true);
  expect(seen('shifts/shifts.service.ts', /^UPDATE/, 'shift')).toBe(true);
  expect(seen('shifts/shifts.service.ts', /^delete\(\)/, 'user_shift')).toBe(true);
  expect(seen('waitlist/waitlist.service.ts', /^DELETE/, 'waitlist_entry')).toBe(true);
  expect(seen('events/events.service.ts', /^insert\(\)/, 'shift')).toBe(true);
  expect(seen('events/event-photos.service.ts', /^insert\(\)/, 'event_photo')).toBe(true);
  expect(seen('memberships/memberships.service.ts', /^insert\(\)/, 'favourite_association')).toBe(
    true,
  );
  expect(seen('auth/auth.service.ts', /^update\(\)/, 'email_token')).toBe(true);
  expect(writes.length).toBeGreaterThan(60);
});

it('every table of the migrations has an owner', () => {
  const migrations = path.join(SRC, 'db/migrations');
  const created = new Set(
    fs
      .readdirSync(migrations)
      .flatMap((name) => [
        ...fs
          .readFileSync(path.join(migrations, name), 'utf8')
          .matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)/g),
      ])
      .map((m) => m[1]),
  );
  expect([...created].filter((table) => !(table in OWNERS))).toEqual([]);
  for (const entityTable of tables.values()) expect(OWNERS).toHaveProperty([entityTable]);
});

it('every write names its table, and a table the map knows', () => {
  expect(writes.filter((w) => w.table === null || !(w.table in OWNERS)).map(where)).toEqual([]);
});

it('a module writes only the tables it owns (or a listed exception)', () => {
  const allowed = (w: Write) =>
    OWNERS[w.table!] === w.module ||
    EXCEPTIONS.some((e) => e.table === w.table && e.module === w.module);
  expect(writes.filter((w) => w.table && w.table in OWNERS && !allowed(w)).map(where)).toEqual([]);
});

it('the places ledger (shift.accepted_count, shift.held_count) has one writer: shifts', () => {
  const strays = writes.filter((w) => w.columns.length && OWNERS[w.table!] !== w.module);
  expect(strays.map((w) => `${where(w)} ${w.columns.join(', ')}`)).toEqual([]);
  // and today's writers of the ledger are there to be seen
  expect(writes.some((w) => w.module === 'shifts' && w.columns.includes('held_count'))).toBe(true);
});

it('every exception is still needed (the list only shrinks)', () => {
  const unused = EXCEPTIONS.filter(
    (e) => !writes.some((w) => w.table === e.table && w.module === e.module),
  );
  expect(unused.map((e) => `${e.module} → ${e.table}`)).toEqual([]);
});
