#!/usr/bin/env bash
# The browser check of the HTML report needs Debian's Chromium. Install it when missing
# (CI and developer machines run as root with Debian's package archive reachable).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "chromium is missing: install Debian's 'chromium' package (apt-get install chromium) and rerun" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq chromium >/dev/null
command -v chromium >/dev/null
