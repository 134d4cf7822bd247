#!/usr/bin/env bash
# Build the one-folder bundle of Plant Store GUI with PyInstaller (pip extra "bundle").
#
#   packaging/build_bundle.sh [OUTPUT_DIR]      (default: dist)
#
# Leaves OUTPUT_DIR/plantstore-gui/ with the program plantstore-gui (PLANTSTORE_GUI_SMOKE=1
# makes it check itself), checks that no library in it misses a dependency, and prints its
# size. PyInstaller's work files go to build/pyinstaller/ (override: BUNDLE_WORK_DIR).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="$(mkdir -p "${1:-dist}" && cd "${1:-dist}" && pwd)"
work="${BUNDLE_WORK_DIR:-$root/build/pyinstaller}"
python="${PYTHON:-python3}"

"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$out" --workpath "$work" "$root/packaging/plantstore-gui.spec"

bundle="$out/plantstore-gui"

# Every shared library must find what it links to inside the bundle or on the system
# (the bundle's programs put _internal on the library path the same way).
missing="$(find "$bundle" -name '*.so*' -type f -print0 \
    | LD_LIBRARY_PATH="$bundle/_internal" xargs -0 ldd 2>/dev/null \
    | awk '/^\// {file=$1} /not found/ {print file, $1}' | sort -u)"
if [[ -n "$missing" ]]; then
    echo "build_bundle.sh: libraries missing from the bundle:" >&2
    echo "$missing" >&2
    exit 1
fi

du -sh "$bundle"
