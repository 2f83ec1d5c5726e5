#!/usr/bin/env bash
# The real WordPress runs on Debian's PHP 8.2 and MariaDB 10.11. Installs what is missing;
# needs root or sudo for apt-get, as ensure-chromium.sh does.
set -euo pipefail
packages=(php8.2-cli php8.2-mysql php8.2-mbstring php8.2-xml php8.2-curl php8.2-gd php8.2-intl php8.2-zip mariadb-server)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing Debian packages for the real WordPress: ${missing[*]}…"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
php --version | head -n 1
