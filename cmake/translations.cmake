# Translations of the GUI: translations/nonet_<language>.ts, compiled to .qm files embedded
# in nonet_settings under :/i18n (app/settings/translation_loader.cpp loads them).
#
# Update them after changing user-visible strings:
#     cmake --build build --target update_translations
# then translate the new entries (Qt Linguist, or the .ts XML directly).
#
# Called deferred, at the end of app/CMakeLists.txt, so that every source listed for
# nonet_ui, the app's modules (nonet_<module>) and nonet by then is scanned, whoever added it
# and wherever.
set(NONET_LANGUAGES nl de he)
set(NONET_TS_FILES "")
foreach(language IN LISTS NONET_LANGUAGES)
    list(APPEND NONET_TS_FILES ${PROJECT_SOURCE_DIR}/translations/nonet_${language}.ts)
endforeach()
# English is the language of the sources, but a count needs its plural forms ("1 wrong
# digit", "2 wrong digits" from one "%n wrong digit(s)"): nonet_en.ts holds exactly the
# messages with a count (lupdate -pluralonly) and is compiled into the same resources.
set(NONET_PLURALS_TS ${PROJECT_SOURCE_DIR}/translations/nonet_en.ts)
# Without locations the .ts files change only when a string does (not with every edit
# that moves a line); strings that vanished from the sources leave the files too. The
# engine marks the few strings the GUI shows translated (technique names) with
# NONET_TR_NOOP, which lupdate reads as QT_TR_NOOP.
set(NONET_LUPDATE_OPTIONS -no-obsolete -locations none -tr-function-alias QT_TR_NOOP+=NONET_TR_NOOP)
# The engine's sources with such marks (core/ is not a GUI target, so it is named here).
set(NONET_ENGINE_TRANSLATABLE_SOURCES ${PROJECT_SOURCE_DIR}/core/logic/technique_catalog.cpp)

function(nonet_absolute_sources target out)
    get_target_property(sources ${target} SOURCES)
    get_target_property(directory ${target} SOURCE_DIR)
    set(absolute "")
    foreach(source IN LISTS sources)
        if(source MATCHES "^\\$<" OR source MATCHES "\\.(qrc|ts|qm)$")
            continue()
        endif()
        get_filename_component(source "${source}" ABSOLUTE BASE_DIR "${directory}")
        if(source MATCHES "\\.(cpp|h)$" AND NOT source MATCHES "^${PROJECT_BINARY_DIR}/")
            list(APPEND absolute "${source}")
        endif()
    endforeach()
    set(${out} "${absolute}" PARENT_SCOPE)
endfunction()

function(nonet_add_translations)
    set(sources "")
    get_property(modules GLOBAL PROPERTY NONET_MODULES)
    list(TRANSFORM modules PREPEND nonet_)
    foreach(target nonet_ui ${modules} nonet)
        nonet_absolute_sources(${target} target_sources)
        list(APPEND sources ${target_sources})
    endforeach()
    list(APPEND sources ${NONET_ENGINE_TRANSLATABLE_SOURCES})
    list(REMOVE_DUPLICATES sources)
    # The same inputs as an lupdate project for test_translations_complete, which runs
    # lupdate into copies of the .ts files (the -ts of its command line names them).
    list(JOIN sources "\",\n    \"" json_sources)
    set(project_json ${PROJECT_BINARY_DIR}/translations/lupdate_project.json)
    file(CONFIGURE OUTPUT ${project_json} CONTENT "{
  \"projectFile\": \"${CMAKE_CURRENT_SOURCE_DIR}/CMakeLists.txt\",
  \"includePaths\": [ \"${PROJECT_SOURCE_DIR}\" ],
  \"sources\": [
    \"${json_sources}\"
  ],
  \"translations\": [ ]
}
")
    set_property(GLOBAL PROPERTY NONET_LUPDATE_PROJECT ${project_json})
    set_property(GLOBAL PROPERTY NONET_LUPDATE_OPTIONS ${NONET_LUPDATE_OPTIONS})
    set_property(GLOBAL PROPERTY NONET_PLURALS_TS ${NONET_PLURALS_TS})
    qt_add_translations(nonet_settings
        TS_FILES ${NONET_TS_FILES}
        SOURCES ${sources}
        INCLUDE_DIRECTORIES ${PROJECT_SOURCE_DIR}
        RESOURCE_PREFIX "/i18n"
        LUPDATE_OPTIONS ${NONET_LUPDATE_OPTIONS})
    # The English plural forms: their own lupdate (part of update_translations) and lrelease
    # target, the .qm beside the others under :/i18n.
    add_custom_target(nonet_plurals)
    qt_add_lupdate(nonet_plurals
        TS_FILES ${NONET_PLURALS_TS}
        SOURCES ${sources}
        INCLUDE_DIRECTORIES ${PROJECT_SOURCE_DIR}
        OPTIONS -pluralonly ${NONET_LUPDATE_OPTIONS})
    qt_add_lrelease(nonet_plurals TS_FILES ${NONET_PLURALS_TS} QM_FILES_OUTPUT_VARIABLE plurals_qm)
    qt_add_resources(nonet_settings nonet_plurals PREFIX "/i18n" BASE ${CMAKE_CURRENT_BINARY_DIR} FILES ${plurals_qm})
endfunction()
