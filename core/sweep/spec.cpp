// Sweep specs: parsing, validation of every axis value against the schedule, point enumeration.
#include "sweep/spec.h"

#include "backend/cpu/cpu_backend.h"
#include "check/inputs.h"
#include "ir/module.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <set>

namespace lantern::sweep {

namespace {

const std::set<std::string> kSpecKeys = {"lantern_sweep", "name", "description", "schedule",
                                         "graphs", "axes", "backends", "run"};
const std::set<std::string> kGenerateKeys = {"batch", "heads", "kv_heads", "seq", "kv_seq", "dim",
                                             "dtype", "mask", "form"};
const std::set<std::string> kRunKeys = {"repeats", "warmups", "mask_kind", "seed", "check_rows", "graph_oracle", "cpu"};

std::string inQuotes(const std::string &s) { return "\"" + s + "\""; }

std::string keysOf(const std::set<std::string> &keys) {
  std::string out;
  for (const std::string &k : keys)
    out += (out.empty() ? "" : ", ") + k;
  return out;
}

// Collects errors against the spec file; `where` is the JSON path of the field.
struct Checker {
  const std::string &file;
  std::vector<Diagnostic> &errors;
  void fail(const std::string &where, const std::string &message) {
    errors.push_back(makeError((where.empty() ? "" : where + ": ") + message, file));
  }
  bool unknownKeys(const nlohmann::json &object, const std::set<std::string> &known, const std::string &where) {
    bool ok = true;
    for (auto it = object.begin(); it != object.end(); ++it)
      if (!known.count(it.key())) {
        fail(where, "unknown field " + inQuotes(it.key()) + "; expected one of: " + keysOf(known));
        ok = false;
      }
    return ok;
  }
};

// Absolute, so result lines name files that `tune` finds from any directory.
std::string resolve(const std::string &specPath, const std::string &path) {
  std::filesystem::path p(path);
  if (!p.is_absolute())
    p = std::filesystem::path(specPath).parent_path() / p;
  return std::filesystem::absolute(p).lexically_normal().string();
}

// "sdpa b1 h2 s128 d64 f32", plus what differs from the plain case: "kv256", "kvh1", the mask, the form.
std::string labelOf(const graph::SdpaSpec &s) {
  std::string label = "sdpa b" + std::to_string(s.batch) + " h" + std::to_string(s.heads) + " s" + std::to_string(s.seq);
  if (s.kvSeq && s.kvSeq != s.seq)
    label += " kv" + std::to_string(s.kvSeq);
  label += " d" + std::to_string(s.dim) + " " + graph::toString(s.dtype);
  if (s.kvHeads && s.kvHeads != s.heads)
    label += " kvh" + std::to_string(s.kvHeads);
  if (s.mask != graph::MaskKind::None)
    label += std::string(" ") + graph::toString(s.mask);
  if (s.importerForm)
    label += " torch-mlir";
  return label;
}

// A list of integers (or one integer) for a generated-shape field.
bool integerList(Checker &c, const nlohmann::json &v, const std::string &where, std::vector<int64_t> &out) {
  nlohmann::json list = v.is_array() ? v : nlohmann::json::array({v});
  if (list.empty()) {
    c.fail(where, "expected a non-empty list of positive integers");
    return false;
  }
  for (const auto &e : list) {
    if (!e.is_number_integer() || e.get<int64_t>() < 0) {
      c.fail(where, "expected positive integers, got " + e.dump());
      return false;
    }
    out.push_back(e.get<int64_t>());
  }
  return true;
}

bool stringList(Checker &c, const nlohmann::json &v, const std::string &where, std::vector<std::string> &out) {
  nlohmann::json list = v.is_array() ? v : nlohmann::json::array({v});
  if (list.empty()) {
    c.fail(where, "expected a non-empty list of strings");
    return false;
  }
  for (const auto &e : list) {
    if (!e.is_string()) {
      c.fail(where, "expected strings, got " + e.dump());
      return false;
    }
    out.push_back(e.get<std::string>());
  }
  return true;
}

// "generate": {"batch": [1, 2], "seq": [128, 256], ...}: the product of the lists.
bool generatedGraphs(Checker &c, const nlohmann::json &g, const std::string &where, std::vector<GraphSource> &out) {
  if (!g.is_object()) {
    c.fail(where, "expected an object of shape lists, e.g. {\"seq\": [128, 256], \"dim\": [64]}");
    return false;
  }
  if (!c.unknownKeys(g, kGenerateKeys, where))
    return false;
  graph::SdpaSpec base;
  std::vector<int64_t> batch{base.batch}, heads{base.heads}, kvHeads{0}, seq{base.seq}, kvSeq{0}, dim{base.dim};
  std::vector<std::string> dtypes{"f32"}, masks{"none"}, forms{"lantern"};
  auto ints = [&](const char *key, std::vector<int64_t> &into) {
    if (!g.contains(key))
      return true;
    into.clear();
    return integerList(c, g[key], where + "." + key, into);
  };
  auto strings = [&](const char *key, std::vector<std::string> &into) {
    if (!g.contains(key))
      return true;
    into.clear();
    return stringList(c, g[key], where + "." + key, into);
  };
  if (!ints("batch", batch) || !ints("heads", heads) || !ints("kv_heads", kvHeads) || !ints("seq", seq) ||
      !ints("kv_seq", kvSeq) || !ints("dim", dim) || !strings("dtype", dtypes) || !strings("mask", masks) ||
      !strings("form", forms))
    return false;
  bool ok = true;
  for (const std::string &d : dtypes)
    if (!graph::parseElementType(d)) {
      c.fail(where + ".dtype", inQuotes(d) + ": expected f32, bf16 or f16");
      ok = false;
    }
  for (const std::string &m : masks)
    if (!graph::parseMaskKind(m)) {
      c.fail(where + ".mask", inQuotes(m) + ": expected none, causal, bool, additive or padding");
      ok = false;
    }
  for (const std::string &f : forms)
    if (f != "lantern" && f != "torch-mlir") {
      c.fail(where + ".form", inQuotes(f) + ": expected lantern or torch-mlir");
      ok = false;
    }
  if (!ok)
    return false;
  for (int64_t b : batch)
    for (int64_t h : heads)
      for (int64_t kh : kvHeads)
        for (int64_t s : seq)
          for (int64_t ks : kvSeq)
            for (int64_t d : dim)
              for (const std::string &dt : dtypes)
                for (const std::string &m : masks)
                  for (const std::string &f : forms) {
                    graph::SdpaSpec spec;
                    spec.batch = b;
                    spec.heads = h;
                    spec.kvHeads = kh;
                    spec.seq = s;
                    spec.kvSeq = ks;
                    spec.dim = d;
                    spec.dtype = *graph::parseElementType(dt);
                    spec.mask = *graph::parseMaskKind(m);
                    spec.importerForm = f == "torch-mlir";
                    if (auto problem = graph::validate(spec)) {
                      c.fail(where, "shape " + graph::describe(spec) + ": " + *problem);
                      return false;
                    }
                    out.push_back({"", spec, labelOf(spec)});
                  }
  return true;
}

// "9", "tile" or "tile#2" -> a 0-based step index.
std::optional<size_t> findStep(Checker &c, const schedule::Schedule &schedule, const std::string &selector,
                               const std::string &where) {
  const auto &steps = schedule.steps;
  if (!selector.empty() && std::all_of(selector.begin(), selector.end(), ::isdigit)) {
    size_t n = std::stoul(selector);
    if (n < 1 || n > steps.size()) {
      c.fail(where, "step " + selector + " is out of range: the schedule has " + std::to_string(steps.size()) +
                        " steps (1 = first)");
      return std::nullopt;
    }
    return n - 1;
  }
  std::string kind = selector;
  size_t occurrence = 0; // 0: must be unique
  if (auto hash = selector.find('#'); hash != std::string::npos) {
    kind = selector.substr(0, hash);
    std::string n = selector.substr(hash + 1);
    if (n.empty() || !std::all_of(n.begin(), n.end(), ::isdigit) || std::stoul(n) == 0) {
      c.fail(where, inQuotes(selector) + ": expected KIND#N with N >= 1");
      return std::nullopt;
    }
    occurrence = std::stoul(n);
  }
  std::vector<size_t> found;
  for (size_t i = 0; i < steps.size(); ++i)
    if (steps[i].kind == kind)
      found.push_back(i);
  std::string at;
  for (size_t i : found)
    at += (at.empty() ? "" : ", ") + std::to_string(i + 1);
  if (found.empty()) {
    c.fail(where, "the schedule has no " + inQuotes(kind) + " step (select a step by its number, 1 = first, or by its kind)");
    return std::nullopt;
  }
  if (occurrence == 0 && found.size() > 1) {
    c.fail(where, inQuotes(kind) + " is steps " + at + ": name one by number, or as " + kind + "#1.." + kind + "#" +
                      std::to_string(found.size()));
    return std::nullopt;
  }
  if (occurrence > found.size()) {
    c.fail(where, inQuotes(selector) + ": the schedule has " + std::to_string(found.size()) + " " + kind + " step(s), at " + at);
    return std::nullopt;
  }
  return found[occurrence == 0 ? 0 : occurrence - 1];
}

// "STEP.FIELD" -> a setting of `value`, validated against the step's catalog entry.
std::optional<Setting> parseSetting(Checker &c, const schedule::Schedule &schedule, const std::string &key,
                                    const nlohmann::json &value, const std::string &where) {
  auto dot = key.rfind('.');
  if (dot == std::string::npos || dot == 0 || dot + 1 == key.size()) {
    c.fail(where, inQuotes(key) + ": expected STEP.FIELD, e.g. \"9.sizes\" or \"vectorize.enabled\"");
    return std::nullopt;
  }
  auto step = findStep(c, schedule, key.substr(0, dot), where);
  if (!step)
    return std::nullopt;
  Setting setting{*step, key.substr(dot + 1), value};
  schedule::Step changed = schedule.steps[*step];
  std::string field = setting.field;
  if (field == "enabled") {
    if (!value.is_boolean()) {
      c.fail(where, "\"enabled\" takes true or false, got " + value.dump());
      return std::nullopt;
    }
    return setting;
  }
  if (field == "target") {
    if (!value.is_string()) {
      c.fail(where, "\"target\" takes a string such as \"role:pv\", got " + value.dump());
      return std::nullopt;
    }
    changed.target = value.get<std::string>();
  } else if (field == "step" || field == "comment") {
    c.fail(where, inQuotes(field) + " cannot be swept; sweep \"enabled\", \"target\" or a parameter of the step");
    return std::nullopt;
  } else {
    changed.params[field] = value;
  }
  std::vector<Diagnostic> problems;
  std::string stepWhere = where + ": step " + std::to_string(*step + 1) + " (" + changed.kind + ")";
  if (!schedule::validateStep(changed, stepWhere, problems)) {
    for (Diagnostic &d : problems)
      c.errors.push_back(makeError(d.message, c.file));
    return std::nullopt;
  }
  return setting;
}

std::string compact(const nlohmann::json &value) {
  return value.is_string() ? value.get<std::string>() : value.dump();
}

bool parseAxes(Checker &c, const nlohmann::ordered_json &axes, const schedule::Schedule &schedule, std::vector<Axis> &out) {
  if (!axes.is_object()) {
    c.fail("axes", "expected an object: {\"9.sizes\": [[0, 32], [0, 64]], \"vectorize.enabled\": [true, false]}");
    return false;
  }
  bool ok = true;
  for (auto it = axes.begin(); it != axes.end(); ++it) {
    std::string where = "axes." + inQuotes(it.key());
    const auto &values = it.value();
    if (!values.is_array() || values.empty()) {
      c.fail(where, "expected a non-empty list of values");
      ok = false;
      continue;
    }
    Axis axis;
    axis.name = it.key();
    bool named = it.key().find('.') == std::string::npos;
    for (size_t i = 0; i < values.size(); ++i) {
      std::string at = where + "[" + std::to_string(i) + "]";
      std::vector<Setting> settings;
      if (!named) {
        auto s = parseSetting(c, schedule, it.key(), nlohmann::json(values[i]), at);
        if (!s) {
          ok = false;
          continue;
        }
        settings.push_back(*s);
        axis.labels.push_back(compact(nlohmann::json(values[i])));
      } else {
        // A named axis: each value is {"label": optional, "STEP.FIELD": value, ...}.
        if (!values[i].is_object() || values[i].empty()) {
          c.fail(at, "a named axis (no '.' in its name) takes objects of \"STEP.FIELD\": value, e.g. "
                     "{\"label\": \"64 rows\", \"4.sizes\": [1, 64, 0, 0], \"map_to_gpu.block_dims\": [128]}");
          ok = false;
          continue;
        }
        std::string label;
        for (auto f = values[i].begin(); f != values[i].end(); ++f) {
          if (f.key() == "label") {
            label = compact(nlohmann::json(f.value()));
            continue;
          }
          auto s = parseSetting(c, schedule, f.key(), nlohmann::json(f.value()), at + "." + inQuotes(f.key()));
          if (!s) {
            ok = false;
            continue;
          }
          settings.push_back(*s);
        }
        if (label.empty())
          for (const Setting &s : settings)
            label += (label.empty() ? "" : ",") + compact(s.value);
        axis.labels.push_back(label);
      }
      axis.values.push_back(std::move(settings));
    }
    std::set<std::string> seen;
    for (const std::string &l : axis.labels)
      if (!seen.insert(l).second) {
        c.fail(where, "the value " + l + " is listed twice");
        ok = false;
      }
    out.push_back(std::move(axis));
  }
  return ok;
}

bool parseRun(Checker &c, const nlohmann::json &r, run::RunOptions &options) {
  if (!r.is_object()) {
    c.fail("run", "expected an object: {\"repeats\": 5, \"mask_kind\": \"none\", \"seed\": 1, ...}");
    return false;
  }
  if (!c.unknownKeys(r, kRunKeys, "run"))
    return false;
  bool ok = true;
  auto integer = [&](const char *key, auto &into, int64_t min) {
    if (!r.contains(key))
      return;
    if (!r[key].is_number_integer() || r[key].get<int64_t>() < min) {
      c.fail(std::string("run.") + key, "expected an integer >= " + std::to_string(min) + ", got " + r[key].dump());
      ok = false;
      return;
    }
    into = r[key].get<int64_t>();
  };
  integer("repeats", options.repeats, 1);
  integer("warmups", options.warmups, 1);
  integer("seed", options.seed, 0);
  integer("check_rows", options.checkRows, 0);
  // A string from `allowed`; `expected` says which in the error.
  auto oneOf = [&](const char *key, const std::vector<std::string> &allowed, const std::string &expected,
                   std::string &into) {
    if (!r.contains(key))
      return;
    if (!r[key].is_string() || std::find(allowed.begin(), allowed.end(), r[key].get<std::string>()) == allowed.end()) {
      c.fail(std::string("run.") + key, "expected " + expected + ", got " + r[key].dump());
      ok = false;
      return;
    }
    into = r[key].get<std::string>();
  };
  oneOf("mask_kind", check::maskKinds(), "none, causal, padding or random", options.maskKind);
  oneOf("cpu", backend::cpuTargets(), "native, avx2 or avx512", options.cpu);
  if (r.contains("graph_oracle")) {
    if (!r["graph_oracle"].is_boolean()) {
      c.fail("run.graph_oracle", "expected true or false, got " + r["graph_oracle"].dump());
      ok = false;
    } else {
      options.graphOracle = r["graph_oracle"].get<bool>();
    }
  }
  return ok;
}

} // namespace

std::string stableHash(const std::string &text) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char ch : text) {
    h ^= ch;
    h *= 1099511628211ull;
  }
  char out[17];
  std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(h));
  return out;
}

