// Tuned tables from sweep results, and picking an entry by shape.
#include "sweep/tuning.h"

#include "ir/module.h"
#include "sweep/spec.h"

#include <filesystem>
#include <fstream>
#include <map>

namespace lantern::sweep {

namespace {

// The value a setting's field has in `step` (the base schedule, validated: defaults filled in).
nlohmann::json currentValue(const schedule::Step &step, const std::string &field) {
  if (field == "enabled")
    return step.enabled;
  if (field == "target")
    return step.target;
  return step.params.contains(field) ? step.params[field] : nlohmann::json();
}

std::string fileNameFor(const std::string &backend, const nlohmann::json &shape) {
  std::string name = backend + "-b" + std::to_string(shape.value("batch", 0)) + "-h" +
                     std::to_string(shape.value("heads", 0)) + "-kvh" + std::to_string(shape.value("kv_heads", 0)) +
                     "-s" + std::to_string(shape.value("seq", 0)) + "-kv" + std::to_string(shape.value("kv_seq", 0)) +
                     "-d" + std::to_string(shape.value("dim", 0)) + "-" + shape.value("dtype", std::string("x"));
  if (shape.value("causal", false))
    name += "-causal";
  if (shape.value("mask", std::string("none")) != "none")
    name += "-mask-" + shape.value("mask", std::string());
  return name + ".json";
}

double tflopsOf(const nlohmann::json &line) { return line.value("tflops", 0.0); }

void applySettings(schedule::Schedule &s, const nlohmann::json &settings) {
  for (const auto &setting : settings) {
    size_t index = setting.value("step", size_t(0));
    if (index < 1 || index > s.steps.size())
      continue;
    schedule::Step &step = s.steps[index - 1];
    std::string field = setting.value("field", std::string());
    if (field == "enabled")
      step.enabled = setting["value"].get<bool>();
    else if (field == "target")
      step.target = setting["value"].get<std::string>();
    else
      step.params[field] = setting["value"];
  }
}

// The schedule file a result line names, if it still has the content the sweep ran.
std::optional<schedule::Schedule> baseScheduleOf(const nlohmann::json &line, std::string &error) {
  const nlohmann::json &s = line.value("schedule", nlohmann::json::object());
  std::string path = s.value("path", std::string());
  std::vector<Diagnostic> loadErrors;
  auto base = schedule::loadSchedule(path, loadErrors);
  if (!base) {
    error = "the schedule of point '" + line.value("id", std::string()) + "' cannot be loaded from " + path + ": " +
            formatAll(loadErrors);
    return std::nullopt;
  }
  if (stableHash(schedule::toJsonText(*base)) != s.value("sha", std::string())) {
    error = path + " has changed since the sweep ran (its content hash was " + s.value("sha", std::string()) +
            "); run the sweep again or restore the file";
    return std::nullopt;
  }
  return base;
}

} // namespace

std::optional<schedule::Schedule> scheduleOfResult(const nlohmann::json &line, std::string &error) {
  auto s = baseScheduleOf(line, error);
  if (!s)
    return std::nullopt;
  applySettings(*s, line.value("settings", nlohmann::json::array()));
  for (size_t i = 0; i < s->steps.size(); ++i) {
    std::vector<Diagnostic> problems;
    if (!schedule::validateStep(s->steps[i], "step " + std::to_string(i + 1), problems)) {
      error = "the settings of point '" + line.value("id", std::string()) + "' do not fit " +
              line["schedule"].value("path", std::string()) + ": " + formatAll(problems);
      return std::nullopt;
    }
  }
  return s;
}

std::string shapeText(const nlohmann::json &shape) {
  if (!shape.is_object())
    return "(not one SDPA)";
  std::string text = "b" + std::to_string(shape.value("batch", 0)) + " h" + std::to_string(shape.value("heads", 0)) +
                     " s" + std::to_string(shape.value("seq", 0)) + " kv" + std::to_string(shape.value("kv_seq", 0)) +
                     " d" + std::to_string(shape.value("dim", 0)) + " " + shape.value("dtype", std::string("?"));
  if (shape.value("kv_heads", 0) != shape.value("heads", 0))
    text += " kvh" + std::to_string(shape.value("kv_heads", 0));
  if (shape.value("causal", false))
    text += " causal";
  if (shape.value("mask", std::string("none")) != "none")
    text += " mask " + shape.value("mask", std::string());
  return text;
}

std::optional<Tuned> tune(const std::vector<nlohmann::json> &lines, std::vector<Diagnostic> &errors) {
  size_t before = errors.size();
  std::map<std::string, std::optional<schedule::Schedule>> bases; // by path
  auto baseOf = [&](const nlohmann::json &line) -> const schedule::Schedule * {
    std::string path = line.value("schedule", nlohmann::json::object()).value("path", std::string());
    auto [it, inserted] = bases.try_emplace(path);
    if (inserted) {
      std::string error;
      it->second = baseScheduleOf(line, error);
      if (!it->second)
        errors.push_back(makeError(error));
    }
    return it->second ? &*it->second : nullptr;
  };

  struct Group {
    std::string backend;
    nlohmann::json shape;
    const nlohmann::json *best = nullptr, *defaultPoint = nullptr;
    size_t points = 0, passed = 0;
  };
  std::map<std::string, Group> groups; // ordered by key: stable output
  std::vector<std::string> order;
  for (const nlohmann::json &line : lines) {
    if (!line.contains("shape") || !line["shape"].is_object())
      continue;
    std::string backend = line.value("backend", std::string());
    std::string key = backend + " " + line["shape"].dump();
    auto [it, inserted] = groups.try_emplace(key);
    Group &g = it->second;
    if (inserted) {
      g.backend = backend;
      g.shape = line["shape"];
      order.push_back(key);
    }
    ++g.points;
    const schedule::Schedule *base = baseOf(line);
    if (!base)
      continue;
    bool isDefault = true;
    for (const auto &s : line.value("settings", nlohmann::json::array())) {
      size_t step = s.value("step", size_t(0));
      if (step < 1 || step > base->steps.size() || currentValue(base->steps[step - 1], s.value("field", std::string())) != s["value"])
        isDefault = false;
    }
    bool pass = line.value("status", std::string()) == "pass";
    if (isDefault)
      g.defaultPoint = &line;
    if (!pass)
      continue;
    ++g.passed;
    if (!g.best || tflopsOf(line) > tflopsOf(*g.best))
      g.best = &line;
  }
  if (errors.size() != before)
    return std::nullopt;

  Tuned tuned;
  tuned.index["lantern_tuned"] = 1;
  tuned.index["entries"] = nlohmann::ordered_json::array();
  for (const std::string &key : order) {
    Group &g = groups[key];
    if (!g.best) {
      tuned.notes.push_back(g.backend + " " + shapeText(g.shape) + ": no passing point among " +
                            std::to_string(g.points) + "; no entry");
      continue;
    }
    const nlohmann::json &best = *g.best;
    schedule::Schedule s = *baseOf(best);
    applySettings(s, best["settings"]);
    // The entry also serves shapes of ragged lengths (the nearest larger entry is taken): its
    // pad_lengths pads to multiples of the tiles the sweep chose, which changes nothing at the
    // shape it was measured on (a passing point's tiles divide its padded lengths).
    schedule::alignPaddingToTiles(s);
    std::string file = fileNameFor(g.backend, g.shape);
    std::string params = nlohmann::json(best["params"]).dump();
    s.name += "-tuned";
    s.description += " Tuned by lantern-cli tune for " + shapeText(g.shape) + " on " + g.backend +
                     ": the fastest passing point of its sweep, " + params + ".";
    tuned.schedules.push_back({file, s});
    nlohmann::ordered_json entry = {{"backend", g.backend},
                                    {"shape", g.shape},
                                    {"schedule", file},
                                    {"params", best["params"]},
                                    {"point", best["id"]},
                                    {"tflops", tflopsOf(best)},
                                    {"median_ms", best.contains("time_ms") ? best["time_ms"].value("median", 0.0) : 0.0},
                                    {"points", g.points},
                                    {"passed", g.passed}};
    if (g.defaultPoint && g.defaultPoint->value("status", std::string()) == "pass") {
      entry["default"] = {{"params", (*g.defaultPoint)["params"]}, {"tflops", tflopsOf(*g.defaultPoint)}};
      entry["ratio_to_default"] = tflopsOf(*g.defaultPoint) > 0 ? tflopsOf(best) / tflopsOf(*g.defaultPoint) : 0.0;
    } else {
      entry["default"] = nullptr;
      entry["ratio_to_default"] = nullptr;
      tuned.notes.push_back(g.backend + " " + shapeText(g.shape) +
                            (g.defaultPoint ? ": the default schedule's point did not pass ("
                                              + g.defaultPoint->value("status", std::string()) + "); no ratio"
                                            : ": the default schedule is not a point of the sweep; no ratio"));
    }
    tuned.index["entries"].push_back(entry);
  }
  return tuned;
}

bool writeTuned(const Tuned &tuned, const std::string &directory, std::vector<Diagnostic> &errors) {
  std::error_code ec;
  std::filesystem::create_directories(directory, ec);
  if (ec) {
    errors.push_back(makeError("cannot create the directory: " + ec.message(), directory));
    return false;
  }
  for (const TunedSchedule &t : tuned.schedules) {
    Diagnostic error;
    if (!schedule::saveSchedule(t.schedule, (std::filesystem::path(directory) / t.file).string(), error)) {
      errors.push_back(error);
      return false;
    }
  }
  Diagnostic error;
  if (!writeFileReplacing((std::filesystem::path(directory) / "index.json").string(), tuned.index.dump(2) + "\n",
                          error)) {
    errors.push_back(error);
    return false;
  }
  return true;
}

std::optional<TableChoice> pickFromTable(const std::string &indexPath, const nlohmann::json &shape,
                                         const std::string &backend, std::string &error) {
  std::string text;
  Diagnostic readError;
  if (!readFile(indexPath, text, readError)) {
    error = readError.format();
    return std::nullopt;
  }
  std::vector<Diagnostic> parseErrors;
  auto doc = schedule::parseJsonDocument(text, indexPath, parseErrors);
  if (!doc) {
    error = formatAll(parseErrors);
    return std::nullopt;
  }
  if (!doc->is_object() || doc->value("lantern_tuned", 0) != 1 || !(*doc)["entries"].is_array()) {
    error = indexPath + ": not a tuned table (expected \"lantern_tuned\": 1 and \"entries\", as lantern-cli tune writes)";
    return std::nullopt;
  }
  if (!shape.is_object()) {
    error = "the graph is not one SDPA, so it has no shape to look up in " + indexPath;
    return std::nullopt;
  }
  auto num = [](const nlohmann::json &s, const char *k) { return s.value(k, int64_t(0)); };
  auto group = [&](const nlohmann::json &s) { return num(s, "kv_heads") ? num(s, "heads") / num(s, "kv_heads") : 0; };
  auto work = [&](const nlohmann::json &s) {
    return double(num(s, "batch")) * num(s, "heads") * num(s, "seq") * num(s, "kv_seq");
  };
  const nlohmann::json *exact = nullptr, *nearest = nullptr;
  std::vector<std::string> backends;
  std::string listed;
  for (const auto &e : (*doc)["entries"]) {
    const nlohmann::json &s = e.value("shape", nlohmann::json::object());
    listed += "\n  " + e.value("backend", std::string()) + " " + shapeText(s);
    if (!backend.empty() && e.value("backend", std::string()) != backend)
      continue;
    if (s.value("dtype", std::string()) != shape.value("dtype", std::string()) || num(s, "dim") != num(shape, "dim") ||
        s.value("mask", std::string()) != shape.value("mask", std::string()) ||
        s.value("causal", false) != shape.value("causal", false) || group(s) != group(shape))
      continue;
    if (s == shape) {
      if (exact && (*exact)["backend"] != e["backend"]) {
        error = indexPath + " has entries for " + shapeText(shape) + " on several backends; choose one with --backend";
        return std::nullopt;
      }
      exact = &e;
      continue;
    }
    if (num(s, "batch") < num(shape, "batch") || num(s, "heads") < num(shape, "heads") ||
        num(s, "seq") < num(shape, "seq") || num(s, "kv_seq") < num(shape, "kv_seq"))
      continue;
    if (!nearest || work(s) < work((*nearest)["shape"]))
      nearest = &e;
  }
  const nlohmann::json *chosen = exact ? exact : nearest;
  if (!chosen) {
    error = indexPath + ": no entry for " + shapeText(shape) + (backend.empty() ? "" : " on " + backend) +
            " and none larger with the same dtype, head dim, mask and causality; its entries:" + listed;
    return std::nullopt;
  }
  TableChoice choice;
  choice.exact = chosen == exact;
  choice.entry = *chosen;
  choice.schedulePath =
      (std::filesystem::path(indexPath).parent_path() / chosen->value("schedule", std::string())).string();
  choice.message = std::string("tuned table ") + indexPath + ": " +
                   (choice.exact ? "entry for " + shapeText(shape)
                                 : "no entry for " + shapeText(shape) + "; using the nearest larger shape, " +
                                       shapeText((*chosen)["shape"])) +
                   " (" + chosen->value("backend", std::string()) + "): " + choice.schedulePath;
  return choice;
}

} // namespace lantern::sweep
