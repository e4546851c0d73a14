#!/usr/bin/env node
// The build's fingerprint: what `npm start` checks to skip a build that would change nothing.
// It is a hash of the path, size and modification time of every input of `npm run build` (the
// three workspaces' sources and configuration, and the lockfile), written after a successful
// build to DATA beside the outputs. `node scripts/build-stamp.mjs write` records it (the end of
// `npm run build`); `isFresh()` tells whether the outputs are those of the current inputs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'backend', 'dist', '.build-stamp');

/** Inputs of the build: folders (walked) and single files. */
const INPUTS = [
  'package-lock.json',
  'schema/package.json',
  'schema/tsconfig.json',
  'schema/src',
  'backend/package.json',
  'backend/tsconfig.json',
  'backend/tsconfig.build.json',
  'backend/src',
  'frontend/package.json',
  'frontend/tsconfig.json',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/build',
  'frontend/public',
  'frontend/src',
];

/** Outputs that must exist for the stamp to mean anything. */
const OUTPUTS = ['schema/dist', 'backend/dist/main.js', 'frontend/dist/index.html'];

function walk(relative, lines) {
  const full = path.join(root, relative);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    lines.push(`${relative} missing`);
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full).sort())
      if (name !== 'node_modules' && name !== 'dist') walk(path.join(relative, name), lines);
  } else lines.push(`${relative} ${stat.size} ${stat.mtimeMs}`);
}

export function fingerprint() {
  const lines = [process.version];
  for (const input of INPUTS) walk(input, lines);
  return crypto.createHash('sha256').update(lines.join('\n')).digest('hex');
}

export function isFresh() {
  if (!OUTPUTS.every((output) => fs.existsSync(path.join(root, output)))) return false;
  try {
    return fs.readFileSync(STAMP, 'utf8').trim() === fingerprint();
  } catch {
    return false;
  }
}

export function writeStamp() {
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, `${fingerprint()}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'write') writeStamp();
