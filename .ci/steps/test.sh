#!/usr/bin/env bash
# Step: the README's test command (`pnpm test`: lint, typecheck, unit and integration suites,
# browser journeys), its output kept in $ARTIFACTS_DIR/test-output.log, then the line
# "N passed, N failed" summed over every package's vitest summary. A failure outside the test
# runners (lint, typecheck, build), or CI_PREP_FAILED=1 from earlier steps, counts as one failure.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
step "pnpm test"
if chromium=$(find_chromium); then export CHROMIUM_PATH="$chromium"; fi
mkdir -p "$ARTIFACTS_DIR"
log="$ARTIFACTS_DIR/test-output.log"
pnpm test 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

# Vitest prints "Tests  3 failed | 120 passed (123)" per package (turbo prefixes "pkg:test: ").
passed=0
failed=0
while IFS= read -r line; do
  p=$(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '[0-9]+' || true)
  f=$(grep -oE '[0-9]+ failed' <<<"$line" | grep -oE '[0-9]+' || true)
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-0}))
done < <(grep -E '^(.*: )?[[:space:]]*Tests[[:space:]]+[0-9]' "$log")

prep_failed="${CI_PREP_FAILED:-0}"
if [ "$prep_failed" -ne 0 ] || { [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; }; then
  failed=$((failed + 1))
fi
printf '\n%d passed, %d failed\n' "$passed" "$failed"
[ "$status" -eq 0 ] && [ "$prep_failed" -eq 0 ] && [ "$failed" -eq 0 ]
