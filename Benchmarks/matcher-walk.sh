#!/usr/bin/env bash
# Instructions and simulated data-cache misses per link of the generated matcher's walk at one spec
# size, from cachegrind: the difference between a run of ROUNDS passes over the benchmark's links and
# a run of none, so that generating, checking and sampling the spec cancel out.
#
#   Benchmarks/matcher-walk.sh N [ROUNDS] [INPUT]   N one of FlowBenchmarks' sizes; ROUNDS defaults
#                                                   to 5; INPUT `text` (the default) or `url`, the
#                                                   same links matched from URLs made beforehand
#
# CACHEGRIND_LL=size,ways,line sets the simulated last-level cache (cachegrind takes the machine's
# last level, here a 260 MB L3, by default); `2097152,16,64` is this machine's 2 MB L2, which the
# trie outgrows at 10,000 routes. Needs `swift build -c release --product FlowBenchmarks` first.
set -euo pipefail

size="${1:?usage: $0 N [ROUNDS]}"
rounds="${2:-5}"
input="${3:-text}"
links=2048 # MatcherBenchmark.linkCount
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
binary="$root/.build/release/FlowBenchmarks"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Prints "instructions D1-misses LLd-misses" of one run, read from cachegrind's summary.
measure() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=cachegrind --cache-sim=yes ${CACHEGRIND_LL:+--LL=$CACHEGRIND_LL} --cachegrind-out-file="$work/out" \
    "$binary" --only matcher-walk --sizes "$size" --walk-rounds "$1" --walk-input "$input" >/dev/null 2>"$work/log"
  awk '
    /I *refs:/ { gsub(",", "", $4); ir = $4 }
    /D1 *misses:/ { gsub(",", "", $4); d1 = $4 }
    /LLd misses:/ { gsub(",", "", $4); ll = $4 }
    END { print ir, d1, ll }' "$work/log"
}

read -r baseIr baseD1 baseLL < <(measure 0)
read -r ir d1 ll < <(measure "$rounds")
awk -v n="$size" -v per=$((links * rounds)) \
  -v ir=$((ir - baseIr)) -v d1=$((d1 - baseD1)) -v ll=$((ll - baseLL)) 'BEGIN {
    printf "n=%s: %.0f instructions, %.1f D1 misses, %.2f LLd misses per link\n",
      n, ir / per, d1 / per, ll / per
  }'
