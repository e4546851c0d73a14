import { Type } from '@sinclair/typebox';
import type { Response } from 'express';
import { REGISTER_LIMITS, REGISTER_SECTIONS } from '@insieme/schema';
import { currentUser, currentViewer } from '../../rest/auth-middleware';
import { errors, ok, route, type Answer } from '../../rest/route';
import { Binary, Id, IsoDate, Nullable, StringEnum, Text, described } from '../../rest/schemas';
import {
  candidateBody,
  holderBody,
  proposalBody,
  registerEntryBody,
  verificationBody,
} from './register.presenter';
import type { RegisterFile } from './register.service';

/*
 * The register of volunteers (issue 23, docs/register.md): the association's administrators keep
 * it (entries, ends, corrections, files, verification, the insured list); a person sees which
 * registers hold them. Every write answers 201 with the new entry.
 */

function sendFile(res: Response, file: RegisterFile): void {
  res
    .status(200)
    .type(file.contentType)
    .setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
    .setHeader('Cache-Control', 'no-store')
    .send(file.body);
}

const Section = StringEnum(REGISTER_SECTIONS, {
  description: 'regular: "volontari non occasionali"; occasional: "volontari occasionali"',
});
const FiscalCode = Text(24, { 'x-message-key': 'validation.fiscal_code_not_valid' });
const BirthPlace = Text(REGISTER_LIMITS.birthPlaceMax);
const Residence = Text(REGISTER_LIMITS.residenceMax);
const Domicile = Nullable(Text(REGISTER_LIMITS.residenceMax));
const NullableText = Nullable(Type.String());
const Day = Type.String({ format: 'date' });

const Entry = Type.Object({
  id: Type.Integer(),
  sequence: Type.Optional(
    Type.Integer({ minimum: 1, description: "the entry's number in the register" }),
  ),
  kind: Type.Optional(StringEnum(['enrolment', 'end', 'correction'])),
  id_user: Type.Integer({ description: 'the account (which may be deleted since)' }),
  name: Type.String(),
  surname: Type.String(),
  fiscal_code: Type.String(),
  birth_place: Type.String(),
  birth_date: Day,
  residence: Type.String(),
  domicile: Type.Optional(NullableText),
  section: Section,
  start_date: Type.String({ format: 'date', description: 'insured from 24:00 of this day' }),
  end_date: Nullable(
    Type.String({
      format: 'date',
      description: 'insured until 24:00 of this day; null: still in the register',
    }),
  ),
  corrects: Nullable(
    Type.Integer({
      description: 'the entry this one supersedes (an end or a correction); null: an enrolment',
    }),
  ),
  superseded_by: Type.Optional(
    Nullable(
      Type.Integer({
        description:
          'the later entry that supersedes this one; null: the current state of its line',
      }),
    ),
  ),
  recorded_at: Type.String({ format: 'date-time' }),
  recorded_by: Nullable(Type.Integer()),
  recorded_by_name: Type.Optional(NullableText),
  source: StringEnum(['app', 'paper_form'], {
    description:
      "where the data came from: app (the person's profile) or paper_form (a form the person signed, copied by an administrator)",
  }),
  hash: Type.String({ description: 'SHA-256 (hex) of the entry and the previous hash' }),
});

const entryCreated = { 201: ok('The new entry', Entry) };

const Format = Type.Optional(
  described(
    StringEnum(['json', 'csv', 'pdf'], { default: 'json' }),
    'json (default); csv: UTF-8 with BOM, ";" separated; pdf: numbered pages, ready to be signed',
  ),
);

/** The entries as JSON, or the file `format` asks for. */
const entriesOrFile = (description: string): Answer => ({
  description,
  content: {
    'application/json': { schema: Type.Array(Entry) },
    'text/csv': { schema: Type.String() },
    'application/pdf': { schema: Binary },
  },
});

const AssociationPath = Type.Object({ id: Id });
const EntryPath = Type.Object({ id: Id, id_entry: Id });

const entries = route({
  method: 'get',
  path: '/association/{id}/register',
  summary:
    "The association's register of volunteers, every entry in order (corrected ones included): administrators",
  tags: ['register'],
  security: 'bearer',
  params: AssociationPath,
  query: Type.Object({ format: Format }),
  responses: { 200: entriesOrFile('The entries, or the file'), ...errors(400, 401, 403) },
  handle: async ({ params, query }, { res, services }) => {
    const viewer = await currentViewer(res);
    if (query.format === 'csv' || query.format === 'pdf')
      return sendFile(res, await services.register.file(viewer, params.id, query.format));
    res.json((await services.register.entries(viewer, params.id)).map(registerEntryBody));
  },
});

