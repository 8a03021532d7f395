#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server: a fresh cluster in a temp directory,
# listening on 127.0.0.1 at a free port, exported as TEST_DATABASE_URL; stopped and removed on
# exit. Works with PostgreSQL binaries on PATH or Debian's /usr/lib/postgresql/<v>/bin. As root
# the server runs as the `postgres` user (Debian's package creates it) or `nobody`.
#   scripts/with-postgres.sh cargo test --release
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS…]" >&2
  exit 2
fi

bindir=""
if command -v initdb >/dev/null 2>&1; then
  bindir="$(dirname "$(command -v initdb)")"
else
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && bindir="$dir"
  done
fi
if [ -z "$bindir" ]; then
  echo "with-postgres: no initdb found (apt-get install postgresql)" >&2
  exit 1
fi

workdir="$(mktemp -d "${TMPDIR:-/tmp}/kaveri-pg.XXXXXX")"
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  owner=postgres
  id "$owner" >/dev/null 2>&1 || owner=nobody
  chown "$owner" "$workdir"
  as_owner=(runuser -u "$owner" --)
fi

port=""
for candidate in $(seq 55432 55532); do
  if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then
    port=$candidate
    break
  fi
done
[ -n "$port" ] || { echo "with-postgres: no free port" >&2; exit 1; }

cleanup() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT INT TERM

"${as_owner[@]}" "$bindir/initdb" -D "$workdir/data" -U postgres -A trust -E UTF8 --no-sync >"$workdir/initdb.log" 2>&1 \
  || { cat "$workdir/initdb.log" >&2; exit 1; }
# fsync off: a test cluster that is thrown away need not survive a power cut.
"${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $workdir -c fsync=off -c max_connections=200" start >/dev/null \
  || { cat "$workdir/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL" >&2
status=0
"$@" || status=$?
exit $status
