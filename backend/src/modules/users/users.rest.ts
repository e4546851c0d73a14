import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Router } from 'express';
import { formatMessage, LIMITS, MESSAGE_KEYS, REGISTER_LIMITS } from '@insieme/schema';
import { currentUser } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  bearer,
  binary,
  errors,
  flagQuery,
  formBody,
  idList as idListSchema,
  idParam,
  isoDate,
  json,
  legacyFlag,
  messageResponse,
  text as textSchema,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { flag, id, idList, keptOrCleared, optionalBoolean, text } from '../../rest/parse';
import type { Services } from '../../platform/services';
import { mailPreferencesBody, userBody } from './user.presenter';
import { mailPreferencesOf } from './users.service';
import { USER_MESSAGES } from './users.errors';
import { dataExportPdf } from './data-export.pdf';

const gunzip = promisify(zlib.gunzip);
const EXPORT_FILE = 'insieme-i-miei-dati.json';
const EXPORT_PDF_FILE = 'insieme-i-miei-dati.pdf';

/** The access log's row of a person's download of their own data (issue 31). */
const ownExport = (userId: number, format: 'json' | 'pdf') =>
  ({ userId, associationId: null, what: 'data_export', format, period: null }) as const;

export function usersRoutes(services: Services): Router {
  const router = Router();

  router.get('/user', async (_req, res) => {
    const user = await services.users.get(currentUser(res).id);
    res.json(await userBody(services, user, requestInput(res).query.full === true));
  });

  router.put('/user', async (_req, res) => {
    const { body, files } = requestInput(res);
    const user = await services.users.updateProfile(currentUser(res).id, {
      name: text(body.name),
      surname: text(body.surname),
      phone: text(body.tel),
      birthDate: text(body.birth_date),
      image: files.profile_image?.[0],
      removeImage: flag(body.remove_image),
      preferences: idList(body.preferences, 'preferences'),
      registerData: {
        fiscalCode: keptOrCleared(body.fiscal_code),
        birthPlace: keptOrCleared(body.birth_place),
        residence: keptOrCleared(body.residence),
        domicile: keptOrCleared(body.domicile),
      },
    });
    res.json({
      info: await userBody(services, user, false),
      message: formatMessage(USER_MESSAGES.updated),
    });
  });

  /** A new secret calendar feed address; the old one answers 404 from now on. */
  router.post('/user/calendar-feed', async (_req, res) => {
    res.json({ calendar_feed_url: await services.calendarFeed.renew(currentUser(res).id) });
  });

  /** Which kinds of automatic messages also come by e-mail; only the fields sent change. */
  router.put('/user/mail-preferences', async (_req, res) => {
    const { body } = requestInput(res);
    const user = await services.users.updateMailPreferences(currentUser(res).id, {
      notices: optionalBoolean(body.notices, 'notices'),
      reminders: optionalBoolean(body.reminders, 'reminders'),
      adminNotices: optionalBoolean(body.admin_notices, 'admin_notices'),
      waitlist: optionalBoolean(body.waitlist, 'waitlist'),
    });
    res.json({ mail_preferences: mailPreferencesBody(mailPreferencesOf(user)) });
  });

  /**
   * "Scarica i miei dati" (issue 23): the person's data as a JSON file when small; otherwise 202,
   * and the link comes by mail when the job has built it (docs/register.md). `format=pdf`: the
   * same contents as a readable PDF in Italian (issue 31); the mailed link stays JSON.
   */
  router.get('/user/export', async (_req, res) => {
    const { query } = requestInput(res);
    const answer = await services.dataExport.request(currentUser(res).id);
    res.setHeader('Cache-Control', 'no-store');
    if (answer.kind === 'queued') {
      res.status(202).json({
        status: 'queued',
        id: answer.id,
        requested_at: answer.requestedAt.toISOString(),
        message: formatMessage(USER_MESSAGES.exportQueued),
      });
      return;
    }
    const format = query.format === 'pdf' ? 'pdf' : 'json';
    await services.accessLog.record(ownExport(currentUser(res).id, format));
    if (format === 'pdf') {
      res
        .type('application/pdf')
        .setHeader('Content-Disposition', `attachment; filename="${EXPORT_PDF_FILE}"`)
        .send(await dataExportPdf(answer.data));
      return;
    }
    res.setHeader('Content-Disposition', `attachment; filename="${EXPORT_FILE}"`).json(answer.data);
  });

  /** The mailed link (no login: the link's secret is the key): the stored file, gzip. */
  router.get('/user/export/:id/:token', async (req, res) => {
    const { path } = requestInput(res);
    const { userId, file } = await services.dataExport.download(id(path.id), text(path.token));
    await services.accessLog.record(ownExport(userId, 'json'));
    res
      .setHeader('Cache-Control', 'no-store')
      .setHeader('Content-Disposition', `attachment; filename="${EXPORT_FILE}"`)
      .setHeader('Vary', 'Accept-Encoding')
      .type('application/json');
    // stored compressed: sent as it is to every client that takes gzip (all browsers)
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? ''))
      res.setHeader('Content-Encoding', 'gzip').send(file);
    else res.send(await gunzip(file));
  });

  router.delete('/user', async (_req, res) => {
    await services.users.deleteAccount(currentUser(res).id);
    res.json({ message: formatMessage(USER_MESSAGES.deleted) });
  });

  return router;
}

