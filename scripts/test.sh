#!/usr/bin/env bash
# `npm test`: every check, in order: types, lint, unit and contract tests, a build against the
# demo backend, tests of that build, then the browser tests in Chromium, their smoke set on the
# host's runtime, and the WebKit suite.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how long it took, so that a slow one shows in CI's log.
step() {
  local started=$SECONDS
  "$@"
  echo "── $* took $((SECONDS - started)) s"
}
bash scripts/ensure-chromium.sh
bash scripts/ensure-webkit.sh
step npm run typecheck
step npm run lint
step npm run test:unit
step npm run build
step npm run test:build
step npm run test:e2e
step npm run test:host
step npm run test:webkit
