# cmake -DCOMPILER=... -DSOURCE=... "-DINCLUDES=a;b" -P core_has_no_qt.cmake
# Passes only when the control compile succeeds and the real one fails for the one reason
# this test exists: the Qt header is not on nonet_core's include path.
set(flags -std=c++20 -fsyntax-only)
foreach(folder IN LISTS INCLUDES)
    list(APPEND flags -I${folder})
endforeach()
execute_process(COMMAND ${COMPILER} ${flags} -DNONET_CONTROL ${SOURCE}
    RESULT_VARIABLE control_result ERROR_VARIABLE control_output)
if(NOT control_result EQUAL 0)
    message(FATAL_ERROR "the control compile (without <QWidget>) failed, so the test proves nothing:\n${control_output}")
endif()
execute_process(COMMAND ${COMPILER} ${flags} ${SOURCE} RESULT_VARIABLE result ERROR_VARIABLE output)
if(result EQUAL 0)
    message(FATAL_ERROR "core/ reached <QWidget>: the engine must not see Qt")
endif()
# GCC: "QWidget: No such file or directory"; Clang: "'QWidget' file not found".
if(NOT output MATCHES "QWidget: No such file or directory|'QWidget' file not found")
    message(FATAL_ERROR "the compile failed for another reason than a missing <QWidget>:\n${output}")
endif()
message(STATUS "core/ cannot reach <QWidget>")
