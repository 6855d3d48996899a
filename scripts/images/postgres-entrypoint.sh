#!/bin/sh
# The stand-in PostgreSQL image's entry point (scripts/images/base-images.sh), with the official
# image's contract: POSTGRES_USER (postgres), POSTGRES_PASSWORD (required), POSTGRES_DB (the user's
# name), data in PGDATA (/var/lib/postgresql/data); the first start makes the cluster, then
# `postgres` itself runs as the container's first process (it handles SIGTERM: a smart shutdown).
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
PGDATA="${PGDATA:-/var/lib/postgresql/data}"
bin=$(echo /usr/lib/postgresql/*/bin)
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" > "$pwfile"
  "$bin/initdb" -D "$PGDATA" -U "$user" --pwfile="$pwfile" -A scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "$db" != "postgres" ]; then
    "$bin/postgres" --single -D "$PGDATA" postgres <<SQL >/dev/null
CREATE DATABASE "$db" OWNER "$user";
SQL
  fi
fi
exec "$bin/postgres" -D "$PGDATA" -c listen_addresses='*' "$@"
