// torchOracle and torchAttentionMilliseconds for Lantern's executables: they call into
// liblantern_torch_oracle.so, opened once per process (torch_oracle_api.h).
#include "check/oracle.h"

#if LANTERN_HAVE_TORCH

#include "check/torch_oracle_api.h"

#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>
#include <future>
#include <mutex>

namespace lantern::check {

namespace {

struct LoadedOracle {
  const TorchOracleApi *api = nullptr;
  std::string error; // why api is null
};

// LANTERN_TORCH_ORACLE, else lib/ next to the executable's bin/ (the build tree's layout), else
// where the build put it.
std::string libraryPath() {
  if (const char *env = std::getenv("LANTERN_TORCH_ORACLE"))
    return env;
  std::error_code ec;
  auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    auto beside = self.parent_path().parent_path() / "lib" / "liblantern_torch_oracle.so";
    if (std::filesystem::exists(beside, ec))
      return beside.string();
  }
  return LANTERN_TORCH_ORACLE_LIBRARY;
}

LoadedOracle load() {
  std::string path = libraryPath();
  void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library)
    return {nullptr, std::string("cannot load ") + dlerror()};
  using Entry = const TorchOracleApi *(*)();
  auto entry = reinterpret_cast<Entry>(dlsym(library, kTorchOracleApiSymbol));
  if (!entry)
    return {nullptr, path + " has no " + kTorchOracleApiSymbol};
  const TorchOracleApi *api = entry();
  if (!api || api->version != kTorchOracleApiVersion)
    return {nullptr, path + " is of another version of Lantern"};
  return {api, ""};
}

std::mutex loadingMutex;
std::shared_future<LoadedOracle> loading; // valid once a load has started

std::shared_future<LoadedOracle> startLoading(std::launch policy) {
  std::lock_guard<std::mutex> lock(loadingMutex);
  if (!loading.valid())
    loading = std::async(policy, load).share();
  return loading;
}

const LoadedOracle &loaded() {
  static const LoadedOracle &result = startLoading(std::launch::deferred).get();
  return result;
}

} // namespace

void preloadTorchOracle() { startLoading(std::launch::async); }

std::optional<Reference> torchOracle(const AttentionParams &params, const std::vector<HostTensor> &inputs,
                                     const std::vector<int64_t> &rows, std::vector<std::string> &errors) {
  const LoadedOracle &oracle = loaded();
  if (!oracle.api) {
    errors.push_back("libtorch oracle: " + oracle.error);
    return std::nullopt;
  }
  return oracle.api->oracle(params, inputs, rows, errors);
}

std::optional<double> torchAttentionMilliseconds(const AttentionParams &params, const std::vector<HostTensor> &inputs,
                                                 int repeats, std::vector<std::string> &errors) {
  const LoadedOracle &oracle = loaded();
  if (!oracle.api) {
    errors.push_back("libtorch: " + oracle.error);
    return std::nullopt;
  }
  return oracle.api->attentionMilliseconds(params, inputs, repeats, errors);
}

} // namespace lantern::check

#endif // LANTERN_HAVE_TORCH
