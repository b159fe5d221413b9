// How the catalog's family files declare step kinds: a few named builder calls per kind instead of a
// positional aggregate, parameter constructors, and the emission pieces several kinds share (handle
// types, quoting, parent loops, role re-tagging, the common transform.lantern step).
#pragma once

#include "schedule/catalog.h"

#include <deque>
#include <functional>
#include <string>
#include <vector>

namespace lantern::schedule {

inline constexpr const char *kAnyOp = "!transform.any_op";

// Parameters.
ParamSpec intList(std::string name, nlohmann::json def, std::string help, int64_t min = 0);
ParamSpec integer(std::string name, int64_t def, std::string help, int64_t min, int64_t max);
ParamSpec boolean(std::string name, bool def, std::string help);
ParamSpec choice(std::string name, std::string def, std::vector<std::string> choices, std::string help);
ParamSpec text(std::string name, ParamType type, nlohmann::json def, std::string help);
// A parameter that names ops in a target's form; `def` null: required.
ParamSpec target(std::string name, nlohmann::json def, std::string help);

// Emission pieces.
std::string formatList(const std::vector<int64_t> &values); // "[1, 64, 0]"
size_t nonZero(const std::vector<int64_t> &values);
std::string opTypes(size_t n); // "!transform.any_op, ..." n times
std::string quote(const std::string &s);
// Re-attaches `role` to the ops in `handle` (new ops made by a transform), so later steps find them.
void annotateRole(Emitter &e, const std::string &handle, const std::string &role, const std::string &base);
// `%<base> = transform.get_parent_op` of the ops `handle` holds: their enclosing scf.<kind> loop.
std::string emitParentLoop(Emitter &e, const std::string &handle, const std::string &kind,
                           const std::string &base = "loop");
// Emits each line of `text` (transform IR someone wrote) without its indentation.
void emitLines(Emitter &e, const std::string &text);
// The role a step's target names, or "" when it does not name one.
std::string roleOf(const Target &target);

// The shape most transform.lantern steps share: match the step's target, optionally take the loop
// around it, and emit `[%result =] transform.lantern.<op> %handle[suffix] : <types>`.
class LanternOp {
public:
  explicit LanternOp(std::string mnemonic) : mnemonic(std::move(mnemonic)) {}
  // Names the handle of the matched targets (default "target").
  LanternOp &matchAs(std::string base);
  // The op applies to the scf.<kind> loop around the targets, held as %<base>.
  LanternOp &inParentLoop(std::string kind, std::string base = "loop");
  // Likewise, with the loop kind taken from the step's parameter `param`.
  LanternOp &inParentLoopNamedBy(std::string param);
  // The op returns a handle, named %<base>.
  LanternOp &result(std::string base);
  // ` if_present` when the step's `if_present` parameter is true.
  LanternOp &ifPresent();
  // ` {<param>}` when the boolean parameter `param` is true.
  LanternOp &unitAttr(std::string param);
  // Any other text after the operand, from the step.
  LanternOp &suffix(std::function<std::string(const Step &)> text);

  void emit(const Step &step, Emitter &e) const;

private:
  std::string mnemonic;
  std::string matchBase = "target";
  std::string loopKind, loopKindParam, loopBase = "loop";
  std::string resultBase;
  std::vector<std::function<std::string(const Step &)>> suffixes;
};

class KindBuilder {
public:
  explicit KindBuilder(StepKind &kind) : kind(kind) {}
  KindBuilder &summary(std::string text);
  KindBuilder &teaching(std::string text);
  // What the IR must look like for the step to apply, completing "<name> needs: ".
  KindBuilder &preconditions(std::string text);
  // The target a step gets when it names none (a step target's form).
  KindBuilder &defaultTarget(std::string target);
  // The kind takes no target at all (raw transform IR).
  KindBuilder &noTarget();
  KindBuilder &param(ParamSpec spec);
  // A check across parameters: "" or what is wrong.
  KindBuilder &check(std::function<std::string(const Step &)> check);
  KindBuilder &emit(std::function<void(const Step &, Emitter &)> emit);
  KindBuilder &emit(LanternOp op);

private:
  StepKind &kind;
};

// The kinds in the order the catalog lists them.
class KindList {
public:
  KindBuilder add(std::string name);
  std::vector<StepKind> take();

private:
  std::deque<StepKind> kinds; // stable references while builders fill them
};

// The families, in catalog order (core/schedule/catalog/<family>.cpp).
void addTilingKinds(KindList &kinds);
void addVectorizeKinds(KindList &kinds);
void addGpuKinds(KindList &kinds);
void addBufferizeKinds(KindList &kinds);
void addEscapeHatchKinds(KindList &kinds);
void addLanternKinds(KindList &kinds);

} // namespace lantern::schedule
