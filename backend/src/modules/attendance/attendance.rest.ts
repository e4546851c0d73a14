import { Type } from '@sinclair/typebox';
import type { Response } from 'express';
import { formatMessage } from '@insieme/schema';
import { badInput, notFound } from '../../common/app-error';
import { clientIp, currentUser, currentViewer } from '../../rest/auth-middleware';
import { errors, message, ok, route, type Answer } from '../../rest/route';
import {
  Binary,
  Defaulted,
  described,
  Id,
  IsoDate,
  Nullable,
  StringEnum,
  Text,
} from '../../rest/schemas';
import { dateTime } from '../../rest/parse';
import { ATTENDANCE_ERRORS, ATTENDANCE_MESSAGES } from './attendance.errors';
import {
  attendanceBody,
  checkInCodeBody,
  myHoursBody,
  statementBody,
  verifiedStatementBody,
  volunteerHoursBody,
} from './attendance.presenter';
import { volunteerHoursCsv, volunteerHoursFileName } from './hours-csv';
import { hoursStatementPdf } from './hours-statement.pdf';
import type { IssuedStatement } from './hours.service';

/*
 * Check-in, attendance, hours and statements (issue 22, docs/attendance.md): the issue's REST
 * contract and the few routes its screens add.
 */

/** A time of a correction: absent → unchanged, null → cleared, text → an instant (or 400). */
function correctionTime(value: string | null | undefined, field: string): Date | null | undefined {
  if (value === undefined || value === null) return value;
  try {
    return dateTime(value, field);
  } catch {
    throw badInput(ATTENDANCE_ERRORS.timesNotValid, { field });
  }
}

/** Private files: never kept by a shared cache. */
function sendFile(res: Response, type: string, name: string, body: string | Buffer): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(body);
}

async function sendStatementPdf(res: Response, issued: IssuedStatement): Promise<void> {
  sendFile(
    res,
    'application/pdf',
    `attestazione-ore-${issued.statement.id}.pdf`,
    await hoursStatementPdf(issued),
  );
}

// ───────────────────────────── shared schemas ─────────────────────────────

const STATUS = ['present', 'absent', 'unknown'] as const;

const Instant = Type.String({ format: 'date-time' });
const InstantOrNull = Nullable(Instant);

/** A nullable string of a few values: null is one of the `enum` values, as the document writes it. */
const NullableEnum = <const V extends readonly string[]>(values: V, description: string) =>
  Type.Unsafe<V[number] | null>({ type: ['string', 'null'], enum: [...values, null], description });

/** The reporting period of the hours (query `from`, `to`). */
const periodProperties = {
  from: Type.Optional(
    described(
      IsoDate(),
      'first day (Rome), YYYY-MM-DD; default: 12 months before `to`, plus one day',
    ),
  ),
  to: Type.Optional(
    described(IsoDate(), 'last day (Rome), inclusive; default: today. At most 5 years in all'),
  ),
};

const period = (query: { from?: string; to?: string }) => ({
  from: query.from ?? null,
  to: query.to ?? null,
});

const Attendance = Type.Object({
  id_user_shift: Type.Integer(),
  id_user: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  status: StringEnum(STATUS),
  checked_in_at: InstantOrNull,
  checked_out_at: InstantOrNull,
  minutes: Nullable(Type.Integer({ description: 'null while a time is missing' })),
  changes: Type.Optional(
    Type.Array(
      Type.Partial(
        Type.Object({
          at: Instant,
          by: Nullable(
            Type.String({
              description: 'who: null for the automatic check-out or an account since deleted',
            }),
          ),
          status: StringEnum(STATUS),
          checked_in_at: InstantOrNull,
          checked_out_at: InstantOrNull,
          cause: NullableEnum(
            ['check_in', 'check_out', 'auto_check_out', 'corrected', 'confirmed'],
            'null: a change recorded before issue 31 (an administrator’s)',
          ),
          from_status: NullableEnum(
            STATUS,
            'the status it replaced; null on changes recorded before issue 31',
          ),
          from_checked_in_at: InstantOrNull,
          from_checked_out_at: InstantOrNull,
        }),
      ),
      {
        description:
          "every change, oldest first: the volunteer's check-in and check-out, the automatic check-out, administrators' confirmations and corrections (issue 31), each with the state it left and the one it replaced",
      },
    ),
  ),
});

