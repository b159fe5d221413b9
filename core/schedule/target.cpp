// Parsing of step targets and counting what they select in a payload.
#include "schedule/target.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"

#include <algorithm>
#include <sstream>

namespace lantern::schedule {

namespace {

bool startsWith(const std::string &text, const char *prefix) { return text.rfind(prefix, 0) == 0; }

TargetOrError failed(std::string error) { return {std::nullopt, std::move(error)}; }

TargetOrError parseRoleTarget(const std::string &text) {
  std::string name = text.substr(5);
  int block = -1;
  if (size_t at = name.find('@'); at != std::string::npos) {
    std::string index = name.substr(at + 1);
    name = name.substr(0, at);
    bool digits = !index.empty() && index.size() <= 6 &&
                  std::all_of(index.begin(), index.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!digits)
      return failed("'" + text + "': after '@' comes the number of an attention block (0 for the first), got '" +
                    index + "'");
    block = std::stoi(index);
  }
  std::optional<graph::Role> role = graph::parseRole(name);
  if (!role) {
    std::string known;
    for (const std::string &r : graph::allRoleNames())
      known += (known.empty() ? "" : ", ") + r;
    return failed("unknown role '" + name + "'; roles are: " + known);
  }
  Target target;
  target.kind = Target::Kind::Role;
  target.role = *role;
  target.block = block;
  return {target, ""};
}

TargetOrError parseOpsTarget(const std::string &text) {
  std::string names = text.substr(3);
  if (names.empty())
    return failed("\"op:\" needs an op name, e.g. \"op:linalg.generic\"");
  Target target;
  target.kind = Target::Kind::Ops;
  std::stringstream ss(names);
  std::string name;
  while (std::getline(ss, name, ',')) {
    if (name.find('.') == std::string::npos)
      return failed("'" + name + "' is not a full op name (dialect.op, e.g. linalg.generic)");
    target.opNames.push_back(name);
  }
  return {target, ""};
}

TargetOrError parseIrTarget(const std::string &text) {
  if (text.find("%target") == std::string::npos)
    return failed("an \"ir:\" target must define %target from %root, e.g. \"ir:%target = "
                  "transform.structured.match ops{[\\\"linalg.fill\\\"]} in %root : (!transform.any_op) -> "
                  "!transform.any_op\"");
  Target target;
  target.kind = Target::Kind::Ir;
  target.ir = text.substr(3);
  return {target, ""};
}

TargetOrError parseByForm(const std::string &text) {
  if (text.empty() || text == "root")
    return {Target{}, ""};
  if (text == "func") {
    Target target;
    target.kind = Target::Kind::Func;
    return {target, ""};
  }
  if (startsWith(text, "role:"))
    return parseRoleTarget(text);
  if (startsWith(text, "op:"))
    return parseOpsTarget(text);
  if (startsWith(text, "ir:"))
    return parseIrTarget(text);
  return failed("expected \"role:<role>\", \"op:<dialect.op>\", \"func\", \"root\" or \"ir:<transform IR>\", got '" +
                text + "'");
}

} // namespace

TargetOrError parseTarget(const std::string &text) {
  TargetOrError parsed = parseByForm(text);
  if (parsed.target)
    parsed.target->text = text;
  return parsed;
}

const char *targetForms() { return "role:pv, op:linalg.generic, func, root, ir:..."; }

std::optional<int> Target::countMatches(mlir::Operation *root) const {
  if (kind == Kind::Root || kind == Kind::Ir)
    return std::nullopt;
  std::string roleName = graph::toString(role);
  auto selects = [&](mlir::Operation *op) {
    switch (kind) {
    case Kind::Func:
      return llvm::isa<mlir::func::FuncOp>(op);
    case Kind::Role: {
      auto attr = op->getAttrOfType<mlir::StringAttr>(graph::kRoleAttrName);
      if (!attr || attr.getValue() != roleName)
        return false;
      // A block number selects ops tagged with it: a function with one block has no block tags.
      auto tag = op->getAttrOfType<mlir::IntegerAttr>(graph::kBlockAttrName);
      return block < 0 || (tag && tag.getInt() == block);
    }
    case Kind::Ops:
      return std::find(opNames.begin(), opNames.end(), op->getName().getStringRef().str()) != opNames.end();
    case Kind::Root:
    case Kind::Ir:
      break;
    }
    return false;
  };
  int count = 0;
  root->walk([&](mlir::Operation *op) { count += selects(op); });
  return count;
}

} // namespace lantern::schedule
