import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import helmet from 'helmet';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { logger } from './common/logger';
import { buildContext, bearerToken, type GraphQLContext } from './graphql/context';
import { createLoaders } from './graphql/loaders';
import type { AuthUser } from './modules/auth/auth.service';
import { formatGraphQLError } from './graphql/errors';
import { aliasLimit, costLimitPlugin, depthLimit } from './graphql/limits';
import { restRouter } from './rest/router';
import type { Services } from './services';

export interface RunningServer {
  httpServer: http.Server;
  stop: () => Promise<void>;
}

/** Same-origin browsers only on the WebSocket (CSRF for sockets); non-browser clients send no Origin. */
function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean {
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.host === host || url.origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

export async function createServer(
  services: Services,
  schema: GraphQLSchema,
): Promise<RunningServer> {
  const { config } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const httpServer = http.createServer(app);

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // styled-components injects <style> elements at run time
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.get('/healthz', async (_req, res) => {
    try {
      await services.dataSource.query('SELECT 1');
      res.json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', database: 'unreachable' });
    }
  });

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    verifyClient: ({ req }: { req: http.IncomingMessage }) =>
      originAllowed(req.headers.origin, req.headers.host, config.publicUrl),
  });
  const wsCleanup = useServer<Record<string, unknown>, { user?: AuthUser }>(
    {
      schema,
      // the token travels in connection_init; without a valid one the socket closes with 4401
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const user = await services.auth.authenticate(
          bearerToken(params.authorization ?? params.Authorization),
        );
        if (!user) {
          ctx.extra.socket.close(4401, 'Unauthorized');
          return false;
        }
        ctx.extra.user = user;
        return true;
      },
      context: (ctx): GraphQLContext => ({
        user: ctx.extra.user ?? null,
        ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
        services,
        loaders: createLoaders(services.dataSource, ctx.extra.user?.id ?? null),
      }),
      // the same error shape as over HTTP: codes and Italian messages, never internals
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((e) => formatGraphQLError(e.toJSON(), e)) }
          : undefined,
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((e) => formatGraphQLError(e.toJSON(), e)),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: config.graphql.introspection,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    validationRules: [depthLimit(config.graphql.maxDepth), aliasLimit(config.graphql.maxAliases)],
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      costLimitPlugin(config.graphql.maxCost),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    express.json({ limit: '12mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        buildContext(services, req.headers.authorization, req.ip ?? 'unknown'),
    }),
  );

  app.use('/api', restRouter(services));

  app.get('/media/:id', async (req, res) => {
    const id = Number.parseInt(req.params.id, 10);
    const media = Number.isInteger(id) && id > 0 ? await services.media.read(id) : null;
    if (!media) {
      res.status(404).json({ message: 'Immagine non trovata' });
      return;
    }
    // a media id never changes content: a new upload gets a new id
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type(media.mimeType).send(media.data);
  });

  const indexHtml = path.join(config.frontendDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    app.use(express.static(config.frontendDist, { index: false, maxAge: '1h' }));
    app.use('/assets', (_req, res) => {
      res.status(404).end();
    });
    app.get('/{*path}', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  } else {
    app.get('/', (_req, res) => {
      res
        .type('text')
        .send('Insieme API is running. Build the frontend (npm run build) to serve the web app.');
    });
  }

  app.use(
    (error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      logger.error({ err: error }, 'unexpected error');
      if (!res.headersSent) res.status(500).json({ message: 'Errore, riprova più tardi' });
    },
  );

  return {
    httpServer,
    stop: async () => {
      await apollo.stop();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
