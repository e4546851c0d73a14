import express, { Router } from 'express';
import { associationsRoutes, associationsSchemas } from '../modules/associations/associations.rest';
import { authRoutes } from '../modules/auth/auth.rest';
import { sessionsRoutes } from '../modules/auth/sessions.rest';
import { calendarRoutes } from '../modules/calendar/calendar.rest';
import { catalogRoutes, catalogSchemas } from '../modules/catalog/catalog.rest';
import { eventsRoutes, eventsSchemas } from '../modules/events/events.rest';
import { MAX_UPLOAD_BYTES } from '../modules/media/image-processor';
import { mediaRoutes } from '../modules/media/media.rest';
import { shiftsRoutes } from '../modules/shifts/shifts.rest';
import { membershipsRoutes, membershipsSchemas } from '../modules/memberships/memberships.rest';
import { usersRoutes } from '../modules/users/users.rest';
import { devicesRoutes } from '../modules/devices/devices.rest';
import { notificationsRoutes } from '../modules/notifications/notifications.rest';
import { questionsRoutes } from '../modules/questions/questions.rest';
import { waitlistRoutes } from '../modules/waitlist/waitlist.rest';
import { attendanceRoutes } from '../modules/attendance/attendance.rest';
import { registerRoutes } from '../modules/register/register.rest';
import { accessLogRoutes } from '../modules/access-log/access-log.rest';
import { jsonShapeVerifier } from '../common/json-shape';
import type { Services } from '../platform/services';
import { authenticator } from './auth-middleware';
import { restErrorHandler } from './errors';
import { buildOpenApiDocument } from './openapi';
import { openApiPaths, routerOf, type Route } from './route';

/**
 * Every domain's declared routes (rest/route.ts), in the document's order: each gives its
 * operations to /api/openapi.json and its handlers to the router from one declaration.
 */
const DOMAINS: Route[][] = [
  authRoutes,
  sessionsRoutes,
  usersRoutes,
  catalogRoutes,
  associationsRoutes,
  membershipsRoutes,
  eventsRoutes,
  shiftsRoutes,
  waitlistRoutes,
  attendanceRoutes,
  registerRoutes,
  accessLogRoutes,
  calendarRoutes,
  notificationsRoutes,
  questionsRoutes,
  devicesRoutes,
  mediaRoutes,
];

/** The facade's OpenAPI document: what /api/openapi.json serves and what every request must meet. */
export function restDocument(publicUrl: string) {
  return buildOpenApiDocument(publicUrl, DOMAINS.map(openApiPaths), [
    catalogSchemas,
    associationsSchemas,
    membershipsSchemas,
    eventsSchemas,
  ]);
}

/** Every declared route of every domain. */
export const restRoutes = (): Route[] => DOMAINS.flat();

/** The REST facade at /api: the original contract's paths and shapes over the same services. */
export function restRouter(services: Services): Router {
  const router = Router();
  const { api } = services.config;
  // bodies are refused by size, then by shape before they are parsed (common/json-shape.ts)
  router.use(
    express.json({
      limit: api.maxBodyBytes,
      verify: jsonShapeVerifier({ maxDepth: api.maxJsonDepth, maxValues: api.maxJsonValues }),
    }),
  );
  const document = restDocument(services.config.publicUrl);
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  // every route checks its request against its operation; what none declares is a 404
  router.use(
    routerOf(restRoutes(), {
      services,
      components: document.components.schemas,
      authenticate: authenticator(services),
      maxUploadBytes: MAX_UPLOAD_BYTES,
    }),
  );
  router.use(restErrorHandler);
  return router;
}
