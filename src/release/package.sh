#!/usr/bin/env bash
# Builds the release artifacts into target/release from the jar Maven has just made:
# `mvn -B -Prelease package` runs it (pom.xml, the release profile; docs/install.md).
#
#   sokodb-VERSION-linux-x64.tar.gz  sokodb-VERSION/: bin/sokodb, lib/, runtime/, man/,
#                                    completion/, collections/, README.md and the licences
#   sokodb_VERSION_amd64.deb         the same launcher, jar and runtime under /usr/lib/sokodb
#   sokodb-VERSION.jar               the jar alone, for any machine with Java 17 or later
#   SHA256SUMS                       over the three
#
# Usage: src/release/package.sh VERSION JDK MAINTAINER
#   JDK: the home of the JDK Maven runs on, whose jdeps and jlink make the runtime
# Needs nothing but that JDK, Debian's base tools (dpkg-deb, tar, gzip, sha256sum) and
# dpkg-dev's dpkg-shlibdeps: nothing is downloaded.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$1 jdk=$2 maintainer=$3
jar=target/sokodb.jar
out=target/release
work=target/release-work
name=sokodb-$version
tree=$work/$name
fail() { echo "release: $*" >&2; exit 1; }

# The runtime is this machine's: an x64 Linux release can only be made on one.
[ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] || fail "the runtime would be $(uname -s)-$(uname -m), not linux-x64"
[ -f "$jar" ] || fail "no $jar (the release profile runs after the shade plugin)"
command -v dpkg-shlibdeps >/dev/null || fail "no dpkg-shlibdeps (Debian's dpkg-dev): it gives the package's dependencies"

# Every dependency the jar bundles is named, with its version, in THIRD-PARTY-NOTICES: a
# dependency added or moved to another version without its licence fails the release.
[ -s target/release-dependencies.txt ] || fail "no dependency list (target/release-dependencies.txt)"
missing=$(sed -nE 's/^ +([^: ]+):([^: ]+):jar:([^: ]+):(compile|runtime).*/\1:\2 \3/p' target/release-dependencies.txt \
    | while read -r artifact; do grep -qxF "  $artifact" THIRD-PARTY-NOTICES || echo "  $artifact"; done)
[ -z "$missing" ] || fail "THIRD-PARTY-NOTICES does not name these bundled dependencies:"$'\n'"$missing"

rm -rf "$out" "$work"
mkdir -p "$out" "$tree"/{bin,lib,man/man1,completion}

# The runtime: the modules jdeps finds the jar's classes use, and two it cannot see because
# they are only looked up at run time: jdk.charsets (an SLC file may declare any encoding) and
# jdk.crypto.ec (TLS to a PostgreSQL server with an elliptic-curve certificate or key
# exchange). java.desktop is among jdeps' modules for classes the libraries name (H2's
# console, java.beans), never for a window: its native libraries for X11, fonts, sound and
# images are left out, so that every library of the runtime needs no more of the system than
# libc6, libgcc-s1, libstdc++6 and zlib1g. The JDK's own class-data archive is made for it
# (--generate-cds-archive): the start-up needs it, and sokodb's archive is made on top of it.
modules=$("$jdk/bin/jdeps" --multi-release 17 --ignore-missing-deps --print-module-deps "$jar")
[ -n "$modules" ] || fail "jdeps found no modules in $jar"
windowing='**/libawt_xawt.so,**/libjawt.so,**/libsplashscreen.so,**/libfontmanager.so'
windowing+=',**/liblcms.so,**/libjavajpeg.so,**/libjsound.so'
"$jdk/bin/jlink" --add-modules "$modules,jdk.charsets,jdk.crypto.ec" --exclude-files="$windowing" \
    --strip-debug --no-man-pages --no-header-files --generate-cds-archive --output "$tree/runtime" >/dev/null
# the runtime's licence, GPLv2 with the Classpath Exception, comes with it from the JDK's jmods
[ -f "$tree/runtime/legal/java.base/LICENSE" ] || fail "the runtime has no legal/java.base/LICENSE"

cp src/launcher/sokodb "$tree/bin/sokodb"
cp src/launcher/jvm-settings.sh "$tree/lib/jvm-settings.sh"
cp "$jar" "$tree/lib/sokodb.jar"
cp README.md LICENSE THIRD-PARTY-NOTICES "$tree/"
cp -r collections "$tree/collections"
# the man page and the completion from the jar itself, run on the new runtime
"$tree/runtime/bin/java" -jar "$tree/lib/sokodb.jar" man > "$tree/man/man1/sokodb.1"
"$tree/runtime/bin/java" -jar "$tree/lib/sokodb.jar" completion > "$tree/completion/sokodb.bash"
cat > "$tree/completion/sokodb.zsh" <<'EOF'
# sokodb's completion for zsh: the script beside this file serves bash and zsh alike (it sets up
# zsh's compinit and bashcompinit itself). Load it from ~/.zshrc:
#   source /path/to/sokodb-VERSION/completion/sokodb.zsh
source "${${(%):-%x}:A:h}/sokodb.bash"
EOF
chmod -R u+rwX,go+rX,go-w "$tree"
chmod 755 "$tree/bin/sokodb"

