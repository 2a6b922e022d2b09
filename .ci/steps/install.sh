#!/usr/bin/env bash
# Step: the workspace's dependencies, exactly as the lockfile pins them.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
step "dependencies"
pnpm install --frozen-lockfile
