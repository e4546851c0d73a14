import http from 'node:http';
import express from 'express';
import helmet from 'helmet';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError } from 'graphql';
import { logger } from './common/logger';
import { buildContext, bearerToken, type GraphQLContext } from './graphql/context';
import { deviceCookieJar } from './modules/auth/device-cookie';
import { formatGraphQLError, serviceUnavailablePlugin } from './graphql/errors';
import { limitRules } from './graphql/limits';
import {
  clientErrorMessage,
  clientErrorStatus,
  graphqlHttpGuard,
  graphqlJsonShape,
  operationGuardPlugin,
  subscribeGuard,
  wsMessageRefusal,
} from './graphql/guard';
import {
  loadPersistedDocuments,
  persistedQueryCache,
  preparedDocumentStore,
  textOverHashPlugin,
} from './graphql/persisted-documents';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './db/database-errors';
import { SESSION_ENDED_CLOSE, SocketSessions } from './graphql/socket-sessions';
import { mediaRouter } from './modules/media/media.route';
import { calendarFeedRouter } from './modules/calendar/calendar-feed.route';
import { unsubscribeRouter } from './modules/notices/unsubscribe.route';
import { waitlistOfferRouter } from './modules/notices/waitlist-offer.route';
import { restRouter } from './rest/router';
import { compressResponses, serveFrontend } from './static-files';
import type { Services } from './services';

export interface RunningServer {
  httpServer: http.Server;
  stop: () => Promise<void>;
}

/** The security headers of every answer (also what `npm run bench:http-layer` measures). */
export const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // styled-components injects <style> elements at run time
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // the app's own origin only: CSP 3 makes 'self' cover ws:/wss: to the same host, which is
      // where the web app opens graphql-ws (frontend/src/app/webSocketLink.ts); bare `ws:` and
      // `wss:` allowed any host, a way out for injected script
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * At shutdown, requests in flight get this long to finish; then the remaining connections
 * (keep-alive, WebSockets that do not answer the close) are cut. The process exits within 5 s.
 */