const Statement = Type.Object({
  id: Type.Integer(),
  id_association: Type.Integer(),
  association: Type.String(),
  id_user: Type.Optional(Type.Integer()),
  name: Type.Optional(Type.String()),
  surname: Type.Optional(Type.String()),
  from: Type.String(),
  to: Type.String(),
  total_minutes: Type.Integer(),
  issued_at: Instant,
  revoked_at: InstantOrNull,
  verify_url: Type.String(),
});

const pdf: Answer = {
  description: 'The PDF "Attestazione delle ore di volontariato"',
  content: { 'application/pdf': { schema: Binary } },
};

// ───────────────────────────── check-in and attendance ─────────────────────────────

const checkInCode = route({
  method: 'get',
  path: '/shift/{id}/check-in',
  summary: "A shift's check-in code and its address (administrators of its association)",
  tags: ['attendance'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  responses: {
    200: ok(
      'The code, the address its QR code holds, and when it works',
      Type.Object({
        code: Type.String(),
        url: Type.String(),
        valid_from: Instant,
        valid_until: Instant,
      }),
    ),
    ...errors(400, 401, 403, 404),
  },
  handle: async ({ params }, { res, services }) => {
    const code = await services.attendance.checkInCode(await currentViewer(res), params.id);
    res.json(checkInCodeBody(code));
  },
});

const checkIn = route({
  method: 'post',
  path: '/user-shift/{idShift}/check-in',
  summary:
    'Check in with the shift’s code (accepted volunteers, from 60 minutes before the start to the end, once)',
  tags: ['attendance'],
  security: 'bearer',
  params: Type.Object({ idShift: Id }),
  body: {
    json: Type.Object({ code: Text(64, { 'x-message-key': ATTENDANCE_ERRORS.wrongCode }) }),
  },
  responses: {
    200: ok(
      'Checked in',
      Type.Object({ checked_in_at: Instant, message: Type.Optional(Type.String()) }),
    ),
    ...errors(400, 401, 403, 404, 409),
  },
  handle: async ({ params, body }, { res, services }) => {
    const { checkedInAt } = await services.checkIn(currentUser(res).id, params.idShift, body.code);
    res.json({
      checked_in_at: checkedInAt.toISOString(),
      message: formatMessage(ATTENDANCE_MESSAGES.checkedIn),
    });
  },
});

const checkOut = route({
  method: 'post',
  path: '/user-shift/{idShift}/check-out',
  summary: '"Ho finito": check out now (at most the shift’s end)',
  tags: ['attendance'],
  security: 'bearer',
  params: Type.Object({ idShift: Id }),
  responses: {
    200: ok(
      'Checked out',
      Type.Object({
        checked_out_at: Instant,
        minutes: Type.Integer(),
        message: Type.Optional(Type.String()),
      }),
    ),
    ...errors(400, 401, 403, 404, 409),
  },
  handle: async ({ params }, { res, services }) => {
    const { checkedOutAt, minutes } = await services.attendance.checkOut(
      currentUser(res).id,
      params.idShift,
    );
    res.json({
      checked_out_at: checkedOutAt.toISOString(),
      minutes,
      message: formatMessage(ATTENDANCE_MESSAGES.checkedOut),
    });
  },
});

const attendanceList = route({
  method: 'get',
  path: '/shift/{id}/attendance',
  summary:
    "A shift's accepted volunteers with their attendance, by surname (administrators of its association)",
  tags: ['attendance'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  responses: {
    200: ok('The attendance list', Type.Array(Attendance)),
    ...errors(400, 401, 403, 404),
  },
  handle: async ({ params }, { res, services }) => {
    const rows = await services.attendance.list(await currentViewer(res), params.id);
    res.json(rows.map(attendanceBody));
  },
});

const setAttendance = route({
  method: 'patch',
  path: '/user-shift/attendance/{id_user_shift}',
  summary:
    "Set one volunteer's attendance or correct its times (administrators; kept with who and when)",
  tags: ['attendance'],
  security: 'bearer',
  params: Type.Object({ id_user_shift: Id }),
  body: {
    json: Type.Object({
      status: StringEnum(STATUS, { 'x-message-key': 'validation.unknown_choice' }),
      checked_in_at: Type.Optional(
        Nullable(
          Text(40, {
            description: 'ISO 8601 or DD/MM/YYYY HH:mm (Rome); absent: unchanged; null: cleared',
          }),
        ),
      ),
      checked_out_at: Type.Optional(Nullable(Text(40))),
    }),
  },
  responses: {
    200: ok('The attendance as it now is', Attendance),
    ...errors(400, 401, 403, 404, 409),
  },
  handle: async ({ params, body }, { res, services }) => {
    const row = await services.attendance.setAttendance(currentUser(res).id, {
      signUpId: params.id_user_shift,
      status: body.status,
      checkedInAt: correctionTime(body.checked_in_at, 'checked_in_at'),
      checkedOutAt: correctionTime(body.checked_out_at, 'checked_out_at'),
    });
    res.json(attendanceBody(row));
  },
});

const confirm = route({
  method: 'post',
  path: '/shift/{id}/attendance/confirm',
  summary:
    '"Conferma presenze" after the shift’s end: checked in → present, the others still unknown → absent',
  tags: ['attendance'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  responses: {
    200: ok('The attendance list after the confirmation', Type.Array(Attendance)),
    ...errors(400, 401, 403, 404, 409),
  },
  handle: async ({ params }, { res, services }) => {
    const rows = await services.attendance.confirm(currentUser(res).id, params.id);
    res.json(rows.map(attendanceBody));
  },
});

// ───────────────────────────── hours ─────────────────────────────

const myHours = route({
  method: 'get',
  path: '/user/hours',
  summary: "The caller's hours per association (each shift), per month and in total",
  tags: ['attendance'],
  security: 'bearer',
  query: Type.Object(periodProperties),
  responses: {
    200: ok(
      'Hours of present attendance in the period',
      Type.Object({
        from: Type.Optional(Type.String()),
        to: Type.Optional(Type.String()),
        total_minutes: Type.Integer(),
        months: Type.Optional(
          Type.Array(Type.Partial(Type.Object({ month: Type.String(), minutes: Type.Integer() }))),
        ),
        associations: Type.Array(
          Type.Object({
            id_association: Type.Integer(),
            name: Type.String(),
            minutes: Type.Integer(),
            shifts: Type.Array(
              Type.Object({
                id_shift: Type.Integer(),
                id_event: Type.Integer(),
                event_name: Type.String(),
                shift_title: Type.Optional(Type.String()),
                start_datetime: Type.String({ description: "'DD/MM/YYYY HH:mm' (Europe/Rome)" }),
                minutes: Type.Integer(),
              }),
            ),
          }),
        ),
      }),
    ),
    ...errors(400, 401),
  },
  handle: async ({ query }, { res, services }) => {
    const { from, to } = period(query);
    res.json(myHoursBody(await services.hours.mine(currentUser(res).id, from, to)));
  },
});

const associationHours = route({
  method: 'get',
  path: '/association/{id}/hours',
  summary: "Each volunteer's hours with the association (administrators); CSV with format=csv",
  tags: ['attendance'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  query: Type.Object({
    ...periodProperties,
    format: Defaulted(
      described(
        StringEnum(['json', 'csv'], { default: 'json' }),
        'csv: UTF-8 with BOM, `;` between fields, CRLF (Italian spreadsheets)',
      ),
    ),
  }),
  responses: {
    200: {
      description: 'Volunteers with hours in the period, by surname',
      content: {
        'application/json': {
          schema: Type.Array(
            Type.Object({
              id_user: Type.Integer(),
              name: Type.String(),
              surname: Type.String(),
              minutes: Type.Integer(),
              shift_count: Type.Optional(Type.Integer()),
            }),
          ),
        },
        'text/csv': { schema: Type.String() },
      },
    },
    ...errors(400, 401, 403),
  },
  handle: async ({ params, query }, { res, services }) => {
    const { from, to } = period(query);
    const hours = await services.hours.ofAssociation(await currentViewer(res), params.id, from, to);
    if (query.format === 'csv') {
      // who downloaded what (issue 31, GDPR art. 5(2), 30), right before the file goes
      await services.accessLog.record({
        userId: currentUser(res).id,
        associationId: params.id,
        what: 'volunteer_hours',
        format: 'csv',
        period: `${hours.from}/${hours.to}`,
      });
      sendFile(
        res,
        'text/csv; charset=utf-8',
        volunteerHoursFileName(hours),
        volunteerHoursCsv(hours),
      );
    } else res.json(hours.volunteers.map(volunteerHoursBody));
  },
});

// ───────────────────────────── statements ─────────────────────────────

const issueStatement = route({
  method: 'get',
  path: '/user/hours/statement',
  summary:
    'A new statement of the caller’s hours with an association (PDF with its verification address)',
  tags: ['attendance'],
  security: 'bearer',
  query: Type.Object({ id_association: Id, ...periodProperties }),
  responses: { 200: pdf, ...errors(400, 401, 404) },
  handle: async ({ query }, { res, services }) => {
    const issued = await services.hours.issue(currentUser(res).id, {
      associationId: query.id_association,
      ...period(query),
    });
    await sendStatementPdf(res, issued);
  },
});

const statementPdf = route({
  method: 'get',
  path: '/hours-statement/{id}/pdf',
  summary: 'One of the caller’s statements again, as issued (PDF)',
  tags: ['attendance'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  responses: { 200: pdf, ...errors(400, 401, 404) },
  handle: async ({ params }, { res, services }) => {
    const issued = await services.hours.ownStatement(currentUser(res).id, params.id);
    await sendStatementPdf(res, issued);
  },
});

const myStatements = route({
  method: 'get',
  path: '/user/hours/statements',
  summary: 'The caller’s statements, newest first',
  tags: ['attendance'],
  security: 'bearer',
  responses: { 200: ok('Statements', Type.Array(Statement)), ...errors(401) },
  handle: async (_input, { res, services }) => {
    const rows = await services.hours.statementsOf(currentUser(res).id);
    res.json(rows.map(statementBody));
  },
});

const associationStatements = route({
  method: 'get',
  path: '/association/{id}/hours/statements',
  summary: 'The association’s statements, newest first (administrators)',
  tags: ['attendance'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  responses: {
    200: ok('Statements with their volunteers', Type.Array(Statement)),
    ...errors(400, 401, 403),
  },
  handle: async ({ params }, { res, services }) => {
    const rows = await services.hours.ofAssociationStatements(await currentViewer(res), params.id);
    res.json(rows.map(statementBody));
  },
});

const revoke = route({
  method: 'post',
  path: '/hours-statement/{id}/revoke',
  summary: 'Revoke a statement (administrators of its association; others 404)',
  tags: ['attendance'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  responses: { 200: message('Revoked'), ...errors(400, 401, 404) },
  handle: async ({ params }, { res, services }) => {
    await services.hours.revoke(currentUser(res).id, params.id);
    res.json({ message: formatMessage(ATTENDANCE_MESSAGES.statementRevoked) });
  },
});

const verify = route({
  method: 'get',
  path: '/verify/{token}',
  summary:
    'A statement by its verification token, for anyone (no login): its figures and whether they still hold',
  tags: ['attendance'],
  params: Type.Object({ token: Text(200) }),
  responses: {
    200: ok(
      'The statement',
      Type.Object({
        name: Type.String(),
        surname: Type.String(),
        association: Type.String(),
        from: Type.String(),
        to: Type.String(),
        total_minutes: Type.Integer(),
        issued_at: Type.Optional(Instant),
        revoked: Type.Optional(Type.Boolean()),
        valid: Type.Boolean({
          description: "not revoked and the association's records still give the same figures",
        }),
      }),
    ),
    ...errors(400, 404, 429),
  },
  handle: async ({ params }, { req, res, services }) => {
    const verified = await services.hours.verify(params.token, clientIp(req));
    if (!verified) throw notFound(ATTENDANCE_ERRORS.statementNotFound);
    res.json(verifiedStatementBody(verified));
  },
});

export const attendanceRoutes = [
  checkInCode,
  checkIn,
  checkOut,
  attendanceList,
  setAttendance,
  confirm,
  myHours,
  associationHours,
  issueStatement,
  statementPdf,
  myStatements,
  associationStatements,
  revoke,
  verify,
];
