#!/usr/bin/env bash
# The site as production runs it, on this machine: two replicas of the release server behind
# nginx, on one PostgreSQL, one S3-protocol bucket (moto) and an SMTP receiver that keeps each
# e-mail as a file. Everything listens on 127.0.0.1. Starts and returns; `stop` ends it.
#   scripts/cluster.sh start    start every part (make cluster builds what is stale first)
#   scripts/cluster.sh status   where each part is, whether it runs, each replica's /readyz
#   scripts/cluster.sh stop     stop every part it started (logs and mailbox stay until the
#                               next start; the database and the bucket go)
# State in CLUSTER_DIR (default .cache/cluster): cluster.env (the addresses, to source), logs/,
# mailbox/ (a Maildir: one file per e-mail in mailbox/new/), run/ (pids, nginx's files).
# Settings: BIN (default target/release/kaveri-site), STATIC_DIR (default web/build/client),
# CLUSTER_PORT (nginx's port; default the first free from 8090), CLUSTER_MAIL=off (no SMTP
# receiver, nothing e-mailed). The replicas inherit every other server setting from the
# environment (RATE_LIMIT_PER_MINUTE, DELIVERY_WORKERS, LOG_FORMAT…). docs/deployment.md.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"

DIR="${CLUSTER_DIR:-.cache/cluster}"
mkdir -p "$DIR"
DIR="$(cd "$DIR" && pwd)"
RUN="$DIR/run"
LOGS="$DIR/logs"
MAILBOX="$DIR/mailbox"
ENV_FILE="$DIR/cluster.env"
BUCKET=kaveri-cv
REPLICAS=(a b)
# Both replicas finish a SIGTERM within the drain delay plus the shutdown timeout (defaults
# 5 s + 20 s); past this they are killed.
STOP_WAIT_SECONDS=40

say() { echo "cluster: $*"; }
die() {
  echo "cluster: $*" >&2
  exit 1
}

listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Sets PORT_FOUND to the first port from $1 on that nothing listens on and this run has not
# handed out (a part may not listen yet when the next one's port is chosen). Not for $(…): a
# subshell would forget what it handed out. Every start is below 32768, where Linux hands out
# no ephemeral ports: a test's server bound to port 0 cannot take one between probe and bind.
TAKEN=()
free_port() {
  local port
  for port in $(seq "$1" $(($1 + 200))); do
    [[ " ${TAKEN[*]} " == *" $port "* ]] && continue
    if ! listening "$port"; then
      TAKEN+=("$port")
      PORT_FOUND="$port"
      return
    fi
  done
  die "no free port from $1"
}

# METHOD PORT PATH: the status code of a plain HTTP/1.0 request to 127.0.0.1, or 000.
http_status() {
  local line=""
  {
    exec 3<>"/dev/tcp/127.0.0.1/$2" &&
      printf '%s %s HTTP/1.0\r\nHost: 127.0.0.1:%s\r\nContent-Length: 0\r\n\r\n' "$1" "$3" "$2" >&3 &&
      IFS= read -r -t 5 line <&3
  } 2>/dev/null || true
  exec 3<&- 2>/dev/null || true
  line="${line#HTTP/* }"
  echo "${line:0:3}" | grep -E '^[0-9]{3}$' || echo 000
}

# Whether the pid in run/NAME.pid is alive and still the program started under that name.
alive() {
  local pidfile="$RUN/$1.pid" pid program
  [ -f "$pidfile" ] || return 1
  read -r pid program <"$pidfile"
  [ -r "/proc/$pid/cmdline" ] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF -- "$program"
}

pid_of() { awk '{print $1}' "$RUN/$1.pid"; }

# NAME LOG PROGRAM ARGS…: starts a part in its own session (a Ctrl-C or a closed terminal
# after `make cluster` does not reach it) and records its pid with the program's path.
spawn() {
  local name="$1" log="$2"
  shift 2
  setsid "$@" </dev/null >>"$log" 2>&1 &
  echo "$! $1" >"$RUN/$name.pid"
}

# NAME PORT SECONDS: until the part listens, or fails with the end of its log.
wait_listening() {
  local name="$1" port="$2" deadline=$((SECONDS + $3))
  until listening "$port"; do
    # The pid, not alive(): until the fork has exec'd, its command line is still this script's.
    if ! kill -0 "$(pid_of "$name")" 2>/dev/null; then
      tail -n 20 "$LOGS/$name.log" >&2 || true
      die "$name exited before listening on $port (log: $LOGS/$name.log)"
    fi
    [ "$SECONDS" -lt "$deadline" ] || die "$name not listening on $port after $3 s (log: $LOGS/$name.log)"
    sleep 0.2
  done
}

