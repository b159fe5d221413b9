// Schedule JSON: loading with errors that name the step and the field, validation against the
// catalog, and atomic saving.
#include "schedule/schedule.h"

#include "ir/module.h"
#include "schedule/catalog.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <numeric>
#include <set>
#include <tuple>

namespace lantern::schedule {

namespace {

const std::set<std::string> kStepReservedKeys = {"step", "enabled", "target", "comment"};
const std::set<std::string> kScheduleKeys = {"lantern_schedule", "name", "target", "description", "steps"};

std::atomic<uint64_t> nextStepId{1};

// Line and column of a byte offset, for JSON syntax errors.
void lineColumnOf(const std::string &text, size_t offset, int &line, int &column) {
  line = 1;
  column = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
}

std::string jsonTypeName(const nlohmann::json &v) {
  if (v.is_number_integer())
    return "an integer";
  if (v.is_number())
    return "a number";
  return std::string(v.type_name() == std::string("array") ? "a list" : std::string("a ") + v.type_name());
}

size_t editDistance(const std::string &a, const std::string &b) {
  std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j)
    prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (size_t j = 1; j <= b.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

std::string didYouMean(const std::string &word, const std::vector<std::string> &candidates) {
  std::string best;
  size_t bestDistance = 3;
  for (const std::string &c : candidates) {
    size_t d = editDistance(word, c);
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best.empty() ? "" : " (did you mean '" + best + "'?)";
}

std::string joinNames(const std::vector<std::string> &names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i)
    out += (i ? ", " : "") + names[i];
  return out;
}

// Checks one parameter value against its spec; returns "" or what was expected.
std::string checkValue(const ParamSpec &spec, const nlohmann::json &v) {
  switch (spec.type) {
  case ParamType::Int:
    if (!v.is_number_integer())
      return "must be an integer, got " + jsonTypeName(v);
    if (v.get<int64_t>() < spec.min || v.get<int64_t>() > spec.max)
      return "must be in [" + std::to_string(spec.min) + ", " + std::to_string(spec.max) + "], got " +
             std::to_string(v.get<int64_t>());
    return "";
  case ParamType::IntList:
    if (!v.is_array())
      return "must be a list of integers, got " + jsonTypeName(v);
    for (size_t i = 0; i < v.size(); ++i) {
      if (!v[i].is_number_integer())
        return "must be a list of integers, but element " + std::to_string(i) + " is " + jsonTypeName(v[i]);
      if (v[i].get<int64_t>() < spec.min || v[i].get<int64_t>() > spec.max)
        return "element " + std::to_string(i) + " must be in [" + std::to_string(spec.min) + ", " +
               std::to_string(spec.max) + "], got " + std::to_string(v[i].get<int64_t>());
    }
    return "";
  case ParamType::Bool:
    return v.is_boolean() ? "" : "must be true or false, got " + jsonTypeName(v);
  case ParamType::String:
  case ParamType::Text:
  case ParamType::Target: // its form is checked when it is parsed
    return v.is_string() ? "" : "must be a string, got " + jsonTypeName(v);
  case ParamType::Enum:
    if (!v.is_string())
      return "must be one of " + joinNames(spec.choices) + ", got " + jsonTypeName(v);
    if (std::find(spec.choices.begin(), spec.choices.end(), v.get<std::string>()) == spec.choices.end())
      return "must be one of " + joinNames(spec.choices) + ", got '" + v.get<std::string>() + "'";
    return "";
  case ParamType::Options:
    if (!v.is_object())
      return "must be a JSON object of options, got " + jsonTypeName(v);
    for (auto it = v.begin(); it != v.end(); ++it)
      if (!it->is_string() && !it->is_number() && !it->is_boolean())
        return "option '" + it.key() + "' must be a string, number or boolean, got " + jsonTypeName(*it);
    return "";
  }
  return "";
}

// Parses every parameter of type Target into `step.parsedTargetParams`.
template <typename Fail>
void parseTargetParams(const StepKind &kind, Step &step, Fail &fail) {
  for (const ParamSpec &spec : kind.params) {
    if (spec.type != ParamType::Target)
      continue;
    TargetOrError parsed = parseTarget(step.params[spec.name].get<std::string>());
    if (parsed.target)
      step.parsedTargetParams.emplace(spec.name, *parsed.target);
    else
      fail("field '" + spec.name + "': " + parsed.error);
  }
}

} // namespace

std::string Step::contentKey() const {
  nlohmann::json key = {{"kind", kind}, {"enabled", enabled}, {"target", target}, {"params", params}};
  return key.dump();
}

void Schedule::assignIds() {
  for (Step &step : steps)
    if (step.id == 0)
      step.id = nextStepId++;
}

bool alignPaddingToTiles(Schedule &schedule) {
  bool changed = false;
  auto tileOf = [](const Step &step, const char *kind, const char *target) -> int64_t {
    if (!step.enabled || step.kind != kind || step.target != target || !step.params.contains("sizes"))
      return 0;
    const nlohmann::json &sizes = step.params["sizes"];
    return sizes.is_array() && sizes.size() > 1 && sizes[1].is_number_integer() ? sizes[1].get<int64_t>() : 0;
  };
  for (size_t i = 0; i < schedule.steps.size(); ++i) {
    Step &pad = schedule.steps[i];
    if (!pad.enabled || pad.kind != "pad_lengths")
      continue;
    for (auto [field, kind, target] : {std::tuple{"query_multiple", "fuse", "role:pv"},
                                       std::tuple{"key_multiple", "tile", "role:row_max"}}) {
      if (!pad.params.contains(field) || !pad.params[field].is_number_integer())
        continue;
      int64_t multiple = pad.params[field].get<int64_t>();
      for (size_t j = i + 1; j < schedule.steps.size(); ++j)
        if (int64_t tile = tileOf(schedule.steps[j], kind, target); tile > 0 && multiple > 0)
          multiple = std::lcm(multiple, tile);
      if (multiple != pad.params[field].get<int64_t>()) {
        pad.params[field] = multiple;
        changed = true;
      }
    }
  }
  return changed;
}

bool validateStep(Step &step, const std::string &where, std::vector<Diagnostic> &errors) {
  size_t before = errors.size();
  auto fail = [&](const std::string &message) { errors.push_back(makeError(where + ": " + message)); };
  const StepKind *kind = findKind(step.kind);
  if (!kind) {
    fail("unknown step kind '" + step.kind + "'" + didYouMean(step.kind, kindNames()) +
         "; expected one of: " + joinNames(kindNames()));
    return false;
  }
  step.parsedTarget.reset();
  step.parsedTargetParams.clear();
  if (step.target.empty() && kind->needsTarget && kind->defaultTarget.empty())
    fail("field 'target' is required for a " + kind->name + " step (e.g. \"role:pv\" or \"op:linalg.generic\")");
  TargetOrError target = parseTarget(step.target.empty() ? kind->defaultTarget : step.target);
  if (!target.target)
    fail("field 'target': " + target.error);
  std::vector<std::string> paramNames;
  for (const ParamSpec &p : kind->params)
    paramNames.push_back(p.name);
  for (auto it = step.params.begin(); it != step.params.end(); ++it) {
    const ParamSpec *spec = kind->param(it.key());
    if (!spec) {
      std::vector<std::string> known = paramNames;
      known.insert(known.end(), kStepReservedKeys.begin(), kStepReservedKeys.end());
      fail("unknown field '" + it.key() + "'" + didYouMean(it.key(), known) + " for a " + kind->name +
           " step; its fields are: " + joinNames(paramNames));
      continue;
    }
    std::string problem = checkValue(*spec, it.value());
    if (!problem.empty())
      fail("field '" + it.key() + "' " + problem);
  }
  for (const ParamSpec &spec : kind->params) {
    if (step.params.contains(spec.name))
      continue;
    if (spec.required())
      fail("field '" + spec.name + "' is required (" + toString(spec.type) + ": " + spec.help + ")");
    else
      step.params[spec.name] = spec.defaultValue;
  }
  if (errors.size() == before)
    parseTargetParams(*kind, step, fail);
  if (errors.size() == before)
    step.parsedTarget = target.target;
  if (errors.size() == before && kind->check) {
    std::string problem = kind->check(step);
    if (!problem.empty())
      fail(problem);
  }
  return errors.size() == before;
}

std::optional<nlohmann::json> parseJsonDocument(const std::string &text, const std::string &fileName,
                                                std::vector<Diagnostic> &errors) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error &e) {
    int line = 0, column = 0;
    lineColumnOf(text, e.byte > 0 ? e.byte - 1 : 0, line, column);
    std::string message = e.what();
    // nlohmann prefixes "[json.exception.parse_error.101] parse error at line L, column C: "
    if (auto pos = message.find(": "); pos != std::string::npos)
      message = message.substr(pos + 2);
    errors.push_back(makeError("JSON syntax error: " + message, fileName, line, column));
    return std::nullopt;
  } catch (const nlohmann::json::exception &e) {
    // A number out of range ("number overflow parsing '1E400'", found by tests/fuzz).
    std::string message = e.what();
    if (auto pos = message.find("] "); pos != std::string::npos)
      message = message.substr(pos + 2);
    errors.push_back(makeError("JSON error: " + message, fileName));
    return std::nullopt;
  }
}

