#!/usr/bin/env bash
# Step: a PostgreSQL on 127.0.0.1:5432 accepting the postgres user without a password (the db and
# api suites run on it and on PGlite). GitHub provides it as a service container; on a bare
# Debian machine the distribution's cluster is installed if needed, opened to local trust
# connections and started.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
step "PostgreSQL"
if ! postgres_listening; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    apt_install postgresql
  fi
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  hba="/etc/postgresql/$version/main/pg_hba.conf"
  if ! as_root grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    as_root sed -i '1i host all all 127.0.0.1/32 trust' "$hba"
  fi
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do postgres_listening && break; sleep 1; done
fi
postgres_listening || { echo "PostgreSQL is not listening on 127.0.0.1:5432." >&2; exit 1; }
echo "PostgreSQL accepts connections on 127.0.0.1:5432 (TEST_DATABASE_URL=$TEST_DATABASE_URL)"
