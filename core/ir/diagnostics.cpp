// Conversion of MLIR diagnostics into Lantern's Diagnostic values.
#include "ir/diagnostics.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace lantern {

const char *toString(Severity severity) {
  switch (severity) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  case Severity::Remark:
    return "remark";
  case Severity::Note:
    return "note";
  }
  return "error";
}

nlohmann::json diagnosticsToJson(const std::vector<Diagnostic> &diagnostics) {
  nlohmann::json out = nlohmann::json::array();
  for (const Diagnostic &d : diagnostics) {
    nlohmann::json j = {{"severity", toString(d.severity)}, {"message", d.message}, {"text", d.format()}};
    if (!d.file.empty())
      j["location"] = {{"file", d.file}, {"line", d.line}, {"column", d.column}};
    j["notes"] = diagnosticsToJson(d.notes);
    out.push_back(j);
  }
  return out;
}

std::vector<Diagnostic> diagnosticsFromJson(const nlohmann::json &json) {
  std::vector<Diagnostic> out;
  if (!json.is_array())
    return out;
  for (const nlohmann::json &j : json) {
    if (!j.is_object())
      continue;
    Diagnostic d;
    std::string severity = j.value("severity", "error");
    d.severity = severity == "warning" ? Severity::Warning
                 : severity == "remark" ? Severity::Remark
                 : severity == "note"   ? Severity::Note
                                        : Severity::Error;
    d.message = j.value("message", "");
    if (auto loc = j.find("location"); loc != j.end() && loc->is_object()) {
      d.file = loc->value("file", "");
      d.line = loc->value("line", 0);
      d.column = loc->value("column", 0);
    }
    if (auto notes = j.find("notes"); notes != j.end())
      d.notes = diagnosticsFromJson(*notes);
    out.push_back(std::move(d));
  }
  return out;
}

std::string Diagnostic::format() const {
  std::ostringstream os;
  if (!file.empty()) {
    os << file;
    if (line > 0)
      os << ':' << line << ':' << column;
    os << ": ";
  }
  os << toString(severity) << ": " << message;
  for (const Diagnostic &note : notes)
    os << "\n  " << note.format();
  return os.str();
}

Diagnostic makeError(std::string message, std::string file, int line, int column) {
  Diagnostic d;
  d.message = std::move(message);
  d.file = std::move(file);
  d.line = line;
  d.column = column;
  return d;
}

std::string formatAll(const std::vector<Diagnostic> &diagnostics) {
  std::string out;
  for (const Diagnostic &d : diagnostics) {
    out += d.format();
    out += '\n';
  }
  return out;
}

bool hasErrors(const std::vector<Diagnostic> &diagnostics) {
  for (const Diagnostic &d : diagnostics)
    if (d.severity == Severity::Error)
      return true;
  return false;
}

static Severity convert(mlir::DiagnosticSeverity severity) {
  switch (severity) {
  case mlir::DiagnosticSeverity::Error:
    return Severity::Error;
  case mlir::DiagnosticSeverity::Warning:
    return Severity::Warning;
  case mlir::DiagnosticSeverity::Remark:
    return Severity::Remark;
  case mlir::DiagnosticSeverity::Note:
    return Severity::Note;
  }
  return Severity::Error;
}

// Finds the innermost file location of a (possibly fused, named or call-site) location.
static std::optional<mlir::FileLineColLoc> findFileLocation(mlir::Location loc) {
  std::optional<mlir::FileLineColLoc> found;
  loc->walk([&](mlir::Location inner) {
    if (auto fileLoc = llvm::dyn_cast<mlir::FileLineColLoc>(inner)) {
      found = fileLoc;
      return mlir::WalkResult::interrupt();
    }
    return mlir::WalkResult::advance();
  });
  return found;
}

Diagnostic convert(const mlir::Diagnostic &diagnostic) {
  Diagnostic d;
  d.severity = convert(diagnostic.getSeverity());
  d.message = diagnostic.str();
  if (auto fileLoc = findFileLocation(diagnostic.getLocation())) {
    d.file = fileLoc->getFilename().str();
    d.line = static_cast<int>(fileLoc->getLine());
    d.column = static_cast<int>(fileLoc->getColumn());
  }
  for (const mlir::Diagnostic &note : diagnostic.getNotes())
    d.notes.push_back(convert(note));
  return d;
}

DiagnosticCapture::DiagnosticCapture(mlir::MLIRContext &context) : context(context) {
  handlerId = context.getDiagEngine().registerHandler([this](mlir::Diagnostic &diagnostic) {
    captured.push_back(convert(diagnostic));
    return mlir::success();
  });
}

DiagnosticCapture::~DiagnosticCapture() { context.getDiagEngine().eraseHandler(handlerId); }

std::vector<Diagnostic> DiagnosticCapture::take() {
  std::vector<Diagnostic> out;
  out.swap(captured);
  return out;
}

} // namespace lantern
