// The catalog's registry (the families in order), the builder the family files use, the emission
// pieces they share, and how a step's target becomes a transform.structured.match.
#include "schedule/catalog.h"

#include "graph/roles.h"
#include "schedule/catalog/builder.h"
#include "schedule/handles.h"

#include <sstream>

namespace lantern::schedule {

namespace {

std::vector<StepKind> buildCatalog() {
  KindList kinds;
  addTilingKinds(kinds);
  addVectorizeKinds(kinds);
  addGpuKinds(kinds);
  addBufferizeKinds(kinds);
  addEscapeHatchKinds(kinds);
  addLanternKinds(kinds);
  return kinds.take();
}

} // namespace

// --- Parameters ---------------------------------------------------------------------------------

ParamSpec intList(std::string name, nlohmann::json def, std::string help, int64_t min) {
  ParamSpec p{std::move(name), ParamType::IntList, std::move(def), std::move(help)};
  p.min = min;
  return p;
}

ParamSpec integer(std::string name, int64_t def, std::string help, int64_t min, int64_t max) {
  ParamSpec p{std::move(name), ParamType::Int, def, std::move(help)};
  p.min = min;
  p.max = max;
  return p;
}

ParamSpec boolean(std::string name, bool def, std::string help) {
  return ParamSpec{std::move(name), ParamType::Bool, def, std::move(help)};
}

ParamSpec choice(std::string name, std::string def, std::vector<std::string> choices, std::string help) {
  ParamSpec p{std::move(name), ParamType::Enum, std::move(def), std::move(help)};
  p.choices = std::move(choices);
  return p;
}

ParamSpec text(std::string name, ParamType type, nlohmann::json def, std::string help) {
  return ParamSpec{std::move(name), type, std::move(def), std::move(help)};
}

ParamSpec target(std::string name, nlohmann::json def, std::string help) {
  return ParamSpec{std::move(name), ParamType::Target, std::move(def), std::move(help)};
}

// --- Emission pieces ----------------------------------------------------------------------------

std::string formatList(const std::vector<int64_t> &values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

size_t nonZero(const std::vector<int64_t> &values) {
  size_t n = 0;
  for (int64_t v : values)
    n += v != 0;
  return n;
}

std::string opTypes(size_t n) {
  std::string out;
  for (size_t i = 0; i < n; ++i)
    out += (i ? ", " : "") + std::string(kAnyOp);
  return out;
}

std::string quote(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\';
    out += c;
  }
  return out + "\"";
}

void annotateRole(Emitter &e, const std::string &handle, const std::string &role, const std::string &base) {
  std::string param = e.fresh(base + "_role");
  e.line(param + " = transform.param.constant " + quote(role) + " -> !transform.any_param");
  e.line("transform.annotate " + handle + " " + quote(graph::kRoleAttrName) + " = " + param + " : " + kAnyOp +
         ", !transform.any_param");
}

std::string emitParentLoop(Emitter &e, const std::string &handle, const std::string &kind, const std::string &base) {
  std::string loop = e.fresh(base);
  e.line(loop + " = transform.get_parent_op " + handle + " {deduplicate, op_name = " + quote("scf." + kind) + "} : (" +
         kAnyOp + ") -> " + kAnyOp);
  return loop;
}

void emitLines(Emitter &e, const std::string &text) {
  std::stringstream ss(text);
  std::string l;
  while (std::getline(ss, l)) {
    size_t first = l.find_first_not_of(" \t");
    if (first != std::string::npos)
      e.line(l.substr(first));
  }
}

std::string roleOf(const Target &target) {
  return target.kind == Target::Kind::Role ? graph::toString(target.role) : std::string();
}

// --- LanternOp ----------------------------------------------------------------------------------

LanternOp &LanternOp::matchAs(std::string base) {
  matchBase = std::move(base);
  return *this;
}

LanternOp &LanternOp::inParentLoop(std::string kind, std::string base) {
  loopKind = std::move(kind);
  loopBase = std::move(base);
  return *this;
}

LanternOp &LanternOp::inParentLoopNamedBy(std::string param) {
  loopKindParam = std::move(param);
  return *this;
}

LanternOp &LanternOp::result(std::string base) {
  resultBase = std::move(base);
  return *this;
}

LanternOp &LanternOp::ifPresent() {
  return suffix([](const Step &s) { return s.flag("if_present") ? std::string(" if_present") : std::string(); });
}

LanternOp &LanternOp::unitAttr(std::string param) {
  return suffix([param](const Step &s) { return s.flag(param) ? " {" + param + "}" : std::string(); });
}

LanternOp &LanternOp::suffix(std::function<std::string(const Step &)> text) {
  suffixes.push_back(std::move(text));
  return *this;
}

void LanternOp::emit(const Step &step, Emitter &e) const {
  std::string operand = e.match(*step.parsedTarget, matchBase);
  std::string kind = loopKindParam.empty() ? loopKind : step.text(loopKindParam);
  if (!kind.empty())
    operand = emitParentLoop(e, operand, kind, loopBase);
  std::string line = "transform.lantern." + mnemonic + " " + operand;
  for (const auto &text : suffixes)
    line += text(step);
  if (resultBase.empty()) {
    e.line(line + " : " + kAnyOp);
    return;
  }
  e.line(e.fresh(resultBase) + " = " + line + " : (" + kAnyOp + ") -> " + kAnyOp);
}

// --- KindBuilder --------------------------------------------------------------------------------

KindBuilder &KindBuilder::summary(std::string text) {
  kind.summary = std::move(text);
  return *this;
}

KindBuilder &KindBuilder::teaching(std::string text) {
  kind.teaching = std::move(text);
  return *this;
}

KindBuilder &KindBuilder::preconditions(std::string text) {
  kind.preconditions = std::move(text);
  return *this;
}

KindBuilder &KindBuilder::defaultTarget(std::string target) {
  kind.defaultTarget = std::move(target);
  return *this;
}

KindBuilder &KindBuilder::noTarget() {
  kind.needsTarget = false;
  return *this;
}

KindBuilder &KindBuilder::param(ParamSpec spec) {
  kind.params.push_back(std::move(spec));
  return *this;
}

KindBuilder &KindBuilder::check(std::function<std::string(const Step &)> check) {
  kind.check = std::move(check);
  return *this;
}

KindBuilder &KindBuilder::emit(std::function<void(const Step &, Emitter &)> emit) {
  kind.emit = std::move(emit);
  return *this;
}

KindBuilder &KindBuilder::emit(LanternOp op) {
  return emit([op = std::move(op)](const Step &s, Emitter &e) { op.emit(s, e); });
}

KindBuilder KindList::add(std::string name) {
  kinds.emplace_back();
  kinds.back().name = std::move(name);
  return KindBuilder(kinds.back());
}

std::vector<StepKind> KindList::take() { return std::vector<StepKind>(kinds.begin(), kinds.end()); }

// --- The catalog --------------------------------------------------------------------------------

const char *toString(ParamType type) {
  switch (type) {
  case ParamType::Int:
    return "integer";
  case ParamType::IntList:
    return "list of integers";
  case ParamType::Bool:
    return "boolean";
  case ParamType::String:
    return "string";
  case ParamType::Enum:
    return "choice";
  case ParamType::Text:
    return "text";
  case ParamType::Options:
    return "object of options";
  case ParamType::Target:
    return "target";
  }
  return "?";
}

const ParamSpec *StepKind::param(const std::string &name) const {
  for (const ParamSpec &p : params)
    if (p.name == name)
      return &p;
  return nullptr;
}

const std::vector<StepKind> &catalog() {
  static const std::vector<StepKind> kinds = buildCatalog();
  return kinds;
}

const StepKind *findKind(const std::string &name) {
  for (const StepKind &k : catalog())
    if (k.name == name)
      return &k;
  return nullptr;
}

std::vector<std::string> kindNames() {
  std::vector<std::string> names;
  for (const StepKind &k : catalog())
    names.push_back(k.name);
  return names;
}

std::string Emitter::match(const Target &target, const std::string &base) {
  std::string what;
  switch (target.kind) {
  case Target::Kind::Root:
    return root;
  case Target::Kind::Func:
    what = "ops{[\"func.func\"]}";
    break;
  case Target::Kind::Role:
    what = "attributes{\"" + std::string(graph::kRoleAttrName) + "\" = \"" + graph::toString(target.role) + "\"" +
           (target.block >= 0 ? ", \"" + std::string(graph::kBlockAttrName) + "\" = " + std::to_string(target.block) + " : i64"
                              : std::string()) +
           "}";
    break;
  case Target::Kind::Ops: {
    std::string list;
    for (const std::string &name : target.opNames)
      list += (list.empty() ? "" : ", ") + quote(name);
    what = "ops{[" + list + "]}";
    break;
  }
  case Target::Kind::Ir:
    // The user's IR defines %target; give it (and its other handles) this step's names.
    emitLines(*this, renameHandles(target.ir, prefix + base + "_", root));
    return "%" + prefix + base + "_target";
  }
  std::string handle = fresh(base);
  line(handle + " = transform.structured.match " + what + " in " + root + " : (" + kAnyOp + ") -> " + kAnyOp);
  return handle;
}

} // namespace lantern::schedule
