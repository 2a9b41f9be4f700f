#!/bin/sh
# Install tttbot into a virtual environment at PREFIX, from this source tree: the one install
# path of the container image (Dockerfile), of a machine (docs/deploy.md) and of CI, which runs
# it too (tests/deploy/test_install.py). Serving needs no torch: EXTRAS is `postgresql` by
# default; add `train` only where `tttbot retrain` runs.
#
#   deploy/install.sh PREFIX [EXTRAS]      e.g. deploy/install.sh /opt/tttbot postgresql
#
# PREFIX/bin/tttbot is the command; the shipped weights go to PREFIX/share/tttbot/weights
# (point TTT_WEIGHTS_DIR at a copy the bot can write: promotions land there).
set -eu

if [ $# -lt 1 ]; then
    echo "usage: $0 PREFIX [EXTRAS]" >&2
    exit 2
fi
prefix=$1
extras=${2:-postgresql}
source_dir=$(cd "$(dirname "$0")/.." && pwd)

"${PYTHON:-python3}" -m venv "$prefix"
# A package, not an editable install: the venv works without the source tree, and pip writes
# the bytecode, so a process never compiles our modules at start.
"$prefix/bin/python" -m pip install --quiet --disable-pip-version-check \
    -c "$source_dir/constraints.txt" "$source_dir[$extras]"

mkdir -p "$prefix/share/tttbot"
rm -rf "$prefix/share/tttbot/weights"
cp -R "$source_dir/weights" "$prefix/share/tttbot/weights"

case ",$extras," in
*,train,*) ;;
*)
    if "$prefix/bin/python" -c "import torch" 2>/dev/null; then
        echo "$0: torch was installed, but serving must not need it (a dependency pulled it in)" >&2
        exit 1
    fi
    ;;
esac
"$prefix/bin/tttbot" --help >/dev/null
echo "tttbot installed in $prefix ($("$prefix/bin/python" -c 'from importlib.metadata import version; print(version("tttbot"))'))"