tar --sort=name --owner=0 --group=0 --numeric-owner -C "$work" -czf "$out/$name-linux-x64.tar.gz" "$name"

# The Debian package: the install under /usr/lib/sokodb, sokodb on the PATH, the man page and
# bash completion where man and bash-completion look, the shipped collections in
# /usr/share/sokodb. Its libraries need only what the base system has (dpkg and apt depend on
# all four); no maintainer scripts, so dpkg -r takes away exactly the files below. The tree is
# laid out as a Debian source tree's debian/PACKAGE, where dpkg-shlibdeps reads it.
deb=$work/debian/sokodb
mkdir -p "$deb"/usr/lib/sokodb "$deb"/usr/bin "$deb"/usr/share/man/man1 \
    "$deb"/usr/share/bash-completion/completions "$deb"/usr/share/doc/sokodb "$deb"/usr/share/sokodb "$deb"/DEBIAN
cp -a "$tree"/bin "$tree"/lib "$tree"/runtime "$deb"/usr/lib/sokodb/
ln -s ../lib/sokodb/bin/sokodb "$deb"/usr/bin/sokodb
gzip -9n < "$tree/man/man1/sokodb.1" > "$deb"/usr/share/man/man1/sokodb.1.gz
cp "$tree/completion/sokodb.bash" "$deb"/usr/share/bash-completion/completions/sokodb
cp -a "$tree/collections" "$deb"/usr/share/sokodb/collections
cp README.md THIRD-PARTY-NOTICES "$deb"/usr/share/doc/sokodb/
{
    echo "sokodb is licensed under the Apache License, Version 2.0 (below). The software it bundles"
    echo "and their licences: THIRD-PARTY-NOTICES beside this file; the Java runtime's licence:"
    echo "/usr/lib/sokodb/runtime/legal/."
    echo
    cat LICENSE
} > "$deb"/usr/share/doc/sokodb/copyright
chmod -R u+rwX,go+rX,go-w "$deb"
(cd "$deb" && find usr -type f -exec md5sum {} + | sort -k 2) > "$deb"/DEBIAN/md5sums
# The versions of the four libraries the runtime's programs and libraries need, as
# dpkg-shlibdeps reads them from their symbols and the system's symbols files: the runtime is
# this system's JDK's, built against its glibc (Debian 12's: libc6 2.34 or later), and the
# package must not install where it cannot run.
printf 'Source: sokodb\n\nPackage: sokodb\nArchitecture: amd64\n' > "$work/debian/control"
depends=$(cd "$work" && runtime=debian/sokodb/usr/lib/sokodb/runtime \
    && elves=$(find "$runtime" -type f \( -name '*.so' -o -perm -u+x \) -exec sh -c \
        'for f; do case "$(head -c 4 "$f" | od -An -c | tr -d " ")" in 177ELF) echo "$f" ;; esac; done' sh {} +) \
    && dpkg-shlibdeps -O -l"$runtime/lib" -l"$runtime/lib/server" $elves 2>shlibdeps.err | sed -n 's/^shlibs:Depends=//p')
# (the runtime's own libraries, libjvm.so and the like, have no version in their names: said of each, and true)
grep -v "can't extract name and version from library name" "$work/shlibdeps.err" >&2 || true
[ -n "$depends" ] || fail "dpkg-shlibdeps named no dependency"
cat > "$deb"/DEBIAN/control <<EOF
Package: sokodb
Version: $version
Architecture: amd64
Maintainer: $maintainer
Installed-Size: $(du -sk "$deb"/usr | cut -f 1)
Depends: $depends
Section: utils
Priority: optional
Description: Sokoban level catalog and duplicate detector
 sokodb reads Sokoban level collections (XSB/SOK and SLC files, directories,
 zip archives), gives every level its Exact-Id and Unique-Id, keeps them in a
 catalog and finds the duplicates across collections. It also checks
 solutions, solves and optimizes levels, generates new ones and serves the
 catalog as web pages. It brings its own Java runtime.
EOF
chmod 644 "$deb"/DEBIAN/control "$deb"/DEBIAN/md5sums
dpkg-deb --root-owner-group -Zgzip -z6 --build "$deb" "$out/sokodb_${version}_amd64.deb" >/dev/null

cp "$jar" "$out/$name.jar"
(cd "$out" && sha256sum "$name-linux-x64.tar.gz" "sokodb_${version}_amd64.deb" "$name.jar" > SHA256SUMS)
rm -rf "$work"
ls -l "$out" | sed 1d | awk '{ printf "release: %s (%.1f MB)\n", $9, $5 / 1e6 }'
