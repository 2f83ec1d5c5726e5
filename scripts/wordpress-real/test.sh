#!/usr/bin/env bash
# `npm run test:wordpress`: the tests against the real WordPress: the project's plugin checked as
# WordPress.org checks plugins (WordPress Coding Standards, Plugin Check: `npm run check:plugin`,
# skipped in one line without ../shared/tools), the contract suite, the editor's
# path, the block editor and the warm build's property test (Jest), then the browser tests that
# hang on WordPress on a site built from it. `npm run test:wordpress -- --contract`: only the
# contract suite (every Jest file but those that build the site or drive the block editor), then
# the same build and browser tests: what CI runs on the oldest tested stack.
# They need a packed stack (WORDPRESS_STACK, by default the newest wordpress/tested-stacks.json
# lists, in ../shared/wordpress/) or a WordPress folder with the plugins (WORDPRESS_DIR); without
# either they are skipped.
set -euo pipefail
cd "$(dirname "$0")/../.."
newest="../shared/wordpress/$(node -p "require('./wordpress/tested-stacks.json').at(-1).file")"
stack="${WORDPRESS_STACK:-$newest}"
if [ -z "${WORDPRESS_DIR:-}" ] && [ ! -f "$stack" ]; then
  echo "Skipped the tests against the real WordPress: no stack at $stack (set WORDPRESS_STACK or WORDPRESS_DIR)."
  exit 0
fi
export WORDPRESS_STACK="$stack"
jest_files=()
case "${1:-}" in
  --contract) jest_files=(--testPathIgnorePatterns '/(block-editor|editor-path|preview|warm-equals-clean|publish-faults|rebuild-hook-fuzz|core-blocks|build-status-editor)\.test\.ts$') ;;
  '') ;;
  *)
    echo "Unknown option $1 (--contract runs the contract suite only)."
    exit 2
    ;;
esac
echo "The real WordPress: ${WORDPRESS_DIR:-$stack}${1:+ ($1)}"
bash scripts/wordpress-real/ensure-packages.sh
bash scripts/ensure-chromium.sh
step() {
  local started=$SECONDS
  "$@"
  echo "── $* took $((SECONDS - started)) s"
}
step npx tsx scripts/wordpress-real/check-plugin.ts
step npx jest --config jest.wordpress.config.js --runInBand "${jest_files[@]}"
# The browser specs whose outcome hangs on what WordPress itself answers: its pages, front pages
# and 404s per language, menus, comments, Contact Form 7, the policy over the pages it built and
# the accessibility scans of those pages; the first use of each feature (its HTML is WordPress's) and
# the forms sent without JavaScript (Contact Form 7 answers the plain post on its page).
# The others (widgets, directions, stay search, consent, layout) run what is the same HTML on both
# sources (the contract suite holds the real content's HTML to the demo's) against the demo's
# stand-ins, and `npm test` runs them already. At the desktop width only: what WordPress answers
# does not depend on the window, and the phone's own behaviour is the demo run's.
step npx tsx scripts/wordpress-real/browser-tests.ts --project=desktop home shell comments contact-form csp accessibility first-touch without-javascript
