import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
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
 *   response: brotli at a cheap level, else gzip; bodies under 1 KiB are sent as they are. A
 *   whole body given to `res.send` is compressed in one call, anything else as a stream.
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

const COMPRESSION_THRESHOLD = 1024;
/** Above this, a body is compressed as a stream (off the main thread), not in one call. */
const ONE_CALL_MAX = 256 * 1024;
const BROTLI_QUALITY = 4; // compression's own default level for brotli

const compressible = (req: Request, res: Response) =>
  !req.path.startsWith('/media/') && compression.filter(req, res);

/** Content-Type as Express's `res.send` leaves it for a string body: utf-8 (html when unset). */
function textContentType(res: Response): string {
  const type = res.get('Content-Type');
  if (typeof type !== 'string') return 'text/html; charset=utf-8';
  return /;\s*charset=/i.test(type)
    ? type.replace(/(;\s*charset=)("[^"]*"|[^;]*)/i, '$1utf-8')
    : `${type}; charset=utf-8`;
}

/**
 * `compression`'s choice for the common Accept-Encoding headers: brotli unless gzip has a higher
 * q, gzip if it alone is accepted; null (left to `compression`) when the header names `*` or
 * `identity`, or neither encoding.
 */
export function brotliOrGzip(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const weight = params.find((p) => p.startsWith('q='));
    q.set(name, weight ? Number(weight.slice(2)) : 1);
  }
  if (q.has('*') || q.has('identity')) return null;
  const br = q.get('br') ?? 0;
  const gzip = q.get('gzip') ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/**
 * A whole text body given to `res.send` (every JSON answer of /graphql and /api, the documents)
 * compressed in one call, as `compression` would have compressed it: the same negotiation
 * (brotli, else gzip), threshold, filter and levels. The streaming path costs about twice the CPU
 * of one call on bodies of a few KB (`npm run bench:http-layer`, docs/performance-log.md). What
 * this does not take — conditional requests, HEAD, `no-transform`, deflate-only clients, bodies
 * over ONE_CALL_MAX, anything written in parts — the `compression` middleware still does.
 */
function sendCompressedOnce(req: Request, res: Response): Response['send'] {
  const send = res.send.bind(res);
  return (body?: unknown) => {
    if (
      typeof body !== 'string' ||
      body.length > ONE_CALL_MAX ||
      req.method === 'HEAD' ||
      res.statusCode === 204 ||
      res.statusCode === 205 ||
      req.headers['if-none-match'] !== undefined ||
      req.headers['if-modified-since'] !== undefined ||
      !req.headers['accept-encoding'] ||
      res.getHeader('Content-Encoding') !== undefined ||
      res.headersSent
    )
      return send(body);
    const bytes = Buffer.from(body, 'utf8');
    if (bytes.length < COMPRESSION_THRESHOLD) return send(body);
    res.set('Content-Type', textContentType(res));
    const cacheControl = res.get('Cache-Control');
    if (
      !compressible(req, res) ||
      (cacheControl && /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl))
    )
      return send(body);
    const encoding = brotliOrGzip(req.headers['accept-encoding']);
    if (!encoding) return send(body);
    // the ETag of the text, as Express makes it when it sends the text itself: the same tag
    // whether this answer is compressed here or by the stream
    const etag = req.app.get('etag fn') as ((body: Buffer) => string | undefined) | undefined;
    if (etag && res.get('ETag') === undefined) {
      const tag = etag(bytes);
      if (tag) res.set('ETag', tag);
    }
    res.vary('Accept-Encoding');
    res.setHeader('Content-Encoding', encoding);
    return send(
      encoding === 'br'
        ? zlib.brotliCompressSync(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : zlib.gzipSync(bytes),
    );
  };
}

export function compressResponses(): RequestHandler {
  const streaming = compression({
    filter: compressible,
    threshold: COMPRESSION_THRESHOLD,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  return (req, res, next) =>
    streaming(req, res, (error?: unknown) => {
      if (error) return next(error);
      res.send = sendCompressedOnce(req, res);
      next();
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
