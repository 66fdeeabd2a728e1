#!/usr/bin/env bash
# The document generator that tests and benchmarks use draws with Debian's Liberation, DejaVu and
# FreeFont faces. Installs them when missing (as root with apt-get), so `npm test` works on a
# fresh machine; otherwise says what to install.
set -u
packages=(fonts-dejavu-core fonts-liberation fonts-freefont-ttf)
missing=()
for pkg in "${packages[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "installing test fonts: ${missing[*]}"
  (apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null) && exit 0
fi
echo "error: the tests need these Debian packages: ${missing[*]} (sudo apt-get install ${missing[*]})" >&2
exit 1