std::optional<Spec> parseSpec(const std::string &text, const std::string &path, std::vector<Diagnostic> &errors) {
  size_t before = errors.size();
  std::optional<nlohmann::json> plain = schedule::parseJsonDocument(text, path, errors);
  if (!plain)
    return std::nullopt;
  // Ordered again, so axes keep the order the user wrote them in (the last varies fastest).
  nlohmann::ordered_json doc = nlohmann::ordered_json::parse(text);
  Checker c{path, errors};
  if (!doc.is_object() || !doc.contains("lantern_sweep")) {
    c.fail("", "a sweep spec is a JSON object with \"lantern_sweep\": 1, \"schedule\", \"graphs\" and \"axes\"");
    return std::nullopt;
  }
  if (doc["lantern_sweep"] != 1) {
    c.fail("lantern_sweep", "must be 1, got " + doc["lantern_sweep"].dump());
    return std::nullopt;
  }
  c.unknownKeys(nlohmann::json(doc), kSpecKeys, "");
  Spec spec;
  spec.path = path;
  spec.run.repeats = 5;
  spec.run.graphOracle = false;
  if (!doc.contains("schedule") || !doc["schedule"].is_string()) {
    c.fail("schedule", "expected the schedule file (a path, relative to the spec's directory)");
    return std::nullopt;
  }
  spec.schedulePath = resolve(path, doc["schedule"].get<std::string>());
  std::vector<Diagnostic> scheduleErrors;
  auto loaded = schedule::loadSchedule(spec.schedulePath, scheduleErrors);
  if (!loaded) {
    c.fail("schedule", "cannot load " + spec.schedulePath + ":");
    errors.insert(errors.end(), scheduleErrors.begin(), scheduleErrors.end());
    return std::nullopt;
  }
  spec.schedule = std::move(*loaded);

  if (!doc.contains("graphs")) {
    c.fail("graphs", "missing: a list of graph files and {\"generate\": {...}} shape lists");
  } else {
    nlohmann::json graphs = doc["graphs"];
    if (!graphs.is_array())
      graphs = nlohmann::json::array({graphs});
    for (size_t i = 0; i < graphs.size(); ++i) {
      std::string where = "graphs[" + std::to_string(i) + "]";
      if (graphs[i].is_string()) {
        std::string file = resolve(path, graphs[i].get<std::string>());
        if (!std::filesystem::exists(file))
          c.fail(where, "graph file " + file + " does not exist");
        else
          spec.graphs.push_back({file, std::nullopt, graphs[i].get<std::string>()});
      } else if (graphs[i].is_object() && graphs[i].size() == 1 && graphs[i].contains("generate")) {
        generatedGraphs(c, graphs[i]["generate"], where + ".generate", spec.graphs);
      } else {
        c.fail(where, "expected a graph file or {\"generate\": {\"seq\": [...], ...}}, got " + graphs[i].dump());
      }
    }
    std::set<std::string> labels;
    for (const GraphSource &g : spec.graphs)
      if (!labels.insert(g.label).second)
        c.fail("graphs", "the graph " + g.label + " is listed twice");
    if (spec.graphs.empty() && errors.size() == before)
      c.fail("graphs", "the sweep has no graph");
  }
  if (doc.contains("axes"))
    parseAxes(c, doc["axes"], spec.schedule, spec.axes);
  if (doc.contains("backends")) {
    stringList(c, doc["backends"], "backends", spec.backends);
  } else {
    spec.backends = {spec.schedule.target};
  }
  if (doc.contains("run"))
    parseRun(c, doc["run"], spec.run);
  if (errors.size() != before)
    return std::nullopt;
  std::string config = schedule::toJsonText(spec.schedule) + "|repeats=" + std::to_string(spec.run.repeats) +
                       "|mask=" + spec.run.maskKind + "|seed=" + std::to_string(spec.run.seed) +
                       "|check_rows=" + std::to_string(spec.run.checkRows) +
                       "|graph_oracle=" + std::to_string(spec.run.graphOracle);
  // Added only where they differ from the defaults, so results files written before they existed resume.
  if (spec.run.warmups != 1)
    config += "|warmups=" + std::to_string(spec.run.warmups);
  if (spec.run.cpu != "native")
    config += "|cpu=" + spec.run.cpu;
  spec.configKey = stableHash(config);
  return spec;
}

