import { Router, type Response } from 'express';
import { formatMessage } from '@insieme/schema';
import { badInput, notFound } from '../../common/app-error';
import { clientIp, currentUser, currentViewer } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  bearer,
  errors,
  idParam,
  idQuery,
  isoDate,
  json,
  messageResponse,
  text,
  type JsonSchema,
  type OpenApiParameter,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { dateTime, id } from '../../rest/parse';
import type { Services } from '../../platform/services';
import type { AttendanceStatus } from './shift-attendance.entity';
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

/** A time of a correction: absent → unchanged, null → cleared, text → an instant (or 400). */
function correctionTime(value: unknown, field: string): Date | null | undefined {
  if (value === undefined || value === null) return value;
  try {
    return dateTime(value, field);
  } catch {
    throw badInput(ATTENDANCE_ERRORS.timesNotValid, { field });
  }
}

const period = (query: Record<string, unknown>) => ({
  from: (query.from as string | undefined) ?? null,
  to: (query.to as string | undefined) ?? null,
});

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

/**
 * Check-in, attendance, hours and statements (issue 22, docs/attendance.md): the issue's REST
 * contract and the few routes its screens add.
 */
export function attendanceRoutes(services: Services): Router {
  const router = Router();

  router.get('/shift/:id/check-in', async (_req, res) => {
    const code = await services.attendance.checkInCode(
      await currentViewer(res),
      id(requestInput(res).path.id),
    );
    res.json(checkInCodeBody(code));
  });

  router.post('/user-shift/:idShift/check-in', async (_req, res) => {
    const { path, body } = requestInput(res);
    const { checkedInAt } = await services.checkIn(
      currentUser(res).id,
      id(path.idShift, 'idShift'),
      body.code as string,
    );
    res.json({
      checked_in_at: checkedInAt.toISOString(),
      message: formatMessage(ATTENDANCE_MESSAGES.checkedIn),
    });
  });

  router.post('/user-shift/:idShift/check-out', async (_req, res) => {
    const { checkedOutAt, minutes } = await services.attendance.checkOut(
      currentUser(res).id,
      id(requestInput(res).path.idShift, 'idShift'),
    );
    res.json({
      checked_out_at: checkedOutAt.toISOString(),
      minutes,
      message: formatMessage(ATTENDANCE_MESSAGES.checkedOut),
    });
  });

  router.get('/shift/:id/attendance', async (_req, res) => {
    const rows = await services.attendance.list(
      await currentViewer(res),
      id(requestInput(res).path.id),
    );
    res.json(rows.map(attendanceBody));
  });

  router.patch('/user-shift/attendance/:id_user_shift', async (_req, res) => {
    const { path, body } = requestInput(res);
    const row = await services.attendance.setAttendance(currentUser(res).id, {
      signUpId: id(path.id_user_shift, 'id_user_shift'),
      status: body.status as AttendanceStatus,
      checkedInAt: correctionTime(body.checked_in_at, 'checked_in_at'),
      checkedOutAt: correctionTime(body.checked_out_at, 'checked_out_at'),
    });
    res.json(attendanceBody(row));
  });

  router.post('/shift/:id/attendance/confirm', async (_req, res) => {
    const rows = await services.attendance.confirm(
      currentUser(res).id,
      id(requestInput(res).path.id),
    );
    res.json(rows.map(attendanceBody));
  });

  router.get('/user/hours', async (_req, res) => {
    const { from, to } = period(requestInput(res).query);
    res.json(myHoursBody(await services.hours.mine(currentUser(res).id, from, to)));
  });

  router.get('/association/:id/hours', async (_req, res) => {
    const { path, query } = requestInput(res);
    const { from, to } = period(query);
    const hours = await services.hours.ofAssociation(
      await currentViewer(res),
      id(path.id),
      from,
      to,
    );
    if (query.format === 'csv') {
      // who downloaded what (issue 31, GDPR art. 5(2), 30), right before the file goes
      await services.accessLog.record({
        userId: currentUser(res).id,
        associationId: id(path.id),
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
  });

  router.get('/user/hours/statement', async (_req, res) => {
    const { query } = requestInput(res);
    const issued = await services.hours.issue(currentUser(res).id, {
      associationId: id(query.id_association, 'id_association'),
      ...period(query),
    });
    await sendStatementPdf(res, issued);
  });

  router.get('/hours-statement/:id/pdf', async (_req, res) => {
    const issued = await services.hours.ownStatement(
      currentUser(res).id,
      id(requestInput(res).path.id),
    );
    await sendStatementPdf(res, issued);
  });

  router.get('/user/hours/statements', async (_req, res) => {
    const rows = await services.hours.statementsOf(currentUser(res).id);
    res.json(rows.map(statementBody));
  });

  router.get('/association/:id/hours/statements', async (_req, res) => {
    const rows = await services.hours.ofAssociationStatements(
      await currentViewer(res),
      id(requestInput(res).path.id),
    );
    res.json(rows.map(statementBody));
  });

  router.post('/hours-statement/:id/revoke', async (_req, res) => {
    await services.hours.revoke(currentUser(res).id, id(requestInput(res).path.id));
    res.json({ message: formatMessage(ATTENDANCE_MESSAGES.statementRevoked) });
  });

  router.get('/verify/:token', async (req, res) => {
    const verified = await services.hours.verify(
      requestInput(res).path.token as string,
      clientIp(req),
    );
    if (!verified) throw notFound(ATTENDANCE_ERRORS.statementNotFound);
    res.json(verifiedStatementBody(verified));
  });

  return router;
}

// ───────────────────────────── the contract ─────────────────────────────

const isoOrNull = { type: ['string', 'null'], format: 'date-time' };
const STATUS = ['present', 'absent', 'unknown'];

const periodQuery: OpenApiParameter[] = [
  {
    name: 'from',
    in: 'query',
    schema: isoDate(),
    description: 'first day (Rome), YYYY-MM-DD; default: 12 months before `to`, plus one day',
  },
  {
    name: 'to',
    in: 'query',
    schema: isoDate(),
    description: 'last day (Rome), inclusive; default: today. At most 5 years in all',
  },
];

const attendanceSchema: JsonSchema = {
  type: 'object',
  required: [
    'id_user_shift',
    'id_user',
    'name',
    'surname',
    'status',
    'checked_in_at',
    'checked_out_at',
    'minutes',
  ],
  properties: {
    id_user_shift: { type: 'integer' },
    id_user: { type: 'integer' },
    name: { type: 'string' },
    surname: { type: 'string' },
    status: { type: 'string', enum: STATUS },
    checked_in_at: isoOrNull,
    checked_out_at: isoOrNull,
    minutes: { type: ['integer', 'null'], description: 'null while a time is missing' },
    changes: {
      type: 'array',
      description:
        "every change, oldest first: the volunteer's check-in and check-out, the automatic check-out, administrators' confirmations and corrections (issue 31), each with the state it left and the one it replaced",
      items: {
        type: 'object',
        properties: {
          at: { type: 'string', format: 'date-time' },
          by: {
            type: ['string', 'null'],
            description: 'who: null for the automatic check-out or an account since deleted',
          },
          status: { type: 'string', enum: STATUS },
          checked_in_at: isoOrNull,
          checked_out_at: isoOrNull,
          cause: {
            type: ['string', 'null'],
            enum: ['check_in', 'check_out', 'auto_check_out', 'corrected', 'confirmed', null],
            description: 'null: a change recorded before issue 31 (an administrator’s)',
          },
          from_status: {
            type: ['string', 'null'],
            enum: [...STATUS, null],
            description: 'the status it replaced; null on changes recorded before issue 31',
          },
          from_checked_in_at: isoOrNull,
          from_checked_out_at: isoOrNull,
        },
      },
    },
  },
};

const statementSchema: JsonSchema = {
  type: 'object',
  required: [
    'id',
    'id_association',
    'association',
    'from',
    'to',
    'total_minutes',
    'issued_at',
    'revoked_at',
    'verify_url',
  ],
  properties: {
    id: { type: 'integer' },
    id_association: { type: 'integer' },
    association: { type: 'string' },
    id_user: { type: 'integer' },
    name: { type: 'string' },
    surname: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    total_minutes: { type: 'integer' },
    issued_at: { type: 'string', format: 'date-time' },
    revoked_at: isoOrNull,
    verify_url: { type: 'string' },
  },
};

const pdf = {
  description: 'The PDF "Attestazione delle ore di volontariato"',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};

export const attendanceOpenApi: OpenApiPaths = {
  '/shift/{id}/check-in': {
    get: {
      summary: "A shift's check-in code and its address (administrators of its association)",
      tags: ['attendance'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': {
          description: 'The code, the address its QR code holds, and when it works',
          content: json({
            type: 'object',
            required: ['code', 'url', 'valid_from', 'valid_until'],
            properties: {
              code: { type: 'string' },
              url: { type: 'string' },
              valid_from: { type: 'string', format: 'date-time' },
              valid_until: { type: 'string', format: 'date-time' },
            },
          }),
        },
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/user-shift/{idShift}/check-in': {
    post: {
      summary:
        'Check in with the shift’s code (accepted volunteers, from 60 minutes before the start to the end, once)',
      tags: ['attendance'],
      security: bearer,
      parameters: [idParam('idShift')],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['code'],
          properties: { code: text(64, { 'x-message-key': ATTENDANCE_ERRORS.wrongCode }) },
        }),
      },
      responses: {
        '200': {
          description: 'Checked in',
          content: json({
            type: 'object',
            required: ['checked_in_at'],
            properties: {
              checked_in_at: { type: 'string', format: 'date-time' },
              message: { type: 'string' },
            },
          }),
        },
        ...errors(400, 401, 403, 404, 409),
      },
    },
  },
  '/user-shift/{idShift}/check-out': {
    post: {
      summary: '"Ho finito": check out now (at most the shift’s end)',
      tags: ['attendance'],
      security: bearer,
      parameters: [idParam('idShift')],
      responses: {
        '200': {
          description: 'Checked out',
          content: json({
            type: 'object',
            required: ['checked_out_at', 'minutes'],
            properties: {
              checked_out_at: { type: 'string', format: 'date-time' },
              minutes: { type: 'integer' },
              message: { type: 'string' },
            },
          }),
        },
        ...errors(400, 401, 403, 404, 409),
      },
    },
  },
  '/shift/{id}/attendance': {
    get: {
      summary:
        "A shift's accepted volunteers with their attendance, by surname (administrators of its association)",
      tags: ['attendance'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': {
          description: 'The attendance list',
          content: json({ type: 'array', items: attendanceSchema }),
        },
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/user-shift/attendance/{id_user_shift}': {
    patch: {
      summary:
        "Set one volunteer's attendance or correct its times (administrators; kept with who and when)",
      tags: ['attendance'],
      security: bearer,
      parameters: [idParam('id_user_shift')],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['status'],
          properties: {
            status: { type: 'string', enum: STATUS, 'x-message-key': 'validation.unknown_choice' },
            checked_in_at: {
              type: ['string', 'null'],
              maxLength: 40,
              description: 'ISO 8601 or DD/MM/YYYY HH:mm (Rome); absent: unchanged; null: cleared',
            },
            checked_out_at: { type: ['string', 'null'], maxLength: 40 },
          },
        }),
      },
      responses: {
        '200': { description: 'The attendance as it now is', content: json(attendanceSchema) },
        ...errors(400, 401, 403, 404, 409),
      },
    },
  },
  '/shift/{id}/attendance/confirm': {
    post: {
      summary:
        '"Conferma presenze" after the shift’s end: checked in → present, the others still unknown → absent',
      tags: ['attendance'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': {
          description: 'The attendance list after the confirmation',
          content: json({ type: 'array', items: attendanceSchema }),
        },
        ...errors(400, 401, 403, 404, 409),
      },
    },
  },
  '/user/hours': {
    get: {
      summary: "The caller's hours per association (each shift), per month and in total",
      tags: ['attendance'],
      security: bearer,
      parameters: periodQuery,
      responses: {
        '200': {
          description: 'Hours of present attendance in the period',
          content: json({
            type: 'object',
            required: ['total_minutes', 'associations'],
            properties: {
              from: { type: 'string' },
              to: { type: 'string' },
              total_minutes: { type: 'integer' },
              months: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { month: { type: 'string' }, minutes: { type: 'integer' } },
                },
              },
              associations: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id_association', 'name', 'minutes', 'shifts'],
                  properties: {
                    id_association: { type: 'integer' },
                    name: { type: 'string' },
                    minutes: { type: 'integer' },
                    shifts: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: [
                          'id_shift',
                          'id_event',
                          'event_name',
                          'start_datetime',
                          'minutes',
                        ],
                        properties: {
                          id_shift: { type: 'integer' },
                          id_event: { type: 'integer' },
                          event_name: { type: 'string' },
                          shift_title: { type: 'string' },
                          start_datetime: {
                            type: 'string',
                            description: "'DD/MM/YYYY HH:mm' (Europe/Rome)",
                          },
                          minutes: { type: 'integer' },
                        },
                      },
                    },
                  },
                },
              },
            },
          }),
        },
        ...errors(400, 401),
      },
    },
  },
  '/association/{id}/hours': {
    get: {
      summary: "Each volunteer's hours with the association (administrators); CSV with format=csv",
      tags: ['attendance'],
      security: bearer,
      parameters: [
        idParam('id'),
        ...periodQuery,
        {
          name: 'format',
          in: 'query',
          schema: { type: 'string', enum: ['json', 'csv'], default: 'json' },
          description: 'csv: UTF-8 with BOM, `;` between fields, CRLF (Italian spreadsheets)',
        },
      ],
      responses: {
        '200': {
          description: 'Volunteers with hours in the period, by surname',
          content: {
            ...json({
              type: 'array',
              items: {
                type: 'object',
                required: ['id_user', 'name', 'surname', 'minutes'],
                properties: {
                  id_user: { type: 'integer' },
                  name: { type: 'string' },
                  surname: { type: 'string' },
                  minutes: { type: 'integer' },
                  shift_count: { type: 'integer' },
                },
              },
            }),
            'text/csv': { schema: { type: 'string' } },
          },
        },
        ...errors(400, 401, 403),
      },
    },
  },
  '/user/hours/statement': {
    get: {
      summary:
        'A new statement of the caller’s hours with an association (PDF with its verification address)',
      tags: ['attendance'],
      security: bearer,
      parameters: [idQuery('id_association', true), ...periodQuery],
      responses: { '200': pdf, ...errors(400, 401, 404) },
    },
  },
  '/hours-statement/{id}/pdf': {
    get: {
      summary: 'One of the caller’s statements again, as issued (PDF)',
      tags: ['attendance'],
      security: bearer,
      parameters: [idParam('id')],
      responses: { '200': pdf, ...errors(400, 401, 404) },
    },
  },
  '/user/hours/statements': {
    get: {
      summary: 'The caller’s statements, newest first',
      tags: ['attendance'],
      security: bearer,
      responses: {
        '200': {
          description: 'Statements',
          content: json({ type: 'array', items: statementSchema }),
        },
        ...errors(401),
      },
    },
  },
  '/association/{id}/hours/statements': {
    get: {
      summary: 'The association’s statements, newest first (administrators)',
      tags: ['attendance'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': {
          description: 'Statements with their volunteers',
          content: json({ type: 'array', items: statementSchema }),
        },
        ...errors(400, 401, 403),
      },
    },
  },
  '/hours-statement/{id}/revoke': {
    post: {
      summary: 'Revoke a statement (administrators of its association; others 404)',
      tags: ['attendance'],
      security: bearer,
      parameters: [idParam('id')],
      responses: { '200': messageResponse('Revoked'), ...errors(400, 401, 404) },
    },
  },
  '/verify/{token}': {
    get: {
      summary:
        'A statement by its verification token, for anyone (no login): its figures and whether they still hold',
      tags: ['attendance'],
      parameters: [{ name: 'token', in: 'path', required: true, schema: text(200) }],
      responses: {
        '200': {
          description: 'The statement',
          content: json({
            type: 'object',
            required: ['name', 'surname', 'association', 'from', 'to', 'total_minutes', 'valid'],
            properties: {
              name: { type: 'string' },
              surname: { type: 'string' },
              association: { type: 'string' },
              from: { type: 'string' },
              to: { type: 'string' },
              total_minutes: { type: 'integer' },
              issued_at: { type: 'string', format: 'date-time' },
              revoked: { type: 'boolean' },
              valid: {
                type: 'boolean',
                description:
                  "not revoked and the association's records still give the same figures",
              },
            },
          }),
        },
        ...errors(400, 404, 429),
      },
    },
  },
};
