#!/usr/bin/env bash
# Runs a command with Node <major> first on PATH: `bash scripts/with-node.sh 24 npm test`. The
# machine's own node when it is that major; otherwise the npm registry's `node` package of that
# major, installed once into ~/.cache/balance-lab/node-<major> (BALANCE_LAB_NODE_CACHE moves it).
# npm, vitest and every process the tests start then run on it (they find node on PATH or reuse
# process.execPath).
set -euo pipefail
if [ $# -lt 2 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: bash scripts/with-node.sh <major> <command...> (e.g. 24 npm test)" >&2
  exit 2
fi
major=$1
shift
major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || true; }
if [ "$(major_of node)" = "$major" ]; then exec "$@"; fi
dir="${BALANCE_LAB_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/balance-lab}/node-$major"
bin="$dir/node_modules/node/bin"
if [ "$(major_of "$bin/node")" != "$major" ]; then
  echo "installing Node $major from the npm registry's node package into $dir" >&2
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$major" >&2
  found=$(major_of "$bin/node")
  if [ "$found" != "$major" ]; then
    echo "npm install node@$major gave no Node $major in $bin (got '${found:-nothing}')" >&2
    exit 1
  fi
fi
echo "on Node $("$bin/node" --version) ($bin/node)" >&2
PATH="$bin:$PATH" exec "$@"
