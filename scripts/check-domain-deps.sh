#!/usr/bin/env bash
# Dependencies point inward: no domain crate may depend (even indirectly) on a web framework,
# an ORM, a database driver, an HTTP client or serde_json. Fails, naming the offenders, if one does.
set -euo pipefail
cd "$(dirname "$0")/.."

domain_crates=(kernel identity catalog cart-rules orders shops letters notices messages)
forbidden='^(actix[-a-z]*|sea-orm[-a-z]*|sea-query[-a-z]*|sqlx[-a-z]*|reqwest|serde_json) v'
status=0
for crate in "${domain_crates[@]}"; do
  offenders=$(cargo tree --offline -p "$crate" -e normal --prefix none --no-dedupe 2>/dev/null \
    | grep -E "$forbidden" | sort -u || true)
  if [[ -n "$offenders" ]]; then
    echo "error: domain crate '$crate' depends on:" >&2
    echo "$offenders" | sed 's/^/  /' >&2
    status=1
  else
    echo "ok: $crate has no framework, ORM, driver or HTTP-client dependency"
  fi
done
# The check must be able to fail: the adapter crate does use sea-orm, so seeing it there proves
# the pattern matches what cargo prints.
if ! cargo tree --offline -p store-sea -e normal --prefix none | grep -qE "$forbidden"; then
  echo "error: the check no longer recognises sea-orm in store-sea; the pattern is broken" >&2
  status=1
fi
exit $status
