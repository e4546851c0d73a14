import { Router } from 'express';
import type { OpenApiPaths } from '../../rest/openapi-types';
import type { Services } from '../../services';

export function devicesRoutes(_services: Services): Router {
  return Router();
}

export const devicesOpenApi: OpenApiPaths = {};
