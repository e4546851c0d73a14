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
      const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));

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
