// Parsing and printing of MLIR modules with diagnostics carried as values.
#pragma once

#include "ir/diagnostics.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>
#include <string_view>
#include <vector>

namespace lantern {

struct ParseResult {
  mlir::OwningOpRef<mlir::ModuleOp> module; // null when parsing or verification failed
  std::vector<Diagnostic> diagnostics;
  explicit operator bool() const { return static_cast<bool>(module); }
};

// Parses and verifies; `bufferName` is the file name diagnostics carry. `verify` false only for IR
// that was verified where it was printed (the engine process's).
ParseResult parseModule(mlir::MLIRContext &context, std::string_view text, std::string_view bufferName,
                        bool verify = true);
ParseResult parseModuleFile(mlir::MLIRContext &context, const std::string &path);

// Reads a whole file; on failure returns an error diagnostic naming the file.
bool readFile(const std::string &path, std::string &contents, Diagnostic &error);
// Writes `contents` to a temporary file next to `path`, then renames it over `path`: a crash never
// leaves half a file. False with `error` naming the file when it cannot.
bool writeFileReplacing(const std::string &path, const std::string &contents, Diagnostic &error);

// The IR as `mlir-opt` prints it by default (no locations), so Lantern's output compares with it.
std::string printOp(mlir::Operation *op);
// A type as MLIR prints it ("tensor<4x8xf32>").
std::string printType(mlir::Type type);
// "file:line:col" of the first file location inside `loc`, or "" when it has none.
std::string fileLocation(mlir::Location loc);

} // namespace lantern
