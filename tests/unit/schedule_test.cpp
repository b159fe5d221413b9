// Schedule model: JSON round trip, validation messages, typed targets, emission of every step kind,
// handle renaming.
#include "ir/context.h"
#include "ir/module.h"
#include "schedule/catalog.h"
#include "schedule/handles.h"
#include "schedule/script.h"
#include "schedule/target.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace lantern;
using namespace lantern::schedule;

namespace {

std::optional<Schedule> parse(const std::string &text, std::vector<Diagnostic> &errors) {
  return parseSchedule(text, "test.json", errors);
}

// "tile, fuse, ...": every kind of the catalog, in its order.
std::string everyKindName() {
  std::string names;
  for (const StepKind &kind : catalog())
    names += (names.empty() ? "" : ", ") + kind.name;
  return names;
}

std::string firstError(const std::string &text) {
  std::vector<Diagnostic> errors;
  EXPECT_FALSE(parse(text, errors));
  return errors.empty() ? "" : errors.front().format();
}

} // namespace

TEST(Schedule, RoundTripsThroughJsonAndLeavesDefaultsOut) {
  std::vector<Diagnostic> errors;
  auto s = parse(R"({"lantern_schedule": 1, "name": "n", "target": "cpu", "steps": [
      {"step": "tile", "target": "role:pv", "sizes": [1, 32, 0, 0], "loop": "forall"},
      {"step": "cleanup", "enabled": false, "comment": "why"}]})",
                 errors);
  ASSERT_TRUE(s) << formatAll(errors);
  ASSERT_EQ(s->steps.size(), 2u);
  EXPECT_EQ(s->steps[0].params["loop"], "forall");
  EXPECT_EQ(s->steps[0].params["interchange"], nlohmann::json::array()); // default filled in
  EXPECT_FALSE(s->steps[1].enabled);
  EXPECT_NE(s->steps[0].id, s->steps[1].id);

  std::string text = toJsonText(*s);
  EXPECT_EQ(text.find("\"loop\""), std::string::npos) << "defaults stay out of the file:\n" << text;
  EXPECT_NE(text.find("\"enabled\": false"), std::string::npos);
  auto again = parse(text, errors);
  ASSERT_TRUE(again) << formatAll(errors);
  ASSERT_EQ(again->steps.size(), 2u);
  for (size_t i = 0; i < 2; ++i)
    EXPECT_EQ(again->steps[i].contentKey(), s->steps[i].contentKey());
  EXPECT_EQ(again->steps[1].comment, "why");
}

TEST(Schedule, ErrorsNameTheStepTheFieldAndWhatWasExpected) {
  EXPECT_EQ(firstError(R"({"lantern_schedule": 1, "steps": [{"step": "cleanup"}, {"step": "tiel"}]})"),
            "test.json: error: step 2 (tiel): unknown step kind 'tiel' (did you mean 'tile'?); expected one of: " +
                everyKindName());
  EXPECT_EQ(firstError(R"({"lantern_schedule": 1, "steps": [{"step": "tile", "target": "role:pv", "sizes": [1, "a"]}]})"),
            "test.json: error: step 1 (tile): field 'sizes' must be a list of integers, but element 1 is a string");
  EXPECT_EQ(firstError(R"({"lantern_schedule": 1, "steps": [{"step": "tile", "target": "role:pv", "sizes": [1, -2]}]})"),
            "test.json: error: step 1 (tile): field 'sizes' element 1 must be in [0, 9223372036854775807], got -2");
  EXPECT_EQ(firstError(R"({"lantern_schedule": 1, "steps": [{"step": "tile", "target": "role:pv", "sizes": [1], "loop": "while"}]})"),
            "test.json: error: step 1 (tile): field 'loop' must be one of forall, for, got 'while'");
  EXPECT_EQ(firstError(R"({"lantern_schedule": 1, "steps": [{"step": "tile", "sizes": [1]}]})"),
            "test.json: error: step 1 (tile): field 'target' is required for a tile step (e.g. \"role:pv\" or "
            "\"op:linalg.generic\")");
  EXPECT_EQ(firstError(R"({"lantern_schedule": 1, "steps": [{"step": "tile", "target": "pv", "sizes": [1]}]})"),
            "test.json: error: step 1 (tile): field 'target': expected \"role:<role>\", \"op:<dialect.op>\", \"func\", "
            "\"root\" or \"ir:<transform IR>\", got 'pv'");
  EXPECT_EQ(firstError(R"({"lantern_schedule": 1, "steps": [{"step": "tile", "target": "role:pv", "sizes": [0, 0]}]})"),
            "test.json: error: step 1 (tile): field 'sizes' has no non-zero entry: nothing would be tiled");
  EXPECT_EQ(firstError(R"({"lantern_schedule": 1, "steps": [{"step": "bufferize", "target": "func"}]})"),
            "test.json: error: step 1 (bufferize): target must be \"root\": bufferization runs on the module");
  EXPECT_EQ(firstError(R"({"lantern_schedule": 1, "steps": [{"step": "pass", "name": "cse", "options": {"a": [1]}}]})"),
            "test.json: error: step 1 (pass): field 'options' option 'a' must be a string, number or boolean, got a list");
  EXPECT_EQ(firstError(R"({"lantern_schedule": 2, "steps": []})"),
            "test.json: error: field 'lantern_schedule' must be 1, got 2");
  EXPECT_EQ(firstError(R"({"lantern_schedule": 1, "steps": {}})"), "test.json: error: field 'steps' must be a list of steps");
  EXPECT_EQ(firstError("[1, 2"), "test.json:1:6: error: JSON syntax error: syntax error while parsing array - "
                                 "unexpected end of input; expected ']'");
}

