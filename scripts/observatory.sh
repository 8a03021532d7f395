#!/usr/bin/env bash
# Grades the release server's headers with the MDN HTTP Observatory (@mdn/mdn-http-observatory,
# pinned in scripts/observatory/package.json) and fails below A+ (OBSERVATORY_REQUIRE overrides).
# The package is installed with --ignore-scripts: its install scripts download Chromium's HSTS
# preload list, IANA's TLD list and a CA bundle from outside the package registries. None is
# needed here: the scan's certificate is a throwaway one trusted through NODE_EXTRA_CA_CERTS,
# and 127.0.0.1 has no entry in the preload list, so an empty list is written in its place.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN="${BIN:-target/release/kaveri-site}"
STATIC_DIR="${STATIC_DIR:-web/build/client}"
[ -f "$STATIC_DIR/index.html" ] || { echo "observatory: build the web app first (make build)" >&2; exit 1; }
[ -x "$BIN" ] || { echo "observatory: build the server first (cargo build --release)" >&2; exit 1; }
command -v openssl >/dev/null || { echo "observatory: needs openssl (apt-get install openssl)" >&2; exit 1; }
export PATH="$(scripts/use-node.sh):$PATH" NPM_CONFIG_UPDATE_NOTIFIER=false

tool=scripts/observatory
package="$tool/node_modules/@mdn/mdn-http-observatory"
stamp="$tool/node_modules/.installed"
if [ ! -f "$stamp" ] || [ "$tool/package-lock.json" -nt "$stamp" ]; then
  (cd "$tool" && npm install --ignore-scripts --no-audit --no-fund --loglevel=error)
  touch "$stamp"
fi
[ -f "$package/conf/hsts-preload.json" ] || echo '{}' >"$package/conf/hsts-preload.json"

work="$(mktemp -d)"
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 1 \
  -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1,DNS:localhost \
  -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null

port=18660
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
HOST=127.0.0.1 PORT=$port STATIC_DIR="$STATIC_DIR" DATABASE_URL="sqlite:$work/obs.db" \
  RUST_LOG=warn "$BIN" serve >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 100); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.2; done

NODE_EXTRA_CA_CERTS="$work/cert.pem" node "$tool/grade.mjs" --upstream "127.0.0.1:$port" \
  --cert "$work/cert.pem" --key "$work/key.pem" --require "${OBSERVATORY_REQUIRE:-A+}"
