#!/usr/bin/env bash
# Makes sure of the Debian packages a test suite needs before it runs: `npm test` calls it with
# redis-server and tmux, `npm run test:slow` with redis-server, `npm run test:browser` with chromium.
# Each package is named after the command it provides. Missing ones are installed from Debian's
# archive when running as root; otherwise one line says what to install and exits 1.
set -euo pipefail
missing=()
for package in "$@"; do
  command -v "$package" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
install="apt-get install -y ${missing[*]}"
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "the tests need Debian's ${missing[*]}: install with \`sudo $install\` and rerun" >&2
  exit 1
fi
echo "installing Debian's ${missing[*]}, which the tests need ($install)" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq "${missing[@]}" >/dev/null
for package in "${missing[@]}"; do
  command -v "$package" >/dev/null 2>&1 || { echo "$install ran, yet '$package' is still not on PATH" >&2; exit 1; }
done
