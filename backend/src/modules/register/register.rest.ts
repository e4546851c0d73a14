import { Router, type Response } from 'express';
import { REGISTER_LIMITS, REGISTER_SECTIONS } from '@insieme/schema';
import { currentUser, currentViewer } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  bearer,
  errors,
  idParam,
  idSchema,
  isoDate,
  json,
  text,
  type JsonSchema,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { id } from '../../rest/parse';
import type { Services } from '../../platform/services';
import {
  candidateBody,
  holderBody,
  proposalBody,
  registerEntryBody,
  verificationBody,
} from './register.presenter';
import type { RegisterFile } from './register.service';

/** A text field of the body, or undefined when absent (null stays null: "no value"). */
const optional = (value: unknown): string | null | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : null;

/** The signed paper form's data (issue 31), as the service reads it; absent or null: none. */
function paperFormOf(value: unknown) {
  if (value === undefined || value === null || typeof value !== 'object') return null;
  const form = value as Record<string, unknown>;
  return {
    fiscalCode: optional(form.fiscal_code) ?? '',
    birthPlace: optional(form.birth_place) ?? '',
    residence: optional(form.residence) ?? '',
    domicile: optional(form.domicile) ?? null,
  };
}

function sendFile(res: Response, file: RegisterFile): void {
  res
    .status(200)
    .type(file.contentType)
    .setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
    .setHeader('Cache-Control', 'no-store')
    .send(file.body);
}

/**
 * The register of volunteers (issue 23, docs/register.md): the association's administrators keep
 * it (entries, ends, corrections, files, verification, the insured list); a person sees which
 * registers hold them. Every write answers 201 with the new entry.
 */
export function registerRoutes(services: Services): Router {
  const router = Router();

  router.get('/association/:id/register', async (_req, res) => {
    const { path, query } = requestInput(res);
    const associationId = id(path.id);
    const viewer = await currentViewer(res);
    if (query.format === 'csv' || query.format === 'pdf')
      return sendFile(res, await services.register.file(viewer, associationId, query.format));
    res.json((await services.register.entries(viewer, associationId)).map(registerEntryBody));
  });

  router.post('/association/:id/register', async (_req, res) => {
    const { path, body } = requestInput(res);
    const entry = await services.register.enter(currentUser(res).id, id(path.id), {
      userId: id(body.id_user, 'id_user'),
      section: body.section as (typeof REGISTER_SECTIONS)[number],
      startDate: optional(body.start_date),
      paperForm: paperFormOf(body.paper_form),
    });
    res.status(201).json(registerEntryBody(entry));
  });

  router.get('/association/:id/register/proposals', async (_req, res) => {
    const proposals = await services.register.correctionProposals(
      await currentViewer(res),
      id(requestInput(res).path.id),
    );
    res.json(proposals.map(proposalBody));
  });

  router.get('/association/:id/register/verify', async (_req, res) => {
    const check = await services.register.verify(
      await currentViewer(res),
      id(requestInput(res).path.id),
    );
    res.json(verificationBody(check));
  });

  router.get('/association/:id/register/insured', async (_req, res) => {
    const { path, query } = requestInput(res);
    const associationId = id(path.id);
    const viewer = await currentViewer(res);
    const date = String(query.date);
    if (query.format === 'csv' || query.format === 'pdf')
      return sendFile(res, await services.register.file(viewer, associationId, query.format, date));
    res.json((await services.register.insured(viewer, associationId, date)).map(registerEntryBody));
  });

  router.get('/association/:id/register/candidates', async (_req, res) => {
    const rows = await services.register.candidates(
      await currentViewer(res),
      id(requestInput(res).path.id),
    );
    res.json(rows.map(candidateBody));
  });

  router.post('/association/:id/register/:id_entry/end', async (_req, res) => {
    const { path, body } = requestInput(res);
    const entry = await services.register.end(
      currentUser(res).id,
      id(path.id),
      id(path.id_entry, 'id_entry'),
      optional(body.end_date),
    );
    res.status(201).json(registerEntryBody(entry));
  });

  router.post('/association/:id/register/:id_entry/correct', async (_req, res) => {
    const { path, body } = requestInput(res);
    const entry = await services.register.correct(
      currentUser(res).id,
      id(path.id),
      id(path.id_entry, 'id_entry'),
      {
        name: optional(body.name),
        surname: optional(body.surname),
        fiscalCode: optional(body.fiscal_code),
        birthPlace: optional(body.birth_place),
        birthDate: optional(body.birth_date),
        residence: optional(body.residence),
        domicile: optional(body.domicile),
        section: optional(body.section) as (typeof REGISTER_SECTIONS)[number] | undefined,
        startDate: optional(body.start_date),
        endDate: optional(body.end_date),
      },
    );
    res.status(201).json(registerEntryBody(entry));
  });

  /** The registers that hold the signed-in person (profile, account deletion). */
  router.get('/user/register', async (_req, res) => {
    res.json((await services.register.holdersOf(currentUser(res).id)).map(holderBody));
  });

  return router;
}

