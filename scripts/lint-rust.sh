#!/usr/bin/env bash
# Clippy with every warning an error, over every target (server, unit tests, server tests), in the
# compilation `make test` needs anyway: the Makefile compiles this workspace's crates through
# clippy-driver (RUSTC_WORKSPACE_WRAPPER), so `cargo build` lints them as it builds them, and the
# dependencies are not checked a second time as `cargo clippy` would (1m49s of make test).
# Cargo replays the warnings of a crate it does not need to compile again.
#   scripts/lint-rust.sh      (from make test-rust; `cargo clippy --all-targets -- -D warnings`
#                              says the same by itself)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(basename "${RUSTC_WORKSPACE_WRAPPER:-}")" != clippy-driver ]; then
  echo "lint-rust: RUSTC_WORKSPACE_WRAPPER must name clippy-driver: run it through make, with" \
    "Clippy installed (rustup component add clippy)" >&2
  exit 2
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
cargo build --release --all-targets --locked --message-format=short 2>&1 | tee "$log"
if grep -E '^(warning|error)' "$log" >/dev/null; then
  echo "lint-rust: the warnings above fail the build (fix them or allow one where it is wrong)" >&2
  exit 1
fi
