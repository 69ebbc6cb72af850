# The Debian package: `cpack -G DEB` in the build tree writes nonet_<version>_<arch>.deb.
# Run-time dependencies on the Qt, C and C++ libraries come from dpkg-shlibdeps (in
# dpkg-dev), which reads them off the installed binaries.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME nonet)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Nonet maintainers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Sudoku for the desktop")
set(CPACK_PACKAGE_DESCRIPTION
    "Nonet is a Sudoku game for the desktop, played with mouse and keyboard. Its engine
solves, generates and grades puzzles the way a person would solve them, at six levels
from very easy to extreme.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(NONET_PACKAGE_MAINTAINER "Nonet maintainers <maintainers@users.noreply.a-seed-e283bc2c.example>"
    CACHE STRING "Maintainer field of the .deb package (Name <e-mail>)")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${NONET_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt loads its windowing-system plugins (xcb, wayland-egl, ...) at run time, so no binary
# links them and dpkg-shlibdeps cannot see them. libqt6gui6 only recommends the X11 one;
# nonet cannot open a window without it. Native Wayland support is a separate package.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
# Reading puzzles from pictures links OpenCV's core and imgproc (libopencv-core406,
# libopencv-imgproc406: dpkg-shlibdeps finds them); WebP pictures need Qt's image format
# plugins, which Qt loads at run time.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-image-formats-plugins")

include(CPack)
