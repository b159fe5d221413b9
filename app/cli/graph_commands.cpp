// lantern-cli steps, roles, roles --dataflow and graph sdpa: the catalog and the graph.
#include "commands.h"

#include "graph/dataflow.h"
#include "graph/graph.h"
#include "graph/sdpa_generator.h"
#include "ir/module.h"
#include "schedule/catalog.h"

#include "mlir/IR/MLIRContext.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>

namespace lantern::cli {

namespace {

nlohmann::ordered_json taggedOpsJson(const std::vector<graph::TaggedOp> &ops) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const graph::TaggedOp &op : ops)
    out.push_back({{"role", graph::toString(op.role)}, {"op", op.opName}, {"location", op.location}});
  return out;
}

// `roles --json`: the report, one object per attention block.
nlohmann::ordered_json rolesJson(const graph::RoleReport &r) {
  nlohmann::ordered_json doc;
  doc["function"] = r.functionName;
  doc["attention"] = r.isAttention;
  doc["reason"] = r.reason;
  doc["notes"] = r.notes;
  doc["reference"] = !r.isAttention ? "none" : r.isPlainSdpa ? "pytorch" : "graph-f64";
  doc["blocks"] = nlohmann::ordered_json::array();
  for (const graph::AttentionBlock &b : r.blocks) {
    nlohmann::ordered_json j;
    j["index"] = b.index;
    j["batch"] = b.batch;
    j["heads"] = b.heads;
    j["kv_heads"] = b.kvHeads;
    j["seq_q"] = b.seqQ;
    j["seq_kv"] = b.seqKV;
    j["head_dim"] = b.headDim;
    j["scale"] = b.scale ? nlohmann::ordered_json(*b.scale) : nlohmann::ordered_json(nullptr);
    j["scale_applied"] = graph::toString(b.scaleSite);
    j["mask"] = {{"kind", b.maskKind}, {"shape", b.maskShape}, {"argument", b.maskArg}};
    j["causal"] = b.causal;
    j["window"] = b.window;
    j["score_mods"] = b.scoreMods;
    j["dtypes"] = {{"input", b.inputType}, {"accumulator", b.accumulatorType}, {"output", b.outputType}};
    j["guard"] = b.guard;
    j["gqa_groups"] = b.gqaGroups;
    j["arguments"] = {{"q", b.queryArg}, {"k", b.keyArg}, {"v", b.valueArg}, {"mask", b.maskArg}};
    j["output_result"] = b.outputResult;
    j["extra_outputs"] = b.extraOutputs;
    j["ops"] = taggedOpsJson(b.ops);
    doc["blocks"].push_back(j);
  }
  return doc;
}

// Parses one enumerated option of `graph sdpa`; false (and the message) when `text` is none of
// `names`.
template <typename Enum, typename Parse>
bool parseChoice(const std::string &flag, const std::string &text, const char *names, Parse parse,
                 Enum &into, int &status) {
  auto parsed = parse(text);
  if (!parsed) {
    status = badInput(flag + " '" + text + "': expected " + names);
    return false;
  }
  into = *parsed;
  return true;
}

} // namespace

namespace {

// A table cell: `|` escaped, no line breaks.
std::string cell(std::string text) {
  std::string out;
  for (char c : text)
    out += c == '|' ? std::string("\\|") : c == '\n' ? std::string(" ") : std::string(1, c);
  return out;
}

// `steps --markdown`: the catalog as docs/steps.md holds it (tests/lit/docs checks that it does).
void printStepsMarkdown() {
  std::cout << "# The step catalog\n\n"
               "Every step a schedule can hold, as `lantern-cli steps` prints it: what it does, the target it "
               "takes, what the IR must look like for it to apply, its parameters, and the teaching text the app "
               "shows (before, after, why). This page is generated: `lantern-cli steps --markdown > docs/steps.md` "
               "(the docs check in `make test` fails when it differs from the catalog).\n\n";
  for (const schedule::StepKind &k : schedule::catalog())
    std::cout << "- [`" << k.name << "`](#" << k.name << "): " << k.summary << "\n";
  for (const schedule::StepKind &k : schedule::catalog()) {
    std::cout << "\n## " << k.name << "\n\n" << k.summary << "\n\n";
    std::cout << "**Target:** " << (k.defaultTarget.empty() ? "required" : "default `" + k.defaultTarget + "`")
              << "\n\n";
    std::cout << "**Needs:** " << k.preconditions << "\n\n";
    if (!k.params.empty()) {
      std::cout << "| parameter | type | default | meaning |\n|---|---|---|---|\n";
      for (const schedule::ParamSpec &p : k.params) {
        std::string type = schedule::toString(p.type);
        if (!p.choices.empty()) {
          type += ":";
          for (const std::string &c : p.choices)
            type += " `" + c + "`";
        }
        std::cout << "| `" << p.name << "` | " << cell(type) << " | "
                  << (p.required() ? std::string("required") : "`" + cell(p.defaultValue.dump()) + "`") << " | "
                  << cell(p.help) << " |\n";
      }
      std::cout << "\n";
    }
    std::cout << k.teaching << "\n";
  }
}

} // namespace

