#!/bin/sh
# Builds the fuzz targets and runs each for N seconds (default 60) on seed corpora made from
# the bundled files of every registered game. Needs a nightly toolchain and cargo-fuzz
# (`cargo install cargo-fuzz`). Crashes land in fuzz/artifacts/<target>/; keep each, once
# fixed, under tests/fuzz-regressions/<target>/ so that `cargo test` replays it.
# Usage: fuzz/run.sh [seconds] [target...]     (targets: content save scenario script)
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-content save scenario script}
target_dir=${FUZZ_TARGET_DIR:-fuzz/target}
bin=${CARGO_TARGET_DIR:-target}/release/mobrules

cargo build --release --quiet
# The registered games, as `mobrules --help` lists them ("Games: a, b, c").
games=$("$bin" --help | sed -n 's/^Games: //p' | tr -d ,)
[ -n "$games" ] || { echo "no games listed by mobrules --help" >&2; exit 1; }

# Seed corpora, made afresh from the bundled files (what a fuzzer adds stays in corpus/).
seeds=fuzz/corpus
mkdir -p "$seeds/content" "$seeds/save" "$seeds/scenario" "$seeds/script"
for game in $games; do
    # A game's files in the order `mobrules::fuzzing::content::files` gives them: game.toml,
    # its other TOML files, then its locales, each group sorted by name. The first byte picks
    # the file (its index, modulo the game's number of files; every game gets the input, each
    # its own file) and its high bit layers the file as a mod instead of replacing it.
    files=$(cd "content/$game" && {
        echo game.toml
        ls -- *.toml | LC_ALL=C sort | grep -vx game.toml
        ls locales | LC_ALL=C sort | sed 's|^|locales/|'
    })
    i=0
    for f in $files; do
        name=$game-$(echo "$f" | tr / -)
        { printf "\\$(printf %03o "$i")"; cat "content/$game/$f"; } >"$seeds/content/replace-$name"
        { printf "\\$(printf %03o $((i + 128)))"; cat "content/$game/$f"; } >"$seeds/content/mod-$name"
        i=$((i + 1))
    done

    # Scenarios: King of Chicago's sit in tests/scenarios/ itself, the others' in a folder
    # named after the game.
    for f in tests/scenarios/$game/*.toml; do
        if [ -f "$f" ]; then cp "$f" "$seeds/scenario/$game-$(basename "$f")"; fi
    done

    # Card scripts, where the game has any.
    for f in scripts/$game/*.rhai; do
        if [ -f "$f" ]; then cp "$f" "$seeds/script/$game-$(basename "$f")"; fi
    done

    # Saves a few decisions into games (mode byte 0: the whole file), and their game data alone
    # (mode byte 1: sealed by the target). Four seats, or fewer where the game seats fewer; a
    # game that ends before the decisions run out leaves no save and gives no seed.
    for n in 5 12 40; do
        rm -f "$seeds/save.tmp"
        for seats in human,bot:greedy,bot:random,bot:greedy human,bot:greedy,bot:random human,bot:greedy; do
            printf '1\n%.0s' $(seq 1 $n) | "$bin" play "$game" --seed $n --seats $seats \
                --save "$seeds/save.tmp" >/dev/null 2>&1 && break
        done
        [ -f "$seeds/save.tmp" ] || continue
        { printf '\000'; cat "$seeds/save.tmp"; } >"$seeds/save/whole-$game-$n"
        { printf '\001'; tail -n 1 "$seeds/save.tmp" | sed 's/.*"body"://; s/}$//'; } >"$seeds/save/body-$game-$n"
    done
    rm -f "$seeds/save.tmp"
done
cp tests/scenarios/*.toml "$seeds/scenario/"
cp tests/hostile/*.rhai "$seeds/script/"

# SEEDS_ONLY=1 stops here, with the seed corpora made.
[ -z "${SEEDS_ONLY:-}" ] || exit 0
for t in $targets; do
    echo "== $t: $seconds s"
    mkdir -p "fuzz/artifacts/$t"
    cargo +nightly fuzz run --fuzz-dir fuzz --target-dir "$target_dir" "$t" "$seeds/$t" -- \
        -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="fuzz/artifacts/$t/" || echo "== $t: stopped on a finding (fuzz/artifacts/$t/)"
done