const nullable = (schema: JsonSchema): JsonSchema => ({
  ...schema,
  type: [schema.type as string, 'null'],
});

const sectionSchema = {
  type: 'string',
  enum: [...REGISTER_SECTIONS],
  description: 'regular: "volontari non occasionali"; occasional: "volontari occasionali"',
};

const entrySchema: JsonSchema = {
  type: 'object',
  required: [
    'id',
    'id_user',
    'name',
    'surname',
    'fiscal_code',
    'birth_place',
    'birth_date',
    'residence',
    'section',
    'start_date',
    'end_date',
    'corrects',
    'recorded_at',
    'recorded_by',
    'source',
    'hash',
  ],
  properties: {
    id: { type: 'integer' },
    sequence: { type: 'integer', minimum: 1, description: "the entry's number in the register" },
    kind: { type: 'string', enum: ['enrolment', 'end', 'correction'] },
    id_user: { type: 'integer', description: 'the account (which may be deleted since)' },
    name: { type: 'string' },
    surname: { type: 'string' },
    fiscal_code: { type: 'string' },
    birth_place: { type: 'string' },
    birth_date: { type: 'string', format: 'date' },
    residence: { type: 'string' },
    domicile: { type: ['string', 'null'] },
    section: sectionSchema,
    start_date: { type: 'string', format: 'date', description: 'insured from 24:00 of this day' },
    end_date: {
      type: ['string', 'null'],
      format: 'date',
      description: 'insured until 24:00 of this day; null: still in the register',
    },
    corrects: {
      type: ['integer', 'null'],
      description: 'the entry this one supersedes (an end or a correction); null: an enrolment',
    },
    superseded_by: {
      type: ['integer', 'null'],
      description: 'the later entry that supersedes this one; null: the current state of its line',
    },
    recorded_at: { type: 'string', format: 'date-time' },
    recorded_by: { type: ['integer', 'null'] },
    recorded_by_name: { type: ['string', 'null'] },
    source: {
      type: 'string',
      enum: ['app', 'paper_form'],
      description:
        "where the data came from: app (the person's profile) or paper_form (a form the person signed, copied by an administrator)",
    },
    hash: { type: 'string', description: 'SHA-256 (hex) of the entry and the previous hash' },
  },
};

const entryList = { type: 'array', items: entrySchema };
const entryCreated = {
  '201': { description: 'The new entry', content: json(entrySchema) },
};

const formatQuery = {
  name: 'format',
  in: 'query' as const,
  schema: { type: 'string', enum: ['json', 'csv', 'pdf'], default: 'json' },
  description:
    'json (default); csv: UTF-8 with BOM, ";" separated; pdf: numbered pages, ready to be signed',
};

const filesOrJson = (description: string) => ({
  description,
  content: {
    ...json(entryList),
    'text/csv': { schema: { type: 'string' } },
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
  },
});

const dateField = (description: string) => isoDate({ description });

