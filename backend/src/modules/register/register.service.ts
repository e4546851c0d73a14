import type { DataSource, EntityManager } from 'typeorm';
import {
  REGISTER_CORRECTABLE_FIELDS,
  registerCorrectionSchema,
  registerEndSchema,
  registerEntrySchema,
  registerPaperFormSchema,
  isValidIsoDate,
  MESSAGE_KEYS,
  todayInRome,
  type RegisterCorrectionValues,
  type RegisterPaperFormValues,
} from '@insieme/schema';
import { badInput, conflict, notFound } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import { acceptedRowSql } from '../../common/policy/membership';
import { viewerIn, type Viewer } from '../../common/policy/viewer';
import { validateInput } from '../../common/validate';
import type { Transaction, Transactions } from '../../platform/domain-events';
import type {} from '../access-log/access-log.events';
import { fiscalCodeProblem } from '../../common/fiscal-code';
import {
  checkChain,
  entryHash,
  GENESIS_HASH,
  microsecondText,
  type ChainCheck,
} from './register-chain';
import type { RegisterEntry, RegisterSection, RegisterSource } from './register-entry.entity';
import { REGISTER_ERRORS } from './register.errors';
import { REGISTER_FIELD_LABEL, type ProposableField, type RegisterField } from './register.events';
import { canReadRegister, canWriteRegister } from './register.policy';
import {
  coversDaySql,
  CURRENT_ENTRY_SQL,
  registerRowOf,
  registerRowSql,
  type RegisterRow,
} from './register-row';
import { registerCsv } from './register-csv';
import { registerPdf, type RegisterDocumentHead } from './register-pdf';

/** What an administrator sends to enter a volunteer. */
export interface EnterInput {
  userId: number;
  section: RegisterSection;
  /** YYYY-MM-DD; today (Europe/Rome) when absent */
  startDate?: string | null;
  /**
   * The data copied from a form the person signed on paper (issue 31), for a volunteer who does
   * not use the app: the entry takes it instead of the profile's (which it does not change) and
   * says so (`source: 'paper_form'`). Name, surname and birth date are the account's.
   */
  paperForm?: RegisterPaperFormValues | null;
}

/**
 * A volunteer in the register whose profile now differs from their current entry (issue 31):
 * the correction, filled in with the profile's values for the fields that differ (the others
 * null), for an administrator to record.
 */
export interface CorrectionProposal {
  associationId: number;
  associationName: string;
  entryId: number;
  userId: number;
  name: string;
  surname: string;
  fields: ProposableField[];
  fiscalCode: string | null;
  birthPlace: string | null;
  residence: string | null;
  domicile: string | null;
}

/** A correction: only the fields that change (undefined: unchanged). */
export type CorrectionInput = {
  [K in keyof RegisterCorrectionValues]?: RegisterCorrectionValues[K] | null;
};

/** An accepted volunteer of the association who has no open line in its register. */
export interface RegisterCandidate {
  userId: number;
  name: string;
  surname: string;
  /** the data the register needs that their profile lacks (empty: they can be entered) */
  missing: RegisterField[];
}

/** An association whose register holds the person (their profile, the deletion screen). */
export interface RegisterHolder {
  associationId: number;
  associationName: string;
  /** in the register now (a line without an end date) */
  current: boolean;
  /** the earliest start date of their lines */
  since: string;
  /** the latest end date, when no line is open */
  until: string | null;
  entries: number;
}

export interface RegisterFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** The person's data as the register reads it from the profile. */
interface PersonData {
  id: number;
  name: string;
  surname: string;
  fiscalCode: string | null;
  birthPlace: string | null;
  birthDate: string;
  residence: string | null;
  domicile: string | null;
}

type Snapshot = Pick<
  RegisterEntry,
  | 'userId'
  | 'name'
  | 'surname'
  | 'fiscalCode'
  | 'birthPlace'
  | 'birthDate'
  | 'residence'
  | 'domicile'
  | 'section'
  | 'startDate'
  | 'endDate'
>;