export const SHUTDOWN_GRACE_MS = 2000;

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
  // Idle keep-alive sockets live longer than clients and proxies keep theirs (Node's 5 s default
  // races a client reusing a socket at the moment the server closes it: ECONNRESET); shutdown
  // closes idle sockets itself.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;

  app.use(helmet(HELMET_OPTIONS));
  // brotli or gzip for dynamic text; the built frontend is precompressed (static-files.ts)
  app.use(compressResponses());

  // 503 while the database is unreachable or restarting (a probe must not hang on a dead pool)
  app.get('/healthz', async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        services.ping(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('health check timed out')), 3000);
        }),
      ]);
      res.json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', database: 'unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: config.graphql.maxWsMessageBytes,
    verifyClient: ({ req }: { req: http.IncomingMessage }) =>
      originAllowed(req.headers.origin, req.headers.host, config.publicUrl),
  });
  const socketSessions = new SocketSessions();
  const stopSessionListener = socketSessions.listen(services.pubSub);
  const guardOperation = subscribeGuard(schema, config.graphql);
  const useSocket = useServer<Record<string, unknown>, { token?: string }>(
    {
      schema,
      // the token travels in connection_init; without a valid one the socket closes with 4401
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const token = bearerToken(params.authorization ?? params.Authorization);
        const user = await services.auth.authenticate(token);
        if (!user) {
          ctx.extra.socket.close(SESSION_ENDED_CLOSE, 'Unauthorized');
          return false;
        }
        ctx.extra.token = token;
        // a logout or password change elsewhere closes this socket (graphql/socket-sessions.ts)
        socketSessions.add(user.sessionId, ctx.extra.socket);
        return true;
      },
      // Every operation checks the session again, as every HTTP request does (one statement):
      // a socket must not act for a token that was ended since it connected. Then the same size,
      // token, validation, variable and cost limits as over HTTP.
      onSubscribe: async (ctx, id, payload) => {
        const user = await services.auth.authenticate(ctx.extra.token);
        if (!user) {
          ctx.extra.socket.close(SESSION_ENDED_CLOSE, 'Unauthorized');
          return [
            new GraphQLError('Esegui il login!', { extensions: { code: 'UNAUTHENTICATED' } }),
          ];
        }
        const args = guardOperation(ctx, id, payload);
        if (Array.isArray(args)) return args;
        const viewer = services.requestViewer(user.id);
        const contextValue: GraphQLContext = {
          user,
          viewer,
          ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          userAgent: ctx.extra.request.headers['user-agent'],
          services,
          loaders: services.loaders(viewer),
        };
        return { ...args, contextValue };
      },
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
  const wsCleanup = {
    dispose: async () => {
      await stopSessionListener();
      await useSocket.dispose();
    },
  };
  // ws closes a socket itself on a protocol error (such as a message over maxPayload, 1009);
  // graphql-ws would also print it to the console as an internal error: it is the client's doing
  const wsJsonShape = graphqlJsonShape(config.graphql);
  wsServer.on('connection', (socket) => {
    socket.removeAllListeners('error');
    socket.on('error', (err) => logger.warn({ err: err.message }, 'WebSocket closed on error'));
    // every message is scanned before graphql-ws parses it: one too deep or with too many values
    // closes the socket (4400) unparsed, as the HTTP body guard refuses such a body
    const parseListeners = socket.listeners('message') as ((...args: unknown[]) => void)[];
    socket.removeAllListeners('message');
    socket.on('message', (data, isBinary) => {
      const refusal = wsMessageRefusal(data, wsJsonShape);
      if (refusal) return socket.close(refusal.code, refusal.reason);
      for (const listener of parseListeners) listener.call(socket, data, isBinary);
    });
  });

  // the web app's documents, parsed, validated and costed once: a request may name one by hash
  const persisted = loadPersistedDocuments(schema, config.graphql);
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    documentStore: preparedDocumentStore(persisted),
    persistedQueries: { cache: persistedQueryCache(persisted) },
    introspection: config.graphql.introspection,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    validationRules: limitRules(config.graphql),
    parseOptions: { maxTokens: config.graphql.maxTokens },
    // main.ts owns SIGINT/SIGTERM: Apollo's own handler would race it (and a second concurrent
    // apollo.stop() never resolves in Apollo Server 5.5)
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: SHUTDOWN_GRACE_MS }),
      serviceUnavailablePlugin,
      ApolloServerPluginLandingPageDisabled(),
      // no field has cache hints: the default plugin only wrapped every field resolver to find
      // none and answer `no-store`, which the route below sets once per request
      ApolloServerPluginCacheControlDisabled(),
      textOverHashPlugin,
      operationGuardPlugin(config.graphql, persisted.verdicts),
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
    (_req, res, next) => {
      // answers hold the viewer's private data: never kept by a browser or proxy cache
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    ...graphqlHttpGuard(config.graphql),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({
        ...(await buildContext(services, {
          authorization: req.headers.authorization,
          ip: req.ip ?? 'unknown',
          userAgent: req.headers['user-agent'],
        })),
        device: deviceCookieJar(req, res, config.publicUrl),
      }),
    }),
  );

  app.use('/api', restRouter(services));

  app.use('/media', mediaRouter(services));
  app.use('/calendar', calendarFeedRouter(services));
  app.use('/unsubscribe', unsubscribeRouter(services));
  app.use('/waitlist-offer', waitlistOfferRouter(services));

  if (!serveFrontend(app, config.frontendDist)) {
    app.get('/', (_req, res) => {
      res
        .type('text')
        .send('Insieme API is running. Build the frontend (npm run build) to serve the web app.');
    });
  }

  app.use(
    (error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      // the body parser's refusals (malformed JSON 400, too large 413, charset 415) are the
      // client's doing: answered with their status, not logged as errors
      const status = clientErrorStatus(error);
      if (status) {
        logger.debug({ status, type: (error as { type?: unknown }).type }, 'request refused');
        if (!res.headersSent) res.status(status).json({ message: clientErrorMessage(status) });
        return;
      }
      // /media and the SPA while PostgreSQL restarts: try again shortly, as /api and /graphql say
      if (isDatabaseUnavailable(error)) {
        logger.warn({ err: error }, 'database unavailable');
        if (!res.headersSent)
          res
            .status(503)
            .setHeader('Retry-After', '2')
            .json({ message: SERVICE_UNAVAILABLE_MESSAGE });
        return;
      }
      logger.error({ err: error }, 'unexpected error');
      if (!res.headersSent) res.status(500).json({ message: 'Errore, riprova più tardi' });
    },
  );

  /**
   * Stops accepting, lets requests in flight finish (Apollo's drain plugin also ends idle
   * keep-alive connections and answers the rest with `Connection: close`), closes subscriptions
   * with 1001, and after the grace period cuts whatever is still open. Once only: a second
   * concurrent apollo.stop() would never resolve.
   */
  let stopping: Promise<void> | undefined;
  const drain = async () => {
    httpServer.closeIdleConnections();
    const cut = setTimeout(() => {
      for (const socket of wsServer.clients) socket.terminate();
      httpServer.closeAllConnections();
    }, SHUTDOWN_GRACE_MS + 250);
    try {
      await apollo.stop();
      if (httpServer.listening)
        await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    } finally {
      clearTimeout(cut);
    }
  };

  return {
    httpServer,
    stop: () => (stopping ??= drain()),
  };
}
