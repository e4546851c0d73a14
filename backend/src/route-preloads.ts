import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One route of the frontend build's `route-preloads.json` (frontend/build/routePreloads.ts). */
interface RoutePreload {
  path: string;
  files: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * One entry of the build's `prerendered.json` (frontend/build/prerender.mjs): the document of a
 * public screen with its markup and styles already in it; `path: null` for unknown addresses.
 */
interface PrerenderedEntry {
  path: string | null;
  file: string;
}

export const PRERENDERED_FILE = 'prerendered.json';

/** Below this a document is sent as it is, as the compression middleware would. */
const COMPRESS_FROM_BYTES = 1024;

export type DocumentEncoding = 'br' | 'gzip';

/**
 * A document as the server sends it, with its brotli (11) and gzip (9) forms — the levels of the
 * build's precompressed files — made on its first request and kept: a handful of documents of a
 * few KB each, instead of compressing each response again at a cheap level.
 */
export class RouteDocument {
  private readonly encoded = new Map<DocumentEncoding, Buffer>();

  constructor(readonly html: string) {}

  /** null when the document is too small to be worth compressing */
  body(encoding: DocumentEncoding): Buffer | null {
    if (Buffer.byteLength(this.html) < COMPRESS_FROM_BYTES) return null;
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.html, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            })
          : zlib.gzipSync(this.html, { level: 9 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

interface CompiledRoute {
  segments: string[];
  /** literal segments count more than parameters: /dashboard beats /:id */
  literals: number;
  document: RouteDocument;
  /** the prerendered document of a public screen, for a request without a query string */
  prerendered: RouteDocument | null;
}

/**
 * The documents of the web app per route: index.html with the route's scripts announced as
 * `<link rel="modulepreload">`, so a deep link's browser fetches the page's code together with
 * the entry instead of after the entry has run and the router has matched (docs/performance.md).
 * For the public screens the build prerendered (`prerendered.json`), that document is the
 * prerendered one: the screen paints before its scripts run, and they hydrate it.
 * Built once at start from the build's files; `documentFor` is a segment match, no I/O.
 */
export class RouteDocuments {
  private constructor(
    private readonly routes: CompiledRoute[],
    private readonly notFound: RouteDocument | null,
  ) {}

  /** null when the build has no preload table (an older build: index.html is served as it is) */
  static load(dist: string): RouteDocuments | null {
    const tablePath = path.join(dist, ROUTE_PRELOADS_FILE);
    if (!fs.existsSync(tablePath)) return null;
    const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const table = JSON.parse(fs.readFileSync(tablePath, 'utf8')) as RoutePreload[];
    const prerendered = readPrerendered(dist);
    const notFound = prerendered.get(null);
    return new RouteDocuments(
      table.map((route) => {
        const segments = split(route.path);
        const ownDocument = prerendered.get(route.path);
        return {
          segments,
          literals: segments.filter((s) => !s.startsWith(':')).length,
          document: new RouteDocument(withPreloads(index, route.files)),
          prerendered: ownDocument
            ? new RouteDocument(withPreloads(ownDocument, route.files))
            : null,
        };
      }),
      notFound ? new RouteDocument(notFound) : null,
    );
  }

  /**
   * The document for an address of the app; for one no route matches, the prerendered 404 when
   * the build has it, else null. A query string may change what a screen shows
   * (`/registration?id_association=`): such a request gets the document without prerendered
   * markup, which the client draws itself.
   */
  documentFor(urlPath: string, hasQuery = false): RouteDocument | null {
    const segments = split(urlPath);
    let best: CompiledRoute | null = null;
    for (const route of this.routes) {
      if (route.segments.length !== segments.length) continue;
      if (!route.segments.every((s, i) => s.startsWith(':') || s === segments[i])) continue;
      if (!best || route.literals > best.literals) best = route;
    }
    if (!best) return hasQuery ? null : this.notFound;
    return (!hasQuery && best.prerendered) || best.document;
  }
}

/** only the build's own prerendered documents are read */
const SAFE_PRERENDERED = /^\/prerendered\/[\w.-]+\.html$/;

/** route path (null: unknown addresses) → prerendered document; empty for a build without them */
function readPrerendered(dist: string): Map<string | null, string> {
  const tablePath = path.join(dist, PRERENDERED_FILE);
  const documents = new Map<string | null, string>();
  if (!fs.existsSync(tablePath)) return documents;
  const table = JSON.parse(fs.readFileSync(tablePath, 'utf8')) as PrerenderedEntry[];
  for (const entry of table) {
    if (!SAFE_PRERENDERED.test(entry.file)) continue;
    documents.set(entry.path, fs.readFileSync(path.join(dist, entry.file), 'utf8'));
  }
  return documents;
}

function split(urlPath: string): string[] {
  return urlPath.split('/').filter(Boolean);
}

/** only file names of the build's own /assets can be written into the document */
const SAFE_FILE = /^\/assets\/[\w.-]+\.js$/;

/**
 * Low priority, as index.html announces the start-up chunks (frontend/build/startupChunks.ts):
 * what the document draws first does not wait for scripts, and the browser fetches them all the
 * same while it draws.
 */
function withPreloads(index: string, files: string[]): string {
  const links = files
    .filter((file) => SAFE_FILE.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`);
  if (!links.length) return index;
  // a prerendered public screen announces its scripts after its first frame (the build's
  // frontend/build/prerender.mjs): the route's join them there
  if (index.includes(AFTER_FIRST_FRAME))
    return index.replace(AFTER_FIRST_FRAME, `${AFTER_FIRST_FRAME}${links.join('')}`);
  if (!index.includes('</head>')) return index;
  return index.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

const AFTER_FIRST_FRAME = '<template data-after-first-frame>';