postgres_bindir() {
  # The real folder (a symlinked initdb on PATH may have no psql beside it).
  if command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"
    return
  fi
  local dir found=""
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && found="$dir"
  done
  [ -n "$found" ] || die "no initdb found (apt-get install postgresql)"
  echo "$found"
}

# As root PostgreSQL runs as `postgres` (Debian's package creates it) or `nobody`.
as_pg_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u "$(cat "$RUN/pgowner")" -- "$@"
  else
    "$@"
  fi
}

nginx_binary() { command -v nginx 2>/dev/null || echo /usr/sbin/nginx; }

# TEMPLATE: deploy/nginx/TEMPLATE with the KAVERI_* values given as NAME=VALUE after it.
render() {
  local template="$1" text pair
  shift
  text="$(cat "deploy/nginx/$template")"
  local key value
  for pair in "$@"; do
    key="\${${pair%%=*}}"
    value="${pair#*=}"
    text="${text//"$key"/"$value"}"
  done
  # shellcheck disable=SC2016 # the literal text of a placeholder
  if grep -q '\${KAVERI_' <<<"$text"; then
    die "deploy/nginx/$template: a KAVERI_ variable was left unset"
  fi
  printf '%s\n' "$text"
}

any_running() {
  local name
  for name in nginx replica-a replica-b smtp moto; do
    alive "$name" && return 0
  done
  [ -f "$RUN/pgdata" ] && [ -f "$(cat "$RUN/pgdata")/data/postmaster.pid" ]
}

