#!/usr/bin/env bash
# The WebKit suite (`npm run test:webkit`) drives Debian's WebKitGTK, Safari's engine, through its
# own WebDriver (webkit2gtk-driver's WebKitWebDriver): no browser is downloaded. WebKitGTK draws
# into a display even when nothing is shown, so Xvfb gives it one. The suite's browser is a small
# WebKitGTK window written in Python (webkit/support/browser.py, on Debian's GObject bindings),
# because the driver's default browser (MiniBrowser) keeps no console log.
# Installs what is missing; needs root or sudo for apt-get.
set -euo pipefail
missing=()
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
/usr/bin/python3 -c 'import gi; gi.require_version("WebKit2", "4.1"); gi.require_version("Gtk", "3.0")' >/dev/null 2>&1 ||
  missing+=(python3-gi gir1.2-webkit2-4.1 gir1.2-gtk-3.0)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "The WebKit suite's packages are missing: installing Debian's ${missing[*]}…"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
echo "WebKitGTK $(dpkg-query -W -f '${Version}' webkit2gtk-driver)"
