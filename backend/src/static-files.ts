import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import type { Express, Request, RequestHandler, Response } from 'express';
import { RouteDocuments, type RouteDocument } from './route-preloads';

/**
 * Compression and caching of what the server sends (docs/performance.md).
 *
 * - The built frontend is precompressed by Vite (`.br` and `.gz` beside each text file) and served
 *   as it is: no CPU per request, the best brotli level. A file without a variant falls through to
 *   the middleware below.
 * - Dynamic text (GraphQL and REST JSON, calendar feeds, the unsubscribe page) is compressed per
 *   response: brotli at a cheap level, else gzip; bodies under 1 KiB are sent as they are.
 *   WebSockets never pass through Express (the upgrade goes to graphql-ws), and images are
 *   already compressed: neither is touched.
 */

/** Vite names files under /assets by their content hash: they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The document and the service worker are revalidated on every load, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';
/** Icons and other unhashed public files. */
const SHORT = 'public, max-age=3600';

const ALWAYS_REVALIDATED = new Set(['/index.html', '/sw.js', '/manifest.webmanifest']);

/** Cache-Control of a file of the build, by its path in the build (a variant's suffix dropped). */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  if (file.startsWith('/assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATED.has(file)) return REVALIDATE;
  return SHORT;
}

export function compressResponses(): RequestHandler {
  return compression({
    filter: (req: Request, res: Response) =>
      !req.path.startsWith('/media/') && compression.filter(req, res),
  });
}

/**
 * The web app from `dist` (the Vite build): its files with their precompressed variants, 404
 * for a missing /assets file (an old chunk name must not come back as HTML), and index.html for
 * every other GET, so the client-side router answers deep links. False when there is no build.
 */
export function serveFrontend(app: Express, dist: string): boolean {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return false;
  const root = path.resolve(dist);
  const files = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res: ServerResponse, filePath: string) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath.slice(root.length)));
      },
    },
  }) as RequestHandler;
  // the variants are served under their original names only
  app.use((req, res, next) => (/\.(br|gz)$/.test(req.path) ? next() : files(req, res, next)));
  app.use('/assets', (_req, res) => {
    res.status(404).end();
  });
  const documents = RouteDocuments.load(root);
  app.get('/{*path}', (req, res, next) => {
    // the client-side router's deep links: the document, revalidated on every load; for a route
    // of the app, with the route's scripts announced, and prerendered for a public screen
    const routed = documents?.documentFor(req.path, req.url.includes('?'));
    if (routed) {
      res.setHeader('Cache-Control', REVALIDATE);
      res.type('html');
      sendDocument(req, res, routed);
      return;
    }
    const original = req.url;
    req.url = '/index.html';
    files(req, res, (error?: unknown) => {
      req.url = original;
      next(error);
    });
  });
  return true;
}

/**
 * A route's document in the client's best encoding, compressed as the build's files are (brotli
 * 11 or gzip 9, once per document); compressResponses leaves a body with Content-Encoding alone.
 */
function sendDocument(req: Request, res: Response, document: RouteDocument): void {
  res.vary('Accept-Encoding');
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
  const body = encoding ? document.body(encoding) : null;
  if (encoding && body) {
    res.setHeader('Content-Encoding', encoding);
    res.send(body);
    return;
  }
  res.send(document.html);
}
