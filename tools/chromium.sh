#!/bin/sh
# Debian's Chromium for the browser tests (tests/web/test_browser.py), installed when it is
# missing and this machine allows it: Debian or Ubuntu, as root or with sudo that asks no
# password. Quiet, and harmless when it cannot: the browser tests are then skipped with the
# reason, except under CI=true where a missing browser fails the run.
# The README's test command runs it; so does .ci/run (the same command).
if [ -x /usr/bin/chromium ] || command -v chromium >/dev/null 2>&1; then
    exit 0
fi
[ -r /etc/os-release ] && . /etc/os-release
case " ${ID:-} ${ID_LIKE:-} " in
    *" debian "* | *" ubuntu "*) ;;
    *) exit 0 ;;
esac
if [ "$(id -u)" = 0 ]; then
    as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root="sudo -n"
else
    exit 0
fi
echo "Installing Chromium for the browser tests (apt-get install chromium)..." >&2
# A font named, not left to apt's Recommends (a slim image may install none): the layout
# tests measure text drawn in it.
export DEBIAN_FRONTEND=noninteractive
log="$(mktemp)"
if ! { $as_root apt-get update -qq && $as_root apt-get install -y -qq chromium fonts-dejavu-core; } >"$log" 2>&1; then
    # Said, not hidden: the browser tests then skip (or fail under CI=true) with their reason.
    echo "Chromium could not be installed; apt-get said:" >&2
    tail -n 20 "$log" >&2
fi
rm -f "$log"
exit 0