std::optional<Schedule> parseSchedule(const std::string &text, const std::string &fileName,
                                      std::vector<Diagnostic> &errors) {
  std::optional<nlohmann::json> parsed = parseJsonDocument(text, fileName, errors);
  if (!parsed)
    return std::nullopt;
  nlohmann::json &doc = *parsed;
  auto fail = [&](const std::string &message) { errors.push_back(makeError(message, fileName)); };
  if (!doc.is_object()) {
    fail("a schedule must be a JSON object with \"lantern_schedule\": 1 and \"steps\"");
    return std::nullopt;
  }
  if (!doc.contains("lantern_schedule")) {
    fail("missing field 'lantern_schedule' (expected 1): is this a Lantern schedule?");
    return std::nullopt;
  }
  if (doc["lantern_schedule"] != 1) {
    fail("field 'lantern_schedule' must be 1, got " + doc["lantern_schedule"].dump());
    return std::nullopt;
  }
  for (auto it = doc.begin(); it != doc.end(); ++it)
    if (!kScheduleKeys.count(it.key()))
      fail("unknown field '" + it.key() + "'" +
           didYouMean(it.key(), std::vector<std::string>(kScheduleKeys.begin(), kScheduleKeys.end())));
  Schedule schedule;
  auto stringField = [&](const char *name, std::string &out) {
    if (!doc.contains(name))
      return;
    if (!doc[name].is_string())
      fail(std::string("field '") + name + "' must be a string, got " + jsonTypeName(doc[name]));
    else
      out = doc[name].get<std::string>();
  };
  stringField("name", schedule.name);
  stringField("target", schedule.target);
  stringField("description", schedule.description);
  if (!doc.contains("steps") || !doc["steps"].is_array()) {
    fail("field 'steps' must be a list of steps");
    return std::nullopt;
  }
  const nlohmann::json &steps = doc["steps"];
  for (size_t i = 0; i < steps.size(); ++i) {
    const nlohmann::json &s = steps[i];
    std::string where = "step " + std::to_string(i + 1);
    if (!s.is_object()) {
      errors.push_back(makeError(where + ": must be an object with a \"step\" field, got " + jsonTypeName(s), fileName));
      continue;
    }
    if (!s.contains("step") || !s["step"].is_string()) {
      errors.push_back(makeError(where + ": field 'step' (the step kind, a string) is missing", fileName));
      continue;
    }
    Step step;
    step.kind = s["step"].get<std::string>();
    where += " (" + step.kind + ")";
    bool ok = true;
    for (auto it = s.begin(); it != s.end(); ++it) {
      const std::string &key = it.key();
      if (key == "step")
        continue;
      if (key == "enabled") {
        if (!it->is_boolean()) {
          errors.push_back(makeError(where + ": field 'enabled' must be true or false, got " + jsonTypeName(*it), fileName));
          ok = false;
        } else {
          step.enabled = it->get<bool>();
        }
      } else if (key == "target" || key == "comment") {
        if (!it->is_string()) {
          errors.push_back(
              makeError(where + ": field '" + key + "' must be a string, got " + jsonTypeName(*it), fileName));
          ok = false;
        } else {
          (key == "target" ? step.target : step.comment) = it->get<std::string>();
        }
      } else {
        step.params[key] = *it;
      }
    }
    size_t before = errors.size();
    if (ok && validateStep(step, where, errors))
      schedule.steps.push_back(std::move(step));
    for (size_t e = before; e < errors.size(); ++e)
      errors[e].file = fileName;
  }
  if (hasErrors(errors))
    return std::nullopt;
  schedule.assignIds();
  return schedule;
}

