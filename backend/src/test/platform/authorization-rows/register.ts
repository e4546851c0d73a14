import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { uniqueFiscalCode } from '../../factories';
import type { Fixture } from '../authorization-fixture';
import {
  ADMIN_A,
  all,
  g,
  num,
  PUBLIC,
  q,
  rest,
  SIGNED_IN,
  type Cell,
  type Row,
  type Target,
  type Who,
} from '../authorization-table';

/**
 * The register of volunteers (issue 23): the association's administrators keep it and read it,
 * nobody else (403: associations are public, their register is not); adminA on B's register is
 * refused as any stranger is. A person reads which registers hold them and exports their own data.
 */

/** A valid codice fiscale for the factories' default birth date (1990-05-20). */
const FISCAL_CODE = 'VRDNNA90E60F205X';

const SECTION = 'regular';
const ENTRY_FIELDS = 'id sequence kind userId fiscalCode startDate endDate corrects hash';
const ADD = `mutation($i: AddRegisterEntryInput!) { addRegisterEntry(input: $i) { ${ENTRY_FIELDS} } }`;
const END = `mutation($i: EndRegisterEntryInput!) { endRegisterEntry(input: $i) { ${ENTRY_FIELDS} } }`;
const CORRECT = `mutation($i: CorrectRegisterEntryInput!) { correctRegisterEntry(input: $i) { ${ENTRY_FIELDS} } }`;
const REGISTER = `query($a: Int!) { volunteerRegister(associationId: $a) { ${ENTRY_FIELDS} } }`;
const INSURED = `query($a: Int!, $d: String!) { insuredVolunteers(associationId: $a, date: $d) { ${ENTRY_FIELDS} } }`;
const VERIFY = `query($a: Int!) { registerVerification(associationId: $a) { valid entries lastHash } }`;
const CANDIDATES = `query($a: Int!) { registerCandidates(associationId: $a) { userId missing } }`;

const today = () => new Date().toISOString().slice(0, 10);

const exports = new WeakMap<Fixture, Promise<{ id: number; token: string }>>();

/**
 * A ready data export of A's administrator, as the job leaves it (issue 23): the row the job
 * writes, with a secret known to the test (the job mails its own and stores only the hash).
 */
function readyExport(f: Fixture): Promise<{ id: number; token: string }> {
  let made = exports.get(f);
  if (!made) {
    made = (async () => {
      const token = crypto.randomBytes(32).toString('base64url');
      const file = zlib.gzipSync(
        JSON.stringify({ format: 'insieme-data-export/1', profile: { id: f.A.admin.userId } }),
      );
      const [row] = (await f.app.dataSource.query(
        `INSERT INTO data_export (user_id, token_version, status, ready_at, expires_at, token_hash, file, size_bytes)
         SELECT $1, token_version, 'ready', now(), now() + interval '1 day', encode(sha256($2::bytea), 'hex'), $3, $4
           FROM user_account WHERE id = $1
         RETURNING id`,
        [f.A.admin.userId, token, file, file.length],
      )) as { id: number }[];
      return { id: row.id, token };
    })();
    exports.set(f, made);
  }
  return made;
}

/** A new accepted volunteer of the association whose profile has the register's data. */
async function volunteerWithData(f: Fixture, association: 'A' | 'B'): Promise<number> {
  const { actor } = await f.throwawayMembership(association, 'accepted');
  // one code belongs to one account (issue 31): each volunteer a valid code of their own
  await f.app.dataSource.query(
    `UPDATE user_account SET fiscal_code = $2, birth_place = 'Milano', residence = 'Via Roma 1, Milano'
      WHERE id = $1`,
    [actor.userId, await uniqueFiscalCode(f.app, FISCAL_CODE)],
  );
  return actor.userId;
}

/** A new entry in the association's register (a new volunteer's): its id. */
async function newEntry(f: Fixture, association: 'A' | 'B'): Promise<number> {
  const userId = await volunteerWithData(f, association);
  const entry = await f.app.services.register.enter(
    f[association].admin.userId,
    f[association].id,
    {
      userId,
      section: SECTION,
    },
  );
  return entry.id;
}

/** One entry of each register that refused cells act on (made once per fixture). */
const standing = new WeakMap<Fixture, Promise<{ A: number; B: number }>>();
function standingEntries(f: Fixture): Promise<{ A: number; B: number }> {
  if (!standing.has(f))
    standing.set(f, (async () => ({ A: await newEntry(f, 'A'), B: await newEntry(f, 'B') }))());
  return standing.get(f)!;
}

const prepareVolunteer = async (f: Fixture): Promise<Target> => ({
  userId: await volunteerWithData(f, 'A'),
});
const prepareEntry = async (f: Fixture): Promise<Target> => ({ entryId: await newEntry(f, 'A') });