start() {
  if any_running; then
    say "already running (scripts/cluster.sh stop ends it)"
    status
    return
  fi
  local bin static nginx
  bin="${BIN:-target/release/kaveri-site}"
  static="${STATIC_DIR:-web/build/client}"
  [ -x "$bin" ] || die "no server binary at $bin (make build, or make cluster)"
  [ -f "$static/index.html" ] || die "no web build at $static (make build, or make cluster)"
  bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
  static="$(cd "$static" && pwd)"
  nginx="$(nginx_binary)"
  [ -x "$nginx" ] || die "no nginx (apt-get install nginx-light)"
  command -v setsid >/dev/null || die "no setsid (apt-get install util-linux)"
  python3 -c 'import venv, ensurepip' 2>/dev/null || die "no Python venv (apt-get install python3-venv)"

  # What a run that ended without `stop` left (a PostgreSQL folder, dead pids), then a clean slate.
  stop >/dev/null 2>&1 || true
  rm -rf "$RUN" "$LOGS" "$MAILBOX" "$ENV_FILE"
  # A Maildir: aiosmtpd makes its folders only when the mailbox folder does not exist yet.
  mkdir -p "$RUN" "$LOGS" "$MAILBOX/new" "$MAILBOX/cur" "$MAILBOX/tmp"
  STARTED=0
  trap 'if [ "$STARTED" = 0 ]; then
    echo "cluster: start failed; stopping what started (logs: $LOGS)" >&2
    stop >/dev/null 2>&1 || true
  fi' EXIT

  # PostgreSQL: a fresh cluster in a temporary folder, as scripts/with-postgres.sh makes (as
  # root it runs as another user, who must own the folder and reach it). Local connections
  # are trusted: it listens on 127.0.0.1 only and lives until `stop`.
  local bindir pgdir pg_port owner database_url
  bindir="$(postgres_bindir)"
  pgdir="$(mktemp -d "${TMPDIR:-/tmp}/kaveri-cluster-pg.XXXXXX")"
  echo "$pgdir" >"$RUN/pgdata"
  owner="$(id -un)"
  if [ "$(id -u)" -eq 0 ]; then
    owner=postgres
    id "$owner" >/dev/null 2>&1 || owner=nobody
    chown "$owner" "$pgdir"
  fi
  echo "$owner" >"$RUN/pgowner"
  echo "$bindir" >"$RUN/pgbin"
  free_port 25600
  pg_port="$PORT_FOUND"
  as_pg_owner "$bindir/initdb" -D "$pgdir/data" -U postgres -A trust -E UTF8 >"$pgdir/initdb.log" 2>&1 ||
    { cat "$pgdir/initdb.log" >&2; die "initdb failed"; }
  ln -s "$pgdir/server.log" "$LOGS/postgres.log"
  as_pg_owner "$bindir/pg_ctl" -D "$pgdir/data" -l "$pgdir/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $pg_port -k $pgdir -c max_connections=200" start >/dev/null ||
    { tail -n 20 "$pgdir/server.log" >&2; die "PostgreSQL did not start"; }
  local psql=psql
  [ -x "$bindir/psql" ] && psql="$bindir/psql"
  "$psql" -q -v ON_ERROR_STOP=1 "postgres://postgres@127.0.0.1:$pg_port/postgres" \
    -c "CREATE DATABASE kaveri" >/dev/null
  database_url="postgres://postgres@127.0.0.1:$pg_port/kaveri"

  # The S3-protocol store, and the bucket the replicas share.
  local moto s3_port
  moto="$(scripts/moto-server.sh)"
  free_port 25700
  s3_port="$PORT_FOUND"
  spawn moto "$LOGS/moto.log" "$moto" -H 127.0.0.1 -p "$s3_port"
  wait_listening moto "$s3_port" 30
  [ "$(http_status PUT "$s3_port" "/$BUCKET")" = 200 ] || die "cannot create the bucket $BUCKET on moto"

  # The SMTP receiver: aiosmtpd's Mailbox handler writes each message into a Maildir.
  local smtp_url="" smtp_port="" venv="$ROOT/.cache/smtp-venv"
  if [ "${CLUSTER_MAIL:-on}" != off ]; then
    if [ ! -x "$venv/bin/aiosmtpd" ]; then
      say "installing aiosmtpd into .cache/smtp-venv"
      python3 -m venv "$venv" >/dev/null
      "$venv/bin/pip" install --quiet --disable-pip-version-check "aiosmtpd>=1.4,<2"
    fi
    free_port 2525
    smtp_port="$PORT_FOUND"
    # -n: stay root when run as root (it would switch to nobody, who may not write the Maildir).
    spawn smtp "$LOGS/smtp.log" "$venv/bin/aiosmtpd" -n -l "127.0.0.1:$smtp_port" \
      -c aiosmtpd.handlers.Mailbox "$MAILBOX"
    wait_listening smtp "$smtp_port" 30
    smtp_url="smtp://127.0.0.1:$smtp_port"
  fi

  # nginx's port first: the replicas' SITE_URL names it.
  local site_port
  if [ -n "${CLUSTER_PORT:-}" ]; then
    listening "$CLUSTER_PORT" && die "CLUSTER_PORT $CLUSTER_PORT is in use"
    site_port="$CLUSTER_PORT"
    TAKEN+=("$site_port")
  else
    free_port 8090
    site_port="$PORT_FOUND"
  fi

  # The replicas' shared settings; each child inherits the rest of this environment.
  export HOST=127.0.0.1 STATIC_DIR="$static" DATABASE_URL="$database_url" \
    OBJECT_STORE_URL="s3://$BUCKET" AWS_ENDPOINT="http://127.0.0.1:$s3_port" AWS_ALLOW_HTTP=true \
    AWS_ACCESS_KEY_ID=test AWS_SECRET_ACCESS_KEY=test AWS_REGION=us-east-1 \
    TRUSTED_PROXIES=127.0.0.1 SITE_URL="${SITE_URL:-http://localhost:$site_port}"
  if [ -n "$smtp_url" ]; then export SMTP_URL="$smtp_url"; else unset SMTP_URL; fi
  unset TRUST_FORWARDED_FOR

  # One after the other: the first runs the migrations.
  local name port metrics
  for name in "${REPLICAS[@]}"; do
    free_port 8091
    port="$PORT_FOUND"
    free_port 9464
    metrics="$PORT_FOUND"
    echo "$port $metrics" >"$RUN/replica-$name.ports"
    (
      export PORT="$port" METRICS_ADDR="127.0.0.1:$metrics"
      spawn "replica-$name" "$LOGS/replica-$name.log" "$bin" serve
    )
    wait_listening "replica-$name" "$port" 60
  done

  # nginx in front, from the same templates as the cluster test's and compose.yaml's.
  local replica_a replica_b
  read -r replica_a _ <"$RUN/replica-a.ports"
  read -r replica_b _ <"$RUN/replica-b.ports"
  mkdir -p "$RUN/nginx" "$LOGS/nginx"
  local vars=(KAVERI_LISTEN="127.0.0.1:$site_port" KAVERI_REPLICA_A="127.0.0.1:$replica_a"
    KAVERI_REPLICA_B="127.0.0.1:$replica_b" KAVERI_LOG_DIR="$LOGS/nginx" KAVERI_STATE="$RUN/nginx")
  render kaveri.conf.template "${vars[@]}" >"$RUN/nginx/kaveri.conf"
  render nginx.conf.template "${vars[@]}" >"$RUN/nginx/nginx.conf"
  "$nginx" -t -q -p "$RUN/nginx/" -c "$RUN/nginx/nginx.conf" ||
    die "nginx refuses its configuration ($RUN/nginx/nginx.conf)"
  spawn nginx "$LOGS/nginx.log" "$nginx" -p "$RUN/nginx/" -c "$RUN/nginx/nginx.conf" -g "daemon off;"
  wait_listening nginx "$site_port" 15

  cat >"$ENV_FILE" <<ENV
# Written by scripts/cluster.sh start: the running cluster. Source it to point the command line
# at its database and bucket (. $ENV_FILE && target/release/kaveri-site enquiries list).
export CLUSTER_SITE=http://127.0.0.1:$site_port
export CLUSTER_REPLICAS="http://127.0.0.1:$replica_a http://127.0.0.1:$replica_b"
export CLUSTER_MAILBOX=${smtp_url:+$MAILBOX/new}
export CLUSTER_LOGS=$LOGS
export DATABASE_URL=$database_url
export OBJECT_STORE_URL=s3://$BUCKET AWS_ENDPOINT=http://127.0.0.1:$s3_port AWS_ALLOW_HTTP=true
export AWS_ACCESS_KEY_ID=test AWS_SECRET_ACCESS_KEY=test AWS_REGION=us-east-1
export SMTP_URL=$smtp_url
ENV
  STARTED=1
  status
}

