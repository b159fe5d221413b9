// The list of backends front ends offer.
#include "backend/backend.h"
#include "backend/cpu/cpu_backend.h"
#include "backend/cuda/cuda_backend.h"
#include "backend/level_zero/level_zero_backend.h"

namespace lantern::backend {

std::vector<Backend *> registry() { return {cpuBackend(), cudaBackend(), levelZeroBackend()}; }

Backend *findBackend(const std::string &name) {
  for (Backend *backend : registry())
    if (backend->name() == name)
      return backend;
  return nullptr;
}

} // namespace lantern::backend