const CORRECTABLE = REGISTER_CORRECTABLE_FIELDS satisfies readonly (keyof Snapshot &
  keyof CorrectionInput)[];

const NULLABLE: ReadonlySet<string> = new Set(['endDate', 'domicile']);

/** The fields a correction proposal compares, in the form's order. */
const PROPOSABLE: ProposableField[] = ['fiscalCode', 'birthPlace', 'residence', 'domicile'];

/** The profile fields an entry needs, in the order the message names them. */
const REQUIRED: RegisterField[] = ['fiscalCode', 'birthPlace', 'residence'];

/** A domicile equal to the residence is not a separate domicile. */
const domicileOf = (residence: string, domicile: string | null) =>
  domicile && domicile.trim().toLowerCase() !== residence.trim().toLowerCase() ? domicile : null;

/**
 * The register of volunteers (issue 23, docs/register.md). Writes only ever INSERT (the table's
 * trigger refuses anything else); each runs with the association's row locked `FOR UPDATE`, the
 * lock every membership change takes first, so an association's entries are numbered and chained
 * one at a time and a volunteer who leaves at the same moment is either entered and then ended,
 * or not a volunteer any more.
 */
export class RegisterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  // ───────────────────────────── reads ─────────────────────────────

  /** Every entry of the register in order, corrected ones included (administrators). */
  async entries(viewer: Viewer, associationId: number): Promise<RegisterRow[]> {
    authorize(viewer, canReadRegister, associationId);
    return this.rows(this.dataSource.manager, 'r.association_id = $1 ORDER BY r.seq', [
      associationId,
    ]);
  }

  /** The current entries that cover `date` (YYYY-MM-DD): the volunteers insured that day. */
  async insured(viewer: Viewer, associationId: number, date: string): Promise<RegisterRow[]> {
    authorize(viewer, canReadRegister, associationId);
    // any day, past or future: the insurer may ask for the cover of a day to come
    if (!isValidIsoDate(date)) throw badInput(MESSAGE_KEYS.dateNotValid, { field: 'date' });
    return this.rows(
      this.dataSource.manager,
      `r.association_id = $1 AND ${CURRENT_ENTRY_SQL} AND ${coversDaySql('$2')}
        ORDER BY r.section = 'occasional', lower(r.surname), lower(r.name), r.seq`,
      [associationId, date],
    );
  }

  /** Recomputes the chain: `valid`, or the first entry that does not hold. */
  async verify(viewer: Viewer, associationId: number): Promise<ChainCheck> {
    authorize(viewer, canReadRegister, associationId);
    return checkChain(await this.chain(associationId));
  }

  /**
   * The accepted volunteers not in the register now, with what their profile lacks: whom the
   * administrators can enter (names only: their data enters the register with the entry).
   */
  async candidates(viewer: Viewer, associationId: number): Promise<RegisterCandidate[]> {
    authorize(viewer, canWriteRegister, associationId);
    const rows: PersonData[] = await this.dataSource.query(
      `${PERSON_SQL}
         JOIN user_association m ON m.user_id = u.id AND m.association_id = $1
        WHERE ${acceptedRowSql('volunteer', 'm')}
          AND NOT EXISTS (SELECT 1 FROM register_entry r
                           WHERE r.association_id = $1 AND r.user_id = u.id
                             AND r.end_date IS NULL AND ${CURRENT_ENTRY_SQL})
        ORDER BY lower(u.surname), lower(u.name), u.id`,
      [associationId],
    );
    return rows.map((p) => ({
      userId: p.id,
      name: p.name,
      surname: p.surname,
      missing: missingData(p),
    }));
  }

  /**
   * The volunteers in the register whose profile now differs from their current entry, with the
   * correction filled in (issue 31): what the notice "Dati da rettificare" opens. A field the
   * person cleared is not proposed (the register needs it); an entry from a paper form follows
   * the paper, not the profile, and is left out.
   */
  async correctionProposals(viewer: Viewer, associationId: number): Promise<CorrectionProposal[]> {
    authorize(viewer, canWriteRegister, associationId);
    return this.proposals(this.dataSource.manager, 'r.association_id = $1', [associationId]);
  }

  /** The associations whose register holds the person (their own data: no permission). */
  async holdersOf(userId: number): Promise<RegisterHolder[]> {
    const rows: (Omit<RegisterHolder, 'until'> & { until: string | null })[] =
      await this.dataSource.query(
        `SELECT r.association_id AS "associationId", a.name AS "associationName",
                bool_or(r.end_date IS NULL AND ${CURRENT_ENTRY_SQL}) AS current,
                to_char(min(r.start_date), 'YYYY-MM-DD') AS since,
                to_char(max(r.end_date) FILTER (WHERE ${CURRENT_ENTRY_SQL}), 'YYYY-MM-DD') AS until,
                count(*)::int AS entries
           FROM register_entry r JOIN association a ON a.id = r.association_id
          WHERE r.user_id = $1
          GROUP BY r.association_id, a.name
          ORDER BY lower(a.name), r.association_id`,
        [userId],
      );
    return rows.map((r) => ({ ...r, until: r.current ? null : r.until }));
  }

  /** The register (or the insured list of `insuredOn`) as a file for the administrators. */
  async file(
    viewer: Viewer,
    associationId: number,
    format: 'csv' | 'pdf',
    insuredOn?: string,
  ): Promise<RegisterFile> {
    const rows = insuredOn
      ? await this.insured(viewer, associationId, insuredOn)
      : await this.entries(viewer, associationId);
    const head = await this.documentHead(associationId, insuredOn ?? null);
    // who downloaded what (issue 31, GDPR art. 5(2), 30): the access log's row, before the file
    await this.transactions.run((tx) =>
      tx.record({
        name: 'DataDownloaded',
        userId: viewer.id,
        associationId,
        what: insuredOn ? 'insured_list' : 'register',
        format,
        period: insuredOn ?? null,
      }),
    );
    const stem = insuredOn
      ? `assicurati-${head.associationId}-${insuredOn}`
      : `registro-volontari-${head.associationId}-${todayInRome()}`;
    return format === 'csv'
      ? {
          filename: `${stem}.csv`,
          contentType: 'text/csv; charset=utf-8',
          body: registerCsv(rows, insuredOn !== undefined),
        }
      : {
          filename: `${stem}.pdf`,
          contentType: 'application/pdf',
          body: await registerPdf(head, rows),
        };
  }

  // ───────────────────────────── writes ─────────────────────────────

  /**
   * An administrator enters an accepted volunteer of the association, with their profile's data.
   * Missing data refuses the entry, naming it (400), after the person has been asked in-app to
   * complete their profile (RegisterDataMissing, committed on its own); one without an end
   * already is a 409.
   */
  async enter(adminId: number, associationId: number, input: EnterInput): Promise<RegisterRow> {
    const values = await validateInput<{ section: RegisterSection; startDate: string }>(
      registerEntrySchema,
      { section: input.section, startDate: input.startDate ?? todayInRome() },
    );
    const paper = input.paperForm
      ? await validateInput<RegisterPaperFormValues>(registerPaperFormSchema, input.paperForm)
      : null;
    const outcome = await this.transactions.run(async (tx) => {
      const association = await this.lockForAdmin(tx.em, adminId, associationId);
      const [person]: PersonData[] = await tx.em.query(
        `${PERSON_SQL}
           JOIN user_association m ON m.user_id = u.id AND m.association_id = $2
          WHERE u.id = $1 AND ${acceptedRowSql('volunteer', 'm')}
            FOR SHARE OF m`,
        [input.userId, associationId],
      );
      if (!person) throw notFound(REGISTER_ERRORS.notAVolunteer);
      if (await this.openLine(tx.em, associationId, person.id))
        throw conflict(REGISTER_ERRORS.alreadyEntered);
      if (paper) {
        // the signed paper form's data, not the profile's (which stays as it is)
        const problem = fiscalCodeProblem(paper.fiscalCode, person.birthDate);
        if (problem)
          throw badInput(
            problem === 'not_valid'
              ? REGISTER_ERRORS.fiscalCodeNotValid
              : REGISTER_ERRORS.fiscalCodeBirthDate,
            { field: 'fiscalCode' },
          );
        Object.assign(person, {
          fiscalCode: paper.fiscalCode,
          birthPlace: paper.birthPlace,
          residence: paper.residence,
          domicile: paper.domicile ?? null,
        });
      }
      const missing = missingData(person);
      if (missing.length) {
        await tx.record({
          name: 'RegisterDataMissing',
          userId: person.id,
          associationId,
          association: association.name,
          missing,
        });
        return { missing, entry: null };
      }
      const entry = await this.append(
        tx,
        associationId,
        {
          userId: person.id,
          name: person.name,
          surname: person.surname,
          fiscalCode: person.fiscalCode!,
          birthPlace: person.birthPlace!,
          birthDate: person.birthDate,
          residence: person.residence!,
          domicile: domicileOf(person.residence!, person.domicile),
          section: values.section,
          startDate: values.startDate,
          endDate: null,
        },
        'enrolment',
        null,
        adminId,
        paper ? 'paper_form' : 'app',
      );
      return { missing: null, entry };
    });
    if (outcome.missing)
      throw badInput(REGISTER_ERRORS.missingData, {
        field: outcome.missing[0],
        params: {
          missing: outcome.missing.map((f) => REGISTER_FIELD_LABEL[f]).join(', '),
          fields: outcome.missing,
        },
      });
    return outcome.entry!;
  }

  /** "Cancella dal registro": a new entry with the end date (today by default). */
  async end(
    adminId: number,
    associationId: number,
    entryId: number,
    endDate?: string | null,
  ): Promise<RegisterRow> {
    const values = await validateInput<{ endDate: string }>(registerEndSchema, {
      endDate: endDate ?? todayInRome(),
    });
    return this.transactions.run(async (tx) => {
      const current = await this.currentForAdmin(tx.em, adminId, associationId, entryId);
      if (current.endDate !== null) throw conflict(REGISTER_ERRORS.alreadyEnded);
      if (values.endDate < current.startDate)
        throw badInput(REGISTER_ERRORS.endBeforeStart, { field: 'endDate' });
      return this.append(
        tx,
        associationId,
        { ...snapshotOf(current), endDate: values.endDate },
        'end',
        current.id,
        adminId,
        current.source,
      );
    });
  }

  /**
   * A correction: a new entry with the corrected fields, pointing at the one it corrects, which
   * stays readable. Only the current state of a line can be corrected (409 otherwise); an end date
   * may be corrected, added or (null) removed — not when the person has another open line.
   */
  async correct(
    adminId: number,
    associationId: number,
    entryId: number,
    input: CorrectionInput,
  ): Promise<RegisterRow> {
    // null changes nothing, except where it is a value: no end date (reopen), no domicile
    const sent = Object.fromEntries(
      CORRECTABLE.filter(
        (k) => input[k] !== undefined && (input[k] !== null || NULLABLE.has(k)),
      ).map((k) => [k, input[k]]),
    );
    if (Object.keys(sent).length === 0) throw badInput(REGISTER_ERRORS.nothingToCorrect);
    const values = await validateInput<CorrectionInput>(registerCorrectionSchema, sent);
    return this.transactions.run(async (tx) => {
      const current = await this.currentForAdmin(tx.em, adminId, associationId, entryId);
      const next: Snapshot = { ...snapshotOf(current) };
      for (const key of CORRECTABLE)
        if (key in sent) Object.assign(next, { [key]: values[key] ?? null });
      next.domicile = domicileOf(next.residence, next.domicile);
      if (next.endDate !== null && next.endDate < next.startDate)
        throw badInput(REGISTER_ERRORS.endBeforeStart, {
          field: 'endDate' in sent ? 'endDate' : 'startDate',
        });
      const problem = fiscalCodeProblem(next.fiscalCode, next.birthDate);
      if (problem)
        throw badInput(
          problem === 'not_valid'
            ? REGISTER_ERRORS.fiscalCodeNotValid
            : REGISTER_ERRORS.fiscalCodeBirthDate,
          { field: 'fiscalCode' in sent ? 'fiscalCode' : 'birthDate' },
        );
      if (
        next.endDate === null &&
        current.endDate !== null &&
        (await this.openLine(tx.em, associationId, current.userId))
      )
        throw conflict(REGISTER_ERRORS.alreadyEntered);
      // the line's data keeps coming from where it came from (the profile, or the paper form)
      return this.append(
        tx,
        associationId,
        next,
        'correction',
        current.id,
        adminId,
        current.source,
      );
    });
  }

  /**
   * A person left the association or was removed (MembershipEnded, in its transaction, the
   * association's row already locked): an open line gets its end date, today, recorded by whoever
   * ended the membership.
   */
  async endOnMembershipEnded(
    tx: Transaction,
    ended: { userId: number; associationId: number; by?: number | null },
  ): Promise<void> {
    await this.lockAssociation(tx.em, ended.associationId);
    const open = await this.openLine(tx.em, ended.associationId, ended.userId);
    if (!open) return;
    await this.append(
      tx,
      ended.associationId,
      { ...snapshotOf(open), endDate: todayInRome() },
      'end',
      open.id,
      ended.by ?? ended.userId,
      open.source,
    );
  }

  /**
   * An account is going (AccountDeleting, before the cascade drops its memberships): each open
   * line gets its end date, today, as a removal from every association would; the entries stay.
   */
  async endOnAccountDeleting(tx: Transaction, userId: number): Promise<void> {
    const rows: { associationId: number }[] = await tx.em.query(
      `SELECT DISTINCT r.association_id AS "associationId" FROM register_entry r
        WHERE r.user_id = $1 AND r.end_date IS NULL AND ${CURRENT_ENTRY_SQL}
        ORDER BY 1`,
      [userId],
    );
    for (const { associationId } of rows)
      await this.endOnMembershipEnded(tx, { userId, associationId, by: userId });
  }

  /**
   * The person changed register data in their profile (RegisterDataChanged, in that
   * transaction): each association whose current entry now differs is told (RegisterCorrectionDue,
   * the administrators' notice). The entries stay as they are.
   */
  async correctionsDueOnProfileChange(tx: Transaction, userId: number): Promise<void> {
    const due = await this.proposals(tx.em, 'r.user_id = $1', [userId]);
    for (const proposal of due)
      await tx.record({
        name: 'RegisterCorrectionDue',
        userId,
        associationId: proposal.associationId,
        association: proposal.associationName,
        person: `${proposal.name} ${proposal.surname}`,
        fields: proposal.fields,
      });
  }

  // ───────────────────────────── internals ─────────────────────────────

  /** Open current lines (of `where`) whose person's profile differs on data the person keeps. */
  private async proposals(
    em: EntityManager,
    where: string,
    params: unknown[],
  ): Promise<CorrectionProposal[]> {
    const rows: (RegisterEntry & {
      associationName: string;
      entryId: number;
      profileName: string;
      profileSurname: string;
      profile: Record<ProposableField, string | null>;
    })[] = await em.query(
      `SELECT r.association_id AS "associationId", a.name AS "associationName",
              r.id AS "entryId", r.user_id AS "userId", u.name AS "profileName",
              u.surname AS "profileSurname", r.fiscal_code AS "fiscalCode",
              r.birth_place AS "birthPlace", r.residence, r.domicile,
              json_build_object('fiscalCode', u.fiscal_code, 'birthPlace', u.birth_place,
                                'residence', u.residence, 'domicile', u.domicile) AS profile
         FROM register_entry r JOIN user_account u ON u.id = r.user_id
         JOIN association a ON a.id = r.association_id
        WHERE ${where} AND r.end_date IS NULL AND r.source = 'app' AND ${CURRENT_ENTRY_SQL}
        ORDER BY r.association_id, lower(u.surname), lower(u.name), r.id`,
      params,
    );
    return rows.flatMap((r) => {
      const profile = r.profile;
      const residence = profile.residence ?? r.residence;
      const next: Record<ProposableField, string | null> = {
        fiscalCode: profile.fiscalCode,
        birthPlace: profile.birthPlace,
        residence: profile.residence,
        domicile: domicileOf(residence, profile.domicile),
      };
      const fields = PROPOSABLE.filter(
        // a cleared field is not proposed, except the domicile (none is a value)
        (f) => (next[f] !== null || f === 'domicile') && next[f] !== r[f],
      );
      if (!fields.length) return [];
      const only = (f: ProposableField) => (fields.includes(f) ? next[f] : null);
      return [
        {
          associationId: r.associationId,
          associationName: r.associationName,
          entryId: r.entryId,
          userId: r.userId,
          name: r.profileName,
          surname: r.profileSurname,
          fields,
          fiscalCode: only('fiscalCode'),
          birthPlace: only('birthPlace'),
          residence: only('residence'),
          domicile: only('domicile'),
        },
      ];
    });
  }

  private async rows(em: EntityManager, where: string, params: unknown[]): Promise<RegisterRow[]> {
    const raw: Record<string, unknown>[] = await em.query(
      `${registerRowSql(this.dataSource)} WHERE ${where}`,
      params,
    );
    return raw.map((r) => registerRowOf(this.dataSource, r));
  }

  private async chain(associationId: number): Promise<RegisterRow[]> {
    return this.rows(this.dataSource.manager, 'r.association_id = $1 ORDER BY r.seq, r.id', [
      associationId,
    ]);
  }

  /**
   * The association's row locked (the register's lock) and the caller's right to write in its
   * register, read under that lock. An association that does not exist has no administrator:
   * the caller is refused as a stranger is.
   */
  private async lockForAdmin(
    em: EntityManager,
    adminId: number,
    associationId: number,
  ): Promise<{ id: number; name: string }> {
    const row = await this.lockAssociation(em, associationId);
    authorize(await viewerIn(em, adminId, associationId), canWriteRegister, associationId);
    return row!;
  }

  private async lockAssociation(
    em: EntityManager,
    associationId: number,
  ): Promise<{ id: number; name: string } | undefined> {
    const [row]: { id: number; name: string }[] = await em.query(
      'SELECT id, name FROM association WHERE id = $1 FOR UPDATE',
      [associationId],
    );
    return row;
  }

  /** The person's line without an end in the association's register, if any. */
  private async openLine(
    em: EntityManager,
    associationId: number,
    userId: number,
  ): Promise<RegisterRow | null> {
    const [row] = await this.rows(
      em,
      `r.association_id = $1 AND r.user_id = $2 AND r.end_date IS NULL AND ${CURRENT_ENTRY_SQL}
        ORDER BY r.seq DESC LIMIT 1`,
      [associationId, userId],
    );
    return row ?? null;
  }

  /** The entry an end or a correction acts on: the administrators', current (409 otherwise). */
  private async currentForAdmin(
    em: EntityManager,
    adminId: number,
    associationId: number,
    entryId: number,
  ): Promise<RegisterRow> {
    await this.lockForAdmin(em, adminId, associationId);
    const [entry] = await this.rows(em, 'r.id = $1 AND r.association_id = $2', [
      entryId,
      associationId,
    ]);
    if (!entry) throw notFound(REGISTER_ERRORS.entryNotFound);
    if (entry.supersededBy !== null) throw conflict(REGISTER_ERRORS.superseded);
    return entry;
  }

  /**
   * Writes the next entry of the association's register (its row locked by the caller): numbered
   * after the last one, chained to its hash, dated now, with who recorded it.
   */
  private async append(
    tx: Transaction,
    associationId: number,
    snapshot: Snapshot,
    kind: RegisterEntry['kind'],
    corrects: number | null,
    recordedBy: number | null,
    source: RegisterSource = 'app',
  ): Promise<RegisterRow> {
    const em = tx.em;
    const [last]: { seq: number; hash: string }[] = await em.query(
      'SELECT seq, hash FROM register_entry WHERE association_id = $1 ORDER BY seq DESC LIMIT 1',
      [associationId],
    );
    const [{ id }]: { id: number }[] = await em.query(
      `SELECT nextval(pg_get_serial_sequence('register_entry', 'id'))::int AS id`,
    );
    const [recorder]: { name: string }[] =
      recordedBy === null
        ? []
        : await em.query(`SELECT name || ' ' || surname AS name FROM user_account WHERE id = $1`, [
            recordedBy,
          ]);
    const recordedAt = new Date();
    const fields = {
      ...snapshot,
      id,
      associationId,
      seq: (last?.seq ?? 0) + 1,
      kind,
      corrects,
      recordedAt,
      // the text PostgreSQL stores and gives back (microseconds): what the hash covers
      recordedAtText: microsecondText(recordedAt),
      recordedBy,
      recordedByName: recorder?.name ?? null,
      source,
      prevHash: last?.hash ?? GENESIS_HASH,
    };
    const entry = { ...fields, hash: entryHash(fields) };
    await em.query(
      `INSERT INTO register_entry (id, association_id, seq, kind, user_id, name, surname,
         fiscal_code, birth_place, birth_date, residence, domicile, section, start_date, end_date,
         corrects, recorded_at, recorded_by, recorded_by_name, prev_hash, hash, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
               $19, $20, $21, $22)`,
      [
        entry.id,
        entry.associationId,
        entry.seq,
        entry.kind,
        entry.userId,
        entry.name,
        entry.surname,
        entry.fiscalCode,
        entry.birthPlace,
        entry.birthDate,
        entry.residence,
        entry.domicile,
        entry.section,
        entry.startDate,
        entry.endDate,
        entry.corrects,
        entry.recordedAtText,
        entry.recordedBy,
        entry.recordedByName,
        entry.prevHash,
        entry.hash,
        entry.source,
      ],
    );
    return { ...entry, supersededBy: null };
  }

  /** What the PDF's first lines say of the association and of the chain. */
  private async documentHead(
    associationId: number,
    insuredOn: string | null,
  ): Promise<RegisterDocumentHead> {
    const [association]: {
      id: number;
      name: string;
      address: string;
      dateOfFoundation: string;
      siteWeb: string | null;
      fiscalCode: string | null;
      runtsNumber: string | null;
    }[] = await this.dataSource.query(
      `SELECT id, name, address, to_char(date_of_foundation, 'YYYY-MM-DD') AS "dateOfFoundation",
              site_web AS "siteWeb", fiscal_code AS "fiscalCode", runts_number AS "runtsNumber"
         FROM association WHERE id = $1`,
      [associationId],
    );
    return {
      associationId: association.id,
      associationName: association.name,
      fiscalCode: association.fiscalCode,
      runtsNumber: association.runtsNumber,
      address: association.address,
      dateOfFoundation: association.dateOfFoundation,
      siteWeb: association.siteWeb,
      insuredOn,
      generatedAt: new Date(),
      chain: checkChain(await this.chain(associationId)),
    };
  }
}

