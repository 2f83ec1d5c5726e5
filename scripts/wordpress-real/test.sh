#!/usr/bin/env bash
# `npm run test:wordpress`: the tests against the real WordPress: the project's plugin checked as
# WordPress.org checks plugins (WordPress Coding Standards, Plugin Check: `npm run check:plugin`,
# skipped in one line without ../shared/tools), the contract suite and the editor's path (Jest),
# then the browser tests that hang on WordPress on a site built from it.
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
step() {
  local started=$SECONDS
  "$@"
  echo "── $* took $((SECONDS - started)) s"
}
step npx tsx scripts/wordpress-real/check-plugin.ts
step npx jest --config jest.wordpress.config.js --runInBand
# The browser specs whose outcome hangs on what WordPress itself answers: its pages, front pages
# and 404s per language, menus, comments, Contact Form 7, the policy over the pages it built and
# the accessibility scans of those pages; the first use of each feature (its HTML is WordPress's) and
# the forms sent without JavaScript (Contact Form 7 answers the plain post on its page).
# The others (widgets, directions, stay search, consent, layout) run what is the same HTML on both
# sources (the contract suite holds the real content's HTML to the demo's) against the demo's
# stand-ins, and `npm test` runs them already. At the desktop width only: what WordPress answers
# does not depend on the window, and the phone's own behaviour is the demo run's.
step npx tsx scripts/wordpress-real/browser-tests.ts --project=desktop home shell comments contact-form csp accessibility first-touch without-javascript
