// Transform scripts from schedules, and schedules from transform scripts.
#include "schedule/script.h"

#include "ir/module.h"
#include "schedule/catalog.h"
#include "schedule/handles.h"

#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <sstream>

namespace lantern::schedule {

namespace {

const char *kHeader = "module attributes {transform.with_named_sequence} {\n"
                      "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {\n";
const char *kFooter = "    transform.yield\n"
                      "  }\n"
                      "}\n";

void appendLines(std::string &out, const std::vector<std::string> &lines) {
  for (const std::string &l : lines) {
    // Continuation lines of a region keep the relative indentation the emitter gave them.
    out += "    " + l + "\n";
  }
}

} // namespace

std::vector<std::string> emitStepLines(const Step &step, size_t index, std::string &root) {
  const StepKind *kind = findKind(step.kind);
  if (!kind)
    return {};
  // Steps a front end built without validating them (a schedule assembled in code) are validated
  // here; one that is not valid emits nothing.
  std::optional<Step> validated;
  if (!step.parsedTarget) {
    std::vector<Diagnostic> errors;
    validated = step;
    if (!validateStep(*validated, step.kind, errors))
      return {};
  }
  Emitter emitter("s" + std::to_string(index) + "_", root);
  kind->emit(validated ? *validated : step, emitter);
  root = emitter.rootHandle();
  return emitter.emitted();
}

std::string stepScript(const Step &step, size_t index) {
  std::string root = "%root";
  std::string out = kHeader;
  appendLines(out, emitStepLines(step, index, root));
  out += kFooter;
  return out;
}

std::string exportScript(const Schedule &schedule) {
  std::ostringstream head;
  head << "// Lantern schedule \"" << schedule.name << "\" (target: " << schedule.target << "), "
       << schedule.steps.size() << " step(s).\n";
  if (!schedule.description.empty()) {
    std::stringstream ss(schedule.description);
    std::string l;
    while (std::getline(ss, l))
      head << "// " << l << "\n";
  }
  head << "// Run: mlir-opt-22 GRAPH.mlir --transform-preload-library=transform-library-paths=THIS_FILE "
          "--transform-interpreter\n";
  std::string out = head.str() + kHeader;
  std::string root = "%root";
  for (size_t i = 0; i < schedule.steps.size(); ++i) {
    const Step &step = schedule.steps[i];
    std::string label = "    // Step " + std::to_string(i + 1) + ": " + step.kind +
                        (step.target.empty() ? "" : " " + step.target);
    if (!step.enabled) {
      out += label + " (disabled, not emitted)\n";
      continue;
    }
    out += label + "\n";
    if (!step.comment.empty())
      out += "    // " + step.comment + "\n";
    appendLines(out, emitStepLines(step, i + 1, root));
  }
  out += kFooter;
  return out;
}

std::optional<Schedule> importScript(mlir::MLIRContext &context, const std::string &path,
                                     std::vector<Diagnostic> &errors) {
  std::string text;
  Diagnostic error;
  if (!readFile(path, text, error)) {
    errors.push_back(error);
    return std::nullopt;
  }
  return importScriptText(context, text, path, errors);
}

std::optional<Schedule> importScriptText(mlir::MLIRContext &context, const std::string &text, const std::string &path,
                                         std::vector<Diagnostic> &errors) {
  ParseResult parsed = parseModule(context, text, path);
  if (!parsed) {
    errors.insert(errors.end(), parsed.diagnostics.begin(), parsed.diagnostics.end());
    return std::nullopt;
  }
  mlir::transform::NamedSequenceOp main;
  parsed.module->walk([&](mlir::transform::NamedSequenceOp seq) {
    if (seq.getSymName() == "__transform_main")
      main = seq;
  });
  if (!main) {
    errors.push_back(makeError("no transform.named_sequence @__transform_main in the script", path));
    return std::nullopt;
  }
  if (main.getBody().empty()) {
    errors.push_back(makeError("transform.named_sequence @__transform_main is only declared (it has no body); the "
                               "script must define it",
                               path));
    return std::nullopt;
  }
  mlir::Block &body = main.getBody().front();
  std::string problem;
  body.walk([&](mlir::transform::IncludeOp include) {
    if (problem.empty())
      problem = "@__transform_main includes @" + include.getTarget().getRootReference().str() +
                "; a transform step holds only the body of @__transform_main, so inline it first";
  });
  if (!problem.empty()) {
    errors.push_back(makeError(problem, path));
    return std::nullopt;
  }
  if (main.getNumArguments() != 1) {
    errors.push_back(makeError("@__transform_main must take exactly one argument (the payload root), it takes " +
                                   std::to_string(main.getNumArguments()),
                               path));
    return std::nullopt;
  }

  // Slice the body out of the source, from the first op to the terminator, so comments and the
  // author's handle names survive.
  auto offsetOf = [&](mlir::Operation *op) -> std::optional<size_t> {
    auto loc = llvm::dyn_cast<mlir::FileLineColLoc>(op->getLoc());
    if (!loc)
      return std::nullopt;
    size_t offset = 0;
    for (unsigned line = 1; line < loc.getLine(); ++line) {
      offset = text.find('\n', offset);
      if (offset == std::string::npos)
        return std::nullopt;
      ++offset;
    }
    return offset + loc.getColumn() - 1;
  };
  std::string bodyText;
  if (!body.without_terminator().empty()) {
    auto begin = offsetOf(&body.front());
    auto end = offsetOf(body.getTerminator());
    if (!begin || !end || *end < *begin) {
      errors.push_back(makeError("cannot locate the body of @__transform_main in the source", path));
      return std::nullopt;
    }
    // Start at the beginning of the first op's line, and take the comment lines right above it.
    size_t lineStart = text.rfind('\n', *begin);
    lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
    while (lineStart > 0) {
      size_t prevStart = text.rfind('\n', lineStart - 2);
      prevStart = prevStart == std::string::npos ? 0 : prevStart + 1;
      std::string prev = text.substr(prevStart, lineStart - prevStart);
      size_t first = prev.find_first_not_of(" \t");
      if (first == std::string::npos || prev.compare(first, 2, "//") != 0)
        break;
      lineStart = prevStart;
    }
    size_t lineEnd = text.rfind('\n', *end);
    bodyText = text.substr(lineStart, (lineEnd == std::string::npos || lineEnd < lineStart ? *end : lineEnd) - lineStart);
  }

  // The argument's name as the author wrote it: between "@__transform_main(" and ':'.
  auto mainOffset = offsetOf(main);
  std::string argName;
  if (mainOffset) {
    size_t open = text.find("__transform_main", *mainOffset);
    size_t percent = open == std::string::npos ? std::string::npos : text.find('%', open);
    if (percent != std::string::npos) {
      size_t end = percent + 1;
      while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_' ||
                                   text[end] == '$' || text[end] == '.' || text[end] == '-'))
        ++end;
      argName = text.substr(percent + 1, end - percent - 1);
    }
  }
  if (!argName.empty() && argName != "root")
    bodyText = replaceHandle(bodyText, argName, "root");

  // Remove the common indentation.
  std::vector<std::string> lines;
  std::stringstream ss(bodyText);
  std::string l;
  size_t indent = std::string::npos;
  while (std::getline(ss, l)) {
    lines.push_back(l);
    size_t first = l.find_first_not_of(" \t");
    if (first != std::string::npos)
      indent = std::min(indent, first);
  }
  std::string dedented;
  for (const std::string &line : lines) {
    if (line.find_first_not_of(" \t") == std::string::npos)
      continue;
    dedented += line.substr(indent) + "\n";
  }

  Schedule schedule;
  std::string file = path.substr(path.find_last_of('/') == std::string::npos ? 0 : path.find_last_of('/') + 1);
  schedule.name = file.substr(0, file.rfind('.'));
  schedule.description = "Imported from " + file + " by lantern-cli import-script.";
  Step step;
  step.kind = "transform";
  step.params["text"] = dedented;
  step.comment = "body of @__transform_main in " + file;
  if (!validateStep(step, "step 1 (transform)", errors))
    return std::nullopt;
  schedule.steps.push_back(std::move(step));
  schedule.assignIds();
  return schedule;
}

} // namespace lantern::schedule