std::optional<Schedule> loadSchedule(const std::string &path, std::vector<Diagnostic> &errors) {
  std::string text;
  Diagnostic error;
  if (!readFile(path, text, error)) {
    errors.push_back(error);
    return std::nullopt;
  }
  return parseSchedule(text, path, errors);
}

nlohmann::ordered_json toJson(const Schedule &schedule) {
  // Ordered, so "step" comes first in each step, as people write it.
  nlohmann::ordered_json doc;
  doc["lantern_schedule"] = 1;
  doc["name"] = schedule.name;
  doc["target"] = schedule.target;
  if (!schedule.description.empty())
    doc["description"] = schedule.description;
  doc["steps"] = nlohmann::ordered_json::array();
  for (const Step &step : schedule.steps) {
    nlohmann::ordered_json s;
    s["step"] = step.kind;
    if (!step.enabled)
      s["enabled"] = false;
    if (!step.target.empty())
      s["target"] = step.target;
    const StepKind *kind = findKind(step.kind);
    for (auto it = step.params.begin(); it != step.params.end(); ++it) {
      // Parameters left at their default stay out of the file, so schedules read short.
      const ParamSpec *spec = kind ? kind->param(it.key()) : nullptr;
      if (spec && !spec->required() && spec->defaultValue == it.value())
        continue;
      s[it.key()] = it.value();
    }
    if (!step.comment.empty())
      s["comment"] = step.comment;
    doc["steps"].push_back(s);
  }
  return doc;
}

std::string toJsonText(const Schedule &schedule) {
  // A step's script or comment can hold bytes that are not UTF-8 (an imported script's string
  // escapes, found by tests/fuzz): written as U+FFFD rather than thrown.
  return toJson(schedule).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

bool saveSchedule(const Schedule &schedule, const std::string &path, Diagnostic &error) {
  return writeFileReplacing(path, toJsonText(schedule), error);
}

} // namespace lantern::schedule
