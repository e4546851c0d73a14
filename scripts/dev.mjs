#!/usr/bin/env node
// `npm run dev`: shared rules and backend recompiled on change (tsc --watch, which keeps the
// decorator metadata type-graphql needs), the server restarted by node --watch, and Vite's dev
// server on :5173 proxying /graphql (HTTP and WebSocket), /api and /media to :4000.
import { spawn } from 'node:child_process';
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit', shell: false });
spawnSync('npm', ['run', '--silent', 'build', '-w', 'schema'], { stdio: 'inherit' });
spawnSync('npm', ['run', '--silent', 'build', '-w', 'backend'], { stdio: 'inherit' });
const children = [
  run('npx', ['tsc', '-p', 'schema/tsconfig.json', '--watch', '--preserveWatchOutput']),
  run('npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  run('node', ['--watch-path=backend/dist', '--watch-path=schema/dist', 'backend/dist/main.js']),
  run('npm', ['run', 'dev', '-w', 'frontend']),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
