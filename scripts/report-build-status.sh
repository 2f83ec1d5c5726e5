#!/usr/bin/env bash
# Tells WordPress what this deploy is doing (`POST hotel-site/v1/build-status`, decision 024), so
# that editors see it in wp-admin: `report-build-status.sh building`, `live`, or `failed <why>`.
# The deploy workflow runs it with BUILD_STATUS_URL (the route's address) and
# HOTEL_SITE_BUILD_TOKEN (the secret wp-config.php shares with the build), BUILD_ID and, from the
# first report on, BUILD_STARTED; CHANGES is what WordPress said changed, SITE_URL the live site.
set -euo pipefail
state="$1"
message="${2:-}"
started="${BUILD_STARTED:-$(date +%s)}"
finished=null
[ "$state" = building ] || finished="$(date +%s)"
# jq writes the JSON: the changes and the message are text from elsewhere, never pasted in.
body="$(jq -n \
  --arg state "$state" --arg build "$BUILD_ID" --argjson started "$started" --argjson finished "$finished" \
  --arg changes "${CHANGES:-}" --arg message "$message" --arg site "${SITE_URL:-}" \
  '{state: $state, build: $build, started: $started, finished: $finished,
    changes: ($changes | split(", ") | map(select(. != "")) | .[-50:])}
   + (if $message != "" then {message: $message[0:500]} else {} end)
   + (if $state == "live" and $site != "" then {site: $site} else {} end)')"
# The token goes in a header read from a file descriptor, so that it is in no command line.
curl --fail-with-body --silent --show-error --max-time 20 -X POST "$BUILD_STATUS_URL" \
  -H @<(printf 'Authorization: Bearer %s\n' "$HOTEL_SITE_BUILD_TOKEN") \
  -H 'Content-Type: application/json' --data "$body"
echo
