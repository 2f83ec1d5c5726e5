#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright never downloads a browser here): its headless
# shell for the tests, the full browser for the bench and the documentation's screenshots.
# Installs what is missing; needs root or sudo for apt-get.
set -euo pipefail
missing=()
for package in chromium chromium-headless-shell; do
  command -v "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's ${missing[*]}…"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
chromium --version
chromium-headless-shell --version
