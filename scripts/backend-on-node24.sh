#!/usr/bin/env bash
# Runs the backend integration suite on Node 24 LTS, whatever Node this machine has: the npm
# registry's `node@24` package carries the binary. Used by .ci/run after `npm test`; run it by hand
# after `npm ci` and a build (`npm run build`).
set -euo pipefail
cd "$(dirname "$0")/../backend"
node24="$(npx -y -p node@24 -c 'command -v node')"
echo "backend suite on $("$node24" --version)"
# Jest's workers are forked with the binary that runs Jest (process.execPath): all of it runs on 24.
PATH="$(dirname "$node24"):$PATH" "$node24" ../node_modules/jest/bin/jest.js --ci