int runSteps(bool asJson, bool asMarkdown) {
  if (asMarkdown) {
    printStepsMarkdown();
    return kOk;
  }
  if (asJson) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const schedule::StepKind &k : schedule::catalog()) {
      nlohmann::ordered_json kind;
      kind["name"] = k.name;
      kind["summary"] = k.summary;
      kind["teaching"] = k.teaching;
      kind["preconditions"] = k.preconditions;
      kind["default_target"] = k.defaultTarget;
      kind["params"] = nlohmann::ordered_json::array();
      for (const schedule::ParamSpec &p : k.params) {
        nlohmann::ordered_json param;
        param["name"] = p.name;
        param["type"] = schedule::toString(p.type);
        param["required"] = p.required();
        if (!p.required())
          param["default"] = p.defaultValue;
        if (!p.choices.empty())
          param["choices"] = p.choices;
        param["help"] = p.help;
        kind["params"].push_back(param);
      }
      out.push_back(kind);
    }
    std::cout << out.dump(2) << "\n";
    return kOk;
  }
  for (const schedule::StepKind &k : schedule::catalog()) {
    std::cout << k.name << " — " << k.summary << "\n";
    std::cout << "  target: " << (k.defaultTarget.empty() ? "required" : "default \"" + k.defaultTarget + "\"")
              << "\n";
    std::cout << "  needs: " << k.preconditions << "\n";
    for (const schedule::ParamSpec &p : k.params) {
      std::cout << "  " << p.name << " (" << schedule::toString(p.type);
      if (!p.choices.empty()) {
        std::cout << ":";
        for (const std::string &c : p.choices)
          std::cout << " " << c;
      }
      std::cout << (p.required() ? ", required" : ", default " + p.defaultValue.dump()) << "): " << p.help << "\n";
    }
    std::cout << "  " << k.teaching << "\n\n";
  }
  return kOk;
}

int runRoles(mlir::MLIRContext &context, const std::string &graphPath, bool tagged, bool json, const std::string &out) {
  auto graph = loadGraphOrReport(context, graphPath);
  if (!graph)
    return kBadInput;
  if (json) {
    std::cout << rolesJson(graph->roles).dump(2) << "\n";
    return kOk;
  }
  if (tagged) {
    if (!writeOutput(out, printOp(*graph->module)))
      return badInput("cannot write " + out);
    return kOk;
  }
  std::cout << graph->roles.summary();
  bool several = graph->roles.blocks.size() > 1;
  for (const graph::TaggedOp &op : graph->roles.ops) {
    char line[512];
    std::string role = graph::toString(op.role) + (several ? "@" + std::to_string(op.block) : std::string());
    std::snprintf(line, sizeof line, "%-12s %-24s %s", role.c_str(), op.opName.c_str(), op.location.c_str());
    std::cout << line << "\n";
  }
  return kOk;
}

int runDataflow(mlir::MLIRContext &context, const std::string &graphPath, bool json) {
  auto graph = loadGraphOrReport(context, graphPath);
  if (!graph)
    return kBadInput;
  graph::Dataflow flow = graph::buildDataflow(*graph->module, graph->roles.functionName);
  if (flow.nodes.empty())
    return badInput(graphPath + ": no function with a body to draw the dataflow of");
  if (json) {
    nlohmann::ordered_json doc = {{"function", graph->roles.functionName}};
    doc.update(graph::toJson(flow));
    std::cout << doc.dump(2) << "\n";
  } else {
    std::cout << "dataflow of @" << graph->roles.functionName << ": " << graph::formatDataflow(flow);
  }
  return kOk;
}

int runGraphSdpa(SdpaOptions &o) {
  auto dtype = graph::parseElementType(o.dtype);
  auto mask = graph::parseMaskKind(o.mask);
  auto mod = graph::parseScoreMod(o.scoreMod);
  if (!dtype)
    return badInput("--dtype '" + o.dtype + "': expected f32, bf16 or f16");
  if (!mask)
    return badInput("--mask '" + o.mask + "': expected none, causal, bool, additive or padding");
  if (!mod)
    return badInput("--score-mod '" + o.scoreMod + "': expected none, alibi or softcap");
  if (o.form != "lantern" && o.form != "torch-mlir")
    return badInput("--form '" + o.form + "': expected lantern or torch-mlir");
  o.spec.importerForm = o.form == "torch-mlir";
  int status = kOk;
  if (!parseChoice("--max-form", o.maxForm, "maximumf, maxnumf, select, reduce or argmax",
                   graph::parseMaxForm, o.spec.maxForm, status) ||
      !parseChoice("--keep-dim", o.keepDim, "none, map or expand", graph::parseKeepDim,
                   o.spec.keepDim, status) ||
      !parseChoice("--scale-form", o.scaleForm, "q-and-k, q, scores, scores-divide or none",
                   graph::parseScaleForm, o.spec.scaleForm, status) ||
      !parseChoice("--key-form", o.keyForm, "transpose, map or kq", graph::parseKeyForm,
                   o.spec.keyForm, status) ||
      !parseChoice("--mask-shape", o.maskShape, "bhss, ss, b1ss or b11s", graph::parseMaskShape,
                   o.spec.maskShape, status))
    return status;
  if (o.scaleOnScores) {
    if (o.spec.scaleForm != graph::ScaleForm::QAndK && o.spec.scaleForm != graph::ScaleForm::Scores)
      return badInput("--scale-on-scores is --scale-form scores: it cannot go with --scale-form " + o.scaleForm);
    o.spec.scaleForm = graph::ScaleForm::Scores;
  }
  o.spec.dtype = *dtype;
  o.spec.mask = *mask;
  o.spec.scoreMod = *mod;
  o.spec.guard = !o.noGuard;
  if (auto problem = graph::validate(o.spec))
    return badInput(*problem);
  std::string text = "// " + graph::describe(o.spec) + "\n// generated by: lantern-cli graph sdpa\n" +
                     graph::generateSdpa(o.spec);
  if (!writeOutput(o.out, text))
    return badInput("cannot write " + o.out);
  return kOk;
}

} // namespace lantern::cli
