import express, { Router } from 'express';
import { associationsOpenApi, associationsRoutes } from '../modules/associations/associations.rest';
import { authOpenApi, authRoutes } from '../modules/auth/auth.rest';
import { calendarOpenApi, calendarRoutes } from '../modules/calendar/calendar.rest';
import { catalogOpenApi, catalogRoutes } from '../modules/catalog/catalog.rest';
import { eventsOpenApi, eventsRoutes } from '../modules/events/events.rest';
import { shiftsOpenApi, shiftsRoutes } from '../modules/shifts/shifts.rest';
import { membershipsOpenApi, membershipsRoutes } from '../modules/memberships/memberships.rest';
import { usersOpenApi, usersRoutes } from '../modules/users/users.rest';
import type { Services } from '../services';
import { restErrorHandler } from './errors';
import { buildOpenApiDocument } from './openapi';

/** The REST facade at /api: the original contract's paths and shapes over the same services. */
export function restRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  const document = buildOpenApiDocument(services.config.publicUrl, [
    authOpenApi,
    usersOpenApi,
    catalogOpenApi,
    associationsOpenApi,
    membershipsOpenApi,
    eventsOpenApi,
    shiftsOpenApi,
    calendarOpenApi,
  ]);
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use(authRoutes(services));
  router.use(usersRoutes(services));
  router.use(catalogRoutes(services));
  router.use(associationsRoutes(services));
  router.use(membershipsRoutes(services));
  router.use(eventsRoutes(services));
  router.use(shiftsRoutes(services));
  router.use(calendarRoutes(services));
  router.use((_req, res) => {
    res.status(404).json({ message: 'Risorsa non trovata' });
  });
  router.use(restErrorHandler);
  return router;
}
