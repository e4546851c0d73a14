import fs from 'node:fs';
import path from 'node:path';

/** One route of the frontend build's `route-preloads.json` (frontend/build/routePreloads.ts). */
interface RoutePreload {
  path: string;
  files: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface CompiledRoute {
  segments: string[];
  /** literal segments count more than parameters: /dashboard beats /:id */
  literals: number;
  html: string;
}

/**
 * The documents of the web app per route: index.html with the route's scripts announced as
 * `<link rel="modulepreload">`, so a deep link's browser fetches the page's code together with
 * the entry instead of after the entry has run and the router has matched (docs/performance.md).
 * Built once at start from the build's files; `documentFor` is a segment match, no I/O.
 */
export class RouteDocuments {
  private constructor(private readonly routes: CompiledRoute[]) {}

  /** null when the build has no preload table (an older build: index.html is served as it is) */
  static load(dist: string): RouteDocuments | null {
    const tablePath = path.join(dist, ROUTE_PRELOADS_FILE);
    if (!fs.existsSync(tablePath)) return null;
    const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const table = JSON.parse(fs.readFileSync(tablePath, 'utf8')) as RoutePreload[];
    return new RouteDocuments(
      table.map((route) => {
        const segments = split(route.path);
        return {
          segments,
          literals: segments.filter((s) => !s.startsWith(':')).length,
          html: withPreloads(index, route.files),
        };
      }),
    );
  }

  /** the document for an address of the app, or null when no route matches it */
  documentFor(urlPath: string): string | null {
    const segments = split(urlPath);
    let best: CompiledRoute | null = null;
    for (const route of this.routes) {
      if (route.segments.length !== segments.length) continue;
      if (!route.segments.every((s, i) => s.startsWith(':') || s === segments[i])) continue;
      if (!best || route.literals > best.literals) best = route;
    }
    return best?.html ?? null;
  }
}

function split(urlPath: string): string[] {
  return urlPath.split('/').filter(Boolean);
}

/** only file names of the build's own /assets can be written into the document */
const SAFE_FILE = /^\/assets\/[\w.-]+\.js$/;

function withPreloads(index: string, files: string[]): string {
  const links = files
    .filter((file) => SAFE_FILE.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('\n    ');
  if (!links || !index.includes('</head>')) return index;
  return index.replace('</head>', `    ${links}\n  </head>`);
}