TEST(Target, ParsesEveryFormOnce) {
  TargetOrError role = parseTarget("role:pv");
  ASSERT_TRUE(role.target) << role.error;
  EXPECT_EQ(role.target->kind, Target::Kind::Role);
  EXPECT_EQ(role.target->role, graph::Role::PV);
  EXPECT_EQ(role.target->text, "role:pv");

  TargetOrError ops = parseTarget("op:linalg.fill,linalg.generic");
  ASSERT_TRUE(ops.target) << ops.error;
  EXPECT_EQ(ops.target->kind, Target::Kind::Ops);
  EXPECT_EQ(ops.target->opNames, (std::vector<std::string>{"linalg.fill", "linalg.generic"}));

  EXPECT_EQ(parseTarget("func").target->kind, Target::Kind::Func);
  EXPECT_EQ(parseTarget("root").target->kind, Target::Kind::Root);
  EXPECT_EQ(parseTarget("").target->kind, Target::Kind::Root);

  TargetOrError ir = parseTarget("ir:%target = transform.structured.match ops{[\"linalg.fill\"]} in %root : "
                                 "(!transform.any_op) -> !transform.any_op");
  ASSERT_TRUE(ir.target) << ir.error;
  EXPECT_EQ(ir.target->kind, Target::Kind::Ir);
  EXPECT_EQ(ir.target->ir.rfind("%target = ", 0), 0u);
}

TEST(Target, RefusesMalformedTargetsSayingWhatWasExpected) {
  EXPECT_EQ(parseTarget("pv").error, "expected \"role:<role>\", \"op:<dialect.op>\", \"func\", \"root\" or "
                                     "\"ir:<transform IR>\", got 'pv'");
  EXPECT_EQ(parseTarget("role:softmax").error.rfind("unknown role 'softmax'; roles are: qk, ", 0), 0u);
  EXPECT_EQ(parseTarget("op:").error, "\"op:\" needs an op name, e.g. \"op:linalg.generic\"");
  EXPECT_EQ(parseTarget("op:linalg.fill,generic").error,
            "'generic' is not a full op name (dialect.op, e.g. linalg.generic)");
  EXPECT_EQ(parseTarget("ir:transform.yield").error.rfind("an \"ir:\" target must define %target from %root", 0), 0u);
  EXPECT_FALSE(parseTarget("role:pv@x").target);
  EXPECT_EQ(parseTarget("role:pv@x").error,
            "'role:pv@x': after '@' comes the number of an attention block (0 for the first), got 'x'");
  EXPECT_FALSE(parseTarget("role:pv@").target);
  EXPECT_FALSE(parseTarget("role:pv@-1").target);
  EXPECT_EQ(parseTarget("role:softmax@1").error.rfind("unknown role 'softmax'", 0), 0u);
  ASSERT_TRUE(parseTarget("role:pv@2").target);
  EXPECT_EQ(parseTarget("role:pv@2").target->block, 2);
  EXPECT_EQ(parseTarget("role:pv").target->block, -1);
}

