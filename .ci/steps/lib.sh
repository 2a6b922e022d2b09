# Shared by every CI step (sourced): environment, logging and small helpers. The same steps run
# on a bare Debian machine (through .ci/run) and on GitHub Actions (.github/workflows/ci.yml).
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 1
export CI=true FORCE_COLOR=0 NO_COLOR=1 TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
export ARTIFACTS_DIR="${ARTIFACTS_DIR:-$PWD/artifacts}"
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"

step() { printf '\n==> %s\n' "$*"; }

# Runs a command as root: directly when we are root (a fresh container), through sudo otherwise
# (GitHub's runners).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_install() {
  as_root apt-get update -qq &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}

# Prints the first Chromium binary found (CHROMIUM_PATH first); fails when there is none.
find_chromium() {
  local candidate
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /snap/bin/chromium \
    /usr/bin/google-chrome; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      printf '%s\n' "$candidate"
      return 0
    fi
  done
  return 1
}

# True when something accepts TCP connections on 127.0.0.1:5432 (bash's /dev/tcp: no client tools needed).
postgres_listening() {
  (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null
}
