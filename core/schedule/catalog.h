// The step catalog: every step kind Lantern knows, declared once with its parameters (type, default,
// help), a teaching text, and the function that emits its transform IR. The kinds are declared by
// family in core/schedule/catalog/ (tiling, vectorize, GPU, bufferize, escape hatches, the
// transform.lantern extension) through the builder of catalog/builder.h.
#pragma once

#include "schedule/schedule.h"

#include <functional>
#include <string>
#include <vector>

namespace lantern::schedule {

// Target: a string in a step target's form ("role:exp", "op:linalg.fill"), parsed when the step is
// validated and checked against the payload like the step's own target.
enum class ParamType { Int, IntList, Bool, String, Enum, Text, Options, Target };
const char *toString(ParamType type);

struct ParamSpec {
  std::string name;
  ParamType type = ParamType::Int;
  nlohmann::json defaultValue; // null: required
  std::string help;
  std::vector<std::string> choices; // for Enum
  int64_t min = INT64_MIN, max = INT64_MAX;
  bool required() const { return defaultValue.is_null(); }
};

// What a step's emission writes into, and the names it may use.
class Emitter {
public:
  Emitter(std::string prefix, std::string root) : prefix(std::move(prefix)), root(std::move(root)) {}

  // A handle name unique to this step: "%<prefix><base>".
  std::string fresh(const std::string &base) const { return "%" + prefix + base; }
  // Emits the ops matching `target` and returns the handle holding them.
  std::string match(const Target &target, const std::string &base = "target");
  void line(const std::string &text) { lines.push_back(text); }

  const std::string &rootHandle() const { return root; }
  // Steps that consume the root (bufferization, module passes) hand on the new root handle.
  void setRootHandle(std::string handle) { root = std::move(handle); }

  const std::vector<std::string> &emitted() const { return lines; }
  const std::string &namePrefix() const { return prefix; }

private:
  std::string prefix;
  std::string root;
  std::vector<std::string> lines;
};

struct StepKind {
  std::string name;
  std::string summary;     // one line
  std::string teaching;    // what it does to the IR and why (before, after, why)
  // What the IR must look like for the step to apply: which ops the target must be, and which steps
  // come before it. Completes "<name> needs: ", the note a failed step ends with.
  std::string preconditions;
  std::string defaultTarget; // used when a step has no target; empty: a target is required
  bool needsTarget = true;
  std::vector<ParamSpec> params;
  // Extra checks across parameters; returns an error message or "".
  std::function<std::string(const Step &)> check;
  std::function<void(const Step &, Emitter &)> emit;

  const ParamSpec *param(const std::string &name) const;
};

const std::vector<StepKind> &catalog();
const StepKind *findKind(const std::string &name);
std::vector<std::string> kindNames();

} // namespace lantern::schedule
