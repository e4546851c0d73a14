import express, { Router } from 'express';
import {
  associationsOpenApi,
  associationsRoutes,
  associationsSchemas,
} from '../modules/associations/associations.rest';
import { authRoutes } from '../modules/auth/auth.rest';
import { sessionsRoutes } from '../modules/auth/sessions.rest';
import { calendarRoutes } from '../modules/calendar/calendar.rest';
import { catalogRoutes, catalogSchemas } from '../modules/catalog/catalog.rest';
import { eventsOpenApi, eventsRoutes, eventsSchemas } from '../modules/events/events.rest';
import { MAX_UPLOAD_BYTES } from '../modules/media/image-processor';
import { mediaRoutes } from '../modules/media/media.rest';
import { shiftsRoutes } from '../modules/shifts/shifts.rest';
import {
  membershipsOpenApi,
  membershipsRoutes,
  membershipsSchemas,
} from '../modules/memberships/memberships.rest';
import { usersOpenApi, usersRoutes } from '../modules/users/users.rest';
import { devicesRoutes } from '../modules/devices/devices.rest';
import { notificationsRoutes } from '../modules/notifications/notifications.rest';
import { questionsRoutes } from '../modules/questions/questions.rest';
import { waitlistRoutes } from '../modules/waitlist/waitlist.rest';
import { attendanceRoutes } from '../modules/attendance/attendance.rest';
import { registerOpenApi, registerRoutes } from '../modules/register/register.rest';
import { accessLogRoutes } from '../modules/access-log/access-log.rest';
import { jsonShapeVerifier } from '../common/json-shape';
import type { Services } from '../platform/services';
import { authenticator } from './auth-middleware';
import { contractValidator } from './contract-validator';
import { restErrorHandler } from './errors';
import { buildOpenApiDocument } from './openapi';
import { openApiPaths, routerOf } from './route';

/** The facade's OpenAPI document: what /api/openapi.json serves and what every request must meet. */
export function restDocument(publicUrl: string) {
  return buildOpenApiDocument(
    publicUrl,
    [
      openApiPaths(authRoutes),
      openApiPaths(sessionsRoutes),
      usersOpenApi,
      openApiPaths(catalogRoutes),
      associationsOpenApi,
      membershipsOpenApi,
      eventsOpenApi,
      openApiPaths(shiftsRoutes),
      openApiPaths(waitlistRoutes),
      openApiPaths(attendanceRoutes),
      registerOpenApi,
      openApiPaths(accessLogRoutes),
      openApiPaths(calendarRoutes),
      openApiPaths(notificationsRoutes),
      openApiPaths(questionsRoutes),
      openApiPaths(devicesRoutes),
      openApiPaths(mediaRoutes),
    ],
    [catalogSchemas, associationsSchemas, membershipsSchemas, eventsSchemas],
  );
}

/** Each domain's routes; they are reached only through the contract middleware. */
export function domainRoutes(services: Services): Router[] {
  return [
    routerOf(authRoutes, services),
    routerOf(sessionsRoutes, services),
    usersRoutes(services),
    routerOf(catalogRoutes, services),
    associationsRoutes(services),
    membershipsRoutes(services),
    eventsRoutes(services),
    routerOf(shiftsRoutes, services),
    routerOf(waitlistRoutes, services),
    routerOf(attendanceRoutes, services),
    registerRoutes(services),
    routerOf(accessLogRoutes, services),
    routerOf(calendarRoutes, services),
    routerOf(notificationsRoutes, services),
    routerOf(questionsRoutes, services),
    routerOf(devicesRoutes, services),
    routerOf(mediaRoutes, services),
  ];
}

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
  router.use(
    contractValidator(document, {
      authenticate: authenticator(services),
      maxUploadBytes: MAX_UPLOAD_BYTES,
    }),
  );
  for (const routes of domainRoutes(services)) router.use(routes);
  router.use((_req, res) => {
    res.status(404).json({ message: 'Risorsa non trovata' });
  });
  router.use(restErrorHandler);
  return router;
}
