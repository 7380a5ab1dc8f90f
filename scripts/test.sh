#!/usr/bin/env bash
# The one test command (`npm test`): installs what the browser journeys need when missing,
# builds, checks lint, layers and types, then runs every jest project, then the api
# project again on Node 24. PostgreSQL comes from DATABASE_URL when set, else an embedded one
# (test/pg-global-setup.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
[ -x /usr/sbin/dovecot ] || missing+=(dovecot-imapd)
command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || missing+=(ffmpeg)
command -v pdftotext >/dev/null && command -v pdfimages >/dev/null && command -v pdftoppm >/dev/null || missing+=(poppler-utils)
# The backup drill runs a PostgreSQL server of Debian's own, which Debian's pg_dump and pg_restore fit.
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)
command -v pg_dump >/dev/null && command -v pg_restore >/dev/null || missing+=(postgresql-client)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing ${missing[*]} for the browser journeys, the IMAP tests, the recordings, the book and the backup drill (apt-get)..."
    apt-get update -qq
    # The packages' own services are not wanted: the tests start what they need themselves.
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d.storyvault && chmod +x /usr/sbin/policy-rc.d.storyvault
    [ -e /usr/sbin/policy-rc.d ] || ln -s /usr/sbin/policy-rc.d.storyvault /usr/sbin/policy-rc.d
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    [ "$(readlink /usr/sbin/policy-rc.d)" = /usr/sbin/policy-rc.d.storyvault ] && rm -f /usr/sbin/policy-rc.d
    rm -f /usr/sbin/policy-rc.d.storyvault
  else
    echo "Missing: ${missing[*]}. Install them (sudo apt-get install ${missing[*]}) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

echo "== build"
npm run build --silent
echo "== lint and layer rules"
npm run lint --silent
echo "== type check (sources and tests)"
npx tsc -p apps/web --noEmit
npx tsc -p tsconfig.spec.json --noEmit
echo "== tests"
npx jest --ci "$@"

# The api project again on Node 24 (STORYVAULT_SKIP_NODE24=1 skips it, saying so).
bash scripts/test-node24.sh "$@"
