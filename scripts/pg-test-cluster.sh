#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the database suite. Prints one line, the DATABASE_URL, on
# stdout (nothing when PostgreSQL cannot be had: the PostgreSQL tests are then skipped).
# `pg-test-cluster.sh stop` stops it. Installs Debian's postgresql when missing and run as root.
set -uo pipefail
PORT=${PG_TEST_PORT:-54329}
DIR=${PG_TEST_DIR:-/tmp/freight-pg-test}

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

BIN=$(find_bin)
if [ "${1:-}" = "stop" ]; then
  [ -n "$BIN" ] && [ -d "$DIR/data" ] && as_postgres "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1
  exit 0
fi

if [ -z "$BIN" ] && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's postgresql for the PostgreSQL tests…" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >/dev/null 2>&1
  BIN=$(find_bin)
fi
if [ -z "$BIN" ]; then
  echo "PostgreSQL not available; PostgreSQL tests will be skipped" >&2
  exit 0
fi

# Stop a cluster left from an earlier run, then start afresh.
[ -d "$DIR/data" ] && as_postgres "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1
rm -rf "$DIR"
mkdir -p "$DIR"
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
if ! as_postgres "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1; then
  echo "initdb failed (see $DIR/initdb.log); PostgreSQL tests will be skipped" >&2
  exit 0
fi
if ! as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_locks_per_transaction=256" start >/dev/null 2>&1; then
  echo "PostgreSQL did not start (see $DIR/server.log); PostgreSQL tests will be skipped" >&2
  exit 0
fi
as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres freight_test >/dev/null 2>&1
echo "postgres://postgres@127.0.0.1:$PORT/freight_test"
