/**
 * `npm start` skips the build when nothing changed (scripts/build-stamp.mjs, issue 11): the stamp
 * written after a build says "fresh" until an input changes or an output goes missing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../config';

let root: string;

const fresh = () =>
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(path.join(root, 'scripts', 'build-stamp.mjs'))}); console.log(m.isFresh());`,
    ],
    { encoding: 'utf8' },
  ).trim();

const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), text);
};

beforeEach(() => {
  // a miniature checkout: the script, one input per workspace and the outputs
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-stamp-'));
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.copyFileSync(
    path.join(ROOT_DIR, 'scripts', 'build-stamp.mjs'),
    path.join(root, 'scripts', 'build-stamp.mjs'),
  );
  write('package-lock.json', '{}');
  write('schema/src/rules.ts', 'export const a = 1;');
  write('backend/src/main.ts', 'main();');
  write('frontend/src/main.tsx', 'render();');
  write('schema/dist/rules.js', '');
  write('backend/dist/main.js', '');
  write('frontend/dist/index.html', '');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('is fresh after the build wrote its stamp, and stale when a source changes or is added', () => {
  expect(fresh()).toBe('false'); // never built
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-stamp.mjs'), 'write']);
  expect(fresh()).toBe('true');
  write('frontend/src/main.tsx', 'render(); // changed');
  expect(fresh()).toBe('false');
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-stamp.mjs'), 'write']);
  expect(fresh()).toBe('true');
  write('backend/src/new-module.ts', 'export {};');
  expect(fresh()).toBe('false');
});

it('is stale when an output is missing, whatever the stamp says', () => {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-stamp.mjs'), 'write']);
  fs.rmSync(path.join(root, 'frontend', 'dist'), { recursive: true });
  expect(fresh()).toBe('false');
});
