#!/usr/bin/env bash
# `npm test`: every check, in order: types, lint, unit and contract tests, a build against the
# demo backend, tests of that build, then the browser tests, and their smoke set on the host's
# runtime.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run typecheck
npm run lint
npm run test:unit
npm run build
npm run test:build
npm run test:e2e
npm run test:host