# Every part, where it is and whether it runs.
status() {
  if [ ! -f "$ENV_FILE" ]; then
    say "not running (scripts/cluster.sh start, or make cluster)"
    return
  fi
  local name port metrics
  state() { if alive "$1"; then echo "up"; else echo "DOWN"; fi; }
  # shellcheck disable=SC1090
  (
    . "$ENV_FILE"
    say "state in $DIR; scripts/cluster.sh stop ends it"
    printf '  %-14s %-44s %s\n' "site (nginx)" "$CLUSTER_SITE" "$(state nginx)"
    for name in "${REPLICAS[@]}"; do
      read -r port metrics <"$RUN/replica-$name.ports"
      printf '  %-14s %-44s %s, /readyz %s, metrics http://127.0.0.1:%s/metrics\n' "replica $name" \
        "http://127.0.0.1:$port" "$(state "replica-$name")" "$(http_status GET "$port" /readyz)" "$metrics"
    done
    printf '  %-14s %s\n' "PostgreSQL" "$DATABASE_URL"
    printf '  %-14s %-44s %s\n' "S3 (moto)" "$AWS_ENDPOINT bucket $BUCKET" "$(state moto)"
    if [ -n "$SMTP_URL" ]; then
      printf '  %-14s %-44s %s\n' "SMTP" "$SMTP_URL" "$(state smtp)"
      printf '  %-14s %s (one file per e-mail, %s so far)\n' "mailbox" "$CLUSTER_MAILBOX" \
        "$(find "$CLUSTER_MAILBOX" -type f 2>/dev/null | wc -l)"
    else
      printf '  %-14s %s\n' "SMTP" "off (CLUSTER_MAIL=off): nothing is e-mailed"
    fi
    printf '  %-14s %s\n' "logs" "$LOGS/"
    printf '  %-14s %s\n' "command line" ". $ENV_FILE, then target/release/kaveri-site enquiries list"
  )
}

# NAMES…: SIGTERM to each part still running, then up to STOP_WAIT_SECONDS for all of them,
# then SIGKILL to what is left. Only the pids this script recorded, and only while they are
# still the programs it started.
stop_parts() {
  local name pids=() deadline=$((SECONDS + STOP_WAIT_SECONDS))
  for name in "$@"; do
    if alive "$name"; then
      kill -TERM "$(pid_of "$name")" 2>/dev/null || true
      pids+=("$name")
    fi
  done
  for name in "${pids[@]}"; do
    while alive "$name" && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.2; done
    if alive "$name"; then
      say "$name did not stop within $STOP_WAIT_SECONDS s: killing it"
      kill -KILL "$(pid_of "$name")" 2>/dev/null || true
    fi
    rm -f "$RUN/$name.pid"
  done
}

stop() {
  # The balancer first, then both replicas at once (each drains), then what they used.
  stop_parts nginx
  stop_parts replica-a replica-b
  stop_parts smtp moto
  if [ -f "$RUN/pgdata" ]; then
    local pgdir
    pgdir="$(cat "$RUN/pgdata")"
    if [ -f "$pgdir/data/postmaster.pid" ]; then
      as_pg_owner "$(cat "$RUN/pgbin")/pg_ctl" -D "$pgdir/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    # Its log stays with the others; the folder goes (only one this script made).
    [ -f "$pgdir/server.log" ] && cp --remove-destination "$pgdir/server.log" "$LOGS/postgres.log"
    case "$pgdir" in */kaveri-cluster-pg.*) rm -rf "$pgdir" ;; esac
    rm -f "$RUN/pgdata"
  fi
  rm -f "$ENV_FILE"
  say "stopped (logs in $LOGS, mailbox in $MAILBOX/new)"
}

main() {
  case "${1:-}" in
    start) start ;;
    stop) stop ;;
    status) status ;;
    *)
      echo "usage: $0 start|stop|status" >&2
      exit 2
      ;;
  esac
}

main "$@"
