// What the fuzz targets share: one MLIR context, renewed now and then (every parsed input interns
// its types and attributes in it, and a context that only grows would run into libFuzzer's memory
// limit), and a failure that libFuzzer reports with the input that caused it.
#pragma once

#include "ir/context.h"

#include "mlir/IR/MLIRContext.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

namespace lantern::fuzz {

inline mlir::MLIRContext &context() {
  static std::unique_ptr<mlir::MLIRContext> ctx;
  static unsigned uses = 0;
  if (!ctx || ++uses % 2000 == 0)
    ctx = makeContext();
  return *ctx;
}

// An invariant that does not hold: a bug, reported as a crash so that libFuzzer keeps the input.
[[noreturn]] inline void invariant(const std::string &what) {
  std::fprintf(stderr, "fuzz invariant broken: %s\n", what.c_str());
  std::abort();
}

} // namespace lantern::fuzz
