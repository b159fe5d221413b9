// Emission of schedules as transform scripts (one step, or a whole schedule for `mlir-opt`), and
// import of a hand-written script as a schedule.
#pragma once

#include "schedule/schedule.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
}

namespace lantern::schedule {

// The lines of one step (index is 1-based) given the current root handle; updates `root` when the
// step consumes it.
std::vector<std::string> emitStepLines(const Step &step, size_t index, std::string &root);

// A module with `@__transform_main` holding just this step, as the session applies it.
std::string stepScript(const Step &step, size_t index);

// The enabled steps, in order, in one `@__transform_main`, with a comment per step.
std::string exportScript(const Schedule &schedule);

// A hand-written script becomes a schedule with one `transform` step holding the body of its
// `@__transform_main`, with comments and names kept and its argument renamed to %root.
std::optional<Schedule> importScript(mlir::MLIRContext &context, const std::string &path,
                                     std::vector<Diagnostic> &errors);
// The same for the script's text; `path` stands for the file in diagnostics.
std::optional<Schedule> importScriptText(mlir::MLIRContext &context, const std::string &text, const std::string &path,
                                         std::vector<Diagnostic> &errors);

} // namespace lantern::schedule
