#!/usr/bin/env bash
# Step: pnpm 10 (the version package.json's packageManager names). GitHub installs it with
# pnpm/action-setup; a bare machine gets it from npm.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
step "pnpm"
if ! command -v pnpm >/dev/null 2>&1 || ! pnpm --version | grep -q '^10\.'; then
  version=$(node -p "require('./package.json').packageManager.split('@')[1]")
  npm install -g "pnpm@$version" || as_root npm install -g "pnpm@$version"
fi
node --version
pnpm --version
