# Build speed (docs/contributing.md, "Building fast"): ccache and mold when they are installed, and
# precompiled headers. None of it is needed: without ccache or mold the build is the same,
# only slower; -DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON builds without precompiled headers.

# ccache for every compile. The settings travel with the command, so they hold whatever the
# machine's ccache.conf says:
#   sloppiness  a file compiled with a precompiled header can only be cached when ccache
#               may skip what it cannot see through one (#defines inside it, __TIME__,
#               headers newer than the compile; Nonet uses no time macros)
#   base_dir    paths inside this checkout are hashed relative to the build directory, so
#               another checkout of the same sources (a worktree, CI's clean clone) hits
#               the same cache entries
#   depend      on a miss, ccache reads the headers a file used from the compiler's own
#               dependency output instead of running the preprocessor as well: a build
#               with an empty cache then costs about 4 % more CPU than one without ccache,
#               instead of about 16 %
find_program(NONET_CCACHE ccache)
if(NONET_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    find_program(NONET_ENV env)
    set(ccache_settings
        CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
        CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}
        CCACHE_DEPEND=1)
    if(NONET_ENV)
        set(CMAKE_CXX_COMPILER_LAUNCHER ${NONET_ENV} ${ccache_settings} ${NONET_CCACHE})
    else()
        set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env ${ccache_settings} ${NONET_CCACHE})
    endif()
endif()

# mold links the hundred-odd programs (most of them tests) several times faster than the
# default linker.
option(NONET_USE_MOLD "Link with mold when it is installed" ON)
if(NONET_USE_MOLD)
    include(CheckLinkerFlag)
    check_linker_flag(CXX -fuse-ld=mold NONET_HAVE_MOLD)
    if(NONET_HAVE_MOLD)
        add_link_options(-fuse-ld=mold)
    endif()
endif()

# Unity builds for the app's modules and the widget kit: most of the time of one of their
# files goes to Qt's inline code and templates, which a unity build compiles once for a few
# files together (about a third of the time for a module's files). core/ is not built so:
# its many small engine files use the same names for their file-local helpers.
option(NONET_UNITY_BUILD "Compile the app's modules and ui/ a few files at a time" ON)
function(nonet_unity_build target)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ${NONET_UNITY_BUILD} UNITY_BUILD_BATCH_SIZE 8)
endfunction()

# Precompiled headers. Qt's headers are most of the compile time of a file that includes
# them, so every target compiles with one of a few shared precompiled headers instead of
# parsing them again: the standard library (core/ and the plain C++ programs), and beside
# it Qt Core, Qt Gui or Qt Widgets, whichever is the highest Qt module the target can see,
# and for tests Qt Test as well. Each is built once, by a small target of its own
# (nonet_pch_<kind>), and reused (REUSE_FROM) by the targets of that kind. A shared header
# must be compiled with a subset of each user's definitions (GCC refuses it otherwise, with
# a -Winvalid-pch warning), which is why a kind is made of what its users all link.
# Only system headers go in, so a precompiled header is rebuilt only when the compiler,
# the flags or Qt change, and a target sees only the Qt modules it links anyway.
set(NONET_PCH_STD
    <algorithm> <array> <bit> <chrono> <cstddef> <cstdint> <functional> <map> <memory>
    <optional> <random> <span> <stop_token> <string> <string_view> <utility> <variant>
    <vector>)
set(NONET_PCH_QT_CORE
    <QByteArray> <QCoreApplication> <QDateTime> <QDir> <QFile> <QFileInfo> <QHash>
    <QJsonArray> <QJsonDocument> <QJsonObject> <QJsonValue> <QList> <QLocale> <QObject>
    <QPointer> <QSettings> <QStandardPaths> <QString> <QStringList> <QThreadPool> <QTimer>
    <QUrl> <QVariant>)
set(NONET_PCH_QT_GUI
    <QClipboard> <QColor> <QFont> <QFontMetrics> <QGuiApplication> <QIcon> <QImage>
    <QKeyEvent> <QPainter> <QPalette> <QPixmap>)
set(NONET_PCH_QT_WIDGETS
    <QAction> <QApplication> <QBoxLayout> <QCheckBox> <QComboBox> <QDialog>
    <QDialogButtonBox> <QFormLayout> <QLabel> <QLineEdit> <QMainWindow> <QMenu> <QMenuBar>
    <QMessageBox> <QPushButton> <QStatusBar> <QToolBar> <QToolButton> <QVBoxLayout>
    <QWidget>)
set(NONET_PCH_QT_TEST <QSignalSpy> <QTemporaryDir> <QTest>)

