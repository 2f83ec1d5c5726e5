#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright never downloads a browser here).
# Installs it when it is missing; needs root or sudo for apt-get.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium package…"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
chromium --version
