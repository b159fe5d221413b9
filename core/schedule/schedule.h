// The schedule model: an ordered list of steps, each a step kind from the catalog with a target and
// parameters, and its JSON form (`"lantern_schedule": 1`).
#pragma once

#include "ir/diagnostics.h"
#include "schedule/target.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lantern::schedule {

struct Step {
  uint64_t id = 0;      // stable identity for front ends (not saved); 0 until a Schedule assigns one
  std::string kind;     // a StepKind name from the catalog
  bool enabled = true;
  std::string target;   // "role:pv", "op:linalg.generic", "func", "root" or "ir:<transform IR>"; may be empty
  nlohmann::json params = nlohmann::json::object(); // only the kind's parameters, validated
  std::string comment;  // free text the user attached

  // Filled by validateStep: `target` parsed (the kind's default target when it is empty), and every
  // parameter of type Target parsed, by name. Emission and the session read these, not the strings.
  std::optional<Target> parsedTarget;
  std::map<std::string, Target> parsedTargetParams;

  // Typed access to a validated step (targets parsed, defaults filled in).
  const Target &resolvedTarget() const { return *parsedTarget; }
  bool flag(const std::string &name) const { return params.at(name).get<bool>(); }
  int64_t integer(const std::string &name) const { return params.at(name).get<int64_t>(); }
  std::vector<int64_t> integers(const std::string &name) const { return params.at(name).get<std::vector<int64_t>>(); }
  const std::string &text(const std::string &name) const { return params.at(name).get_ref<const std::string &>(); }
  const Target &targetParam(const std::string &name) const { return parsedTargetParams.at(name); }

  // Identity of what the step does (kind, enabled, target, params); the prefix cache keys on it.
  std::string contentKey() const;
  bool operator==(const Step &other) const { return contentKey() == other.contentKey(); }
};

struct Schedule {
  std::string name;
  std::string target = "cpu"; // the backend the schedule is written for
  std::string description;
  std::vector<Step> steps;

  // Gives every step without one a fresh id.
  void assignIds();
};

// Errors name the file, the step (1-based) and the field, and say what was expected.
std::optional<Schedule> parseSchedule(const std::string &text, const std::string &fileName,
                                      std::vector<Diagnostic> &errors);
// Parses a JSON document; a syntax error names the file, line and column.
std::optional<nlohmann::json> parseJsonDocument(const std::string &text, const std::string &fileName,
                                                std::vector<Diagnostic> &errors);
std::optional<Schedule> loadSchedule(const std::string &path, std::vector<Diagnostic> &errors);
nlohmann::ordered_json toJson(const Schedule &schedule);
std::string toJsonText(const Schedule &schedule);
// Writes through a temporary file and a rename, so a crash never leaves half a schedule.
bool saveSchedule(const Schedule &schedule, const std::string &path, Diagnostic &error);

// A sweep that sets the tile sizes of `fuse role:pv` (its row tile, sizes[1]) or `tile role:row_max`
// (its key tile, sizes[1]) leaves an earlier `pad_lengths` padding to the old tiles, and a tuned
// table's entry then refuses a ragged length (a partial last tile). `tune` calls this: it raises
// each enabled pad_lengths step's query_multiple and key_multiple to multiples of the tiles of the
// enabled steps after it (their least common multiple); a schedule whose multiples already divide
// evenly is unchanged. Returns whether it changed anything.
bool alignPaddingToTiles(Schedule &schedule);

// Validates one step against the catalog; fills defaults into `step.params` and parses its targets.
// `where` prefixes messages.
bool validateStep(Step &step, const std::string &where, std::vector<Diagnostic> &errors);

} // namespace lantern::schedule
