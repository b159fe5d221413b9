// The libtorch oracle's entry points as liblantern_torch_oracle.so exports them. libtorch takes
// ~0.6 s to load (its static initializers register every operator, under the dynamic loader's
// lock), so Lantern's executables do not link it: torch_loader.cpp opens the library when the
// oracle is first needed, or ahead of time on a thread of its own (preloadTorchOracle).
#pragma once

#include "check/oracle.h"

namespace lantern::check {

struct TorchOracleApi {
  int version; // kTorchOracleApiVersion of the library
  std::optional<Reference> (*oracle)(const AttentionParams &params, const std::vector<HostTensor> &inputs,
                                     const std::vector<int64_t> &rows, std::vector<std::string> &errors);
  std::optional<double> (*attentionMilliseconds)(const AttentionParams &params, const std::vector<HostTensor> &inputs,
                                                 int repeats, std::vector<std::string> &errors);
};

constexpr int kTorchOracleApiVersion = 1;

// The library's one exported symbol.
constexpr const char *kTorchOracleApiSymbol = "lantern_torch_oracle_api";

} // namespace lantern::check

extern "C" const lantern::check::TorchOracleApi *lantern_torch_oracle_api();
