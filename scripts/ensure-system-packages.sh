#!/usr/bin/env bash
# The document generator that tests and benchmarks use draws with Debian's Liberation, DejaVu and
# FreeFont faces; the benchmarks also run Tesseract beside our OCR. Installs what is missing (as
# root with apt-get), so `npm test` and `npm run bench` work on a fresh machine; otherwise says what
# to install. Usage: ensure-system-packages.sh [extra Debian package ...]
set -u
packages=(fonts-dejavu-core fonts-liberation fonts-freefont-ttf "$@")
missing=()
for pkg in "${packages[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "installing Debian packages: ${missing[*]}"
  (apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null) && exit 0
fi
echo "error: these Debian packages are needed: ${missing[*]} (sudo apt-get install ${missing[*]})" >&2
exit 1
