#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests (Playwright never downloads a browser here).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -d /usr/share/fonts/truetype/noto ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# The emoji font lets screenshots show what a phone shows (size comparisons, feature icons).
$SUDO apt-get install -y -qq chromium fonts-dejavu-core fonts-noto-color-emoji >/dev/null
/usr/bin/chromium --version
