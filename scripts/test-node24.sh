#!/usr/bin/env bash
# The end of `npm test`: the api jest project (unit, int-spec, e2e-spec) again on Node 24, the LTS the Docker image
# runs, after the main run on this machine's own Node (20 on CI); both are supported
# (docs/decisions/0975-node-24-beside-node-20.md). The web app's unit tests, the browser journeys
# and the chaos tests do not depend on the server's Node, so they run once; the cli project runs
# once too: its suites start whole servers, and with them the pass took 21 minutes after the main
# run's 43 (2026-12-06); the commands' code is the api's, which runs here.
# npx fetches Node 24 from the npm registry the first time and reuses its cache after, even with
# no network. Its folder leads PATH, so the processes the tests start (process.execPath, `node`)
# are on 24 too. Without Node 24 this fails: a skipped pass must be asked for, with
# STORYVAULT_SKIP_NODE24=1.
# Takes the main run's arguments: paths outside the api project then find nothing, which passes.
set -euo pipefail
cd "$(dirname "$0")/.."

projects=(--ignoreProjects web browser chaos cli)

if [ "${STORYVAULT_SKIP_NODE24:-}" = "1" ]; then
  echo "== tests on Node 24: SKIPPED (STORYVAULT_SKIP_NODE24=1)"
  exit 0
fi
if [[ "$(node -v)" == v24.* ]]; then
  echo "== tests on Node 24: the main run was on $(node -v) already"
  exit 0
fi

echo "== tests on Node 24 (the api project)"
if ! version="$(npx -y -p node@24 node -v)" || [[ "$version" != v24.* ]]; then
  echo "Node 24 could not be fetched: npx -y -p node@24 node -v printed '${version:-nothing}'." >&2
  echo "Let npx reach the npm registry once (it keeps Node 24 in npm's cache), or set" >&2
  echo "STORYVAULT_SKIP_NODE24=1 to skip the Node 24 pass." >&2
  exit 1
fi
echo "   on $version"
empty=()
[ $# -gt 0 ] && empty=(--passWithNoTests)
exec npx -y -p node@24 node node_modules/.bin/jest --ci "${empty[@]}" "$@" "${projects[@]}"
