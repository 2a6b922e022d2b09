#!/usr/bin/env bash
# Step: Chromium for the browser tests, poppler (pdftoppm/pdftotext) for the PDF checks,
# LibreOffice Calc (headless) that recalculates the exported workbooks and promtool (package
# prometheus) that checks the monitoring configuration, installed with apt when missing. On Ubuntu,
# where apt's chromium is a snap wrapper, the snap is the fallback.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
step "system packages (Chromium for browser tests, poppler for PDF rendering, LibreOffice for workbook recalculation, promtool for the monitoring configuration)"
missing=()
find_chromium >/dev/null || missing+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
if [ "${#missing[@]}" -gt 0 ]; then
  apt_install "${missing[@]}" fonts-liberation || true
fi
if ! find_chromium >/dev/null && command -v snap >/dev/null 2>&1; then
  as_root snap install chromium || true
fi
chromium=$(find_chromium) || { echo "No Chromium found or installed." >&2; exit 1; }
"$chromium" --version
# sed reads all of it: `head` would close the pipe early and pipefail would fail on the SIGPIPE.
pdftoppm -v 2>&1 | sed -n 1p
# LibreOffice apart, so a failure there does not hold up the rest. Without it the workbook's
# LibreOffice test is skipped (HyperFormula still recalculates the workbook).
command -v soffice >/dev/null 2>&1 || apt_install libreoffice-calc-nogui || true
if command -v soffice >/dev/null 2>&1; then
  soffice --version 2>&1 | sed -n 1p
else
  echo "LibreOffice could not be installed: the LibreOffice workbook test will be skipped." >&2
fi
# promtool (in Debian's and Ubuntu's package prometheus) checks deploy/prometheus.yml, the
# Grafana dashboard's queries and the /metrics exposition; the prometheus binary of the same
# package scrapes three app instances with deploy/prometheus.yml (apps/api/test/deploy). Apart too, without its recommended
# node exporter; a failure here does not stop the step, but those tests fail under CI=true without
# promtool rather than being skipped.
command -v promtool >/dev/null 2>&1 || apt_install --no-install-recommends prometheus || true
if command -v promtool >/dev/null 2>&1; then
  promtool --version 2>&1 | sed -n 1p
else
  echo "promtool could not be installed: the monitoring configuration tests will fail (CI requires them)." >&2
fi
