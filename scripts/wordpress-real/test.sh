#!/usr/bin/env bash
# `npm run test:wordpress`: the tests against the real WordPress: the contract suite and the
# editor's path (Jest), then the browser tests on a site built from it.
# They need the packed stack (WORDPRESS_STACK, default ../shared/wordpress/wordpress-stack.tar.xz)
# or a WordPress folder with the plugins (WORDPRESS_DIR); without either they are skipped.
set -euo pipefail
cd "$(dirname "$0")/../.."
stack="${WORDPRESS_STACK:-../shared/wordpress/wordpress-stack.tar.xz}"
if [ -z "${WORDPRESS_DIR:-}" ] && [ ! -f "$stack" ]; then
  echo "Skipped the tests against the real WordPress: no stack at $stack (set WORDPRESS_STACK or WORDPRESS_DIR)."
  exit 0
fi
bash scripts/wordpress-real/ensure-packages.sh
bash scripts/ensure-chromium.sh
npx jest --config jest.wordpress.config.js --runInBand
npx tsx scripts/wordpress-real/browser-tests.ts