/** A register field of the profile: text, or null to clear it. */
const registerText = (maxLength: number, extra: Record<string, unknown> = {}) => ({
  ...textSchema(maxLength, extra),
  type: ['string', 'null'],
});

const mailPreferencesSchema = {
  type: 'object',
  description:
    'which kinds of automatic messages also come by e-mail (in-app notifications always do)',
  properties: {
    notices: {
      type: 'boolean',
      description: 'notices about my sign-ups, requests, shifts and events (default true)',
    },
    reminders: { type: 'boolean', description: 'reminders before my shifts (default true)' },
    admin_notices: {
      type: 'boolean',
      description: 'administrators: new volunteer requests and questions (default false)',
    },
    waitlist: {
      type: 'boolean',
      description: "a freed place offered from a shift's waitlist, and its expiry (default true)",
    },
  },
};

const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    surname: { type: 'string' },
    email: { type: 'string' },
    tel: { type: 'string' },
    birth_date: { type: 'string', format: 'date' },
    image_profile: { type: ['string', 'null'], description: 'base64' },
    image_type: { type: ['string', 'null'] },
    admin: { type: 'boolean' },
    number_notifications: { type: 'integer' },
    preferences: { type: 'array', items: { type: 'integer' }, description: 'event type ids' },
    calendar_feed_url: {
      type: 'string',
      description:
        'the secret address of my shifts as an iCalendar feed (no login: keep it private); made on first read',
    },
    mail_preferences: mailPreferencesSchema,
    fiscal_code: { type: ['string', 'null'], description: 'codice fiscale, upper-case' },
    birth_place: { type: ['string', 'null'] },
    residence: { type: ['string', 'null'] },
    domicile: { type: ['string', 'null'], description: 'only when different from the residence' },
    event_types: {
      type: 'array',
      description: 'only with full=true',
      items: { $ref: '#/components/schemas/EventType' },
    },
  },
};

/** "Scarica i miei dati": the JSON, served at once or through the mailed link (docs/register.md). */
const dataExportSchema = {
  type: 'object',
  required: ['format', 'exported_at', 'profile'],
  properties: {
    format: { type: 'string', const: 'insieme-data-export/1' },
    exported_at: { type: 'string', format: 'date-time' },
    profile: { type: 'object' },
    ...Object.fromEntries(
      [
        'memberships',
        'follows',
        'sign_ups',
        'attendance_changes',
        'hours_statements',
        'waitlist',
        'event_likes',
        'notifications',
        'questions',
        'sessions',
        'devices',
        'association_views',
        'event_views',
        'register_entries',
      ].map((key) => [key, { type: 'array', items: { type: 'object' } }]),
    ),
  },
};

