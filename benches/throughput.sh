#!/bin/sh
# Plays 10,000 four-seat King of Chicago games among greedy bots on both cores and prints how
# long they took, as `simulate` measures it (target: at most 8 s on the 2-core development
# machine, not yet reached; other work on the machine slows it down, so compare two builds
# within one run).
# Usage: benches/throughput.sh [games] [threads]
set -eu
cd "$(dirname "$0")/.."
games=${1:-10000}
threads=${2:-2}
cargo build --release --quiet
"${CARGO_TARGET_DIR:-target}/release/mobrules" simulate king-of-chicago --games "$games" --seed 1 \
    --threads "$threads" --seats bot:greedy,bot:greedy,bot:greedy,bot:greedy --json |
    grep -E '"(games|threads|seconds|games_per_second)"'
