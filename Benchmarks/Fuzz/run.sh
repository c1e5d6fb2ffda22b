#!/usr/bin/env bash
# Builds one libFuzzer target and runs it.
#
#   Benchmarks/Fuzz/run.sh TARGET [SECONDS] [LIBFUZZER_FLAGS...]   fuzz for SECONDS (default 600)
#   Benchmarks/Fuzz/run.sh TARGET repro FILE...                     run saved inputs once each
#   Benchmarks/Fuzz/run.sh TARGET build                             only build
#
# TARGET is frontend, matcher or runtime. Everything generated (module builds, binaries, the growing
# corpus, crash artifacts, logs) goes to Benchmarks/Fuzz/.work/, which git ignores; the committed
# seeds in Benchmarks/Fuzz/Corpus/TARGET/ are read, never written.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$here/.work"

target="${1:-}"
mode="${2:-600}"

# The package modules each target links, in dependency order.
case "$target" in
  frontend) modules=(FlowRuntime FlowSyntax FlowSema FlowCodeGen FlowSimulation FlowCompiler) ;;
  matcher | runtime) modules=(FlowRuntime) ;;
  *)
    echo "usage: $0 frontend|matcher|runtime [SECONDS|repro FILE...|build] [libFuzzer flags...]" >&2
    exit 2
    ;;
esac

# SANITIZE=fuzzer drops AddressSanitizer for a faster run (about 2.5 times the executions per second);
# Swift's own checks still trap, but unsafe-pointer code is then unchecked at -O.
sanitize="${SANITIZE:-fuzzer,address}"
# One package name for every module, as SwiftPM gives them, so `package` declarations link up.
flags=(-O -sanitize="$sanitize" -parse-as-library -swift-version 6 -package-name FlowKit -use-ld=lld)
build="$work/build-${sanitize//,/-}"
mkdir -p "$build" "$work/bin"

# Compiles one package module (all its sources, recursively) into an object and a .swiftmodule,
# unless it is newer than its sources and no module before it was rebuilt.
rebuilt=0
build_module() {
  local name="$1" dir="$root/Sources/$1"
  local object="$build/$name.o"
  mapfile -t sources < <(find "$dir" -name '*.swift' | sort)
  if [[ ${#sources[@]} -eq 0 ]]; then
    echo "no sources in $dir" >&2
    exit 1
  fi
  if [[ $rebuilt -eq 0 && -f "$object" && -z "$(find "$dir" -name '*.swift' -newer "$object" | head -1)" \
    && -z "$(find "$here/run.sh" -newer "$object")" ]]; then
    return
  fi
  echo "building $name (${#sources[@]} files)" >&2
  swiftc "${flags[@]}" -module-name "$name" -I "$build" -wmo -c \
    -emit-module -emit-module-path "$build/$name.swiftmodule" \
    "${sources[@]}" -o "$object"
  # A rebuilt module invalidates every module built after it.
  rebuilt=1
}

for module in "${modules[@]}"; do build_module "$module"; done

# The target: its entry file plus the shared support files it names.
target_sources=("$here/Targets/$target.swift")
case "$target" in
  # The hand-written Archon flow and routes of the runtime tests, compiled in as they are.
  runtime | matcher)
    mapfile -t -O 1 target_sources < <(
      find "$root/Tests/FlowRuntimeTests/Navigator/Archon" -name '*.swift' | sort
      echo "$root/Tests/FlowRuntimeTests/Links/ArchonRoutes.swift"
      echo "$root/Tests/FlowRuntimeTests/Links/EveryTypeRoutes.swift"
    ) ;;
esac
binary="$work/bin/fuzz-$target-${sanitize//,/-}"
objects=()
for module in "${modules[@]}"; do objects+=("$build/$module.o"); done
echo "linking $binary" >&2
swiftc "${flags[@]}" -module-name "Fuzz_$target" -I "$build" \
  "${target_sources[@]}" "${objects[@]}" -o "$binary"

# A crash must end the run at once instead of waiting on the Swift backtracer.
export SWIFT_BACKTRACE=enable=no
# No allocation stacks while fuzzing (unwinding them costs a third of the time); repro keeps them.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0}"

common=(-max_len=65536 -timeout=1 -rss_limit_mb=4096 -print_final_stats=1)
case "$mode" in
  build)
    echo "$binary"
    ;;
  repro)
    shift 2
    export ASAN_OPTIONS="${ASAN_OPTIONS/malloc_context_size=0/malloc_context_size=30}"
    exec "$binary" "${common[@]}" "$@"
    ;;
  *)
    shift 2 || shift $#
    corpus="$work/corpus/$target"
    artifacts="$work/artifacts/$target/"
    mkdir -p "$corpus" "$artifacts" "$work/logs"
    dictionary=()
    if [[ -f "$here/Dictionaries/$target.dict" ]]; then dictionary=(-dict="$here/Dictionaries/$target.dict"); fi
    # New units go to the first directory; the committed seeds are only read. With -jobs=N libFuzzer
    # writes fuzz-N.log into the working directory, so that is the log folder.
    cd "$work/logs"
    exec "$binary" "${common[@]}" -max_total_time="$mode" -artifact_prefix="$artifacts" \
      "${dictionary[@]}" "$@" "$corpus" "$here/Corpus/$target"
    ;;
esac
