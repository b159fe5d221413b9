// Where an op carrying a source location is printed in a snapshot's IR, so a diagnostic's location
// ("assets/sdpa_f32.mlir:27:11") can scroll the GUI's IR view to the op.
#pragma once

#include "mlir/IR/BuiltinOps.h"

#include <string>
#include <unordered_map>

namespace lantern::session {

class OpLineIndex {
public:
  // Prints `module` as lantern::printOp does and records the line of each op by each file
  // location it carries (fused and named locations are looked through).
  explicit OpLineIndex(mlir::ModuleOp module);

  // The 0-based line of the op at file:line:col; failing that, of an op on that file line; -1
  // when no op comes from there. Transforms give the ops they create the location of the op they
  // came from (a tiled op's slices and reshapes), so among ops at one location the one a
  // diagnostic most likely means wins: a role-tagged op, then a linalg op, then the first printed.
  // A file given as another path to the same name matches by its last component.
  int find(const std::string &file, int line, int column) const;

private:
  struct Candidate {
    int rank; // 0: tagged with a role, 1: a linalg op, 2: anything else
    int line;
  };
  std::unordered_map<std::string, Candidate> byPosition; // "file:line:col"
  std::unordered_map<std::string, Candidate> byLine;     // "file:line"
};

} // namespace lantern::session
