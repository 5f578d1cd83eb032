#!/usr/bin/env bash
# Until the first release every schema change folds into one initial migration, regenerated from
# src/db/schema. The lock keeps two people (or helpers) from generating at the same time.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/hostdeck-migrations.lock
flock 9
rm -rf drizzle
npx drizzle-kit generate --config drizzle.config.ts --name init
# drizzle-kit writes no CREATE EXTENSION. The trigram indexes (reservation searches) need pg_trgm:
# PGlite loads it (db/client.ts), PostgreSQL ships it with its contrib modules (docs/decisions/0034).
migration=drizzle/0000_init.sql
{
  printf 'CREATE EXTENSION IF NOT EXISTS pg_trgm;\n--> statement-breakpoint\n'
  cat "$migration"
  printf '\n'
} >"$migration.tmp"
mv "$migration.tmp" "$migration"
