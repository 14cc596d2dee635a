#!/bin/sh
# Builds the fuzz targets and runs each for N seconds (default 60) on seed corpora made from
# the bundled files. Needs a nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`).
# Crashes land in fuzz/artifacts/<target>/; keep each, once fixed, under
# tests/fuzz-regressions/<target>/ so that `cargo test` replays it.
# Usage: fuzz/run.sh [seconds] [target...]     (targets: content save scenario script)
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-content save scenario script}
target_dir=${FUZZ_TARGET_DIR:-fuzz/target}
game=king-of-chicago

# Seed corpora, made afresh from the bundled files (what a fuzzer adds stays in corpus/).
seeds=fuzz/corpus
mkdir -p "$seeds/content" "$seeds/save" "$seeds/scenario" "$seeds/script"
i=0
for f in game.toml board.toml gangsters.toml events.toml contracts.toml businesses.toml \
    resource_cards.toml locales/en.ftl locales/fr.ftl; do
    # The first byte picks the file (its index), the high bit layers it as a mod.
    name=$(echo "$f" | tr / -)
    { printf "\\$(printf %03o "$i")"; cat "content/$game/$f"; } >"$seeds/content/replace-$name"
    { printf "\\$(printf %03o $((i + 128)))"; cat "content/$game/$f"; } >"$seeds/content/mod-$name"
    i=$((i + 1))
done
cp tests/scenarios/*.toml "$seeds/scenario/"
# Saves a few decisions into games (mode byte 0: the whole file), and their game data alone
# (mode byte 1: sealed by the target).
cargo build --release --quiet
for n in 5 40; do
    printf '1\n%.0s' $(seq 1 $n) | target/release/mobrules play $game --seed $n \
        --seats human,bot:greedy,bot:random,bot:greedy --save "$seeds/save.tmp" >/dev/null
    { printf '\000'; cat "$seeds/save.tmp"; } >"$seeds/save/whole-$n"
    { printf '\001'; tail -n 1 "$seeds/save.tmp" | sed 's/.*"body"://; s/}$//'; } >"$seeds/save/body-$n"
done
rm -f "$seeds/save.tmp"
cp scripts/$game/*.rhai tests/hostile/*.rhai "$seeds/script/"

for t in $targets; do
    echo "== $t: $seconds s"
    mkdir -p "fuzz/artifacts/$t"
    cargo +nightly fuzz run --fuzz-dir fuzz --target-dir "$target_dir" "$t" "$seeds/$t" -- \
        -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="fuzz/artifacts/$t/" || echo "== $t: stopped on a finding (fuzz/artifacts/$t/)"
done
