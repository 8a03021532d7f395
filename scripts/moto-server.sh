#!/usr/bin/env bash
# Prints the path of `moto_server` (PyPI's moto[server], an S3-protocol server for tests),
# installing it into .cache/moto-venv on first use. The Rust tests start it on 127.0.0.1 when
# MOTO_SERVER names it (see tests/object_store_s3.rs).
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=.cache/moto-venv
if [ ! -x "$VENV/bin/moto_server" ]; then
  python3 -m venv "$VENV" >&2
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "moto[server]>=5,<6" >&2
fi
echo "$PWD/$VENV/bin/moto_server"
