#!/bin/sh
# Installs sitegen under a prefix: the stripped binary, its man page and shell completions,
# written from the binary itself, and the licences.
#
#   packaging/install.sh PREFIX BINARY
#
# `make install` and `make package` call it; `make uninstall` removes what it lists in
# PREFIX/share/doc/sitegen/installed-files.
set -eu
prefix=$1
binary=$2
here=$(cd "$(dirname "$0")" && pwd)
[ -x "$binary" ] || { echo "install.sh: $binary: no sitegen binary there (run make release, or give BIN=)" >&2; exit 1; }

bin="$prefix/bin"
man="$prefix/share/man/man1"
bash_completions="$prefix/share/bash-completion/completions"
zsh_completions="$prefix/share/zsh/site-functions"
fish_completions="$prefix/share/fish/vendor_completions.d"
doc="$prefix/share/doc/sitegen"
mkdir -p "$bin" "$man" "$bash_completions" "$zsh_completions" "$fish_completions" "$doc"

# The binary is copied, then stripped: the release build keeps its symbols for profiling.
cp "$binary" "$bin/sitegen.new"
strip --strip-unneeded "$bin/sitegen.new" 2>/dev/null || strip "$bin/sitegen.new"
chmod 755 "$bin/sitegen.new"
mv -f "$bin/sitegen.new" "$bin/sitegen"

python3 "$here/manpage.py" "$bin/sitegen" > "$man/sitegen.1"
chmod 644 "$man/sitegen.1"
"$bin/sitegen" --generate-completion-script bash > "$bash_completions/sitegen"
"$bin/sitegen" --generate-completion-script zsh > "$zsh_completions/_sitegen"
"$bin/sitegen" --generate-completion-script fish > "$fish_completions/sitegen.fish"
cp "$here/../LICENSE" "$doc/LICENSE"
# The licences of what the binary holds statically: the Swift runtime and Foundation, and the
# Swift packages the build resolved. (libvips, cmark-gfm and mimalloc stay shared libraries,
# whose licences come with the system's packages.)
notices="$doc/THIRD-PARTY-NOTICES"
: > "$notices"
swift=$(readlink -f "$(command -v swift 2>/dev/null || echo /nonexistent/bin/swift)")
runtime_licence=$(dirname "$(dirname "$swift")")/share/swift/LICENSE.txt
for licence in "$runtime_licence" "$here"/../.build/checkouts/*/LICENSE*; do
    [ -f "$licence" ] || continue
    package=$(basename "$(dirname "$licence")")
    [ "$licence" = "$runtime_licence" ] && package="Swift runtime and Foundation"
    printf '%s\n%s (%s)\n\n' "================================================================" \
        "$package" "$(basename "$licence")" >> "$notices"
    cat "$licence" >> "$notices"
    printf '\n' >> "$notices"
done
chmod 644 "$doc"/*

cat > "$doc/installed-files" <<LIST
$bin/sitegen
$man/sitegen.1
$bash_completions/sitegen
$zsh_completions/_sitegen
$fish_completions/sitegen.fish
$doc/LICENSE
$doc/THIRD-PARTY-NOTICES
$doc/installed-files
LIST
echo "sitegen: installed $bin/sitegen ($("$bin/sitegen" --version)), its man page and completions under $prefix"
