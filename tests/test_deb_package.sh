#!/bin/sh
# Builds the .deb from the build tree with CPack, checks its control fields (dependencies
# derived by dpkg-shlibdeps), unpacks it into a scratch root with dpkg -x and checks that
# the expected files, and only files under /usr, are there.
#
#   test_deb_package.sh <cpack> <build dir> <scratch dir> <app id> <version> <cli: yes|no> <icon sizes: 16,22,...>
set -eu
[ $# -eq 7 ] || { echo "usage: $0 cpack build scratch id version yes|no sizes" >&2; exit 2; }
cpack=$1 build=$2 scratch=$3 id=$4 version=$5 cli=$6 sizes=$7

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

rm -rf "$scratch"
mkdir -p "$scratch"
if ! "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$scratch/out" >"$scratch/cpack.log" 2>&1; then
    cat "$scratch/cpack.log" >&2
    fail "cpack could not build the package"
fi
deb="$scratch/out/nonet_${version}_$(dpkg --print-architecture).deb"
[ -f "$deb" ] || fail "cpack wrote no $deb"

# Control data.
dpkg-deb -I "$deb"
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = nonet ] || fail "Package is '$(field Package)'"
[ "$(field Version)" = "$version" ] || fail "Version is '$(field Version)', the project is $version"
[ "$(field Section)" = games ] || fail "Section is '$(field Section)'"
[ -n "$(field Maintainer)" ] || fail "no Maintainer"
[ -n "$(field Description)" ] || fail "no Description"
# "a (>= 1), b" -> one package name a line.
names() { echo "$1" | tr ',' '\n' | sed 's/^ *//; s/[ (].*//'; }
depends=$(field Depends)
for package in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 qt6-qpa-plugins libopencv-core406 libopencv-imgproc406; do
    names "$depends" | grep -Fqx "$package" || fail "Depends lacks $package: $depends"
done
names "$(field Recommends)" | grep -Fqx qt6-wayland || fail "Recommends lacks qt6-wayland"
# WebP pictures are read through Qt's image format plugins.
names "$(field Recommends)" | grep -Fqx qt6-image-formats-plugins || fail "Recommends lacks qt6-image-formats-plugins"

# Contents, unpacked the way dpkg would install them.
root="$scratch/root"
dpkg -x "$deb" "$root"
expect() {
    [ -f "$root/$1" ] || fail "the package lacks /$1"
}
expect usr/bin/nonet
[ -x "$root/usr/bin/nonet" ] || fail "/usr/bin/nonet is not executable"
if [ "$cli" = yes ]; then
    expect usr/bin/nonet-cli
    [ -x "$root/usr/bin/nonet-cli" ] || fail "/usr/bin/nonet-cli is not executable"
    expect usr/libexec/nonet/nonet-cli-booklet
    [ -x "$root/usr/libexec/nonet/nonet-cli-booklet" ] || fail "/usr/libexec/nonet/nonet-cli-booklet is not executable"
    expect usr/libexec/nonet/nonet-cli-scan
    [ -x "$root/usr/libexec/nonet/nonet-cli-scan" ] || fail "/usr/libexec/nonet/nonet-cli-scan is not executable"
elif [ -e "$root/usr/bin/nonet-cli" ]; then
    fail "/usr/bin/nonet-cli packaged but not built"
fi
expect "usr/share/applications/$id.desktop"
expect "usr/share/mime/packages/$id.xml"
expect "usr/share/metainfo/$id.metainfo.xml"
expect "usr/share/icons/hicolor/scalable/apps/$id.svg"
for size in $(echo "$sizes" | tr ',' ' '); do
    expect "usr/share/icons/hicolor/${size}x${size}/apps/$id.png"
done
for program in "$root"/usr/bin/* "$root"/usr/libexec/nonet/*; do
    [ -f "$program" ] || continue
    if readelf -d "$program" | grep -Eq '\((RPATH|RUNPATH)\)'; then
        fail "$program carries an RPATH"
    fi
done
stray=$(cd "$root" && find . ! -type d ! -path './usr/*')
[ -z "$stray" ] || fail "files outside /usr: $stray"
dev=$(cd "$root" && find . -name '*.a' -o -name '*.h' -o -name '*.cmake')
[ -z "$dev" ] || fail "build files packaged: $dev"

# The unpacked tree as AppStream sees an installed application: metainfo, desktop entry
# and icon found and consistent.
appstreamcli validate-tree --no-net "$root" >"$scratch/validate-tree.log" 2>&1 || {
    cat "$scratch/validate-tree.log" >&2
    fail "appstreamcli validate-tree failed"
}
cat "$scratch/validate-tree.log"
if grep -Eq '^[WE]: ' "$scratch/validate-tree.log"; then
    fail "appstreamcli validate-tree reports problems"
fi
echo "OK: $(basename "$deb")"