TEST(Target, ABlockNumberSelectsTheOpsTaggedWithIt) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, R"(
    func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
      %0 = arith.addf %a, %a {lantern.role = "pv", lantern.block = 0 : i64} : tensor<8xf32>
      %1 = arith.mulf %0, %0 {lantern.role = "pv", lantern.block = 1 : i64} : tensor<8xf32>
      %2 = arith.subf %1, %a {lantern.role = "pv"} : tensor<8xf32>
      return %2 : tensor<8xf32>
    })", "f.mlir");
  ASSERT_TRUE(parsed);
  mlir::Operation *root = parsed.module->getOperation();
  EXPECT_EQ(parseTarget("role:pv").target->countMatches(root), 3);
  EXPECT_EQ(parseTarget("role:pv@0").target->countMatches(root), 1);
  EXPECT_EQ(parseTarget("role:pv@1").target->countMatches(root), 1);
  // An untagged op belongs to no numbered block: a one-block graph has no block tags.
  EXPECT_EQ(parseTarget("role:pv@2").target->countMatches(root), 0);
  Step step;
  step.kind = "tile";
  step.target = "role:pv@1";
  step.params["sizes"] = nlohmann::json::array({32});
  std::vector<Diagnostic> errors;
  ASSERT_TRUE(validateStep(step, "tile", errors)) << formatAll(errors);
  EXPECT_NE(stepScript(step, 1).find("attributes{\"lantern.role\" = \"pv\", \"lantern.block\" = 1 : i64}"),
            std::string::npos);
}

TEST(Target, CountsTheOpsItSelects) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, R"(
    func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
      %0 = arith.addf %a, %a {lantern.role = "scale"} : tensor<8xf32>
      %1 = arith.mulf %0, %0 {lantern.role = "scale"} : tensor<8xf32>
      %2 = arith.subf %1, %a : tensor<8xf32>
      return %2 : tensor<8xf32>
    })", "f.mlir");
  ASSERT_TRUE(parsed);
  mlir::Operation *root = parsed.module->getOperation();
  EXPECT_EQ(parseTarget("role:scale").target->countMatches(root), 2);
  EXPECT_EQ(parseTarget("role:pv").target->countMatches(root), 0);
  EXPECT_EQ(parseTarget("op:arith.subf,arith.mulf").target->countMatches(root), 2);
  EXPECT_EQ(parseTarget("func").target->countMatches(root), 1);
  EXPECT_EQ(parseTarget("root").target->countMatches(root), std::nullopt);
  EXPECT_EQ(parseTarget("ir:%target = transform.structured.match ops{[\"func.func\"]} in %root : "
                        "(!transform.any_op) -> !transform.any_op")
                .target->countMatches(root),
            std::nullopt);
}

// Every parameter that names ops is a Target: validation parses it (or names the field), and the
// step's own target is parsed with the kind's default when it has none.
TEST(Target, ValidationParsesTheStepTargetAndEveryTargetParameter) {
  Step step;
  step.kind = "fuse_dependent_reductions";
  std::vector<Diagnostic> errors;
  ASSERT_TRUE(validateStep(step, "step 1 (fuse_dependent_reductions)", errors)) << formatAll(errors);
  ASSERT_TRUE(step.parsedTarget);
  EXPECT_EQ(step.resolvedTarget().text, "role:row_max");
  EXPECT_EQ(step.targetParam("elementwise").role, graph::Role::Exp);
  EXPECT_EQ(step.targetParam("reduction").role, graph::Role::RowSum);

  step.params["reduction"] = "role:sum";
  EXPECT_FALSE(validateStep(step, "step 1 (fuse_dependent_reductions)", errors));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message.rfind("step 1 (fuse_dependent_reductions): field 'reduction': unknown role 'sum'", 0), 0u)
      << errors[0].message;

  for (const StepKind &kind : catalog())
    for (const ParamSpec &p : kind.params)
      if (p.name == "producers" || p.name == "elementwise" || p.name == "reduction")
        EXPECT_EQ(p.type, ParamType::Target) << kind.name << "." << p.name;
}