std::optional<Spec> loadSpec(const std::string &path, std::vector<Diagnostic> &errors) {
  std::string text;
  Diagnostic error;
  if (!readFile(path, text, error)) {
    errors.push_back(error);
    return std::nullopt;
  }
  return parseSpec(text, path, errors);
}

std::vector<Point> enumerate(const Spec &spec) {
  std::vector<Point> points;
  size_t combos = 1;
  for (const Axis &a : spec.axes)
    combos *= a.values.size();
  for (size_t g = 0; g < spec.graphs.size(); ++g)
    for (const std::string &backend : spec.backends)
      for (size_t combo = 0; combo < combos; ++combo) {
        Point p;
        p.index = points.size();
        p.graph = g;
        p.backend = backend;
        p.values.resize(spec.axes.size());
        size_t rest = combo;
        for (size_t a = spec.axes.size(); a-- > 0;) {
          p.values[a] = rest % spec.axes[a].values.size();
          rest /= spec.axes[a].values.size();
        }
        p.id = spec.graphs[g].label + " | " + backend;
        for (size_t a = 0; a < spec.axes.size(); ++a)
          p.id += " | " + spec.axes[a].name + "=" + spec.axes[a].labels[p.values[a]];
        points.push_back(std::move(p));
      }
  return points;
}

