// The Intel GPU backend: a schedule that maps its loops to work-groups and subgroups (`gpu.launch`
// with subgroup-sized vector tiles, e.g. after unroll_to_dpas_tiles) is outlined, its vector ops
// become XeGPU ops (2D block loads and stores, DPAS), XeGPU distributes them over the 16 lanes of a
// subgroup, and the kernel is lowered to XeVM and serialized in process to SPIR-V (LLVM's SPIR-V
// target). The host side is JIT-compiled and calls the mgpu* entry points of level_zero_driver.cpp,
// which drive the Level Zero loader (libze_loader.so.1) opened at run time.
#pragma once

#include "backend/backend.h"

namespace lantern::backend {

Backend *levelZeroBackend();

} // namespace lantern::backend