TEST(Schedule, ReportsEveryBadStepNotOnlyTheFirst) {
  std::vector<Diagnostic> errors;
  EXPECT_FALSE(parse(R"({"lantern_schedule": 1, "steps": [{"step": "x"}, {"step": "cleanup", "cse": "yes"}]})", errors));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_NE(errors[0].message.find("step 1 (x)"), std::string::npos);
  EXPECT_NE(errors[1].message.find("step 2 (cleanup): field 'cse' must be true or false, got a string"),
            std::string::npos);
}

TEST(Schedule, SaveIsAtomicAndLoadable) {
  std::vector<Diagnostic> errors;
  auto s = parse(R"({"lantern_schedule": 1, "name": "saved", "steps": [{"step": "vectorize"}]})", errors);
  ASSERT_TRUE(s);
  std::string path = ::testing::TempDir() + "/saved.json";
  Diagnostic error;
  ASSERT_TRUE(saveSchedule(*s, path, error)) << error.format();
  auto loaded = loadSchedule(path, errors);
  ASSERT_TRUE(loaded) << formatAll(errors);
  EXPECT_EQ(loaded->name, "saved");
  EXPECT_FALSE(saveSchedule(*s, "/nonexistent-dir/x.json", error));
  EXPECT_NE(error.format().find("cannot write file"), std::string::npos);
}

TEST(Handles, RenamesEveryHandleButRootAndLeavesStringsAlone) {
  EXPECT_EQ(renameHandles("%a = transform.structured.match ops{[\"x.%y\"]} in %root : (!t) -> !t\n"
                          "transform.foo %a, %b_1.c : !t",
                          "s3_", "%s2_new_root"),
            "%s3_a = transform.structured.match ops{[\"x.%y\"]} in %s2_new_root : (!t) -> !t\n"
            "transform.foo %s3_a, %s3_b_1.c : !t");
  EXPECT_EQ(replaceHandle("%arg0 %arg01 \"%arg0\" %arg0", "arg0", "root"), "%root %arg01 \"%arg0\" %root");
}

// Every step kind, with its defaults (and a target where one is needed), emits transform IR that
// parses and verifies in a script, and states its summary, teaching text and preconditions.
TEST(Catalog, EveryKindEmitsAScriptThatVerifies) {
  auto context = makeContext();
  for (const StepKind &kind : catalog()) {
    Step step;
    step.kind = kind.name;
    if (kind.defaultTarget.empty() && kind.needsTarget)
      step.target = "role:pv";
    for (const ParamSpec &p : kind.params) {
      if (!p.required())
        continue;
      if (p.name == "block_dims")
        step.params[p.name] = {32};
      else if (p.type == ParamType::IntList)
        step.params[p.name] = {1, 16, 0, 0};
      else if (p.name == "producers")
        step.params[p.name] = "role:normalize";
      else if (p.name == "name")
        step.params[p.name] = "canonicalize";
      else if (p.name == "text")
        step.params[p.name] = "%f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) "
                              "-> !transform.any_op\ntransform.apply_cse to %f : !transform.any_op";
    }
    std::vector<Diagnostic> errors;
    ASSERT_TRUE(validateStep(step, kind.name, errors)) << formatAll(errors);
    std::string script = stepScript(step, 4);
    ParseResult parsed = parseModule(*context, script, kind.name);
    EXPECT_TRUE(parsed) << kind.name << ":\n" << script << formatAll(parsed.diagnostics);
    EXPECT_FALSE(kind.teaching.empty()) << kind.name;
    EXPECT_FALSE(kind.summary.empty()) << kind.name;
    // What a failed step's note says it needs (tests/unit/session_test.cpp checks each note).
    EXPECT_FALSE(kind.preconditions.empty()) << kind.name;
    for (const ParamSpec &p : kind.params)
      EXPECT_FALSE(p.help.empty()) << kind.name << "." << p.name;
  }
}

TEST(Catalog, GeneralizeByOpNameKeepsEveryRole) {
  Step step;
  step.kind = "generalize";
  step.target = "op:linalg.batch_matmul";
  std::vector<Diagnostic> errors;
  ASSERT_TRUE(validateStep(step, "generalize", errors));
  std::string script = stepScript(step, 1);
  // Lantern's generalize keeps the ops' discardable tags (tests/lit/transforms/generalize.mlir).
  EXPECT_NE(script.find("%s1_result = transform.lantern.generalize %s1_target"), std::string::npos);
  auto context = makeContext();
  EXPECT_TRUE(parseModule(*context, script, "generalize"));
}