export const usersOpenApi: OpenApiPaths = {
  '/user': {
    get: {
      summary: 'The signed-in user',
      tags: ['user'],
      security: bearer,
      parameters: [flagQuery('full', {}, 'true: also the event types of the preferences')],
      responses: {
        '200': { description: 'User', content: json(userSchema) },
        ...errors(400, 401),
      },
    },
    put: {
      summary:
        'Edit the profile (multipart form data, or JSON without the image); the register data (fiscal_code, birth_place, residence, domicile) is optional: absent keeps it, null or empty clears it',
      tags: ['user'],
      security: bearer,
      requestBody: formBody({
        profile_image: binary,
        name: textSchema(LIMITS.nameMax),
        surname: textSchema(LIMITS.nameMax),
        tel: textSchema(LIMITS.phoneDigits, { 'x-message-key': MESSAGE_KEYS.phoneNotValid }),
        birth_date: isoDate(),
        preferences: idListSchema('event type ids (max 6)'),
        remove_image: legacyFlag({ description: 'true: remove the current image' }),
        // the register of volunteers (issue 23, docs/register.md): absent keeps, null or '' clears
        fiscal_code: registerText(24, {
          description:
            'codice fiscale (spaces and case ignored); checked: format, check character, birth date',
          'x-message-key': MESSAGE_KEYS.fiscalCodeNotValid,
        }),
        birth_place: registerText(REGISTER_LIMITS.birthPlaceMax, { description: 'place of birth' }),
        residence: registerText(REGISTER_LIMITS.residenceMax, {
          description: 'address of residence',
        }),
        domicile: registerText(REGISTER_LIMITS.residenceMax, {
          description: 'address of domicile, when different from the residence',
        }),
      }),
      responses: {
        '200': {
          description: 'Updated',
          content: json({
            type: 'object',
            properties: { info: userSchema, message: { type: 'string' } },
          }),
        },
        ...errors(400, 401, 413),
      },
    },
    delete: {
      summary:
        'Delete the account at once, with all the person’s data except the entries of registers of volunteers, a legal record kept by the associations (GET /user/register names them)',
      tags: ['user'],
      security: bearer,
      responses: { '200': messageResponse('Deleted'), ...errors(401) },
    },
  },
  '/user/export': {
    get: {
      summary:
        'All my data as JSON (profile, memberships, sign-ups with every column, notifications, questions, register entries…), or with format=pdf the same as a readable PDF in Italian: a download when small; past DATA_EXPORT_INLINE_ROWS rows, 202 and the link (JSON) comes by mail',
      tags: ['user'],
      security: bearer,
      parameters: [
        {
          name: 'format',
          in: 'query',
          schema: { type: 'string', enum: ['json', 'pdf'], default: 'json' },
          description: 'json (default); pdf: the same contents, one section per kind, in Italian',
        },
      ],
      responses: {
        '200': {
          description: 'The data; docs/register.md describes every key',
          content: {
            ...json(dataExportSchema),
            'application/pdf': { schema: { type: 'string', format: 'binary' } },
          },
        },
        '202': {
          description:
            'Being built by a job: its link will be mailed (asking again while it is built answers the same export)',
          content: json({
            type: 'object',
            required: ['status', 'id', 'requested_at', 'message'],
            properties: {
              status: { type: 'string', const: 'queued' },
              id: { type: 'integer' },
              requested_at: { type: 'string', format: 'date-time' },
              message: { type: 'string' },
            },
          }),
        },
        ...errors(401, 429),
      },
    },
  },
  '/user/export/{id}/{token}': {
    get: {
      summary:
        'The mailed link of a data export (no login: the secret in the link is the key), until it expires (DATA_EXPORT_LINK_HOURS)',
      tags: ['user'],
      parameters: [
        idParam('id'),
        { name: 'token', in: 'path', required: true, schema: textSchema(100) },
      ],
      responses: {
        '200': {
          description: 'The same JSON as GET /user/export (gzip-encoded when the client takes it)',
          content: json(dataExportSchema),
        },
        ...errors(400, 404),
      },
    },
  },
  '/user/mail-preferences': {
    put: {
      summary: 'Which kinds of automatic messages also come by e-mail; only the fields sent change',
      tags: ['user'],
      security: bearer,
      requestBody: {
        required: true,
        content: json({
          ...mailPreferencesSchema,
          description: 'true/false for each choice to change; an absent field keeps its value',
        }),
      },
      responses: {
        '200': {
          description: 'Every choice as now stored',
          content: json({
            type: 'object',
            properties: { mail_preferences: mailPreferencesSchema },
          }),
        },
        ...errors(400, 401),
      },
    },
  },
  '/user/calendar-feed': {
    post: {
      summary: 'A new secret calendar feed address; the old one answers 404 from now on',
      tags: ['user'],
      security: bearer,
      responses: {
        '200': {
          description: 'The new address',
          content: json({
            type: 'object',
            properties: { calendar_feed_url: { type: 'string' } },
          }),
        },
        ...errors(401),
      },
    },
  },
};
