import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routeModules } from './routeModules';

/** What the build writes for the server: per route, the scripts a deep link needs to draw. */
export interface RoutePreload {
  path: string;
  files: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}

/**
 * Writes `route-preloads.json` beside index.html: for every route of `src/routes.tsx`, the chunks
 * of its lazy layouts and page and everything they import statically, minus what index.html
 * already preloads. The server lists them as `<link rel="modulepreload">` in the document it
 * sends for that address (backend/src/route-preloads.ts), so a deep link downloads its route's
 * code together with the entry instead of after it has run (one wave of scripts, not two).
 */
export function routePreloads(srcDir: string): Plugin {
  return {
    name: 'insieme:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (f): f is ChunkLike & typeof f => f.type === 'chunk',
      );
      const byFacade = new Map(
        chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]),
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[], into = new Set<string>()) => {
        const stack = [...start];
        while (stack.length) {
          const file = stack.pop()!;
          if (into.has(file)) continue;
          into.add(file);
          stack.push(...(byFile.get(file)?.imports ?? []));
        }
        return into;
      };
      // what index.html announces: its entry and the start-up the entry imports after the first
      // frame (build/startupChunks.ts), not the lazy routes boot.tsx imports
      const html = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
      if (!html) throw new Error('route preloads: no chunk for index.html');
      const entry = closure([html.fileName, ...html.dynamicImports]);

      const chunkOf = (specifier: string) => {
        const base = path.resolve(srcDir, specifier);
        for (const ext of SOURCE_EXTENSIONS) {
          const chunk = byFacade.get(base + ext);
          if (chunk) return chunk;
        }
        throw new Error(`route preloads: no chunk for ${specifier} (is it still a lazy import?)`);
      };
      const source = fs.readFileSync(path.join(srcDir, 'routes.tsx'), 'utf8');
      const table: RoutePreload[] = routeModules(source).map(({ path: routePath, modules }) => {
        const roots = modules.map((m) => chunkOf(m).fileName);
        const files: string[] = [];
        // the route's own chunks first (layout, then page), then their shared imports
        for (const file of [...roots, ...closure(roots)])
          if (!entry.has(file) && !files.includes(`/${file}`)) files.push(`/${file}`);
        // every route has lazy modules of its own, never among the entry's
        if (files.length === 0) throw new Error(`route preloads: none for ${routePath}`);
        return { path: routePath, files };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(table, null, 1)}\n`,
      });
    },
  };
}