export const registerOpenApi: OpenApiPaths = {
  '/association/{id}/register': {
    get: {
      summary:
        "The association's register of volunteers, every entry in order (corrected ones included): administrators",
      tags: ['register'],
      security: bearer,
      parameters: [idParam('id'), formatQuery],
      responses: { '200': filesOrJson('The entries, or the file'), ...errors(400, 401, 403) },
    },
    post: {
      summary:
        'Enter an accepted volunteer with the data of their profile (400 naming the missing data, and the person is asked in-app to complete it; 409 when already in the register without an end)',
      tags: ['register'],
      security: bearer,
      parameters: [idParam('id')],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['id_user', 'section'],
          properties: {
            id_user: idSchema,
            section: sectionSchema,
            start_date: dateField('YYYY-MM-DD, never in the future; today (Rome) when absent'),
            paper_form: {
              type: ['object', 'null'],
              description:
                "the data of a form the volunteer signed on paper (a volunteer who does not use the app): the entry takes it instead of the profile's, with source paper_form",
              required: ['fiscal_code', 'birth_place', 'residence'],
              properties: {
                fiscal_code: text(24, { 'x-message-key': 'validation.fiscal_code_not_valid' }),
                birth_place: text(REGISTER_LIMITS.birthPlaceMax),
                residence: text(REGISTER_LIMITS.residenceMax),
                domicile: nullable(text(REGISTER_LIMITS.residenceMax)),
              },
            },
          },
        }),
      },
      responses: { ...entryCreated, ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/association/{id}/register/{id_entry}/end': {
    post: {
      summary:
        '"Cancella dal registro": a new entry with the end date (not in the future, not before the start; today when absent)',
      tags: ['register'],
      security: bearer,
      parameters: [idParam('id'), idParam('id_entry')],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          properties: { end_date: dateField('YYYY-MM-DD; today (Rome) when absent') },
        }),
      },
      responses: { ...entryCreated, ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/association/{id}/register/{id_entry}/correct': {
    post: {
      summary:
        'A correction: a new entry with the corrected fields, pointing at the corrected one (which stays readable); 409 when that entry was already corrected or ended',
      tags: ['register'],
      security: bearer,
      parameters: [idParam('id'), idParam('id_entry')],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          description: 'only the fields that change',
          properties: {
            name: text(25),
            surname: text(25),
            fiscal_code: text(24, { 'x-message-key': 'validation.fiscal_code_not_valid' }),
            birth_place: text(REGISTER_LIMITS.birthPlaceMax),
            birth_date: dateField('YYYY-MM-DD'),
            residence: text(REGISTER_LIMITS.residenceMax),
            domicile: nullable(text(REGISTER_LIMITS.residenceMax)),
            section: sectionSchema,
            start_date: dateField('YYYY-MM-DD, never in the future'),
            end_date: nullable(
              dateField('YYYY-MM-DD, never in the future; null: no end (reopens the line)'),
            ),
          },
        }),
      },
      responses: { ...entryCreated, ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/association/{id}/register/proposals': {
    get: {
      summary:
        'The volunteers in the register whose profile now differs from their current entry, with the correction filled in (issue 31): administrators',
      tags: ['register'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': {
          description: 'The corrections to record (none is recorded until an administrator does)',
          content: json({
            type: 'array',
            items: {
              type: 'object',
              required: ['id_entry', 'id_user', 'name', 'surname', 'fields'],
              properties: {
                id_entry: { type: 'integer', description: 'the current entry to correct' },
                id_user: { type: 'integer' },
                name: { type: 'string' },
                surname: { type: 'string' },
                fields: {
                  type: 'array',
                  items: {
                    type: 'string',
                    enum: ['fiscalCode', 'birthPlace', 'residence', 'domicile'],
                  },
                },
                fiscal_code: { type: ['string', 'null'] },
                birth_place: { type: ['string', 'null'] },
                residence: { type: ['string', 'null'] },
                domicile: { type: ['string', 'null'] },
              },
            },
          }),
        },
        ...errors(400, 401, 403),
      },
    },
  },
  '/association/{id}/register/verify': {
    get: {
      summary:
        'Recomputes the hash chain: { valid: true } or { valid: false, first_broken_entry } (administrators)',
      tags: ['register'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': {
          description: 'The verification',
          content: json({
            type: 'object',
            required: ['valid', 'entries', 'last_hash'],
            properties: {
              valid: { type: 'boolean' },
              first_broken_entry: {
                type: 'integer',
                description: 'the id of the first entry that does not hold',
              },
              first_broken_sequence: { type: 'integer' },
              reason: {
                type: 'string',
                enum: ['sequence', 'chain', 'hash'],
                description:
                  'sequence: an entry is missing or added; chain: it does not follow the previous hash; hash: its content changed',
              },
              entries: { type: 'integer' },
              last_hash: {
                type: 'string',
                description: "the last entry's hash (what a signature seals)",
              },
            },
          }),
        },
        ...errors(400, 401, 403),
      },
    },
  },
  '/association/{id}/register/insured': {
    get: {
      summary:
        'The volunteers insured on a day: current entries started before it and not ended before it (cover from 24:00 of the start day to 24:00 of the end day)',
      tags: ['register'],
      security: bearer,
      parameters: [
        idParam('id'),
        {
          name: 'date',
          in: 'query',
          required: true,
          schema: isoDate(),
          description: 'YYYY-MM-DD',
        },
        formatQuery,
      ],
      responses: { '200': filesOrJson('The entries, or the file'), ...errors(400, 401, 403) },
    },
  },
  '/association/{id}/register/candidates': {
    get: {
      summary:
        'Accepted volunteers not in the register now, with the data their profile lacks (administrators)',
      tags: ['register'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': {
          description: 'Whom the administrators can enter',
          content: json({
            type: 'array',
            items: {
              type: 'object',
              required: ['id_user', 'name', 'surname', 'missing'],
              properties: {
                id_user: { type: 'integer' },
                name: { type: 'string' },
                surname: { type: 'string' },
                missing: {
                  type: 'array',
                  items: { type: 'string', enum: ['fiscalCode', 'birthPlace', 'residence'] },
                  description: 'empty: the person can be entered',
                },
              },
            },
          }),
        },
        ...errors(400, 401, 403),
      },
    },
  },
  '/user/register': {
    get: {
      summary:
        'The associations whose register of volunteers holds me (kept when the account is deleted: art. 17(3)(b) GDPR)',
      tags: ['user'],
      security: bearer,
      responses: {
        '200': {
          description: 'One line per association',
          content: json({
            type: 'array',
            items: {
              type: 'object',
              required: ['id_association', 'name', 'current', 'since', 'until', 'entries'],
              properties: {
                id_association: { type: 'integer' },
                name: { type: 'string' },
                current: { type: 'boolean', description: 'in the register now (no end date)' },
                since: { type: 'string', format: 'date' },
                until: { type: ['string', 'null'], format: 'date' },
                entries: { type: 'integer' },
              },
            },
          }),
        },
        ...errors(401),
      },
    },
  },
};
