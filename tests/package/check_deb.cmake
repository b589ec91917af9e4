# test_package: builds the .deb with cpack from this build tree (into OUT_DIR, so the package
# of `./dcstudio.sh package` is left alone) and checks with dpkg-deb what a user installs: the
# binary, the menu entry, the icons, the MIME type, the man page, the copyright, and the control
# fields. Skipped (with the reason) only where cpack or dpkg-deb is missing.
#   cmake -DCPACK=... -DBUILD_DIR=... -DOUT_DIR=... -DVERSION=... -P check_deb.cmake
find_program(DPKG_DEB dpkg-deb)
if(NOT DPKG_DEB)
  message("test_package SKIPPED: dpkg-deb is not installed (Debian package dpkg), so no .deb can be read")
  return()
endif()
if(NOT CPACK OR NOT EXISTS "${CPACK}")
  message("test_package SKIPPED: cpack is not installed (Debian package cmake), so no .deb can be built")
  return()
endif()

# dpkg-shlibdeps (dpkg-dev) fills Depends from the binary's libraries; without it the file
# list can still be checked, and Depends only holds the fixed part.
find_program(DPKG_SHLIBDEPS dpkg-shlibdeps)
set(shlibdeps OFF)
if(DPKG_SHLIBDEPS)
  set(shlibdeps ON)
endif()

file(REMOVE_RECURSE "${OUT_DIR}")
execute_process(
  COMMAND "${CPACK}" -G DEB --config "${BUILD_DIR}/CPackConfig.cmake" -B "${OUT_DIR}"
          -D CPACK_DEBIAN_PACKAGE_SHLIBDEPS=${shlibdeps}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cpack failed (${rc}):\n${out}\n${err}")
endif()
file(GLOB debs "${OUT_DIR}/dcstudio_${VERSION}_*.deb")
list(LENGTH debs count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "expected one dcstudio_${VERSION}_*.deb in ${OUT_DIR}, found ${count}:\n${out}")
endif()

execute_process(COMMAND "${DPKG_DEB}" -c "${debs}" RESULT_VARIABLE rc OUTPUT_VARIABLE listing ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "dpkg-deb -c ${debs} failed: ${err}")
endif()

set(failures "")
# Each entry as dpkg-deb -c prints it: permissions, owner/group, size, date, ./path.
function(expect_file path mode)
  string(REPLACE "." "\\." pattern "${path}")
  if(NOT listing MATCHES "(^|\n)${mode} root/root +[0-9]+ [0-9-]+ [0-9:]+ \\./${pattern}(\n|$)")
    set(failures "${failures}\n  missing or wrong mode/owner (want ${mode} root/root): /${path}" PARENT_SCOPE)
  endif()
endfunction()

expect_file("usr/bin/dcstudio" "-rwxr-xr-x")
expect_file("usr/share/applications/dcstudio.desktop" "-rw-r--r--")
expect_file("usr/share/mime/packages/dcstudio.xml" "-rw-r--r--")
expect_file("usr/share/man/man1/dcstudio.1.gz" "-rw-r--r--")
expect_file("usr/share/doc/dcstudio/copyright" "-rw-r--r--")
expect_file("usr/share/doc/dcstudio/changelog.gz" "-rw-r--r--")
expect_file("usr/share/icons/hicolor/scalable/apps/dcstudio.svg" "-rw-r--r--")
foreach(size 16 24 32 48 64 128 256)
  expect_file("usr/share/icons/hicolor/${size}x${size}/apps/dcstudio.png" "-rw-r--r--")
endforeach()

# Nothing outside /usr (no build paths, no stray /opt or /etc), no file of the build leaked in.
string(REGEX MATCHALL "\\./[^\n]*" paths "${listing}")
foreach(p IN LISTS paths)
  if(NOT p MATCHES "^\\./(usr(/.*)?)?$")
    set(failures "${failures}\n  unexpected path outside /usr: ${p}")
  endif()
endforeach()
list(LENGTH paths path_count)

# The binary is stripped (CPACK_STRIP_FILES): a RelWithDebInfo binary with its debug
# information is many times larger. MAX_BINARY (60 MB; 400 MB in the sanitizer build) is far
# above a stripped studio (about 10 MB; 135 MB with AddressSanitizer).
if(NOT MAX_BINARY)
  set(MAX_BINARY 60000000)
endif()
if(listing MATCHES "-rwxr-xr-x root/root +([0-9]+) [^\n]*\\./usr/bin/dcstudio")
  if(CMAKE_MATCH_1 GREATER MAX_BINARY)
    set(failures "${failures}\n  /usr/bin/dcstudio is ${CMAKE_MATCH_1} bytes: not stripped?")
  endif()
endif()

# Control fields.
function(expect_field field pattern)
  execute_process(COMMAND "${DPKG_DEB}" -f "${debs}" ${field} OUTPUT_VARIABLE value OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT value MATCHES "${pattern}")
    set(failures "${failures}\n  control field ${field} is '${value}', expected to match '${pattern}'" PARENT_SCOPE)
  endif()
endfunction()
expect_field(Package "^dcstudio$")
expect_field(Version "^${VERSION}$")
expect_field(Section "^science$")
expect_field(Maintainer "^[^<]+ <[^>]+@[^>]+>$")
expect_field(Depends "fonts-dejavu-core")
if(shlibdeps)
  expect_field(Depends "libqt6widgets6")
  expect_field(Depends "libyaml-cpp0\\.7")  # the NetBox device-type import (model/handoff)
endif()

if(failures)
  message(FATAL_ERROR "${debs}:${failures}\n\ndpkg-deb -c:\n${listing}")
endif()
message("test_package: ${debs}: ${path_count} entries, all expected files present (shlibdeps ${shlibdeps})")
