# Build speed (issue 29, docs/build.md): what makes a cold build of the studio take minutes
# instead of a quarter of an hour on two cores, and a rebuild seconds. Every measure here is a
# switch, so its effect can be measured (and a failure ruled out) by turning it off:
#   -DDCS_CCACHE=OFF   -DDCS_PCH=OFF   -DDCS_UNITY=OFF
# None of them changes what is compiled, only how often the compiler reads the same headers.

# --- A compiler cache, used when it is installed (Debian's ccache). ------------------------
# base_dir: paths under the source tree are hashed relative, so a clean clone in another folder
# (CI, a second work tree) reuses the objects of a build made just before; hash_dir off for the
# same reason (with -g the working folder would otherwise be part of every hash; the debug
# line tables of such a hit name the first clone's folder). The sloppiness is what ccache's
# manual asks for with precompiled headers ("PRECOMPILED HEADERS"): the .gch is made in the same
# build, just before the objects that include it.
option(DCS_CCACHE "Compile through ccache when it is installed" ON)
if(DCS_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  find_program(DCS_CCACHE_PROGRAM ccache)
  if(DCS_CCACHE_PROGRAM)
    set(CMAKE_CXX_COMPILER_LAUNCHER
        env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR} CCACHE_NOHASHDIR=1
        CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
        ${DCS_CCACHE_PROGRAM})
    message(STATUS "Compiler cache: ${DCS_CCACHE_PROGRAM} (base ${PROJECT_SOURCE_DIR})")
  endif()
endif()

# --- Debug information: line tables. ------------------------------------------------------
# Full -g at -O2 made a third of every object's compile time and most of its link time (the
# test folder held 7.9 GB). -g1 keeps what backtraces, the sanitizers and perf need (function
# names, file and line); for variables in gdb configure -DCMAKE_BUILD_TYPE=Debug.
# The option comes after the build type's "-O2 -g" on the command line, and the last -g wins.
add_compile_options("$<$<CONFIG:RelWithDebInfo>:-g1>")

# --- A faster linker. -------------------------------------------------------------------------
# The default linker (GNU ld.bfd) took a third of the sanitizer tree's build: 62 executables that
# each link the static model libraries with their instrumentation. lld (Debian's lld, installed
# with clang for the sanitizer and fuzz trees) links an ASan test about 4x faster, gold (part of
# binutils, so always there) a normal test about 2.6x (test_cost: 3.1 -> 0.8 s and 1.6 -> 0.6 s).
# clang trees take lld (its own), GCC trees gold, so a GCC build links the same way whether or not
# clang happens to be installed; the other is the fallback. -DDCS_FAST_LINKER=OFF keeps the default.
option(DCS_FAST_LINKER "Link with lld (clang) or gold (GCC) when the compiler accepts it" ON)
if(DCS_FAST_LINKER)
  include(CheckLinkerFlag)
  set(linkers gold lld)
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    set(linkers lld gold)
  endif()
  foreach(linker IN LISTS linkers)
    check_linker_flag(CXX -fuse-ld=${linker} DCS_HAS_LINKER_${linker})
    if(DCS_HAS_LINKER_${linker})
      add_link_options(-fuse-ld=${linker})
      message(STATUS "Linker: ${linker}")
      break()
    endif()
  endforeach()
endif()

# --- moc without waiting. -----------------------------------------------------------------
# By default a target's moc step waits until every library it links is built, which turned the
# chain of model libraries into a queue. Our headers are not generated, so moc needs nothing
# from a dependency and every target's moc runs at once.
set(CMAKE_AUTOGEN_ORIGIN_DEPENDS OFF)

