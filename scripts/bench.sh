#!/usr/bin/env bash
# Benchmarks the server as it ships (make bench passes the production profile's binary, BIN)
# against nginx on the same files, on this machine, then the cluster (scripts/cluster.sh: two
# replicas behind nginx on PostgreSQL). Prints figures; asserts nothing. Needs wrk and nginx
# (Debian: apt-get install wrk nginx; installed when run as root on Debian and missing), and for
# the cluster PostgreSQL and Python's venv.
#   scripts/bench.sh            (uses web/build/client; STATIC_DIR overrides)
set -euo pipefail
cd "$(dirname "$0")/.."

STATIC_DIR="${STATIC_DIR:-web/build/client}"
BIN="${BIN:-target/release/kaveri-site}"
DURATION="${BENCH_DURATION:-10s}"
[ -f "$STATIC_DIR/index.html" ] || { echo "bench: build the web app first (make build)" >&2; exit 1; }
[ -x "$BIN" ] || { echo "bench: build the server first (cargo build --profile production)" >&2; exit 1; }

missing=()
command -v wrk >/dev/null || missing+=(wrk)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "bench: missing ${missing[*]} (apt-get install ${missing[*]})" >&2
    exit 1
  fi
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"

work="$(mktemp -d)"
pids=()
cluster_dir=""
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ -n "$cluster_dir" ]; then CLUSTER_DIR="$cluster_dir" scripts/cluster.sh stop >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

