import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Type } from '@sinclair/typebox';
import { formatMessage, LIMITS, MESSAGE_KEYS, REGISTER_LIMITS } from '@insieme/schema';
import { currentUser } from '../../rest/auth-middleware';
import { errors, message, ok, route } from '../../rest/route';
import {
  Binary,
  Id,
  IdList,
  IsoDate,
  LegacyFlag,
  Nullable,
  Ref,
  Text,
  described,
  AnyObject,
  StringEnum,
} from '../../rest/schemas';
import { flag, idList } from '../../rest/parse';
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

const MailPreferences = (description: string) =>
  Type.Object(
    {
      notices: Type.Optional(
        Type.Boolean({
          description: 'notices about my sign-ups, requests, shifts and events (default true)',
        }),
      ),
      reminders: Type.Optional(
        Type.Boolean({ description: 'reminders before my shifts (default true)' }),
      ),
      admin_notices: Type.Optional(
        Type.Boolean({
          description: 'administrators: new volunteer requests and questions (default false)',
        }),
      ),
      waitlist: Type.Optional(
        Type.Boolean({
          description:
            "a freed place offered from a shift's waitlist, and its expiry (default true)",
        }),
      ),
    },
    { description },
  );

const STORED_MAIL_PREFERENCES =
  'which kinds of automatic messages also come by e-mail (in-app notifications always do)';

// documented without `required` since the original contract
const User = Type.Partial(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    surname: Type.String(),
    email: Type.String(),
    tel: Type.String(),
    birth_date: Type.String({ format: 'date' }),
    image_profile: Nullable(Type.String({ description: 'base64' })),
    image_type: Nullable(Type.String()),
    admin: Type.Boolean(),
    number_notifications: Type.Integer(),
    preferences: Type.Array(Type.Integer(), { description: 'event type ids' }),
    calendar_feed_url: Type.String({
      description:
        'the secret address of my shifts as an iCalendar feed (no login: keep it private); made on first read',
    }),
    mail_preferences: MailPreferences(STORED_MAIL_PREFERENCES),
    fiscal_code: Nullable(Type.String({ description: 'codice fiscale, upper-case' })),
    birth_place: Nullable(Type.String()),
    residence: Nullable(Type.String()),
    domicile: Nullable(Type.String({ description: 'only when different from the residence' })),
    // the catalog's component (its schema is the catalog's own: only its name is shared)
    event_types: Type.Array(Ref('EventType'), {
      description: 'only with full=true',
    }),
  }),
);

/** A JSON object of any keys, as the export documents its rows. */

/** "Scarica i miei dati": the JSON, served at once or through the mailed link (docs/register.md). */
const DataExport = Type.Object({
  format: Type.Literal('insieme-data-export/1'),
  exported_at: Type.String({ format: 'date-time' }),
  profile: AnyObject,
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
    ].map((key) => [key, Type.Optional(Type.Array(AnyObject))]),
  ),
});

/** A register field of the profile: text, or null to clear it (absent keeps it). */
const RegisterText = (maxLength: number, extra: Record<string, unknown> = {}) =>
  Type.Optional(Nullable(Text(maxLength, extra)));

const me = route({
  method: 'get',
  path: '/user',
  summary: 'The signed-in user',
  tags: ['user'],
  security: 'bearer',
  query: Type.Object({
    full: described(Type.Optional(Type.Boolean()), 'true: also the event types of the preferences'),
  }),
  responses: { 200: ok('User', User), ...errors(400, 401) },
  handle: async ({ query }, { res, services }) => {
    const user = await services.users.get(currentUser(res).id);
    res.json(await userBody(services, user, query.full === true));
  },
});

const editProfile = route({
  method: 'put',
  path: '/user',
  summary:
    'Edit the profile (multipart form data, or JSON without the image); the register data (fiscal_code, birth_place, residence, domicile) is optional: absent keeps it, null or empty clears it',
  tags: ['user'],
  security: 'bearer',
  body: {
    form: Type.Object({
      profile_image: Type.Optional(Binary),
      name: Type.Optional(Text(LIMITS.nameMax)),
      surname: Type.Optional(Text(LIMITS.nameMax)),
      tel: Type.Optional(Text(LIMITS.phoneDigits, { 'x-message-key': MESSAGE_KEYS.phoneNotValid })),
      birth_date: Type.Optional(IsoDate()),
      preferences: Type.Optional(IdList('event type ids (max 6)')),
      remove_image: Type.Optional(LegacyFlag({ description: 'true: remove the current image' })),
      // the register of volunteers (issue 23, docs/register.md)
      fiscal_code: RegisterText(24, {
        description:
          'codice fiscale (spaces and case ignored); checked: format, check character, birth date',
        'x-message-key': MESSAGE_KEYS.fiscalCodeNotValid,
      }),
      birth_place: RegisterText(REGISTER_LIMITS.birthPlaceMax, { description: 'place of birth' }),
      residence: RegisterText(REGISTER_LIMITS.residenceMax, {
        description: 'address of residence',
      }),
      domicile: RegisterText(REGISTER_LIMITS.residenceMax, {
        description: 'address of domicile, when different from the residence',
      }),
    }),
  },
  responses: {
    200: ok('Updated', Type.Partial(Type.Object({ info: User, message: Type.String() }))),
    ...errors(400, 401, 413),
  },
  handle: async ({ body, files }, { res, services }) => {
    const user = await services.users.updateProfile(currentUser(res).id, {
      name: body.name ?? '',
      surname: body.surname ?? '',
      phone: body.tel ?? '',
      birthDate: body.birth_date ?? '',
      image: files.profile_image?.[0],
      removeImage: flag(body.remove_image),
      preferences: idList(body.preferences, 'preferences'),
      // absent keeps, null or '' clears
      registerData: {
        fiscalCode: body.fiscal_code,
        birthPlace: body.birth_place,
        residence: body.residence,
        domicile: body.domicile,
      },
    });
    res.json({
      info: await userBody(services, user, false),
      message: formatMessage(USER_MESSAGES.updated),
    });
  },
});

