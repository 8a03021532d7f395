#!/usr/bin/env bash
# Two builds of the server and nginx on the same files, alternated round by round, so a change's
# effect on static throughput is read beside the host's own drift. Prints figures, asserts nothing.
#   scripts/bench-ab.sh BEFORE_BIN AFTER_BIN [ROUNDS]   (uses web/build/client; needs wrk, nginx)
set -euo pipefail
cd "$(dirname "$0")/.."
before="${1:?usage: scripts/bench-ab.sh BEFORE_BIN AFTER_BIN [ROUNDS]}"
after="${2:?usage: scripts/bench-ab.sh BEFORE_BIN AFTER_BIN [ROUNDS]}"
rounds="${3:-3}"
root="$(cd web/build/client && pwd)"
assets=("$root"/assets/*.js)
asset="/${assets[0]#"$root"/}"
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

start() {
  HOST=127.0.0.1 PORT=$2 STATIC_DIR="$root" DATABASE_URL="sqlite:$work/$2.db" \
    OBJECT_STORE_URL="file://$work/uploads-$2" RATE_LIMIT_PER_MINUTE=0 RUST_LOG=warn \
    "$1" serve >"$work/$2.log" 2>&1 &
  pids+=($!)
}
start "$before" 18901
start "$after" 18902
cat >"$work/nginx.conf" <<CONF
worker_processes auto;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:18903;
    root $root;
    location / { try_files \$uri \$uri/index.html =404; }
  }
}
CONF
"$NGINX" -c "$work/nginx.conf" -g "daemon off;" >"$work/nginx.out" 2>&1 &
pids+=($!)
for port in 18901 18902 18903; do
  for _ in $(seq 50); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.2; done
done

rps() { wrk -t 2 -c 64 -d 5s "$@" 2>&1 | awk '/Requests\/sec/ {print $2}'; }
printf '%-6s %-7s %14s %14s\n' round target "asset req/s" "home gzip req/s"
for round in $(seq "$rounds"); do
  for target in "before 18901" "after 18902" "nginx 18903"; do
    read -r name port <<<"$target"
    printf '%-6s %-7s %14s %14s\n' "$round" "$name" \
      "$(rps "http://127.0.0.1:$port$asset")" \
      "$(rps -H "Accept-Encoding: gzip" "http://127.0.0.1:$port/")"
  done
done
