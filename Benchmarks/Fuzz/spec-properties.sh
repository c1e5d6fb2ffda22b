#!/usr/bin/env bash
# Runs the generated-code/resolve agreement property (ResolveAgreementPropertyTests) at large scale.
#
#   Benchmarks/Fuzz/spec-properties.sh [SCALE] [SEED]
#
# SCALE (default 50) multiplies the suite's counts through FLOWKIT_PROPERTY_SCALE: 240 x SCALE random
# specs type-checked in Swift 5 and 6 modes, the first 30 x SCALE of them built into executables that
# open 40 x SCALE random links each and compared with `Resolver` (at 50: 12,000 specs, 1,500 built,
# 3,000,000 links). SEED (default: the time) draws other specs than the suite's fixed seed; a failure
# prints the spec and the link, and the same SCALE and SEED reproduce it.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
scale="${1:-50}"
seed="${2:-$(date +%s)}"
cd "$root"
echo "spec-properties: FLOWKIT_PROPERTY_SCALE=$scale FLOWKIT_AGREEMENT_SEED=$seed"
swift build --build-tests
FLOWKIT_PROPERTY_SCALE="$scale" FLOWKIT_AGREEMENT_SEED="$seed" \
  swift test --skip-build --filter ResolveAgreementPropertyTests.generatedCodeLandsWhereResolveSaysOnRandomSpecs
