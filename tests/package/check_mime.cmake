# test_package_mime: the packaged MIME type (packaging/dcstudio-mime.xml) does what a
# double-click needs. A MIME database is built in a scratch folder from Debian's own
# freedesktop.org.xml plus ours, then GLib's `gio info` (what GNOME's file manager asks) names
# the type of: the samples in projects/ (their "format" key found by the magic rule, though
# application/json also claims *.json), a *.dcs.json file (by name), and a plain JSON file,
# which must stay application/json. Skipped (with the reason) where shared-mime-info or gio
# is missing.
#   cmake -DSOURCE_DIR=... -DOUT_DIR=... -P check_mime.cmake
find_program(UPDATE_MIME update-mime-database)
find_program(GIO gio)
set(system_xml /usr/share/mime/packages/freedesktop.org.xml)
if(NOT UPDATE_MIME OR NOT EXISTS ${system_xml})
  message("test_package_mime SKIPPED: shared-mime-info is not installed (update-mime-database, ${system_xml})")
  return()
endif()
if(NOT GIO)
  message("test_package_mime SKIPPED: gio is not installed (Debian package libglib2.0-bin)")
  return()
endif()

file(REMOVE_RECURSE "${OUT_DIR}")
file(MAKE_DIRECTORY "${OUT_DIR}/mime/packages" "${OUT_DIR}/files")
file(COPY ${system_xml} DESTINATION "${OUT_DIR}/mime/packages")
file(COPY_FILE "${SOURCE_DIR}/packaging/dcstudio-mime.xml" "${OUT_DIR}/mime/packages/dcstudio.xml")
execute_process(COMMAND "${UPDATE_MIME}" "${OUT_DIR}/mime" RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "update-mime-database refused packaging/dcstudio-mime.xml: ${err}")
endif()

# The cases: file name, content, the type expected.
file(GLOB samples "${SOURCE_DIR}/projects/*.json")
set(cases "")
foreach(sample IN LISTS samples)
  get_filename_component(name "${sample}" NAME)
  file(COPY_FILE "${sample}" "${OUT_DIR}/files/${name}")
  list(APPEND cases "${name}=application/x-dcstudio-project")
endforeach()
file(WRITE "${OUT_DIR}/files/settings.json" "{\"format\": \"something-else\", \"a\": [1, 2]}\n")
list(APPEND cases "settings.json=application/json")
file(WRITE "${OUT_DIR}/files/hall.dcs.json" "{}\n")
list(APPEND cases "hall.dcs.json=application/x-dcstudio-project")
file(WRITE "${OUT_DIR}/files/compact-project" "{\"format\":\"dcstudio-project\",\"format_version\":2}\n")
list(APPEND cases "compact-project=application/x-dcstudio-project")

set(failures "")
foreach(case IN LISTS cases)
  string(REPLACE "=" ";" parts "${case}")
  list(GET parts 0 name)
  list(GET parts 1 expected)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env XDG_DATA_HOME=${OUT_DIR}/none XDG_DATA_DIRS=${OUT_DIR}
                          "${GIO}" info -a standard::content-type "${OUT_DIR}/files/${name}"
                  OUTPUT_VARIABLE info ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT info MATCHES "standard::content-type: ([^\n]*)")
    set(failures "${failures}\n  ${name}: gio info gave no type (${rc}): ${err}")
  elseif(NOT CMAKE_MATCH_1 STREQUAL expected)
    set(failures "${failures}\n  ${name}: ${CMAKE_MATCH_1}, expected ${expected}")
  endif()
endforeach()
list(LENGTH cases count)
if(failures)
  message(FATAL_ERROR "MIME types:${failures}")
endif()
message("test_package_mime: ${count} files typed as expected")
