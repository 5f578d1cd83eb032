#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster:
#   apps/server/test/with-postgres.sh npx vitest run --project server
# The cluster lives in a temp dir on 127.0.0.1 (a free port), runs as the `postgres` OS user when
# we are root (initdb refuses root), and is always stopped and removed, whatever the command does.
# TEST_DATABASE_URL points at it; the server test setup makes one database per test file there.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  for candidate in /usr/lib/postgresql/*/bin; do
    [ -x "$candidate/initdb" ] && PG_BIN="$candidate"
  done
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
  echo "with-postgres: PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin)." >&2
  echo "Install them with: apt-get install -y postgresql" >&2
  exit 3
fi

# A free port: ask the kernel for one.
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
WORK_DIR="$(mktemp -d /tmp/hostdeck-pg.XXXXXX)"
DATA_DIR="$WORK_DIR/data"
LOG_FILE="$WORK_DIR/postgres.log"

RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "with-postgres: running as root but there is no 'postgres' user to run the cluster as." >&2
    exit 3
  fi
  chown postgres "$WORK_DIR"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  local status=$?
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
  exit "$status"
}
trap cleanup EXIT INT TERM

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DATA_DIR" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$WORK_DIR/initdb.log" 2>&1 ||
  { cat "$WORK_DIR/initdb.log" >&2; exit 4; }
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$LOG_FILE" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $WORK_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null ||
  { cat "$LOG_FILE" >&2; exit 4; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
