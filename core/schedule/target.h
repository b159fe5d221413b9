// What a step selects in the payload, parsed once from its text form ("role:pv", "op:linalg.fill,
// linalg.generic", "func", "root", "ir:<transform IR>"): the step's own target and every parameter
// that names ops (ParamType::Target) become a Target when the step is validated.
#pragma once

#include "graph/roles.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class Operation;
}

namespace lantern::schedule {

struct Target {
  enum class Kind {
    Root, // the payload module (also what an empty target means for kinds that need none)
    Func, // every func.func
    Role, // the ops tagged `lantern.role = <role>`
    Ops,  // the ops with one of `opNames`
    Ir,   // transform IR that defines %target from %root
  };
  Kind kind = Kind::Root;
  graph::Role role = graph::Role::QK;  // Kind::Role
  int block = -1;                      // Kind::Role: `role:<role>@<block>`, one attention block; -1 all
  std::vector<std::string> opNames;    // Kind::Ops, as written
  std::string ir;                      // Kind::Ir
  std::string text;                    // the text form it was parsed from

  // How many ops under `root` the target selects; nullopt where Lantern cannot tell without running
  // transform IR (Root and Ir targets).
  std::optional<int> countMatches(mlir::Operation *root) const;
};

// A parsed target, or what was expected instead.
struct TargetOrError {
  std::optional<Target> target;
  std::string error;
};

// An empty text is the root. `role:<role>@<block>` selects the ops of one attention block of a
// function with several (the role finder numbers them from 0 and tags them `lantern.block`).
TargetOrError parseTarget(const std::string &text);

// "role:pv, op:linalg.generic, func, root, ir:..." for hints and messages.
const char *targetForms();

} // namespace lantern::schedule