TEST(Script, ExportThreadsTheRootThroughStepsThatConsumeIt) {
  std::vector<Diagnostic> errors;
  auto s = parse(R"({"lantern_schedule": 1, "name": "x", "steps": [
      {"step": "bufferize"}, {"step": "pass", "name": "canonicalize"}, {"step": "cleanup"}]})",
                 errors);
  ASSERT_TRUE(s) << formatAll(errors);
  std::string script = exportScript(*s);
  EXPECT_NE(script.find("one_shot_bufferize layout{IdentityLayoutMap} %root"), std::string::npos);
  EXPECT_NE(script.find("apply_registered_pass \"canonicalize\" to %s1_bufferized"), std::string::npos);
  EXPECT_NE(script.find("ops{[\"func.func\"]} in %s2_after_pass"), std::string::npos);
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, script, "export");
  EXPECT_TRUE(parsed) << script << formatAll(parsed.diagnostics);
}

TEST(Script, ImportRejectsScriptsWithoutAnEntryPointOrWithIncludes) {
  auto context = makeContext();
  std::string dir = ::testing::TempDir();
  auto write = [&](const std::string &name, const std::string &text) {
    std::string path = dir + "/" + name;
    FILE *f = std::fopen(path.c_str(), "w");
    std::fputs(text.c_str(), f);
    std::fclose(f);
    return path;
  };
  std::vector<Diagnostic> errors;
  EXPECT_FALSE(importScript(*context,
                            write("noentry.mlir", "module attributes {transform.with_named_sequence} {\n"
                                                  "  transform.named_sequence @other(%a: !transform.any_op) {\n"
                                                  "    transform.yield\n  }\n}\n"),
                            errors));
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors.back().format().find("no transform.named_sequence @__transform_main"), std::string::npos);

  errors.clear();
  EXPECT_FALSE(importScript(
      *context,
      write("include.mlir",
            "module attributes {transform.with_named_sequence} {\n"
            "  transform.named_sequence @helper(%a: !transform.any_op {transform.readonly}) {\n    transform.yield\n  }\n"
            "  transform.named_sequence @__transform_main(%r: !transform.any_op {transform.readonly}) {\n"
            "    transform.include @helper failures(propagate) (%r) : (!transform.any_op) -> ()\n"
            "    transform.yield\n  }\n}\n"),
      errors));
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors.back().format().find("@__transform_main includes @helper"), std::string::npos);

  errors.clear();
  EXPECT_FALSE(importScript(*context, write("broken.mlir", "module {\n  transform.bogus\n}\n"), errors));
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors.front().format().find("broken.mlir:2:"), std::string::npos);
}

// A tuned entry whose sweep set the row tile of `fuse role:pv` to 64 and the key tile of `tile role:row_max` to
// 48 over a schedule that pads to 32: the pad follows the tiles (lcm), so a ragged length has no
// partial tile; a disabled tile step and tiles on other targets do not count; aligned multiples stay.
TEST(Schedule, PaddingFollowsTheTilesASweepSets) {
  std::vector<Diagnostic> errors;
  auto s = parse(R"({"lantern_schedule": 1, "name": "n", "target": "cpu", "steps": [
      {"step": "pad_lengths", "query_multiple": 32, "key_multiple": 32},
      {"step": "fuse", "target": "role:pv", "sizes": [1, 64, 0, 0]},
      {"step": "fuse", "target": "role:pv", "sizes": [0, 16, 0, 0]},
      {"step": "tile", "target": "role:row_max", "sizes": [0, 48], "loop": "for"},
      {"step": "tile", "target": "role:row_max", "sizes": [0, 128], "loop": "for", "enabled": false},
      {"step": "tile", "target": "role:exp", "sizes": [0, 7]}]})",
                 errors);
  ASSERT_TRUE(s) << formatAll(errors);
  EXPECT_TRUE(alignPaddingToTiles(*s));
  EXPECT_EQ(s->steps[0].integer("query_multiple"), 64);
  EXPECT_EQ(s->steps[0].integer("key_multiple"), 96);
  EXPECT_FALSE(alignPaddingToTiles(*s)) << "already aligned: unchanged";
  s->steps[0].enabled = false;
  s->steps[1].params["sizes"] = nlohmann::json::array({1, 128, 0, 0});
  EXPECT_FALSE(alignPaddingToTiles(*s)) << "a disabled pad_lengths is left alone";
}