/** The profile's columns the register reads (`u` = user_account). */
const PERSON_SQL = `
  SELECT u.id, u.name, u.surname, u.fiscal_code AS "fiscalCode", u.birth_place AS "birthPlace",
         to_char(u.birth_date, 'YYYY-MM-DD') AS "birthDate", u.residence, u.domicile
    FROM user_account u`;

/** What the profile lacks for an entry; a stored code that no longer checks counts as missing. */
function missingData(p: PersonData): RegisterField[] {
  return REQUIRED.filter((field) => {
    const value = p[field];
    if (value === null || value.trim() === '') return true;
    return field === 'fiscalCode' && fiscalCodeProblem(value, p.birthDate) !== null;
  });
}

const snapshotOf = (e: RegisterEntry): Snapshot => ({
  userId: e.userId,
  name: e.name,
  surname: e.surname,
  fiscalCode: e.fiscalCode,
  birthPlace: e.birthPlace,
  birthDate: e.birthDate,
  residence: e.residence,
  domicile: e.domicile,
  section: e.section,
  startDate: e.startDate,
  endDate: e.endDate,
});

declare module '../../platform/services' {
  interface Services {
    /** The register of volunteers (issue 23): entries, ends, corrections, exports, integrity. */
    register: RegisterService;
  }
}
