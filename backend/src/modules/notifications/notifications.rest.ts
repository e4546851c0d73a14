import { Router } from 'express';
import type { OpenApiPaths } from '../../rest/openapi-types';
import type { Services } from '../../services';

export function notificationsRoutes(_services: Services): Router {
  return Router();
}

export const notificationsOpenApi: OpenApiPaths = {};
