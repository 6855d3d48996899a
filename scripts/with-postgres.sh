#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on loopback, then stops the server and
# removes its data (port: PG_TEST_PORT, else the first free one from 55432):
#   scripts/with-postgres.sh <command> [args...]
# The command gets TEST_DATABASE_URL (the server's admin URL: the API's jest suite creates one
# database per test file on it). Needs Debian's `postgresql` package (its binaries under
# /usr/lib/postgresql/<version>/bin); as root the server runs as the `postgres` user, because
# PostgreSQL refuses to run as root. The password is random
# per run and never printed.
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/pg_ctl" ]; then
  echo "with-postgres: PostgreSQL não encontrado (instale o pacote Debian 'postgresql')" >&2
  exit 3
fi
# A free loopback port from 55432 up, unless PG_TEST_PORT names one (two runs may overlap).
port=${PG_TEST_PORT:-$(node -e "
const net=require('net');
(function probe(p){const s=net.createServer();s.once('error',()=>probe(p+1));s.listen(p,'127.0.0.1',()=>s.close(()=>process.stdout.write(String(p))));})(55432);
")}
workdir=$(mktemp -d /tmp/lp-postgres.XXXXXX)
password=$(node -e "process.stdout.write(require('crypto').randomBytes(18).toString('hex'))")
printf '%s\n' "$password" > "$workdir/pwfile"

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown -R postgres "$workdir"; fi

stop() {
  as_owner "$bindir/pg_ctl" -D "$workdir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap stop EXIT

as_owner "$bindir/initdb" -D "$workdir/data" -U postgres --auth=scram-sha-256 --pwfile="$workdir/pwfile" \
  --encoding=UTF8 --locale=C.UTF-8 >"$workdir/initdb.log" 2>&1 || { cat "$workdir/initdb.log" >&2; exit 3; }
rm -f "$workdir/pwfile"
# Loopback only; a socket directory of its own; fsync off: the data is thrown away after the run.
as_owner "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $workdir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$workdir/server.log" >&2; exit 3; }
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') em 127.0.0.1:$port"

export TEST_DATABASE_URL="postgres://postgres:${password}@127.0.0.1:${port}/postgres"
"$@"
