#!/usr/bin/env bash
# Runs schemathesis (from PyPI, installed into .cache/venv) against the release server's
# /api/openapi.json: no 5xx, every response matches the document. SQLite in a temp dir; the
# rate limit is off so the fuzzer is not answered 429. The team console's session-only endpoints
# (tag `team`) are left out: without a session each answers 401 before reading anything, which
# tests/server/team.rs proves for every one of them; its sign-in steps (`team-signin`) are fuzzed.
#   scripts/schemathesis.sh [--install]   (--install: only install schemathesis, run nothing)
set -euo pipefail
cd "$(dirname "$0")/.."

BIN="${BIN:-target/release/kaveri-site}"
STATIC_DIR="${STATIC_DIR:-tests/fixtures/site}"
VENV=.cache/venv
if [ ! -x "$VENV/bin/schemathesis" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis>=4,<5"
fi
[ "${1:-}" = --install ] && exit 0

work="$(mktemp -d)"
port=18650
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
HOST=127.0.0.1 PORT=$port STATIC_DIR="$STATIC_DIR" DATABASE_URL="sqlite:$work/st.db" \
  OBJECT_STORE_URL="file://$work/uploads" \
  RATE_LIMIT_PER_MINUTE=0 RUST_LOG=warn "$BIN" serve >"$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 100); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.2; done

"$VENV/bin/schemathesis" run "http://127.0.0.1:$port/api/openapi.json" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
  --max-examples "${SCHEMATHESIS_EXAMPLES:-150}" \
  --exclude-tag team \
  --url "http://127.0.0.1:$port"
kill -0 $server  # the server is still up after the run