/** The register's rows, as they are stored: refused cells must leave them as they were. */
const registerState = (association: 'A' | 'B') => async (f: Fixture) =>
  f.app.dataSource.query(
    'SELECT id, seq, hash FROM register_entry WHERE association_id = $1 ORDER BY seq',
    [f[association].id],
  );

const entryOf = async (f: Fixture, c: Cell, association: 'A' | 'B') =>
  num(c.target, 'entryId', (await standingEntries(f))[association]);

const isRegisterList = (a: unknown) => Array.isArray(a);

export function registerRows(): Row[] {
  // built here, not at import: the table imports this file before its helpers exist
  const ADMIN_A_GQL: Who = g(ADMIN_A);
  return [
    {
      op: 'GET /association/{id}/register',
      cases: [
        {
          title: "A's register",
          who: ADMIN_A,
          call: async (f) => {
            await standingEntries(f);
            return rest('GET', `/association/${f.A.id}/register`);
          },
          sees: (a) => Array.isArray(a) && a.length > 0,
        },
        {
          title: "A's register as a PDF",
          who: ADMIN_A,
          call: (f) => rest('GET', `/association/${f.A.id}/register?format=pdf`),
        },
        {
          title: "adminA: B's register",
          who: { adminA: 403 },
          call: (f) => rest('GET', `/association/${f.B.id}/register?format=csv`),
        },
      ],
    },
    {
      op: 'POST /association/{id}/register',
      cases: [
        {
          title: 'enter an accepted volunteer of A with complete data',
          who: ADMIN_A,
          prepare: prepareVolunteer,
          state: registerState('A'),
          call: (f, c) =>
            rest('POST', `/association/${f.A.id}/register`, {
              id_user: num(c.target, 'userId', f.A.bystanderUserId),
              section: SECTION,
            }),
          sees: (a, _f, c) => a.id_user === c.target.userId && a.kind === 'enrolment',
        },
        {
          title: 'a volunteer of A whose profile lacks the data: 400 naming it',
          who: { adminA: 400 },
          state: registerState('A'),
          call: (f) =>
            rest('POST', `/association/${f.A.id}/register`, {
              id_user: f.A.bystanderUserId,
              section: SECTION,
            }),
        },
        {
          title: "adminA: B's register",
          who: { adminA: 403 },
          state: registerState('B'),
          call: (f) =>
            rest('POST', `/association/${f.B.id}/register`, {
              id_user: f.B.bystanderUserId,
              section: SECTION,
            }),
        },
      ],
    },
    {
      op: 'POST /association/{id}/register/{id_entry}/end',
      cases: [
        {
          title: "end an entry of A's register",
          who: ADMIN_A,
          prepare: prepareEntry,
          state: registerState('A'),
          call: async (f, c) =>
            rest('POST', `/association/${f.A.id}/register/${await entryOf(f, c, 'A')}/end`, {
              end_date: today(),
            }),
          sees: (a, _f, c) => a.corrects === c.target.entryId && a.kind === 'end',
        },
        {
          title: "adminA: an entry of B's register (through A's path: 404; through B's: 403)",
          who: { adminA: 404 },
          state: registerState('B'),
          call: async (f, c) =>
            rest('POST', `/association/${f.A.id}/register/${await entryOf(f, c, 'B')}/end`, {}),
        },
        {
          title: "adminA: B's register",
          who: { adminA: 403 },
          state: registerState('B'),
          call: async (f, c) =>
            rest('POST', `/association/${f.B.id}/register/${await entryOf(f, c, 'B')}/end`, {}),
        },
      ],
    },
    {
      op: 'POST /association/{id}/register/{id_entry}/correct',
      cases: [
        {
          title: "correct an entry of A's register",
          who: ADMIN_A,
          prepare: prepareEntry,
          state: registerState('A'),
          call: async (f, c) =>
            rest('POST', `/association/${f.A.id}/register/${await entryOf(f, c, 'A')}/correct`, {
              residence: 'Via Nuova 2, Milano',
            }),
          sees: (a, _f, c) => a.corrects === c.target.entryId && a.kind === 'correction',
        },
        {
          title: "adminA: B's register",
          who: { adminA: 403 },
          state: registerState('B'),
          call: async (f, c) =>
            rest('POST', `/association/${f.B.id}/register/${await entryOf(f, c, 'B')}/correct`, {
              residence: 'Via Nuova 2, Milano',
            }),
        },
      ],
    },
    {
      op: 'GET /association/{id}/register/verify',
      cases: [
        {
          title: "A's register",
          who: ADMIN_A,
          call: (f) => rest('GET', `/association/${f.A.id}/register/verify`),
          sees: (a) => a.valid === true,
        },
        {
          title: "adminA: B's register",
          who: { adminA: 403 },
          call: (f) => rest('GET', `/association/${f.B.id}/register/verify`),
        },
      ],
    },
    {
      op: 'GET /association/{id}/register/insured',
      cases: [
        {
          title: "A's insured list of today",
          who: ADMIN_A,
          call: (f) => rest('GET', `/association/${f.A.id}/register/insured?date=${today()}`),
          sees: isRegisterList,
        },
        {
          title: "A's insured list of today, as a PDF (issue 31)",
          who: ADMIN_A,
          call: (f) =>
            rest('GET', `/association/${f.A.id}/register/insured?date=${today()}&format=pdf`),
        },
        {
          title: "adminA: B's insured list, as a CSV",
          who: { adminA: 403 },
          call: (f) =>
            rest('GET', `/association/${f.B.id}/register/insured?date=${today()}&format=csv`),
        },
      ],
    },
    {
      op: 'GET /association/{id}/register/candidates',
      cases: [
        {
          title: "A's volunteers not in the register",
          who: ADMIN_A,
          call: (f) => rest('GET', `/association/${f.A.id}/register/candidates`),
          sees: (a, f) => a.some((c: { id_user: number }) => c.id_user === f.A.bystanderUserId),
        },
        {
          title: "adminA: B's",
          who: { adminA: 403 },
          call: (f) => rest('GET', `/association/${f.B.id}/register/candidates`),
        },
      ],
    },
    {
      op: 'GET /association/{id}/register/proposals',
      cases: [
        {
          title: "A's corrections to record (issue 31)",
          who: ADMIN_A,
          call: (f) => rest('GET', `/association/${f.A.id}/register/proposals`),
          sees: isRegisterList,
        },
        {
          title: "adminA: B's",
          who: { adminA: 403 },
          call: (f) => rest('GET', `/association/${f.B.id}/register/proposals`),
        },
      ],
    },
    {
      op: 'Query.registerCorrectionProposals',
      cases: [
        {
          title: "A's corrections to record",
          who: ADMIN_A_GQL,
          call: (f) =>
            q(
              `query($a: Int!) { registerCorrectionProposals(associationId: $a) { entryId fields } }`,
              {
                a: f.A.id,
              },
            ),
          sees: isRegisterList,
        },
        {
          title: "adminA: B's",
          who: { adminA: 'FORBIDDEN' },
          call: (f) =>
            q(`query($a: Int!) { registerCorrectionProposals(associationId: $a) { entryId } }`, {
              a: f.B.id,
            }),
        },
      ],
    },
    {
      op: 'GET /association/{id}/access-log',
      cases: [
        {
          title: "who downloaded A's personal data (issue 31)",
          who: ADMIN_A,
          call: (f) => rest('GET', `/association/${f.A.id}/access-log`),
          sees: isRegisterList,
        },
        {
          title: "adminA: B's",
          who: { adminA: 403 },
          call: (f) => rest('GET', `/association/${f.B.id}/access-log`),
        },
      ],
    },
    {
      op: 'Query.accessLog',
      cases: [
        {
          title: "who downloaded A's personal data",
          who: ADMIN_A_GQL,
          call: (f) =>
            q(`query($a: Int!) { accessLog(associationId: $a) { at what } }`, { a: f.A.id }),
          sees: isRegisterList,
        },
        {
          title: "adminA: B's",
          who: { adminA: 'FORBIDDEN' },
          call: (f) => q(`query($a: Int!) { accessLog(associationId: $a) { at } }`, { a: f.B.id }),
        },
      ],
    },
    {
      op: 'GET /user/register',
      cases: [
        {
          title: 'the registers that hold me',
          who: SIGNED_IN,
          call: () => rest('GET', '/user/register'),
          sees: isRegisterList,
        },
      ],
    },
    {
      op: 'GET /user/export',
      cases: [
        {
          title: 'my own data only',
          who: SIGNED_IN,
          call: () => rest('GET', '/user/export'),
          sees: (a, _f, c) => a.profile.id === c.actor.userId,
        },
        {
          title: 'my own data as a PDF (issue 31)',
          who: SIGNED_IN,
          call: () => rest('GET', '/user/export?format=pdf'),
        },
      ],
    },
    {
      op: 'Query.volunteerRegister',
      cases: [
        {
          title: "A's register",
          who: ADMIN_A_GQL,
          call: async (f) => {
            await standingEntries(f);
            return q(REGISTER, { a: f.A.id });
          },
          sees: (a) => Array.isArray(a) && a.length > 0,
        },
        {
          title: "adminA: B's register",
          who: { adminA: 'FORBIDDEN' },
          call: (f) => q(REGISTER, { a: f.B.id }),
        },
      ],
    },
    {
      op: 'Query.insuredVolunteers',
      cases: [
        {
          title: "A's insured list",
          who: ADMIN_A_GQL,
          call: (f) => q(INSURED, { a: f.A.id, d: today() }),
          sees: isRegisterList,
        },
        {
          title: "adminA: B's",
          who: { adminA: 'FORBIDDEN' },
          call: (f) => q(INSURED, { a: f.B.id, d: today() }),
        },
      ],
    },
    {
      op: 'Query.registerVerification',
      cases: [
        {
          title: "A's register",
          who: ADMIN_A_GQL,
          call: (f) => q(VERIFY, { a: f.A.id }),
          sees: (a) => a.valid === true,
        },
        {
          title: "adminA: B's",
          who: { adminA: 'FORBIDDEN' },
          call: (f) => q(VERIFY, { a: f.B.id }),
        },
      ],
    },
    {
      op: 'Query.registerCandidates',
      cases: [
        {
          title: "A's volunteers not in the register",
          who: ADMIN_A_GQL,
          call: (f) => q(CANDIDATES, { a: f.A.id }),
          sees: isRegisterList,
        },
        {
          title: "adminA: B's",
          who: { adminA: 'FORBIDDEN' },
          call: (f) => q(CANDIDATES, { a: f.B.id }),
        },
      ],
    },
    {
      op: 'Query.myRegisterAssociations',
      cases: [
        {
          title: 'the registers that hold me',
          who: g(SIGNED_IN),
          call: () => q(`query { myRegisterAssociations { associationId current } }`),
          sees: isRegisterList,
        },
      ],
    },
    {
      op: 'GET /user/export/{id}/{token}',
      cases: [
        {
          title: 'a mailed export link, by anyone who has it (no login)',
          who: PUBLIC,
          call: async (f) => {
            const link = await readyExport(f);
            return rest('GET', `/user/export/${link.id}/${link.token}`);
          },
          sees: (a, f) => a.profile.id === f.A.admin.userId,
        },
        {
          title: 'the same export with a forged secret is 404',
          who: all(404),
          call: async (f) =>
            rest('GET', `/user/export/${(await readyExport(f)).id}/${'A'.repeat(43)}`),
        },
      ],
    },
    {
      op: 'Mutation.exportMyData',
      cases: [
        {
          title: 'my own data only',
          who: g(SIGNED_IN),
          call: () => q(`mutation { exportMyData { status data } }`),
          sees: (a, _f, c) =>
            a.status === 'READY' && JSON.parse(a.data).profile.id === c.actor.userId,
        },
      ],
    },
    {
      op: 'Mutation.addRegisterEntry',
      cases: [
        {
          title: 'enter an accepted volunteer of A with complete data',
          who: ADMIN_A_GQL,
          prepare: prepareVolunteer,
          state: registerState('A'),
          call: (f, c) =>
            q(ADD, {
              i: {
                associationId: f.A.id,
                userId: num(c.target, 'userId', f.A.bystanderUserId),
                section: 'REGULAR',
              },
            }),
          sees: (a, _f, c) => a.userId === c.target.userId,
        },
        {
          title: "adminA: B's register",
          who: { adminA: 'FORBIDDEN' },
          state: registerState('B'),
          call: (f) =>
            q(ADD, {
              i: { associationId: f.B.id, userId: f.B.bystanderUserId, section: 'REGULAR' },
            }),
        },
      ],
    },
    {
      op: 'Mutation.endRegisterEntry',
      cases: [
        {
          title: "end an entry of A's register",
          who: ADMIN_A_GQL,
          prepare: prepareEntry,
          state: registerState('A'),
          call: async (f, c) =>
            q(END, { i: { associationId: f.A.id, entryId: await entryOf(f, c, 'A') } }),
          sees: (a, _f, c) => a.corrects === c.target.entryId && a.kind === 'END',
        },
        {
          title: "adminA: B's register",
          who: { adminA: 'FORBIDDEN' },
          state: registerState('B'),
          call: async (f, c) =>
            q(END, { i: { associationId: f.B.id, entryId: await entryOf(f, c, 'B') } }),
        },
      ],
    },
    {
      op: 'Mutation.correctRegisterEntry',
      cases: [
        {
          title: "correct an entry of A's register",
          who: ADMIN_A_GQL,
          prepare: prepareEntry,
          state: registerState('A'),
          call: async (f, c) =>
            q(CORRECT, {
              i: { associationId: f.A.id, entryId: await entryOf(f, c, 'A'), birthPlace: 'Roma' },
            }),
          sees: (a, _f, c) => a.corrects === c.target.entryId && a.kind === 'CORRECTION',
        },
        {
          title: "adminA: an entry of B's register through A",
          who: { adminA: 'NOT_FOUND' },
          state: registerState('B'),
          call: async (f, c) =>
            q(CORRECT, {
              i: { associationId: f.A.id, entryId: await entryOf(f, c, 'B'), birthPlace: 'Roma' },
            }),
        },
      ],
    },
  ];
}
