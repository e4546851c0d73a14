import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { gqlDocuments } from './build/gqlDocuments';
import { routePreloads } from './build/routePreloads';
import { entryModules, startupChunks } from './build/startupChunks';
import { styledComponentIds } from './build/styledComponentIds';

// the API server of `npm run dev` (PORT, default 4000)
const backend = `http://localhost:${process.env.PORT ?? 4000}`;

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

// `vite build --ssr src/prerender.tsx` (npm run build, after the client build) bundles the
// server render of the public screens into dist-ssr; build/prerender.mjs runs it and writes their
// HTML into dist/prerendered. That build needs only React and the class names of the client.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // class names that do not depend on the order modules run in: the prerendered HTML and the
    // browser's first render must agree on them (hydration)
    styledComponentIds(srcDir),
    ...(isSsrBuild ? [] : [entryImports.plugin]),
    // each GraphQL document in a module of its own, in the chunk of the code that uses it
    gqlDocuments(`${srcDir}/gql/graphql.ts`),
    ...(isSsrBuild ? [] : clientOnlyPlugins()),
  ],
  resolve: {
    alias: [
      // The shared rules are consumed from source so that forms and services use the same objects.
      {
        find: /^@insieme\/schema$/,
        replacement: fileURLToPath(new URL('../schema/src/index.ts', import.meta.url)),
      },
      // the limits alone, for the entry (app/earlyScreens.ts), which must not import the barrel
      {
        find: /^@insieme\/schema\/limits$/,
        replacement: fileURLToPath(new URL('../schema/src/limits.ts', import.meta.url)),
      },
    ],
  },
  // the prerender bundle runs once in Node at build time: everything inside it, nothing to resolve
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: backend, ws: true, changeOrigin: true },
      '/api': { target: backend, changeOrigin: true },
      '/media': { target: backend, changeOrigin: true },
      '/healthz': { target: backend, changeOrigin: true },
      '/unsubscribe': { target: backend, changeOrigin: true },
      '^/calendar/[^/]+\\.ics$': { target: backend, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, minify: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Pages are lazy route modules, so each one becomes its own chunk.
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          // boot.tsx is an entry of its own, which main.tsx imports after the first frame: what
          // it imports statically is then `$initial` for the chunk groups, as what the entry
          // imports would be (and tree-shaken as such)
          input: { index: 'index.html', boot: 'src/boot.tsx' },
          output: { codeSplitting: { groups: chunkGroups } },
        },
      },
}));

/** a module of a package */
const inPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** what the forms need beyond their fields: Formik, yup and the shared rules, the wizard */
const FORMS =
  /[\\/]node_modules[\\/](formik|yup|lodash-es|property-expr|tiny-case|toposort|deepmerge|react-fast-compare|hoist-non-react-statics|tiny-warning)[\\/]|[\\/]schema[\\/]src[\\/]|[\\/]src[\\/]components[\\/](wizard[\\/]|AddressFields\.)|[\\/]src[\\/]app[\\/]validation\./;

/** the entry's own modules: never in `shell`, or the entry would run the app before the first frame */
const ENTRY = /[\\/]frontend[\\/](index\.html|src[\\/]main\.tsx)$/;

/**
 * what the entry imports: Vite's helpers for its dynamic import of boot.tsx (which routes.tsx
 * uses too) and what main.tsx imports (the install prompt's store, the early request of Home's
 * or an event's data with its documents): a small chunk of their own, which the entry can import
 * without importing the app
 */
const entryImports = entryModules(`${srcDir}/main.tsx`);
const VITE_HELPERS = /vite[\\/](preload-helper|modulepreload-polyfill)/;

/** below the fold or behind an action: stays in the chunks Rolldown makes for its users */
const OWN_CHUNK =
  /[\\/]node_modules[\\/](luxon|graphql-ws)[\\/]|[\\/]src[\\/]app[\\/](dateTime|webSocketLink)\./;

/**
 * the app's generic parts: components and fields, layout pieces, hooks, the documents of the
 * operations, a server's message told in Italian, dates as the screens show them (without yup:
 * the event page loads no `forms`)
 */
const COMMON =
  /[\\/]src[\\/](components|layout|gql)[\\/]|[\\/]src[\\/]app[\\/](use\w+|serverErrors|translateMessage|graphqlErrors|formatDates)\./;

/**
 * Fewer, larger chunks for what every screen needs (docs/performance.md, "Chunks"). Left to
 * itself Rolldown splits the modules the entry shares with lazy pages into one chunk per set of
 * importers: /login loaded 27 scripts, 13 of them under 1 KB. What boot.tsx imports statically
 * (`$initial`) runs on every screen, so it goes into two chunks — the packages, which change
 * rarely and stay cached across deploys, and our own start-up code. Of the rest, what several
 * lazy chunks share goes into `forms` (Formik, yup, the rules, the wizard) or `common` (Apollo's
 * hooks, generic components and fields, the operations' documents); pages, layouts, features, dates
 * (luxon) and the WebSocket client stay in their own lazy chunks.
 */
const chunkGroups = [
  {
    name: 'start',
    test: (id: string) => VITE_HELPERS.test(id) || entryImports.has(id),
    priority: 50,
  },
  { name: 'vendor', tags: ['$initial' as const], test: inPackage, priority: 40 },
  {
    name: 'shell',
    tags: ['$initial' as const],
    test: (id: string) => !inPackage(id) && !ENTRY.test(id),
    priority: 30,
  },
  // before `forms`: a group also takes the modules its own import (the fields that a wizard
  // uses stay common, so `common` never imports `forms`)
  {
    name: 'common',
    test: (id: string) =>
      !OWN_CHUNK.test(id) && !FORMS.test(id) && (inPackage(id) || COMMON.test(id)),
    minShareCount: 2,
    priority: 20,
  },
  { name: 'forms', test: FORMS, priority: 10 },
];

function clientOnlyPlugins() {
  return [
    // the start-up chunks announced by index.html, below its entry
    startupChunks(),
    // route-preloads.json: the scripts of each route, announced by the server with the document
    routePreloads(srcDir),
    // The installable app: web manifest + our own service worker (src/sw.ts) into which workbox
    // injects the precache list of the build. Registered by main.tsx in production builds only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/',
        name: 'Insieme — volontariato',
        short_name: 'Insieme',
        description: 'La piattaforma che unisce volontari e associazioni',
        lang: 'it',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        // theme.colors.primary and theme.colors.background
        theme_color: '#00796b',
        background_color: '#f5f7f7',
        categories: ['social', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // one classic script (no imports left), registered without `type: 'module'`
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      },
      devOptions: { enabled: false },
    }),
    // .br and .gz beside each text file of the build, served as they are by the backend
    // (backend/src/static-files.ts): the strongest levels cost build time once, not per request
    compression({
      include: /\.(html|js|mjs|css|json|svg|webmanifest)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ];
}
