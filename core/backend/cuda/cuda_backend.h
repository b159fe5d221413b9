// The NVIDIA backend (NVVM -> PTX in process, cubin with ptxas when found; the CUDA driver loaded
// at run time).
#pragma once

#include "backend/backend.h"

namespace lantern::backend {

Backend *cudaBackend();

} // namespace lantern::backend
