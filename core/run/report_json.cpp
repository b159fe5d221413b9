#include "run/report_json.h"

#include <cmath>
#include <limits>

namespace lantern::run {

namespace {

nlohmann::json number(double v) {
  if (std::isnan(v))
    return "nan";
  if (std::isinf(v))
    return v > 0 ? "inf" : "-inf";
  return v;
}

double numberFrom(const nlohmann::json &j) {
  if (j.is_number())
    return j.get<double>();
  if (j.is_string()) {
    const std::string &s = j.get_ref<const std::string &>();
    if (s == "inf")
      return std::numeric_limits<double>::infinity();
    if (s == "-inf")
      return -std::numeric_limits<double>::infinity();
  }
  return std::numeric_limits<double>::quiet_NaN();
}

nlohmann::json numbers(const std::vector<double> &values) {
  nlohmann::json out = nlohmann::json::array();
  for (double v : values)
    out.push_back(number(v));
  return out;
}

std::vector<double> numbersFrom(const nlohmann::json &j) {
  std::vector<double> out;
  if (j.is_array())
    for (const nlohmann::json &v : j)
      out.push_back(numberFrom(v));
  return out;
}

double field(const nlohmann::json &j, const char *key) {
  auto it = j.find(key);
  return it == j.end() ? 0 : numberFrom(*it);
}

} // namespace

std::optional<Stage> stageNamed(const std::string &name) {
  for (Stage s : {Stage::NotStarted, Stage::Inputs, Stage::Compile, Stage::Run, Stage::Reference, Stage::Compare,
                  Stage::Done})
    if (name == toString(s))
      return s;
  return std::nullopt;
}

nlohmann::json optionsToJson(const RunOptions &o) {
  return {{"backend", o.backend},   {"mask_kind", o.maskKind},   {"seed", o.seed},
          {"repeats", o.repeats},   {"check_rows", o.checkRows}, {"graph_oracle", o.graphOracle},
          {"threads", o.threads},   {"cpu", o.cpu},              {"warmups", o.warmups}};
}

RunOptions optionsFromJson(const nlohmann::json &j, RunOptions o) {
  if (!j.is_object())
    return o;
  o.backend = j.value("backend", o.backend);
  o.maskKind = j.value("mask_kind", o.maskKind);
  o.seed = j.value("seed", o.seed);
  o.repeats = j.value("repeats", o.repeats);
  o.checkRows = j.value("check_rows", o.checkRows);
  o.graphOracle = j.value("graph_oracle", o.graphOracle);
  o.threads = j.value("threads", o.threads);
  o.cpu = j.value("cpu", o.cpu);
  o.warmups = j.value("warmups", o.warmups);
  return o;
}

nlohmann::json reportToJson(const RunReport &r) {
  nlohmann::json j;
  j["ok"] = r.ok;
  j["pass"] = r.pass;
  j["verdict_reason"] = r.verdictReason;
  j["failed_stage"] = toString(r.failedStage);
  j["diagnostics"] = diagnosticsToJson(r.diagnostics);
  j["seed"] = r.seed;
  j["backend"] = r.backend;
  j["mask_kind"] = r.maskKind;
  if (r.threads > 0) {
    j["threads"] = r.threads;
    j["cpu"] = r.cpu;
  }
  j["output_dtype"] = r.outputDType;
  j["output_shape"] = r.outputShape;
  j["nan"] = r.nanInf.nanCount;
  j["inf"] = r.nanInf.infCount;
  j["first_positions"] = r.nanInf.firstPositions;
  j["oracles"] = nlohmann::json::array();
  for (const OracleComparison &o : r.oracles)
    j["oracles"].push_back({{"oracle", o.oracle},
                            {"available", o.available},
                            {"reason", o.reason},
                            {"max_abs", number(o.maxAbs)},
                            {"max_rel", number(o.maxRel)},
                            {"rel_l2", number(o.relL2)},
                            {"reference_nan", o.referenceNan},
                            {"row_error", numbers(o.rowError)},
                            {"rows", o.rowsEvaluated}});
  j["milliseconds"] = numbers(r.milliseconds);
  j["warmups"] = r.warmups;
  j["median_ms"] = number(r.medianMs);
  j["tflops"] = number(r.tflops);
  j["tolerance"] = number(r.tolerance);
  const StageTimes &t = r.stageTimes;
  j["stage_ms"] = {{"inputs", t.inputsMs},   {"compile", t.compileMs},     {"warmup", t.warmupMs},
                   {"run", t.runMs},         {"reference", t.referenceMs}, {"compare", t.compareMs},
                   {"graph_oracle", t.graphOracleMs}, {"total", t.totalMs}};
  if (!r.deviceLost.empty())
    j["device_lost"] = r.deviceLost;
  return j;
}

std::optional<RunReport> reportFromJson(const nlohmann::json &j, std::string &error) {
  if (!j.is_object() || !j.contains("ok") || !j.contains("oracles")) {
    error = "not a run report (no \"ok\" and \"oracles\")";
    return std::nullopt;
  }
  try {
    RunReport r;
    r.ok = j.at("ok").get<bool>();
    r.pass = j.value("pass", false);
    r.verdictReason = j.value("verdict_reason", "");
    r.failedStage = stageNamed(j.value("failed_stage", "not started")).value_or(Stage::NotStarted);
    r.diagnostics = diagnosticsFromJson(j.value("diagnostics", nlohmann::json::array()));
    r.seed = j.value("seed", uint64_t{0});
    r.backend = j.value("backend", "");
    r.maskKind = j.value("mask_kind", "");
    r.threads = j.value("threads", 0);
    r.cpu = j.value("cpu", std::string("native"));
    r.outputDType = j.value("output_dtype", "");
    r.outputShape = j.value("output_shape", std::vector<int64_t>{});
    r.nanInf.nanCount = j.value("nan", int64_t{0});
    r.nanInf.infCount = j.value("inf", int64_t{0});
    r.nanInf.firstPositions = j.value("first_positions", std::vector<std::array<int64_t, 4>>{});
    for (const nlohmann::json &o : j.at("oracles")) {
      OracleComparison c;
      c.oracle = o.value("oracle", "");
      c.available = o.value("available", false);
      c.reason = o.value("reason", "");
      c.maxAbs = field(o, "max_abs");
      c.maxRel = field(o, "max_rel");
      c.relL2 = field(o, "rel_l2");
      c.referenceNan = o.value("reference_nan", int64_t{0});
      c.rowError = numbersFrom(o.value("row_error", nlohmann::json::array()));
      c.rowsEvaluated = o.value("rows", std::vector<int64_t>{});
      r.oracles.push_back(std::move(c));
    }
    r.milliseconds = numbersFrom(j.value("milliseconds", nlohmann::json::array()));
    r.warmups = j.value("warmups", 1);
    r.medianMs = field(j, "median_ms");
    r.tflops = field(j, "tflops");
    r.tolerance = field(j, "tolerance");
    nlohmann::json t = j.value("stage_ms", nlohmann::json::object());
    r.stageTimes.inputsMs = field(t, "inputs");
    r.stageTimes.compileMs = field(t, "compile");
    r.stageTimes.warmupMs = field(t, "warmup");
    r.stageTimes.runMs = field(t, "run");
    r.stageTimes.referenceMs = field(t, "reference");
    r.stageTimes.compareMs = field(t, "compare");
    r.stageTimes.graphOracleMs = field(t, "graph_oracle");
    r.stageTimes.totalMs = field(t, "total");
    r.deviceLost = j.value("device_lost", "");
    return r;
  } catch (const nlohmann::json::exception &e) {
    error = std::string("run report: ") + e.what();
    return std::nullopt;
  }
}

} // namespace lantern::run