const renewCalendarFeed = route({
  method: 'post',
  path: '/user/calendar-feed',
  summary: 'A new secret calendar feed address; the old one answers 404 from now on',
  tags: ['user'],
  security: 'bearer',
  responses: {
    200: ok('The new address', Type.Partial(Type.Object({ calendar_feed_url: Type.String() }))),
    ...errors(401),
  },
  handle: async (_input, { res, services }) => {
    res.json({ calendar_feed_url: await services.calendarFeed.renew(currentUser(res).id) });
  },
});

const editMailPreferences = route({
  method: 'put',
  path: '/user/mail-preferences',
  summary: 'Which kinds of automatic messages also come by e-mail; only the fields sent change',
  tags: ['user'],
  security: 'bearer',
  body: {
    json: MailPreferences('true/false for each choice to change; an absent field keeps its value'),
  },
  responses: {
    200: ok(
      'Every choice as now stored',
      Type.Partial(Type.Object({ mail_preferences: MailPreferences(STORED_MAIL_PREFERENCES) })),
    ),
    ...errors(400, 401),
  },
  handle: async ({ body }, { res, services }) => {
    const user = await services.users.updateMailPreferences(currentUser(res).id, {
      notices: body.notices,
      reminders: body.reminders,
      adminNotices: body.admin_notices,
      waitlist: body.waitlist,
    });
    res.json({ mail_preferences: mailPreferencesBody(mailPreferencesOf(user)) });
  },
});

/**
 * "Scarica i miei dati" (issue 23): the person's data as a JSON file when small; otherwise 202,
 * and the link comes by mail when the job has built it (docs/register.md). `format=pdf`: the
 * same contents as a readable PDF in Italian (issue 31); the mailed link stays JSON.
 */
const exportData = route({
  method: 'get',
  path: '/user/export',
  summary:
    'All my data as JSON (profile, memberships, sign-ups with every column, notifications, questions, register entries…), or with format=pdf the same as a readable PDF in Italian: a download when small; past DATA_EXPORT_INLINE_ROWS rows, 202 and the link (JSON) comes by mail',
  tags: ['user'],
  security: 'bearer',
  query: Type.Object({
    format: described(
      Type.Optional(StringEnum(['json', 'pdf'], { default: 'json' })),
      'json (default); pdf: the same contents, one section per kind, in Italian',
    ),
  }),
  responses: {
    200: {
      description: 'The data; docs/register.md describes every key',
      content: {
        'application/json': { schema: DataExport },
        'application/pdf': { schema: Binary },
      },
    },
    202: ok(
      'Being built by a job: its link will be mailed (asking again while it is built answers the same export)',
      Type.Object({
        status: Type.Literal('queued'),
        id: Type.Integer(),
        requested_at: Type.String({ format: 'date-time' }),
        message: Type.String(),
      }),
    ),
    ...errors(401, 429),
  },
  handle: async ({ query }, { res, services }) => {
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
    const format = query.format ?? 'json';
    await services.accessLog.record(ownExport(currentUser(res).id, format));
    if (format === 'pdf') {
      res
        .type('application/pdf')
        .setHeader('Content-Disposition', `attachment; filename="${EXPORT_PDF_FILE}"`)
        .send(await dataExportPdf(answer.data));
      return;
    }
    res.setHeader('Content-Disposition', `attachment; filename="${EXPORT_FILE}"`).json(answer.data);
  },
});

/** The mailed link (no login: the link's secret is the key): the stored file, gzip. */
const exportDownload = route({
  method: 'get',
  path: '/user/export/{id}/{token}',
  summary:
    'The mailed link of a data export (no login: the secret in the link is the key), until it expires (DATA_EXPORT_LINK_HOURS)',
  tags: ['user'],
  params: Type.Object({ id: Id, token: Text(100) }),
  responses: {
    200: ok(
      'The same JSON as GET /user/export (gzip-encoded when the client takes it)',
      DataExport,
    ),
    ...errors(400, 404),
  },
  handle: async ({ params }, { req, res, services }) => {
    const { userId, file } = await services.dataExport.download(params.id, params.token);
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
  },
});

const deleteAccount = route({
  method: 'delete',
  path: '/user',
  summary:
    'Delete the account at once, with all the person’s data except the entries of registers of volunteers, a legal record kept by the associations (GET /user/register names them)',
  tags: ['user'],
  security: 'bearer',
  responses: { 200: message('Deleted'), ...errors(401) },
  handle: async (_input, { res, services }) => {
    await services.users.deleteAccount(currentUser(res).id);
    res.json({ message: formatMessage(USER_MESSAGES.deleted) });
  },
});

export const usersRoutes = [
  me,
  editProfile,
  renewCalendarFeed,
  editMailPreferences,
  exportData,
  exportDownload,
  deleteAccount,
];
