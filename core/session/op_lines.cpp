// Op locations to printed lines, through the printer's own location map.
#include "session/op_lines.h"

#include "graph/roles.h"

#include "mlir/IR/AsmState.h"
#include "llvm/Support/raw_ostream.h"

#include <utility>

namespace lantern::session {

namespace {

std::string baseName(const std::string &path) {
  size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

template <typename Candidate>
void keepBest(std::unordered_map<std::string, Candidate> &map, const std::string &key, Candidate candidate) {
  auto [it, inserted] = map.emplace(key, candidate);
  if (!inserted && std::make_pair(candidate.rank, candidate.line) < std::make_pair(it->second.rank, it->second.line))
    it->second = candidate;
}

int rankOf(mlir::Operation *op) {
  if (op->hasAttr(graph::kRoleAttrName))
    return 0;
  return op->getDialect() && op->getDialect()->getNamespace() == "linalg" ? 1 : 2;
}

} // namespace

OpLineIndex::OpLineIndex(mlir::ModuleOp module) {
  mlir::AsmState::LocationMap printed;
  mlir::AsmState state(module, mlir::OpPrintingFlags(), &printed);
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, state);

  for (const auto &[op, position] : printed) {
    // The printer counts lines from 1.
    Candidate candidate{rankOf(op), static_cast<int>(position.first) - 1};
    op->getLoc()->walk([&](mlir::Location loc) {
      if (auto file = mlir::dyn_cast<mlir::FileLineColLoc>(loc)) {
        std::string at = ":" + std::to_string(file.getLine());
        std::string col = ":" + std::to_string(file.getColumn());
        for (const std::string &name : {file.getFilename().str(), baseName(file.getFilename().str())}) {
          keepBest(byPosition, name + at + col, candidate);
          keepBest(byLine, name + at, candidate);
        }
      }
      return mlir::WalkResult::advance();
    });
  }
}

int OpLineIndex::find(const std::string &file, int line, int column) const {
  for (const std::string &name : {file, baseName(file)}) {
    std::string at = name + ":" + std::to_string(line);
    if (auto it = byPosition.find(at + ":" + std::to_string(column)); it != byPosition.end())
      return it->second.line;
    if (auto it = byLine.find(at); it != byLine.end())
      return it->second.line;
  }
  return -1;
}

} // namespace lantern::session