const enter = route({
  method: 'post',
  path: '/association/{id}/register',
  summary:
    'Enter an accepted volunteer with the data of their profile (400 naming the missing data, and the person is asked in-app to complete it; 409 when already in the register without an end)',
  tags: ['register'],
  security: 'bearer',
  params: AssociationPath,
  body: {
    json: Type.Object({
      id_user: Id,
      section: Section,
      start_date: Type.Optional(
        IsoDate({ description: 'YYYY-MM-DD, never in the future; today (Rome) when absent' }),
      ),
      paper_form: Type.Optional(
        Nullable(
          Type.Object(
            {
              fiscal_code: FiscalCode,
              birth_place: BirthPlace,
              residence: Residence,
              domicile: Type.Optional(Domicile),
            },
            {
              description:
                "the data of a form the volunteer signed on paper (a volunteer who does not use the app): the entry takes it instead of the profile's, with source paper_form",
            },
          ),
        ),
      ),
    }),
  },
  responses: { ...entryCreated, ...errors(400, 401, 403, 404, 409) },
  handle: async ({ params, body }, { res, services }) => {
    const form = body.paper_form;
    const entry = await services.register.enter(currentUser(res).id, params.id, {
      userId: body.id_user,
      section: body.section,
      startDate: body.start_date,
      // the signed paper form's data (issue 31); absent or null: none
      paperForm: form
        ? {
            fiscalCode: form.fiscal_code,
            birthPlace: form.birth_place,
            residence: form.residence,
            domicile: form.domicile ?? null,
          }
        : null,
    });
    res.status(201).json(registerEntryBody(entry));
  },
});

const proposals = route({
  method: 'get',
  path: '/association/{id}/register/proposals',
  summary:
    'The volunteers in the register whose profile now differs from their current entry, with the correction filled in (issue 31): administrators',
  tags: ['register'],
  security: 'bearer',
  params: AssociationPath,
  responses: {
    200: ok(
      'The corrections to record (none is recorded until an administrator does)',
      Type.Array(
        Type.Object({
          id_entry: Type.Integer({ description: 'the current entry to correct' }),
          id_user: Type.Integer(),
          name: Type.String(),
          surname: Type.String(),
          fields: Type.Array(StringEnum(['fiscalCode', 'birthPlace', 'residence', 'domicile'])),
          fiscal_code: Type.Optional(NullableText),
          birth_place: Type.Optional(NullableText),
          residence: Type.Optional(NullableText),
          domicile: Type.Optional(NullableText),
        }),
      ),
    ),
    ...errors(400, 401, 403),
  },
  handle: async ({ params }, { res, services }) => {
    const list = await services.register.correctionProposals(await currentViewer(res), params.id);
    res.json(list.map(proposalBody));
  },
});

const verify = route({
  method: 'get',
  path: '/association/{id}/register/verify',
  summary:
    'Recomputes the hash chain: { valid: true } or { valid: false, first_broken_entry } (administrators)',
  tags: ['register'],
  security: 'bearer',
  params: AssociationPath,
  responses: {
    200: ok(
      'The verification',
      Type.Object({
        valid: Type.Boolean(),
        first_broken_entry: Type.Optional(
          Type.Integer({ description: 'the id of the first entry that does not hold' }),
        ),
        first_broken_sequence: Type.Optional(Type.Integer()),
        reason: Type.Optional(
          StringEnum(['sequence', 'chain', 'hash'], {
            description:
              'sequence: an entry is missing or added; chain: it does not follow the previous hash; hash: its content changed',
          }),
        ),
        entries: Type.Integer(),
        last_hash: Type.String({ description: "the last entry's hash (what a signature seals)" }),
      }),
    ),
    ...errors(400, 401, 403),
  },
  handle: async ({ params }, { res, services }) => {
    res.json(verificationBody(await services.register.verify(await currentViewer(res), params.id)));
  },
});

const insured = route({
  method: 'get',
  path: '/association/{id}/register/insured',
  summary:
    'The volunteers insured on a day: current entries started before it and not ended before it (cover from 24:00 of the start day to 24:00 of the end day)',
  tags: ['register'],
  security: 'bearer',
  params: AssociationPath,
  query: Type.Object({ date: described(IsoDate(), 'YYYY-MM-DD'), format: Format }),
  responses: { 200: entriesOrFile('The entries, or the file'), ...errors(400, 401, 403) },
  handle: async ({ params, query }, { res, services }) => {
    const viewer = await currentViewer(res);
    if (query.format === 'csv' || query.format === 'pdf')
      return sendFile(
        res,
        await services.register.file(viewer, params.id, query.format, query.date),
      );
    res.json(
      (await services.register.insured(viewer, params.id, query.date)).map(registerEntryBody),
    );
  },
});

