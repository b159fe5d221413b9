// Diagnostics as values: what MLIR reported (errors, warnings, remarks and their notes) with
// file:line:col, collected while Lantern parses, verifies or applies a step.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace mlir {
class Diagnostic;
class MLIRContext;
} // namespace mlir

namespace lantern {

enum class Severity { Error, Warning, Remark, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string message;
  std::string file; // empty when MLIR gave no file location
  int line = 0;     // 1-based; 0 when unknown
  int column = 0;
  std::vector<Diagnostic> notes;

  // "file:line:col: error: message", then one indented line per note.
  std::string format() const;
};

const char *toString(Severity severity);
Diagnostic makeError(std::string message, std::string file = {}, int line = 0, int column = 0);
std::string formatAll(const std::vector<Diagnostic> &diagnostics);
bool hasErrors(const std::vector<Diagnostic> &diagnostics);

// As JSON: [{"severity", "message", "text" (format()), "location": {"file", "line", "column"}, "notes"}];
// what lantern-cli writes and what a child process sends its parent.
nlohmann::json diagnosticsToJson(const std::vector<Diagnostic> &diagnostics);
// The inverse (unknown severities read as errors, missing fields as empty).
std::vector<Diagnostic> diagnosticsFromJson(const nlohmann::json &json);

// Captures every diagnostic emitted on `context` while alive, instead of printing it.
class DiagnosticCapture {
public:
  explicit DiagnosticCapture(mlir::MLIRContext &context);
  ~DiagnosticCapture();
  DiagnosticCapture(const DiagnosticCapture &) = delete;
  DiagnosticCapture &operator=(const DiagnosticCapture &) = delete;

  const std::vector<Diagnostic> &diagnostics() const { return captured; }
  std::vector<Diagnostic> take();

private:
  mlir::MLIRContext &context;
  unsigned long long handlerId;
  std::vector<Diagnostic> captured;
};

Diagnostic convert(const mlir::Diagnostic &diagnostic);

} // namespace lantern
