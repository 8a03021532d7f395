# One command to run the site, one to test it. See README.md.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

# Web tooling runs on Node >= 22.22: the machine's when it is new enough, else Node 24 from the
# npm registry installed into .cache/ (scripts/use-node.sh). Production runs no Node.
WITH_NODE = export PATH="$$($(CURDIR)/scripts/use-node.sh):$$PATH" NPM_CONFIG_UPDATE_NOTIFIER=false; cd web &&

# This workspace's crates are compiled through Clippy's driver (rustc with Clippy's lints; the
# dependencies go to rustc as before): every build lints the server, and make test's lint step
# (scripts/lint-rust.sh) costs no second pass over the dependencies. Unset without Clippy.
export RUSTC_WORKSPACE_WRAPPER ?= $(shell command -v clippy-driver)

WEB_OUT := web/build/client
WEB_SOURCES := $(shell find web/app web/content web/public web/scripts -type f 2>/dev/null) \
  web/package.json web/react-router.config.ts web/vite.config.ts
SERVER_BIN := target/release/kaveri-site
# What ships (Cargo.toml's production profile: release with cross-crate LTO), for make bench.
PRODUCTION_BIN := target/production/kaveri-site
RUST_SOURCES := $(shell find src migrations -type f 2>/dev/null) Cargo.toml $(wildcard Cargo.lock)

.PHONY: help run build web server deps test test-steps test-start test-late static-then-web python-tools test-static test-rust test-links test-html test-e2e \
  test-budgets test-schemathesis test-observatory test-lighthouse bench bench-lighthouse clean dev screenshots \
  cluster cluster-stop

help:
	@echo "make run    build what is stale and serve on http://localhost:$${PORT:-8080}"
	@echo "make test   every check: Rust, web unit, e2e, accessibility, budgets, Lighthouse"
	@echo "make build  build the web app and the release server"
	@echo "make dev    the web app with hot reload (Vite dev server)"
	@echo "make bench  throughput and latency of the server as it ships (LTO), beside nginx"
	@echo "make cluster  two replicas behind nginx on PostgreSQL, S3 (moto), SMTP; make cluster-stop"
	@echo "make bench-lighthouse  Lighthouse's timed figures, held to their bars (a quiet host)"
	@echo "make screenshots  PNGs of every page template, both themes, into web/screenshots/"

# `npm install` (not `npm ci`) against the committed lock: the registries reachable here serve
# only Tailwind's Linux native packages, so the lock cannot list the other platforms' optional
# ones, and `npm ci` refuses a lock without them. The locked versions are what gets installed.
web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	$(WITH_NODE) npm install --no-audit --no-fund
	@touch $@

deps: web/node_modules/.package-lock.json

$(WEB_OUT)/index.html: web/node_modules/.package-lock.json $(WEB_SOURCES)
	$(WITH_NODE) $(if $(SITE_URL),VITE_SITE_URL=$(SITE_URL)) npm run build

web: $(WEB_OUT)/index.html

$(SERVER_BIN): $(RUST_SOURCES)
	cargo build --release --locked

$(PRODUCTION_BIN): $(RUST_SOURCES)
	cargo build --profile production --locked

server: $(SERVER_BIN)

build: web server

run: build
	$(SERVER_BIN) serve

dev: deps
	$(WITH_NODE) npm run dev

# The static checks and the web build beside the server's release build, then the Rust suite
# (SQLite and a throwaway PostgreSQL), then the browser suites against the release server serving
# the production build. The web app and the server are built once; the suites after that test
# those. docs/testing.md has the rest.
TEST_STEPS := test-start test-rust test-links test-html test-e2e test-late

test: $(TEST_STEPS)
	@echo "make test: every suite passed"

# Node's checks and build run on one core while cargo compiles: its release build leaves a core
# idle for much of its last crate and the link. The Python tools the later steps need (moto for
# the S3 tests, schemathesis) install beside them: mostly downloads, about a minute and a half
# that would otherwise wait on its own.
test-start:
	$(MAKE) -j3 --output-sync=target server static-then-web python-tools

python-tools:
	scripts/moto-server.sh >/dev/null
	scripts/schemathesis.sh --install

# The suites after e2e, two at a time. None asserts a timing (the budgets measure bytes and
# shifts; Lighthouse prints its timed figures, each run calibrated to the host as it finds it),
# and each alone leaves a core partly idle: the budgets wait for the network to go quiet,
# Lighthouse audits, schemathesis is one Python process.
test-late:
	$(MAKE) -j2 --output-sync=target test-budgets test-lighthouse test-schemathesis test-observatory

static-then-web:
	$(MAKE) test-static
	$(MAKE) web

# The steps of `make test` in order, for .ci/run to time each one.
test-steps:
	@echo $(TEST_STEPS)

test-static: deps
	cargo fmt --check
	$(WITH_NODE) npm run format:check && npm run typecheck && npm run lint && npm run test:unit

# --release on purpose: the tests then reuse the release build's dependencies and the server
# binary. The lint step builds the test targets, with every Clippy and rustc warning an error.
test-rust: server
	scripts/lint-rust.sh
	MOTO_SERVER="$$(scripts/moto-server.sh)" scripts/with-postgres.sh cargo test --release --locked

test-links: web
	$(WITH_NODE) npm run test:links

# The W3C Nu HTML Checker (npm vnu-jar, runs on Java) over every pre-rendered page.
test-html: web
	$(WITH_NODE) npm run test:html

test-e2e: build
	$(WITH_NODE) npm run test:e2e

test-budgets: build
	$(WITH_NODE) npm run test:budgets

test-schemathesis: server
	scripts/schemathesis.sh

test-observatory: build
	scripts/observatory.sh

test-lighthouse: build
	$(WITH_NODE) npm run test:lighthouse

# PNGs of every page template at 375/768/1440 px, light and dark, menus and chat open, into
# web/screenshots/ (git-ignored) for review. Not part of `make test`. With STATIC_DIR (relative
# to web/, e.g. build-me/client) it shoots that build as it is instead of building web/build.
screenshots: $(if $(STATIC_DIR),deps,build)
	$(WITH_NODE) npm run screenshots

# Also the cluster's enquiries through nginx beside one replica's (scripts/cluster.sh, started
# and stopped by the script).
bench: web $(PRODUCTION_BIN)
	BIN=$(PRODUCTION_BIN) scripts/bench.sh

# The site as production runs it, on 127.0.0.1: two replicas behind nginx on one PostgreSQL, an
# S3 bucket (moto) and an SMTP receiver keeping each e-mail as a file. Starts, prints where each
# part is, and returns; `make cluster-stop` (scripts/cluster.sh stop) ends it. docs/deployment.md.
cluster: build
	scripts/cluster.sh start

cluster-stop:
	scripts/cluster.sh stop

# Lighthouse's timed figures (performance, LCP, TBT), the best and median of 3 runs per route,
# held to their bars: run it on a quiet host (docs/performance.md). `make test` asserts the rest.
bench-lighthouse: build
	$(WITH_NODE) LIGHTHOUSE_RUNS=3 npm run test:lighthouse -- --timed-bars

clean:
	rm -rf target web/build web/.react-router
