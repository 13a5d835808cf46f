#!/usr/bin/env bash
# The static checks of `npm test` at once: the type check, the linter, the import boundaries and the
# formatting. Each is single-threaded, so two cores finish the four in about half the time of one
# after another. Each check's output is shown whole when it ends; the script fails if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."

# The route modules' generated types first: the type check and the boundary check read them.
npx react-router typegen || exit 1

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
checks=(typecheck:"npx tsc" lint:"npx eslint . --max-warnings=0" boundaries:"npm run -s check:boundaries" format:"npx prettier --check .")
for check in "${checks[@]}"; do
  name=${check%%:*}
  (
    start=$SECONDS
    if (eval "${check#*:}") >"$out/$name.log" 2>&1; then status=passed; else status=FAILED; fi
    echo "$status $((SECONDS - start))" >"$out/$name.result"
  ) &
done
wait

failed=0
for check in "${checks[@]}"; do
  name=${check%%:*}
  read -r status seconds <"$out/$name.result"
  echo "── $name: $status ($seconds s)"
  [ -s "$out/$name.log" ] && sed 's/^/   /' "$out/$name.log"
  [ "$status" = passed ] || failed=1
done
exit $failed
