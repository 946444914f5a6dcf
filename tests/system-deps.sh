#!/usr/bin/env bash
# Install the system packages the tests use (tests/system-packages.txt) when this machine
# can: apt-get (Debian/Ubuntu) as root or with passwordless sudo. Otherwise say what is
# missing and go on: the tests that need a missing program skip, each with its reason.
# Never fails the build by itself (`COMPANION_REQUIRE_SYSTEM=1` makes the tests strict).
set -uo pipefail
cd "$(dirname "$0")/.."

wanted=$(awk '!/^#/ && NF == 2 {print $2}' tests/system-packages.txt | sort -u)
missing=()
for pkg in $wanted; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "system-deps: no apt-get here; tests that need ${missing[*]} will skip"
    exit 0
fi
if [ "$(id -u)" -eq 0 ]; then
    sudo=()
elif sudo -n true 2>/dev/null; then
    sudo=(sudo -n)
else
    echo "system-deps: not root and no passwordless sudo; tests that need them will skip."
    echo "  To run them all: sudo apt-get install ${missing[*]}"
    exit 0
fi
echo "== installing system packages for the tests: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if ! { "${sudo[@]}" apt-get update -qq \
        && "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }
then
    echo "system-deps: apt-get failed; tests that need ${missing[*]} will skip"
fi
exit 0
