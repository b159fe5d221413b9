// Parsing with captured diagnostics, and printing.
#include "ir/module.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace lantern {

ParseResult parseModule(mlir::MLIRContext &context, std::string_view text, std::string_view bufferName, bool verify) {
  ParseResult result;
  DiagnosticCapture capture(context);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(text.data(), text.size()),
                                           llvm::StringRef(bufferName.data(), bufferName.size())),
      llvm::SMLoc());
  // Verification happens after parsing so that a verifier failure is reported like a parse error.
  mlir::ParserConfig config(&context, /*verifyAfterParse=*/verify);
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, config);
  result.diagnostics = capture.take();
  if (module && !hasErrors(result.diagnostics))
    result.module = std::move(module);
  else if (result.diagnostics.empty())
    result.diagnostics.push_back(makeError("could not parse the module", std::string(bufferName)));
  return result;
}

bool writeFileReplacing(const std::string &path, const std::string &contents, Diagnostic &error) {
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) {
      error = makeError("cannot write file", tmp);
      return false;
    }
    out << contents;
    out.flush();
    if (!out) {
      error = makeError("write failed", tmp);
      return false;
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    error = makeError("cannot replace file", path);
    std::remove(tmp.c_str());
    return false;
  }
  return true;
}

bool readFile(const std::string &path, std::string &contents, Diagnostic &error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = makeError("cannot open file", path);
    return false;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  contents = ss.str();
  return true;
}

ParseResult parseModuleFile(mlir::MLIRContext &context, const std::string &path) {
  std::string text;
  Diagnostic error;
  if (!readFile(path, text, error)) {
    ParseResult result;
    result.diagnostics.push_back(error);
    return result;
  }
  return parseModule(context, text, path);
}

std::string printOp(mlir::Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op->print(os);
  os << '\n';
  return text;
}

std::string printType(mlir::Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

std::string fileLocation(mlir::Location loc) {
  std::string found;
  loc->walk([&](mlir::Location inner) {
    if (auto file = mlir::dyn_cast<mlir::FileLineColLoc>(inner)) {
      found = file.getFilename().str() + ":" + std::to_string(file.getLine()) + ":" + std::to_string(file.getColumn());
      return mlir::WalkResult::interrupt();
    }
    return mlir::WalkResult::advance();
  });
  return found;
}

} // namespace lantern
