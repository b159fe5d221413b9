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
  return backend;
}

} // namespace lantern::backend