free_port() {
  for p in $(seq "$1" $(( $1 + 100 ))); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return; fi
  done
}
app_port=$(free_port 18700)
nginx_port=$(free_port 18800)
root="$(cd "$STATIC_DIR" && pwd)"
# The first hashed script (a glob, not `ls | head`: under pipefail a long listing's SIGPIPE
# would end the script).
assets=("$root"/assets/*.js)
asset="${assets[0]#"$root"/}"

# The release server, enquiries on a fresh SQLite file, no rate limit.
HOST=127.0.0.1 PORT=$app_port STATIC_DIR="$root" DATABASE_URL="sqlite:$work/bench.db" \
  OBJECT_STORE_URL="file://$work/uploads" RATE_LIMIT_PER_MINUTE=0 RUST_LOG=warn "$BIN" serve >"$work/server.log" 2>&1 &
server_pid=$!
pids+=($server_pid)

# nginx serving the same files. Debian's nginx has gzip_static but no brotli_static, so it serves
# the .gz siblings; the server is measured with br and with gzip.
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
    listen 127.0.0.1:$nginx_port;
    root $root;
    location / { try_files \$uri \$uri/index.html =404; }
  }
}
CONF
"$NGINX" -c "$work/nginx.conf" -g "daemon off;" >"$work/nginx.out" 2>&1 &
pids+=($!)

for _ in $(seq 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$app_port") 2>/dev/null && (exec 3<>"/dev/tcp/127.0.0.1/$nginx_port") 2>/dev/null && break
  sleep 0.2
done

cat >"$work/post.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"firstName":"Bench","lastName":"Mark","email":"bench@company.example","projectType":"consulting","budget":"25k-50k","message":"A benchmark enquiry.","elapsedMs":10000}'
LUA
# The same body paced to about 500 requests/s (16 connections, 30 ms apart each): the issue's
# latency target is p99 at that rate, not at saturation.
cp "$work/post.lua" "$work/post-paced.lua"
echo 'function delay() return 30 end' >>"$work/post-paced.lua"

# Prints "requests/s p50 p99" from wrk --latency output.
measure() {
  local out
  out="$(wrk --latency -d "$DURATION" "$@" 2>&1)"
  local rps p50 p99
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  echo "$rps $p50 $p99"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "n/a" }'; }
row() { printf '%-44s %12s %10s %10s\n' "$@"; }
echo "Machine: $(nproc) cores, $(uname -m); wrk $DURATION per run"
row "target" "requests/s" "p50" "p99"
declare -A rps
while read -r label port encoding path conns; do
  read -r r p50 p99 < <(measure -t 2 -c "$conns" -H "Accept-Encoding: $encoding" "http://127.0.0.1:$port$path")
  rps[$label]=$r
  row "$label (c=$conns)" "$r" "$p50" "$p99"
done <<ROWS
server-home-br $app_port br / 64
nginx-home-gzip $nginx_port gzip / 64
server-home-gzip $app_port gzip / 64
server-asset $app_port identity /$asset 64
nginx-asset $nginx_port identity /$asset 64
ROWS
read -r r p50 p99 < <(measure -t 2 -c 16 -s "$work/post.lua" "http://127.0.0.1:$app_port/api/enquiries")
row "server POST /api/enquiries (c=16)" "$r" "$p50" "$p99"
read -r r p50 p99 < <(measure -t 2 -c 16 -s "$work/post-paced.lua" "http://127.0.0.1:$app_port/api/enquiries")
row "server POST /api/enquiries (paced, c=16)" "$r" "$p50" "$p99"

# Traffic counting's beacon: a page view as the page's script sends it (text/plain), from a
# browser's user agent (an empty one is a bot and is not stored). Each is queued and written in
# batches; the figures are the endpoint's, then the home page's throughput while events arrive.
cat >"$work/event.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"
wrk.headers["User-Agent"] = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
wrk.body = '{"name":"pageview","url":"https://www.kaveri-digital.example/services/cloud?utm_source=bench","referrer":"https://www.linkedin.com/"}'
LUA
read -r r p50 p99 < <(measure -t 2 -c 50 -s "$work/event.lua" "http://127.0.0.1:$app_port/api/event")
row "server POST /api/event, flat out (c=50)" "$r" "$p50" "$p99"
# Page views stored so far (events past the queue's capacity are dropped, and logged).
stored() {
  RUST_LOG=error DATABASE_URL="sqlite:$work/bench.db" "$BIN" stats --days 1 --format json |
    awk -F'[:,]' '/"pageviews"/ {gsub(/ /, "", $2); print $2; exit}'
}
# Until the writer has stored the queue's backlog.
settled() {
  local last=-1 now
  now=$(stored)
  while [ "$now" != "$last" ]; do last=$now; sleep 1; now=$(stored); done
  echo "$now"
}
flat_stored=$(settled)
dropped=$( (grep -o '"total":[0-9]*' "$work/server.log" || true) | tail -1 | cut -d: -f2)
echo "flat out: ${flat_stored} events stored, ${dropped:-0} dropped past the queue (counted and logged)"
# 20,000 events at concurrency 50 (one wrk thread that stops at the count) while the home page is
# measured, against the home page alone. One pair of runs differs by up to 15 % on a shared host,
# so the pairs run in the order alone, beside, beside, alone, alone, beside (a steady drift of
# the host's speed cancels out) and the figure is the total beside over the total alone.
cat "$work/event.lua" >"$work/event-20k.lua"
cat >>"$work/event-20k.lua" <<'LUA'
local sent = 0
function response()
  sent = sent + 1
  if sent >= 20000 then wrk.thread:stop() end
end
LUA
home() { measure -t 1 -c 64 -H "Accept-Encoding: br" "http://127.0.0.1:$app_port/"; }
total_alone=0 total_beside=0 answered=0 before=$flat_stored
for order in alone beside beside alone alone beside; do
  if [ "$order" = beside ]; then
    wrk -t 1 -c 50 -d 60s -s "$work/event-20k.lua" "http://127.0.0.1:$app_port/api/event" >"$work/events-beside.txt" 2>&1 &
    events_pid=$!
    read -r r p50 p99 < <(home)
    wait "$events_pid" || true
    answered=$(( answered + $(awk '/requests in/ {print $1}' "$work/events-beside.txt") ))
    total_beside=$(awk -v a="$total_beside" -v b="$r" 'BEGIN { print a + b }')
    row "server-home-br while 20,000 events arrive" "$r" "$p50" "$p99"
  else
    read -r r p50 p99 < <(home)
    total_alone=$(awk -v a="$total_alone" -v b="$r" 'BEGIN { print a + b }')
    row "server-home-br alone (same wrk settings)" "$r" "$p50" "$p99"
  fi
done
echo "home page throughput while 20,000 events arrive / alone (3 runs each): $(ratio "$total_beside" "$total_alone")"
echo "of 3 x 20,000 events (c=50): ${answered} answered, $(( $(settled) - before )) stored"

# What an event costs the server, free of the host's noise: its CPU time (every thread, the
# writer's included) for 20,000 events alone, against its CPU time for a run of the home page
# alone. wrk's own work is not in it: a visitor's browser sends the events, not the server's host.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$server_pid/stat"; }
hz=$(getconf CLK_TCK)
settled >/dev/null
t0=$(cpu_ticks)
wrk -t 1 -c 50 -d 60s -s "$work/event-20k.lua" "http://127.0.0.1:$app_port/api/event" >"$work/events-alone.txt" 2>&1
settled >/dev/null
events_cpu=$(( $(cpu_ticks) - t0 ))
events_sent=$(awk '/requests in/ {print $1}' "$work/events-alone.txt")
t0=$(cpu_ticks)
out="$(wrk -t 1 -c 64 -d "$DURATION" -H "Accept-Encoding: br" "http://127.0.0.1:$app_port/" 2>&1)"
home_cpu=$(( $(cpu_ticks) - t0 ))
home_requests=$(awk '/requests in/ {print $1}' <<<"$out")
awk -v e="$events_cpu" -v n="$events_sent" -v h="$home_cpu" -v m="$home_requests" -v hz="$hz" 'BEGIN {
  printf "server CPU: %.0f us per event (writer included), %.0f us per home page request\n", e / hz / n * 1e6, h / hz / m * 1e6
  printf "20,000 events take %.1f %% of the server CPU that one run of the home page alone takes\n", 100 * e / n * 20000 / h
}'

echo "server/nginx throughput, home page (gzip vs gzip): $(ratio "${rps[server-home-gzip]}" "${rps[nginx-home-gzip]}")"
echo "server/nginx throughput, hashed asset:             $(ratio "${rps[server-asset]}" "${rps[nginx-asset]}")"

# Application uploads: a multipart body with a 1 MB PDF, the same bytes every time (each request
# stores a new application and CV object).
python3 scripts/bench-multipart.py 1048576 >"$work/application-1mb.body"
boundary="$(head -c 64 "$work/application-1mb.body" | head -1 | tr -d '\r' | sed 's/^--//')"
cat >"$work/apply.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "multipart/form-data; boundary=$boundary"
wrk.headers["Accept"] = "application/json"
local file = io.open("$work/application-1mb.body", "rb")
wrk.body = file:read("*a")
file:close()
LUA
read -r r p50 p99 < <(measure -t 2 -c 8 -s "$work/apply.lua" "http://127.0.0.1:$app_port/api/applications")
row "server POST /api/applications, 1 MB CV (c=8)" "$r" "$p50" "$p99"
mb_per_s=$(awk -v r="$r" 'BEGIN { printf "%.0f", r * 1.0 }')
echo "application upload throughput: ${mb_per_s} MB/s of CVs"

# Memory while 20 clients upload 5 MB each at once: the server's peak resident set (VmHWM) before
# and after. CVs are streamed to a temporary file and on to the object store, never held whole.
rss() { awk '/^VmHWM/ {print $2}' "/proc/$server_pid/status"; }
before=$(rss)
python3 scripts/bench-multipart.py 5242880 --send "127.0.0.1:$app_port" --clients 20
after=$(rss)
echo "server peak RSS (VmHWM): ${before} kB before, ${after} kB after 20 concurrent 5 MB uploads"

# The cluster: enquiries through nginx to two replicas, beside one of those replicas alone, on
# the cluster's PostgreSQL (the single server above wrote to SQLite). Delivery is off, as above.
# nginx, both replicas, PostgreSQL and wrk share this machine's cores: the figure is what one
# host running all of it does, not what two hosts would.
kill "$server_pid" 2>/dev/null || true
cluster_dir="$work/cluster"
BIN="$BIN" STATIC_DIR="$root" CLUSTER_DIR="$cluster_dir" CLUSTER_MAIL=off RATE_LIMIT_PER_MINUTE=0 \
  RUST_LOG=warn scripts/cluster.sh start >/dev/null
read -r cluster_site one_replica < <(
  # shellcheck disable=SC1091
  . "$cluster_dir/cluster.env"
  # shellcheck disable=SC2153 # both set by cluster.env
  echo "$CLUSTER_SITE ${CLUSTER_REPLICAS%% *}"
)
echo "cluster: $(nproc) cores shared by nginx, 2 replicas, PostgreSQL and wrk"
row "target" "requests/s" "p50" "p99"
read -r one p50 p99 < <(measure -t 2 -c 16 -s "$work/post.lua" "$one_replica/api/enquiries")
row "one replica, POST /api/enquiries (c=16)" "$one" "$p50" "$p99"
read -r both p50 p99 < <(measure -t 2 -c 16 -s "$work/post.lua" "$cluster_site/api/enquiries")
row "nginx + 2 replicas, /api/enquiries (c=16)" "$both" "$p50" "$p99"
read -r r p50 p99 < <(measure -t 2 -c 16 -s "$work/post-paced.lua" "$cluster_site/api/enquiries")
row "nginx + 2 replicas, paced (c=16)" "$r" "$p50" "$p99"
echo "cluster/one replica throughput, enquiries: $(ratio "$both" "$one")"
CLUSTER_DIR="$cluster_dir" scripts/cluster.sh stop >/dev/null
cluster_dir=""
