// The CPU backend (LLVM JIT through mlir::ExecutionEngine).
#pragma once

#include "backend/backend.h"

namespace lantern::backend {

Backend *cpuBackend();

} // namespace lantern::backend
