// The list of backends front ends offer.
#include "backend/backend.h"
#include "backend/cpu/cpu_backend.h"
#include "backend/cuda/cuda_backend.h"
#include "backend/gpu/driver_support.h"
#include "backend/level_zero/level_zero_backend.h"

namespace lantern::backend {

std::vector<Backend *> registry() { return {cpuBackend(), cudaBackend(), levelZeroBackend()}; }

Backend *findBackend(const std::string &name) {
  for (Backend *backend : registry())
    if (backend->name() == name)
      return backend;
  return nullptr;
}

Backend *usableBackend(const std::string &name, std::string &why) {
  Backend *backend = findBackend(name);
  if (!backend) {
    why = "unknown backend '" + name + "'";
    return nullptr;
  }
  Availability availability = backend->availability();
  if (!availability.available) {
    why = name + " not available: " + availability.reason;
    return nullptr;
  }
  if (std::string lost = gpu::deviceLost(name); !lost.empty()) {
    why = "the " + name + " device cannot be used again in this process after an earlier run's error (" + lost +
          "); a fresh process is needed (runs are isolated unless --no-isolate)";
    return nullptr;
  }
  return backend;
}

} // namespace lantern::backend
