#!/usr/bin/env bash
# Measures a consumer package's first `swift build` through FlowBuildPlugin: how long until the first
# spec compiles (SwiftPM builds flowc from source for the plugin first) and how long the whole build
# takes. Needs no network: the consumer depends on this checkout by path.
#
#   Benchmarks/plugin-cold-start.sh [-c debug|release] [--prebuilt] [--keep]
#
# --prebuilt measures the option docs/Tools.md describes for teams who want one ("A prebuilt flowc"):
# flowc built once in release and shipped as an artifact bundle, with a build plugin of the consumer's
# own that uses it, so the first build compiles no compiler. Building that bundle is not timed.
#
# Prints `key = value` lines like FlowBenchmarks:
#   plugin.seconds_to_first_spec   from `swift build` starting to "Generating Archon.flow.swift"
#   plugin.cold_build_seconds      the whole first build of the consumer's navigation target
#   plugin.warm_build_seconds      the same build again with nothing changed
#   plugin.spec_change_seconds     the build after touching the spec (flowc runs again, no rebuild)
set -euo pipefail
cd "$(dirname "$0")/.."
flowkit=$(pwd)
configuration=debug
keep=0
prebuilt=0
while [ $# -gt 0 ]; do
  case "$1" in
    -c) configuration=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    --prebuilt) prebuilt=1; shift ;;
    *) echo "usage: $0 [-c debug|release] [--prebuilt] [--keep]" >&2; exit 2 ;;
  esac
done

work=$(mktemp -d "${TMPDIR:-/tmp}/flowkit-cold-start.XXXXXX")
if [ "$keep" = 0 ]; then trap 'rm -rf "$work"' EXIT; fi
consumer="$work/ArchonKit"
mkdir -p "$consumer/Sources/ArchonNavigation"
cp Specs/Archon/Archon.flow "$consumer/Sources/ArchonNavigation/"
echo '@_exported import FlowRuntime' > "$consumer/Sources/ArchonNavigation/Exports.swift"
if [ "$prebuilt" = 0 ]; then
  targets='
    .target(
      name: "ArchonNavigation",
      dependencies: [.product(name: "FlowRuntime", package: "FlowKit")],
      plugins: [.plugin(name: "FlowBuildPlugin", package: "FlowKit")]),'
else
  # The artifact bundle a team would publish (or check in): flowc built in release, per platform.
  swift build -c release --product flowc >/dev/null
  triple=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)
  bundle="$consumer/FlowcBinary.artifactbundle"
  mkdir -p "$bundle/flowc-$triple/bin" "$consumer/Plugins/PrebuiltFlowBuildPlugin"
  cp "$(swift build -c release --show-bin-path)/flowc" "$bundle/flowc-$triple/bin/flowc"
  cat > "$bundle/info.json" <<INFO
{
  "schemaVersion": "1.0",
  "artifacts": {
    "flowc": {
      "type": "executable",
      "version": "1.0.0",
      "variants": [{ "path": "flowc-$triple/bin/flowc", "supportedTriples": ["$triple"] }]
    }
  }
}
INFO
  # FlowKit's own plugin, unchanged: it asks for the tool named flowc, which the bundle provides.
  cp -L Plugins/FlowBuildPlugin/*.swift "$consumer/Plugins/PrebuiltFlowBuildPlugin/"
  targets='
    .binaryTarget(name: "FlowcBinary", path: "FlowcBinary.artifactbundle"),
    .plugin(name: "PrebuiltFlowBuildPlugin", capability: .buildTool(), dependencies: ["FlowcBinary"]),
    .target(
      name: "ArchonNavigation",
      dependencies: [.product(name: "FlowRuntime", package: "FlowKit")],
      plugins: ["PrebuiltFlowBuildPlugin"]),'
fi
cat > "$consumer/Package.swift" <<PACKAGE
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ArchonKit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "FlowKit", path: "$flowkit")],
  targets: [$targets
  ]
)
PACKAGE

suffix=""
if [ "$prebuilt" = 1 ]; then suffix=".prebuilt"; fi
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# Resolving the path dependency is not part of the build; do it first.
(cd "$consumer" && swift package resolve >/dev/null)

build() {
  (cd "$consumer" && swift build -c "$configuration" --target ArchonNavigation 2>&1)
}

log="$work/cold.log"
start=$(now)
first_spec=""
while IFS= read -r line; do
  echo "$line" >>"$log"
  if [ -z "$first_spec" ] && [[ "$line" == *"Generating Archon.flow.swift"* ]]; then
    first_spec=$(now)
  fi
done < <(build; echo "exit status $?")
end=$(now)
if ! grep -q "exit status 0" "$log"; then
  tail -20 "$log" >&2
  echo "error: the consumer's first build failed" >&2
  exit 1
fi
modules=$(grep -cE "Compiling [A-Za-z]+ " "$log" || true)

warm_start=$(now)
build >/dev/null
warm=$(elapsed "$warm_start" "$(now)")
touch "$consumer/Sources/ArchonNavigation/Archon.flow"
change_start=$(now)
build >/dev/null
change=$(elapsed "$change_start" "$(now)")

plugin=FlowBuildPlugin
if [ "$prebuilt" = 1 ]; then plugin="a plugin using a prebuilt flowc"; fi
echo "Consumer package's first swift build (-c $configuration) through $plugin, $(nproc) cores"
echo "plugin${suffix}.seconds_to_first_spec = $(elapsed "$start" "${first_spec:-$end}")"
echo "plugin${suffix}.cold_build_seconds = $(elapsed "$start" "$end")"
echo "plugin${suffix}.compile_lines = $modules"
echo "plugin${suffix}.warm_build_seconds = $warm"
echo "plugin${suffix}.spec_change_seconds = $change"
if [ "$keep" = 1 ]; then echo "kept: $consumer (log: $log)"; fi