# The Qt modules (Core, Gui, Widgets, Network, Test) that the given link items reach,
# directly or through the project's libraries.
function(nonet_qt_modules_of out)
    set(todo ${ARGN})
    set(seen "")
    set(modules "")
    while(todo)
        list(POP_FRONT todo item)
        if(item MATCHES "^\\$<" OR item IN_LIST seen OR NOT TARGET ${item})
            continue()
        endif()
        list(APPEND seen ${item})
        get_target_property(aliased ${item} ALIASED_TARGET)
        if(aliased)
            list(APPEND todo ${aliased})
            continue()
        endif()
        if(item MATCHES "^Qt6::(Core|Gui|Widgets|Network|Test)$")
            list(APPEND modules ${CMAKE_MATCH_1})
        endif()
        get_target_property(deps ${item} INTERFACE_LINK_LIBRARIES)
        if(deps)
            list(APPEND todo ${deps})
        endif()
    endwhile()
    list(REMOVE_DUPLICATES modules)
    set(${out} ${modules} PARENT_SCOPE)
endfunction()

# The precompiled header kind of a target, from what it links: std, core, gui or widgets,
# then _test (and _network, which Qt Test's headers depend on) for tests.
function(nonet_pch_kind_of target out)
    get_target_property(links ${target} LINK_LIBRARIES)
    if(NOT links)
        set(links "")
    endif()
    nonet_qt_modules_of(modules ${links})
    if("Widgets" IN_LIST modules)
        set(kind widgets)
    elseif("Gui" IN_LIST modules)
        set(kind gui)
    elseif("Core" IN_LIST modules)
        set(kind core)
    else()
        set(kind std)
    endif()
    if("Test" IN_LIST modules)
        string(APPEND kind _test)
        if("Network" IN_LIST modules)
            string(APPEND kind _network)
        endif()
    endif()
    set(${out} ${kind} PARENT_SCOPE)
endfunction()

# The target that builds the precompiled header of a kind, made on first use in the
# calling directory (Qt Test's definitions name the directory, so test kinds are made in
# tests/).
function(nonet_pch_provider kind)
    set(provider nonet_pch_${kind})
    if(TARGET ${provider})
        return()
    endif()
    set(headers ${NONET_PCH_STD})
    set(links "")
    if(kind MATCHES "^(core|gui|widgets)")
        list(APPEND headers ${NONET_PCH_QT_CORE})
        list(APPEND links Qt6::Core)
    endif()
    if(kind MATCHES "^(gui|widgets)")
        list(APPEND headers ${NONET_PCH_QT_GUI})
        list(APPEND links Qt6::Gui)
    endif()
    if(kind MATCHES "^widgets")
        list(APPEND headers ${NONET_PCH_QT_WIDGETS})
        list(APPEND links Qt6::Widgets)
    endif()
    if(kind MATCHES "_test")
        list(APPEND headers ${NONET_PCH_QT_TEST})
        list(APPEND links Qt6::Test)
    endif()
    if(kind MATCHES "_network")
        list(APPEND links Qt6::Network)
    endif()
    set(source ${CMAKE_CURRENT_BINARY_DIR}/${provider}.cpp)
    file(CONFIGURE OUTPUT ${source}
        CONTENT "// Builds the precompiled header ${provider} (cmake/fast_build.cmake).\n")
    add_library(${provider} OBJECT ${source})
    target_link_libraries(${provider} PRIVATE ${links} nonet_warnings)
    set_target_properties(${provider} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    target_precompile_headers(${provider} PRIVATE ${headers})
endfunction()

# Gives a target the shared precompiled header of its kind. Call it once the target's
# links are complete.
function(nonet_reuse_precompiled_header target)
    if(CMAKE_DISABLE_PRECOMPILE_HEADERS)
        return()
    endif()
    nonet_pch_kind_of(${target} kind)
    nonet_pch_provider(${kind})
    target_precompile_headers(${target} REUSE_FROM nonet_pch_${kind})
endfunction()

# For a library or program outside tests/: its precompiled header is chosen when the whole
# project is configured, so links added after the target (target_link_libraries further
# down) count.
function(nonet_precompile_headers target)
    set_property(GLOBAL APPEND PROPERTY NONET_PCH_TARGETS ${target})
endfunction()
function(nonet_apply_precompiled_headers)
    get_property(targets GLOBAL PROPERTY NONET_PCH_TARGETS)
    foreach(target IN LISTS targets)
        nonet_reuse_precompiled_header(${target})
    endforeach()
endfunction()
cmake_language(DEFER DIRECTORY ${PROJECT_SOURCE_DIR} CALL nonet_apply_precompiled_headers)
