// lantern-cli apply, diff, export and import: schedules and their scripts.
#include "commands.h"

#include "diff/ir_diff.h"
#include "process/child.h"
#include "schedule/schedule.h"
#include "schedule/script.h"
#include "session/session.h"

#include "mlir/IR/MLIRContext.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace lantern::cli {

int runApply(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath,
             size_t upto, const std::string &out, const std::string &traceJsonPath, bool fullConstants) {
  auto applied = applySchedule(context, graphPath, schedulePath, upto);
  if (!applied)
    return kBadInput;
  process::stage("output");
  printStepSummary(*applied->session);
  const session::Trace &trace = applied->session->trace();
  if (!writeOutput(out, session::snapshotText(*trace.final(), fullConstants)))
    return badInput("cannot write " + out);
  if (!traceJsonPath.empty() && !writeOutput(traceJsonPath, traceJson(*applied).dump(2) + "\n"))
    return badInput("cannot write " + traceJsonPath);
  return trace.ok() ? kOk : kFailed;
}

int runDiff(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath, size_t step,
            int contextLines) {
  auto applied = applySchedule(context, graphPath, schedulePath, step);
  if (!applied)
    return kBadInput;
  process::stage("diff");
  const session::Trace &trace = applied->session->trace();
  if (step < 1 || step > trace.steps.size())
    return badInput("--step " + std::to_string(step) + " is out of range: the schedule has " +
                    std::to_string(trace.steps.size()) + " step(s), numbered from 1");
  const session::StepTrace &st = trace.steps[step - 1];
  if (st.status != session::StepStatus::Ok) {
    std::cerr << "step " << step << " (" << applied->session->schedule().steps[step - 1].kind << ") "
              << session::toString(st.status) << "\n";
    for (const Diagnostic &d : st.diagnostics)
      std::cerr << d.format() << "\n";
    return st.status == session::StepStatus::Failed ? kFailed : kOk;
  }
  diff::DiffOptions options;
  options.context = contextLines;
  diff::IrDiff d = diff::diffIr(st.before->ir, st.after->ir, options);
  std::string label = "step " + std::to_string(step) + " (" + applied->session->schedule().steps[step - 1].kind + ")";
  std::cout << diff::formatUnified(d, st.before->ir, st.after->ir, "before " + label, "after " + label);
  std::cerr << "step " << step << ": +" << d.stats.added << " -" << d.stats.removed << " ~" << d.stats.changed
            << " in " << d.hunks.size() << " hunk(s)\n";
  return kOk;
}

int runExport(const std::string &schedulePath, const std::string &out) {
  std::vector<Diagnostic> errors;
  auto schedule = schedule::loadSchedule(schedulePath, errors);
  if (!schedule)
    return badInput(errors);
  if (!writeOutput(out, schedule::exportScript(*schedule)))
    return badInput("cannot write " + out);
  return kOk;
}

int runImport(mlir::MLIRContext &context, const std::string &scriptPath, const std::string &out) {
  std::vector<Diagnostic> errors;
  auto schedule = schedule::importScript(context, scriptPath, errors);
  if (!schedule)
    return badInput(errors);
  if (out.empty() || out == "-") {
    std::cout << schedule::toJsonText(*schedule);
    return kOk;
  }
  Diagnostic error;
  if (!schedule::saveSchedule(*schedule, out, error))
    return badInput({error});
  return kOk;
}

} // namespace lantern::cli
