# test_layers: the layers of docs/architecture.md are enforced.
#   cmake -DCHECKER=<dcs_layercheck> -DSOURCE=<repo> -DCXX=<compiler> -DIO_ROOT=<build>/layers/dcs_io
#         -DCOST_ROOT=<build>/layers/dcs_cost
#         -P test_layers.cmake
# 1. The real tree passes the checker.
# 2. tests/data/layers (io -> an engine, cost -> thermal (an engine with no arrow), views -> app, views -> commands although views may include
#    document, report -> ../widgets, a model folder with no row) fails it, naming each file, line
#    and forbidden arrow, and nothing allowed.
# 3. io's include root cannot find network/ (the compiler says so), but finds json/; cost's
#    root cannot find thermal/ but finds cooling/.
set(table ${SOURCE}/cmake/layers.txt)
set(bad ${SOURCE}/tests/data/layers)
set(failures 0)

function(fail text)
  message(SEND_ERROR "FAIL: ${text}")
  math(EXPR n "${failures} + 1")
  set(failures ${n} PARENT_SCOPE)
endfunction()

function(expect_in haystack needle)
  string(FIND "${haystack}" "${needle}" at)
  if(at EQUAL -1)
    fail("expected the output to contain: ${needle}")
    set(failures ${failures} PARENT_SCOPE)
  endif()
endfunction()

function(expect_not_in haystack needle)
  string(FIND "${haystack}" "${needle}" at)
  if(NOT at EQUAL -1)
    fail("expected the output not to contain: ${needle}")
    set(failures ${failures} PARENT_SCOPE)
  endif()
endfunction()

# 1. The real tree.
execute_process(COMMAND ${CHECKER} ${table} ${SOURCE} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "real tree: rc=${rc} ${out}${err}")
if(NOT rc EQUAL 0)
  fail("the real tree has forbidden includes")
endif()
expect_in("${out}" "every include allowed")

# 2. The tree of wrong arrows.
execute_process(COMMAND ${CHECKER} ${table} ${bad} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "bad tree: rc=${rc}\n${err}")
if(NOT rc EQUAL 1)
  fail("the checker accepted tests/data/layers (exit ${rc})")
endif()
expect_in("${err}" "model/io/badinclude.cpp:3: io may not include network (#include \"network/networkengine.h\")")
expect_in("${err}" "views/badview.cpp:2: views may not include app (#include \"mainwindow.h\")")
expect_in("${err}" "report/badreport.cpp:3: report may not include widgets (#include \"../widgets/kpistrip.h\")")
expect_in("${err}" "model/extra: a model folder with no row in layers.txt")
expect_in("${err}" "views/badcommandview.cpp:5: views may not include commands (#include \"commands/setcustomcatalogcommand.h\"); views is denied commands")
expect_in("${err}" "model/cost/badengine.cpp:4: cost may not include thermal (#include \"thermal/thermalresult.h\")")
expect_in("${err}" "layer check: 6 forbidden include(s)")
# Allowed arrows are not reported: io -> json (badinclude.cpp:2, goodinclude.cpp), the report's
# own header that this tree does not hold (badreport.cpp:2).
expect_not_in("${err}" "badinclude.cpp:2")
expect_not_in("${err}" "goodinclude.cpp")
expect_not_in("${err}" "badreport.cpp:2")
expect_not_in("${err}" "badcommandview.cpp:4")
expect_not_in("${err}" "badengine.cpp:3")

# 3. The include roots: a file of io compiled as dcs_io compiles it.
execute_process(COMMAND ${CXX} -std=c++20 -fsyntax-only -I${IO_ROOT} ${bad}/model/io/badinclude.cpp
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "compile io -> engines: rc=${rc}\n${err}")
if(rc EQUAL 0)
  fail("io's include root found network/networkengine.h")
endif()
expect_in("${err}" "network/networkengine.h")
# GCC says "No such file or directory", clang "file not found" (the sanitizer tree is clang).
if(NOT err MATCHES "No such file|file not found")
  fail("the compiler did not say the header is missing")
endif()
execute_process(COMMAND ${CXX} -std=c++20 -fsyntax-only -I${IO_ROOT} ${bad}/model/io/goodinclude.cpp
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  fail("io's include root does not find json/loaderror.h: ${err}")
endif()

# cost's root: cooling/ is there (an arrow), thermal/ is not. The compiler stops at the first
# missing header, so an error naming thermal and not cooling says both.
execute_process(COMMAND ${CXX} -std=c++20 -fsyntax-only -I${COST_ROOT} ${bad}/model/cost/badengine.cpp
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "compile cost -> thermal: rc=${rc}\n${err}")
if(rc EQUAL 0)
  fail("cost's include root found thermal/thermalresult.h")
endif()
expect_in("${err}" "thermal/thermalresult.h")
expect_not_in("${err}" "cooling/plantmodel.h")

if(failures GREATER 0)
  message(FATAL_ERROR "test_layers: ${failures} failure(s)")
endif()
message(STATUS "test_layers: passed")