# --- Precompiled headers, one per kind of target. -------------------------------------------
# Each kind has one small target of its own that compiles cmake/pch/<kind>.h (dcs_pch_<kind>,
# defined below); every target of that kind reuses it (REUSE_FROM), so four headers are
# precompiled in all and no library waits for another to link before it can start. A kind
# groups targets whose compile definitions agree where the headers look at them (QtTest
# includes its widget helpers when QT_WIDGETS_LIB is defined) and whose code model matches
# (-fPIC for libraries, -fPIE for executables): otherwise GCC would ignore the reused header
# and parse everything again (-Winvalid-pch says so).
option(DCS_PCH "Precompile the most included Qt, nlohmann and standard headers" ON)
if(DCS_PCH)
  add_compile_options(-Winvalid-pch)
endif()
set(DCS_PCH_STUB ${PROJECT_SOURCE_DIR}/cmake/pch/stub.cpp)
function(dcs_add_pch_kind kind type)
  if(NOT DCS_PCH)
    return()
  endif()
  if(type STREQUAL "EXECUTABLE")
    add_executable(dcs_pch_${kind} ${DCS_PCH_STUB})
  else()
    add_library(dcs_pch_${kind} OBJECT ${DCS_PCH_STUB})
  endif()
  set_target_properties(dcs_pch_${kind} PROPERTIES AUTOMOC OFF)
  target_link_libraries(dcs_pch_${kind} PRIVATE ${ARGN})
  target_precompile_headers(dcs_pch_${kind} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/pch/${kind}.h)
endfunction()
function(dcs_precompile target kind)
  if(DCS_PCH)
    target_precompile_headers(${target} REUSE_FROM dcs_pch_${kind})
  endif()
endfunction()
dcs_add_pch_kind(model LIBRARY Qt6::Core Qt6::Gui nlohmann_json::nlohmann_json Eigen3::Eigen)
dcs_add_pch_kind(gui LIBRARY Qt6::Widgets Qt6::Charts Qt6::Gui Qt6::Core
  nlohmann_json::nlohmann_json Eigen3::Eigen)
# The two kinds of tests are defined in tests/CMakeLists.txt: Qt6::Test defines
# QT_TESTCASE_BUILDDIR as the folder of the target, so the owner must live beside the tests.

# --- Unity builds of the libraries. ----------------------------------------------------------
# A library's sources are compiled a few at a time in one translation unit: the headers are read
# and nlohmann's templates instantiated and optimised once per batch instead of once per file.
# Batches stay small so both cores keep busy and one edited file recompiles a handful of others.
# Tests and benchmarks are one source each. A source that cannot share a unit (a clash of
# file-local names) is listed with SKIP_UNITY_BUILD_INCLUSION beside its library.
option(DCS_UNITY "Compile the libraries in unity batches" ON)
set(DCS_UNITY_BATCH_SIZE 6 CACHE STRING "Sources per unity batch")
function(dcs_unity target)
  if(DCS_UNITY)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${DCS_UNITY_BATCH_SIZE})
  endif()
endfunction()

# A library with no QObject, Q_GADGET or Q_NAMESPACE in its sources needs no moc. AUTOMOC would
# still compile an empty mocs_compilation.cpp for it, and with the precompiled header that is
# 2-3.5 s of loading a 200 MB header for nothing (12 libraries: about 35 s of a cold build).
function(dcs_moc_only_if_needed target)
  get_target_property(sources ${target} SOURCES)
  foreach(source IN LISTS sources)
    if(NOT IS_ABSOLUTE ${source})
      set(source ${CMAKE_CURRENT_SOURCE_DIR}/${source})
    endif()
    file(STRINGS ${source} mocLines REGEX "Q_OBJECT|Q_GADGET|Q_NAMESPACE|\\.moc\"")
    if(mocLines)
      return()
    endif()
  endforeach()
  set_target_properties(${target} PROPERTIES AUTOMOC OFF)
endfunction()

# A library of the studio: unity batches, the precompiled headers of its kind, moc only if needed.
function(dcs_speed_up_library target kind)
  dcs_unity(${target})
  dcs_precompile(${target} ${kind})
  dcs_moc_only_if_needed(${target})
endfunction()