const candidates = route({
  method: 'get',
  path: '/association/{id}/register/candidates',
  summary:
    'Accepted volunteers not in the register now, with the data their profile lacks (administrators)',
  tags: ['register'],
  security: 'bearer',
  params: AssociationPath,
  responses: {
    200: ok(
      'Whom the administrators can enter',
      Type.Array(
        Type.Object({
          id_user: Type.Integer(),
          name: Type.String(),
          surname: Type.String(),
          missing: Type.Array(StringEnum(['fiscalCode', 'birthPlace', 'residence']), {
            description: 'empty: the person can be entered',
          }),
        }),
      ),
    ),
    ...errors(400, 401, 403),
  },
  handle: async ({ params }, { res, services }) => {
    const rows = await services.register.candidates(await currentViewer(res), params.id);
    res.json(rows.map(candidateBody));
  },
});

const end = route({
  method: 'post',
  path: '/association/{id}/register/{id_entry}/end',
  summary:
    '"Cancella dal registro": a new entry with the end date (not in the future, not before the start; today when absent)',
  tags: ['register'],
  security: 'bearer',
  params: EntryPath,
  body: {
    json: Type.Object({
      end_date: Type.Optional(IsoDate({ description: 'YYYY-MM-DD; today (Rome) when absent' })),
    }),
  },
  responses: { ...entryCreated, ...errors(400, 401, 403, 404, 409) },
  handle: async ({ params, body }, { res, services }) => {
    const entry = await services.register.end(
      currentUser(res).id,
      params.id,
      params.id_entry,
      body.end_date,
    );
    res.status(201).json(registerEntryBody(entry));
  },
});

const correct = route({
  method: 'post',
  path: '/association/{id}/register/{id_entry}/correct',
  summary:
    'A correction: a new entry with the corrected fields, pointing at the corrected one (which stays readable); 409 when that entry was already corrected or ended',
  tags: ['register'],
  security: 'bearer',
  params: EntryPath,
  body: {
    json: Type.Partial(
      Type.Object({
        name: Text(25),
        surname: Text(25),
        fiscal_code: FiscalCode,
        birth_place: BirthPlace,
        birth_date: IsoDate({ description: 'YYYY-MM-DD' }),
        residence: Residence,
        domicile: Domicile,
        section: Section,
        start_date: IsoDate({ description: 'YYYY-MM-DD, never in the future' }),
        end_date: Nullable(
          IsoDate({
            description: 'YYYY-MM-DD, never in the future; null: no end (reopens the line)',
          }),
        ),
      }),
      { description: 'only the fields that change' },
    ),
  },
  responses: { ...entryCreated, ...errors(400, 401, 403, 404, 409) },
  handle: async ({ params, body }, { res, services }) => {
    const entry = await services.register.correct(currentUser(res).id, params.id, params.id_entry, {
      name: body.name,
      surname: body.surname,
      fiscalCode: body.fiscal_code,
      birthPlace: body.birth_place,
      birthDate: body.birth_date,
      residence: body.residence,
      domicile: body.domicile,
      section: body.section,
      startDate: body.start_date,
      endDate: body.end_date,
    });
    res.status(201).json(registerEntryBody(entry));
  },
});

/** The registers that hold the signed-in person (profile, account deletion). */
const holders = route({
  method: 'get',
  path: '/user/register',
  summary:
    'The associations whose register of volunteers holds me (kept when the account is deleted: art. 17(3)(b) GDPR)',
  tags: ['user'],
  security: 'bearer',
  responses: {
    200: ok(
      'One line per association',
      Type.Array(
        Type.Object({
          id_association: Type.Integer(),
          name: Type.String(),
          current: Type.Boolean({ description: 'in the register now (no end date)' }),
          since: Day,
          until: Nullable(Day),
          entries: Type.Integer(),
        }),
      ),
    ),
    ...errors(401),
  },
  handle: async (_input, { res, services }) => {
    res.json((await services.register.holdersOf(currentUser(res).id)).map(holderBody));
  },
});

export const registerRoutes = [
  entries,
  enter,
  proposals,
  verify,
  insured,
  candidates,
  end,
  correct,
  holders,
];
