# The Debian package (issue 19): `./dcstudio.sh package` builds dcstudio_<version>_<arch>.deb
# with cpack. It holds the studio (/usr/bin/dcstudio; the catalog, climate profiles and sample
# design are Qt resources inside it, so nothing else is read from disk), the menu entry, the
# icons, the project file type (a double-click on a project opens the studio), the man page
# made from --help, and the copyright and changelog. The files themselves are in packaging/.
include(GNUInstallDirs)

# Who answers for the package (control file and changelog). The default is a reserved .example
# domain (RFC 2606) because the project has no mail domain yet; a release sets a real one with
# -DDCS_PACKAGE_MAINTAINER="Name <address>".
set(DCS_PACKAGE_MAINTAINER "DC Studio developers <dev@dcstudio.example>" CACHE STRING
    "Maintainer of the Debian package: Name <address>")

set(DCS_PACKAGING_SOURCE ${PROJECT_SOURCE_DIR}/packaging)
set(DCS_PACKAGING_BINARY ${PROJECT_BINARY_DIR}/packaging)
file(MAKE_DIRECTORY ${DCS_PACKAGING_BINARY})

# dcstudio(1), remade whenever the binary changes, so it always shows the current options.
# gzip -n leaves the time out of the header (reproducible, as lintian asks).
string(TIMESTAMP DCS_MAN_DATE "%Y-%m-%d" UTC)  # honours SOURCE_DATE_EPOCH
add_custom_command(
  OUTPUT ${DCS_PACKAGING_BINARY}/dcstudio.1.gz
  COMMAND ${DCS_PACKAGING_SOURCE}/makeman.sh $<TARGET_FILE:dcstudio> ${DCS_PACKAGING_BINARY}/dcstudio.1
          ${PROJECT_VERSION} ${DCS_MAN_DATE}
  COMMAND gzip -9nf ${DCS_PACKAGING_BINARY}/dcstudio.1
  DEPENDS dcstudio ${DCS_PACKAGING_SOURCE}/makeman.sh
  COMMENT "Writing the dcstudio(1) man page from --help"
  VERBATIM)
configure_file(${DCS_PACKAGING_SOURCE}/changelog.in ${DCS_PACKAGING_BINARY}/changelog @ONLY)
add_custom_command(
  OUTPUT ${DCS_PACKAGING_BINARY}/changelog.gz
  COMMAND gzip -9nc ${DCS_PACKAGING_BINARY}/changelog > ${DCS_PACKAGING_BINARY}/changelog.gz
  DEPENDS ${DCS_PACKAGING_BINARY}/changelog)
add_custom_target(dcs_package_files ALL
  DEPENDS ${DCS_PACKAGING_BINARY}/dcstudio.1.gz ${DCS_PACKAGING_BINARY}/changelog.gz)

install(TARGETS dcstudio RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${DCS_PACKAGING_SOURCE}/dcstudio.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${DCS_PACKAGING_SOURCE}/dcstudio-mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
        RENAME dcstudio.xml)
install(DIRECTORY ${DCS_PACKAGING_SOURCE}/icons/hicolor DESTINATION ${CMAKE_INSTALL_DATADIR}/icons)
install(FILES ${DCS_PACKAGING_SOURCE}/icons/dcstudio.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(FILES ${DCS_PACKAGING_BINARY}/dcstudio.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${DCS_PACKAGING_SOURCE}/copyright ${DCS_PACKAGING_BINARY}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

# cpack would otherwise build every target (the whole test suite) before packaging; the
# package command builds dcstudio and dcs_package_files itself.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME dcstudio)
set(CPACK_PACKAGE_VENDOR "DC Studio")
set(CPACK_PACKAGE_CONTACT "${DCS_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "design studio for AI-training data centres")
# One string (no semicolon: CMake would split it): its lines become the control file's description lines (at most 80 columns).
set(CPACK_PACKAGE_DESCRIPTION "DC Studio lays out a GPU hall (racks, servers, switches, PDUs, cooling units)
and checks it as it is drawn: power per phase and feed, cooling and airflow,
the compute fabric, the training run the hall can carry, cost and carbon.
Designs are JSON project files, and a double-click on one opens the studio.
The same binary works headless: evaluate, check, report (PDF), generate,
compare and sweep designs from the command line.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # dcstudio_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# The Qt, yaml-cpp (libyaml-cpp0.7), C++ and C libraries come from dpkg-shlibdeps. The X11 (xcb)
# and offscreen platform plugins are in libqt6gui6, which that brings in; qt6-wayland lets it run
# natively on Wayland (without it Qt falls back to XWayland). The PDF report embeds DejaVu Sans.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland")
include(CPack)

# The .deb's file list (tests/package/check_deb.cmake); skipped where cpack or dpkg-deb is absent.
# The stripped binary is about 10 MB; AddressSanitizer's instrumentation (./dcstudio.sh test
# --sanitize) makes it 135 MB stripped, so that build checks against a larger bound.
if(CMAKE_BUILD_TYPE STREQUAL "Sanitize")
  set(DCS_PACKAGE_MAX_BINARY 400000000)
else()
  set(DCS_PACKAGE_MAX_BINARY 60000000)
endif()
add_test(NAME test_package
         COMMAND ${CMAKE_COMMAND} -DCPACK=${CMAKE_CPACK_COMMAND} -DBUILD_DIR=${PROJECT_BINARY_DIR}
                 -DOUT_DIR=${DCS_PACKAGING_BINARY}/test -DVERSION=${PROJECT_VERSION}
                 -DMAX_BINARY=${DCS_PACKAGE_MAX_BINARY}
                 -P ${PROJECT_SOURCE_DIR}/tests/package/check_deb.cmake)
set_tests_properties(test_package PROPERTIES SKIP_REGULAR_EXPRESSION "test_package SKIPPED:" TIMEOUT 300)
# The project file type: samples typed by their content, plain JSON left alone
# (tests/package/check_mime.cmake); skipped where shared-mime-info or gio is absent.
add_test(NAME test_package_mime
         COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DOUT_DIR=${DCS_PACKAGING_BINARY}/mime-test
                 -P ${PROJECT_SOURCE_DIR}/tests/package/check_mime.cmake)
set_tests_properties(test_package_mime PROPERTIES SKIP_REGULAR_EXPRESSION "test_package_mime SKIPPED:")
