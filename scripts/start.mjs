#!/usr/bin/env node
// `npm start`: builds only when a source changed since the last build (scripts/build-stamp.mjs),
// then runs the server in this very process (no extra process between the signal and the app):
// an already-built checkout is serving in about a second, a fresh clone builds once first.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isFresh } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!isFresh()) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// the libraries' production paths (graphql-js skips its development checks on every type test,
// Express its development error pages), as the Docker image runs; `npm run dev` is development
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'backend', 'dist', 'main.js')).href);
