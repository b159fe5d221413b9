# Build speed on small machines: ccache (PCH-aware settings), lld, and warnings that match the style.
find_program(LANTERN_CCACHE ccache)
if(LANTERN_CCACHE)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env
      CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
      ${LANTERN_CCACHE})
  set(CMAKE_C_COMPILER_LAUNCHER ${CMAKE_CXX_COMPILER_LAUNCHER})
endif()

find_program(LANTERN_LLD ld.lld)
if(LANTERN_LLD)
  add_link_options(-fuse-ld=lld)
endif()

add_compile_options(-Wall -Wextra -Wno-unused-parameter -Wno-comment)
