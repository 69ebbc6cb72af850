# The two OpenCV modules the picture reader (scan/) uses, core and imgproc, as imported
# targets. Debian's libopencv-core-dev and libopencv-imgproc-dev ship headers and libraries
# but no CMake package (that comes only with the whole libopencv-dev, which would pull in
# every module and, through imgcodecs, GDAL), so they are found by name here.
#
#   nonet::opencv_core  nonet::opencv_imgproc
find_path(NONET_OPENCV_INCLUDE_DIR opencv2/core.hpp PATH_SUFFIXES opencv4)
find_library(NONET_OPENCV_CORE_LIBRARY opencv_core)
find_library(NONET_OPENCV_IMGPROC_LIBRARY opencv_imgproc)
if(NOT NONET_OPENCV_INCLUDE_DIR OR NOT NONET_OPENCV_CORE_LIBRARY OR NOT NONET_OPENCV_IMGPROC_LIBRARY)
    message(FATAL_ERROR "OpenCV core and imgproc not found: install libopencv-core-dev and "
                        "libopencv-imgproc-dev (packaging/debian-packages.txt lists them)")
endif()
foreach(module core imgproc)
    string(TOUPPER ${module} upper)
    add_library(nonet::opencv_${module} UNKNOWN IMPORTED GLOBAL)
    set_target_properties(nonet::opencv_${module} PROPERTIES
        IMPORTED_LOCATION ${NONET_OPENCV_${upper}_LIBRARY}
        INTERFACE_INCLUDE_DIRECTORIES ${NONET_OPENCV_INCLUDE_DIR})
endforeach()
set_property(TARGET nonet::opencv_imgproc APPEND PROPERTY INTERFACE_LINK_LIBRARIES nonet::opencv_core)
