#!/usr/bin/env bash
# Every recipe that builds the release server builds the same packages: cargo unifies the
# features of shared dependencies per build command, so `cargo build --release -p api` and
# `cargo build --release -p api -p proof` compile much of the tree twice (about 20 minutes on two
# cores), and `just run` after `just test` would rebuild the server. Fails, naming the lines,
# when the justfile's release builds differ.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t builds < <(grep -nE '^\s+cargo (build|run) [^#]*--release' justfile || true)
if [[ ${#builds[@]} -eq 0 ]]; then
  echo "error: no release build found in the justfile; the pattern is broken" >&2
  exit 1
fi
distinct=$(printf '%s\n' "${builds[@]}" | sed -E 's/^[0-9]+:\s*//' | sort -u)
if [[ $(printf '%s\n' "$distinct" | wc -l) -ne 1 ]]; then
  echo "error: the justfile builds the release server in more than one way:" >&2
  printf '  %s\n' "${builds[@]}" >&2
  echo "build it in one recipe (\`release\`) and make the others depend on it" >&2
  exit 1
fi
echo "ok: every release build is \`$distinct\`"