schedule::Schedule scheduleFor(const Spec &spec, const Point &point) {
  schedule::Schedule s = spec.schedule;
  for (size_t a = 0; a < spec.axes.size(); ++a)
    for (const Setting &setting : spec.axes[a].values[point.values[a]]) {
      schedule::Step &step = s.steps[setting.step];
      if (setting.field == "enabled")
        step.enabled = setting.value.get<bool>();
      else if (setting.field == "target")
        step.target = setting.value.get<std::string>();
      else
        step.params[setting.field] = setting.value;
    }
  for (size_t i = 0; i < s.steps.size(); ++i) {
    std::vector<Diagnostic> ignored; // every setting was validated by parseSpec
    schedule::validateStep(s.steps[i], "step " + std::to_string(i + 1), ignored);
  }
  return s;
}

nlohmann::ordered_json paramsJson(const Spec &spec, const Point &point) {
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  for (size_t a = 0; a < spec.axes.size(); ++a) {
    const Axis &axis = spec.axes[a];
    const auto &settings = axis.values[point.values[a]];
    if (axis.name.find('.') != std::string::npos && settings.size() == 1)
      out[axis.name] = settings.front().value;
    else
      out[axis.name] = axis.labels[point.values[a]];
  }
  return out;
}

nlohmann::json settingsJson(const Spec &spec, const Point &point) {
  nlohmann::json out = nlohmann::json::array();
  for (size_t a = 0; a < spec.axes.size(); ++a)
    for (const Setting &s : spec.axes[a].values[point.values[a]])
      out.push_back({{"step", s.step + 1}, {"kind", spec.schedule.steps[s.step].kind}, {"field", s.field},
                     {"value", s.value}});
  return out;
}

std::optional<Shard> parseShard(const std::string &text, std::string &error) {
  auto slash = text.find('/');
  auto digits = [](const std::string &s) { return !s.empty() && std::all_of(s.begin(), s.end(), ::isdigit); };
  if (slash == std::string::npos || !digits(text.substr(0, slash)) || !digits(text.substr(slash + 1))) {
    error = "--shard '" + text + "': expected K/N, e.g. 0/4 (shards are numbered 0..N-1)";
    return std::nullopt;
  }
  Shard shard{std::stoul(text.substr(0, slash)), std::stoul(text.substr(slash + 1))};
  if (shard.count == 0 || shard.index >= shard.count) {
    error = "--shard '" + text + "': K must be in 0.." + (shard.count ? std::to_string(shard.count - 1) : "N-1") +
            " and N >= 1";
    return std::nullopt;
  }
  return shard;
}

} // namespace lantern::sweep
