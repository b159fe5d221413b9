// Where an op carrying a source location is printed in a snapshot's IR, so a diagnostic's location
// ("assets/sdpa_f32.mlir:27:11") can scroll the IR view to the op. It reads MLIR, so it belongs
// in core/session; it lives here, free of GUI code, until core has it.
#pragma once

#include "mlir/IR/BuiltinOps.h"

#include <string>
#include <unordered_map>

namespace lantern {

class OpLineIndex {
public:
  // Prints `module` as lantern::printOp does and records the first line of each op by each
  // file location it carries (fused and named locations are looked through).
  explicit OpLineIndex(mlir::ModuleOp module);

  // The 0-based line of the first op at file:line:col; failing that, of the first op on that
  // file line; -1 when no op comes from there. A file given as another path to the same name
  // (relative, absolute) matches by its last component.
  int find(const std::string &file, int line, int column) const;

private:
  std::unordered_map<std::string, int> byPosition; // "file:line:col"
  std::unordered_map<std::string, int> byLine;     // "file:line"
};

} // namespace lantern
