#!/usr/bin/env bash
# Until the first release every schema change folds into one initial migration, regenerated from
# src/db/schema. The lock keeps two people (or helpers) from generating at the same time.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/hostdeck-migrations.lock
flock 9
rm -rf drizzle
npx drizzle-kit generate --config drizzle.config.ts --name init
