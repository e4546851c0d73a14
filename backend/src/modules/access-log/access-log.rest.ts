import { Type } from '@sinclair/typebox';
import { currentViewer } from '../../rest/auth-middleware';
import { errors, ok, route } from '../../rest/route';
import { Id, Nullable, StringEnum } from '../../rest/schemas';
import { accessLogBody } from './access-log.presenter';

const Download = Type.Object({
  at: Type.String({ format: 'date-time' }),
  id_user: Nullable(
    Type.Integer({ description: 'who downloaded it; null once their account is deleted' }),
  ),
  name: Type.String({ description: 'their name when they downloaded it' }),
  surname: Type.String(),
  what: StringEnum([
    'register',
    'insured_list',
    'volunteer_hours',
    'hours_statement',
    'data_export',
  ]),
  format: StringEnum(['csv', 'pdf', 'json']),
  period: Nullable(
    Type.String({
      description:
        'the day (YYYY-MM-DD) or period (YYYY-MM-DD/YYYY-MM-DD) the file covers; null: all of it',
    }),
  ),
});

/** Who downloaded what (issue 31, docs/register.md "Access log"): the association's administrators. */
const accessLog = route({
  method: 'get',
  path: '/association/{id}/access-log',
  summary:
    "Who downloaded the association's personal data (register, insured list, hours), newest first: administrators (GDPR art. 5(2), 30)",
  tags: ['register'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  responses: {
    200: ok('The newest 500 downloads', Type.Array(Download)),
    ...errors(400, 401, 403),
  },
  handle: async ({ params }, { res, services }) => {
    const rows = await services.accessLog.list(await currentViewer(res), params.id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(rows.map(accessLogBody));
  },
});

export const accessLogRoutes = [accessLog];
