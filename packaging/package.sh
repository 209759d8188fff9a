#!/bin/sh
# Builds the release artefacts of one binary into a folder:
#   sitegen_VERSION_ARCH.deb            (Debian and Ubuntu; dpkg-deb)
#   sitegen-VERSION-linux-ARCH.tar.gz   (bin/, share/man, share/*completions, share/doc)
#
#   packaging/package.sh BINARY OUTPUT_FOLDER
#
# The .deb depends on the Debian packages that hold the shared libraries the binary links
# it names (found with readelf, ldd and dpkg -S, so the list follows the build machine's release).
set -eu
binary=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
version=$("$binary" --version)
arch=$(dpkg --print-architecture 2>/dev/null || uname -m)
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/sitegen-package.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The tarball: a prefix of its own, unpacked wherever the user likes.
tar_root="$work/sitegen-$version"
"$here/install.sh" "$tar_root" "$binary" > /dev/null
rm "$tar_root/share/doc/sitegen/installed-files"
cp "$here/../README.md" "$tar_root/README.md"
tarball="$out/sitegen-$version-linux-$(uname -m).tar.gz"
tar -C "$work" --owner=0 --group=0 --sort=name -czf "$tarball" "sitegen-$version"
echo "sitegen: $tarball"

command -v dpkg-deb >/dev/null 2>&1 || { echo "sitegen: no dpkg-deb here: no .deb made" >&2; exit 0; }
deb_root="$work/deb"
"$here/install.sh" "$deb_root/usr" "$binary" > /dev/null
rm "$deb_root/usr/share/doc/sitegen/installed-files"
# Debian keeps zsh completions in vendor-completions.
mkdir -p "$deb_root/usr/share/zsh/vendor-completions"
mv "$deb_root/usr/share/zsh/site-functions/_sitegen" "$deb_root/usr/share/zsh/vendor-completions/_sitegen"
rmdir "$deb_root/usr/share/zsh/site-functions"
gzip -9n "$deb_root/usr/share/man/man1/sitegen.1"
# The packages of the libraries the binary names itself (its NEEDED entries); theirs follow.
needed=$(readelf -d "$deb_root/usr/bin/sitegen" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
depends=$(for name in $needed; do
    library=$(ldd "$deb_root/usr/bin/sitegen" | awk -v name="$name" '$1 == name && $3 ~ /^\// { print $3 }')
    [ -n "$library" ] || continue
    dpkg -S "$(readlink -f "$library")" 2>/dev/null || dpkg -S "$library" 2>/dev/null || true
done | cut -d: -f1 | sort -u | paste -sd, - | sed 's/,/, /g')
size=$(du -sk "$deb_root" | cut -f1)
mkdir -p "$deb_root/DEBIAN"
cat > "$deb_root/DEBIAN/control" <<CONTROL
Package: sitegen
Version: $version
Architecture: $arch
Maintainer: ${SITEGEN_MAINTAINER:-sitegen authors <sitegen@localhost>}
Installed-Size: $size
Depends: $depends
Recommends: python3, python3-pip
Section: web
Priority: optional
Description: static site generator for responsive episode galleries
 Markdown episodes (front matter in YAML, TOML or JSON) become App-Store-like
 gallery pages, podcast feeds and a search index. The search index is written
 by Pagefind (pip install pagefind-bin), which sitegen runs when it is there.
CONTROL
deb="$out/sitegen_${version}_$arch.deb"
dpkg-deb --root-owner-group -Zxz --build "$deb_root" "$deb" > /dev/null
echo "sitegen: $deb (Depends: $depends)"
