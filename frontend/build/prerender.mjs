#!/usr/bin/env node
// The last step of `npm run build -w frontend` (docs/performance.md, "Prerendered public
// screens"): runs the server render bundled by `vite build --ssr src/prerender.tsx` (dist-ssr)
// for each public screen and writes its document — the built index.html with the screen's
// markup in #root, its styled-components rules in the head and its title — to
// dist/prerendered/, with .br and .gz beside each as for every other text file of the build;
// then one document for every address of the signed-in area, with the app's frame drawn
// (shell.html). dist/prerendered.json tells the server (backend/src/route-preloads.ts) which
// route each document is for. dist-ssr is removed at the end: it is never served.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

// React and styled-components choose their production code from NODE_ENV when the bundle loads
process.env.NODE_ENV ??= 'production';

const frontend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(frontend, 'dist');
const ssrDir = path.join(frontend, 'dist-ssr');

/**
 * The screens a visitor without a session opens first, rendered the same for everyone (no data,
 * no session, no query string). `path: null` is the document of any unknown address (404).
 */
export const PRERENDERED_PAGES = [
  { path: '/login', file: 'login.html' },
  { path: '/registration', file: 'registration.html' },
  { path: '/forget-password', file: 'forget-password.html' },
  { path: '/privacy-policy', file: 'privacy-policy.html' },
  { path: '/term-of-use', file: 'term-of-use.html' },
  { path: null, file: '404.html' },
];

/** any address no route matches, for the 404 document */
const UNKNOWN_ADDRESS = '/pagina-inesistente';
/** the value of #root's data-prerendered for the 404 document (the client compares it) */
const NOT_FOUND_MARK = '*';
/** … and for the signed-in frame (src/layout/FirstScreen.tsx) */
const SHELL_MARK = 'shell';
const SHELL_FILE = 'shell.html';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function documentFor(index, page, mark) {
  const root = '<div id="root"></div>';
  if (!index.includes(root) || !index.includes('</head>') || !/<title>[^<]*<\/title>/.test(index))
    throw new Error('prerender: dist/index.html has no empty #root, </head> or <title>');
  return index
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `  ${page.styles}\n  </head>`)
    .replace(root, `<div id="root" data-prerendered="${escapeHtml(mark)}">${page.html}</div>`);
}

/** the start-up's announcements of index.html (build/startupChunks.ts) */
const LOW_PRIORITY_PRELOAD = /\s*<link rel="modulepreload"[^>]*fetchpriority="low"[^>]*>/g;

/**
 * A public screen is drawn by its document: its scripts are announced inside
 * `<template data-after-first-frame>`, inert until the entry (src/main.tsx) moves them into the
 * head after the first frame — the browser starts them then, so the first frame provably waits
 * for none of them (Lighthouse's simulation counts every script that arrived before the first
 * paint as one the paint needed). The server adds the route's own scripts into the same template.
 */
function withScriptsAfterFirstFrame(html) {
  const links = html.match(LOW_PRIORITY_PRELOAD);
  if (!links) throw new Error('prerender: index.html announces no start-up chunks');
  return html
    .replace(LOW_PRIORITY_PRELOAD, '')
    .replace(
      '</head>',
      `  <template data-after-first-frame>${links.map((l) => l.trim()).join('')}</template>\n  </head>`,
    );
}

function writeWithVariants(file, text) {
  fs.writeFileSync(file, text);
  // the same levels and threshold as vite-plugin-compression2 in vite.config.ts
  if (Buffer.byteLength(text) < 1024) return;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}

async function main() {
  const bundle = path.join(ssrDir, 'prerender.js');
  if (!fs.existsSync(bundle)) throw new Error(`prerender: ${bundle} missing (vite build --ssr)`);
  const { prerender, prerenderShell, signedInPaths } = await import(pathToFileURL(bundle).href);
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const outDir = path.join(dist, 'prerendered');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir);
  const table = [];
  for (const entry of PRERENDERED_PAGES) {
    const page = await prerender(entry.path ?? UNKNOWN_ADDRESS);
    const expected = entry.path === null ? 404 : 200;
    if (page.status !== expected)
      throw new Error(`prerender: ${entry.path ?? UNKNOWN_ADDRESS} rendered ${page.status}`);
    if (!page.html || !page.styles.includes('data-styled'))
      throw new Error(`prerender: ${entry.path} rendered no markup or no styles`);
    writeWithVariants(
      path.join(outDir, entry.file),
      withScriptsAfterFirstFrame(documentFor(index, page, entry.path ?? NOT_FOUND_MARK)),
    );
    table.push({ path: entry.path, file: `/prerendered/${entry.file}` });
    console.log(`prerendered ${(entry.path ?? '404').padEnd(18)} ${page.html.length} B of markup`);
  }
  // the signed-in frame keeps its scripts announced at once: its content needs them and its data
  const shell = prerenderShell();
  writeWithVariants(path.join(outDir, SHELL_FILE), documentFor(index, shell, SHELL_MARK));
  const signedIn = await signedInPaths();
  if (!signedIn.includes('/')) throw new Error('prerender: no signed-in route found for /');
  for (const routePath of signedIn)
    table.push({ path: routePath, file: `/prerendered/${SHELL_FILE}` });
  console.log(
    `prerendered the signed-in frame ${shell.html.length} B of markup, for ${signedIn.length} routes`,
  );
  fs.writeFileSync(path.join(dist, 'prerendered.json'), `${JSON.stringify(table, null, 1)}\n`);
  fs.rmSync(ssrDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
