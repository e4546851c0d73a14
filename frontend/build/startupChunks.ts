import type { HtmlTagDescriptor, Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  dynamicImports: string[];
}

/**
 * What the entry (main.tsx) imports statically, directly or not: it must all land in the entry's
 * own `start` chunk (vite.config.ts), never in `boot`'s, or the entry would import the app
 * statically and run it before the first frame. Known after the build phase (`buildEnd`), when
 * the chunk groups are decided.
 */
export function entryModules(entry: string) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'insieme:entry-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const stack = [entry];
      while (stack.length) {
        const id = stack.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        const info = this.getModuleInfo(id);
        if (!info) throw new Error(`entry modules: ${id} is not in the build`);
        stack.push(...info.importedIds);
      }
      modules.delete(entry);
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}

/**
 * index.html announces the app's start-up chunks — `boot.tsx`, which main.tsx imports after the
 * document's first frame, and what it imports — as `<link rel="modulepreload" fetchpriority="low">`:
 * they download while the document is parsed and drawn, not after the entry has run. Low,
 * because nothing on the first frame needs them: what the document draws (a prerendered screen,
 * the signed-in frame) must not wait for them, nor images and styles for them.
 */
export function startupChunks(): Plugin {
  return {
    name: 'insieme:startup-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        return startupFiles(bundle, chunk as unknown as ChunkLike).map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              fetchpriority: 'low',
              href: `/${file}`,
            },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

/**
 * The chunks the entry's dynamic import of the start-up loads (its chunk and what that imports
 * statically), minus what the entry itself imports statically (Vite announces those already).
 */
export function startupFiles(bundle: Record<string, unknown>, entry: ChunkLike): string[] {
  const byFile = new Map(
    Object.values(bundle)
      .filter((f): f is ChunkLike => (f as ChunkLike).type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const stack = [...start];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const already = closure([entry.fileName]);
  if (entry.dynamicImports.length !== 1)
    throw new Error(
      `startup chunks: the entry should import boot alone, not ${entry.dynamicImports.join(', ')}`,
    );
  return [...closure(entry.dynamicImports)].filter((file) => !already.has(file));
}
