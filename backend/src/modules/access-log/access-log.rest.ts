import { Router } from 'express';
import { currentViewer } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import { bearer, errors, idParam, json, type OpenApiPaths } from '../../rest/openapi-types';
import { id } from '../../rest/parse';
import type { Services } from '../../platform/services';
import { accessLogBody } from './access-log.presenter';

/** Who downloaded what (issue 31, docs/register.md "Access log"): the association's administrators. */
export function accessLogRoutes(services: Services): Router {
  const router = Router();
  router.get('/association/:id/access-log', async (_req, res) => {
    const rows = await services.accessLog.list(
      await currentViewer(res),
      id(requestInput(res).path.id),
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(rows.map(accessLogBody));
  });
  return router;
}

export const accessLogOpenApi: OpenApiPaths = {
  '/association/{id}/access-log': {
    get: {
      summary:
        "Who downloaded the association's personal data (register, insured list, hours), newest first: administrators (GDPR art. 5(2), 30)",
      tags: ['register'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': {
          description: 'The newest 500 downloads',
          content: json({
            type: 'array',
            items: {
              type: 'object',
              required: ['at', 'id_user', 'name', 'surname', 'what', 'format', 'period'],
              properties: {
                at: { type: 'string', format: 'date-time' },
                id_user: {
                  type: ['integer', 'null'],
                  description: 'who downloaded it; null once their account is deleted',
                },
                name: { type: 'string', description: 'their name when they downloaded it' },
                surname: { type: 'string' },
                what: {
                  type: 'string',
                  enum: [
                    'register',
                    'insured_list',
                    'volunteer_hours',
                    'hours_statement',
                    'data_export',
                  ],
                },
                format: { type: 'string', enum: ['csv', 'pdf', 'json'] },
                period: {
                  type: ['string', 'null'],
                  description:
                    'the day (YYYY-MM-DD) or period (YYYY-MM-DD/YYYY-MM-DD) the file covers; null: all of it',
                },
              },
            },
          }),
        },
        ...errors(400, 401, 403),
      },
    },
  },
};
