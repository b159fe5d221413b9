// Tuned tables: from sweep results, the fastest passing point per (backend, shape) as a schedule
// file, and an index (`"lantern_tuned": 1`) that `run` and `apply` pick a schedule from by the
// graph's shape.
#pragma once

#include "ir/diagnostics.h"
#include "schedule/schedule.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace lantern::sweep {

struct TunedSchedule {
  std::string file; // relative to the index's directory
  schedule::Schedule schedule;
};

struct Tuned {
  nlohmann::ordered_json index;       // tuned/index.json
  std::vector<TunedSchedule> schedules;
  std::vector<std::string> notes;     // shapes with no passing point, the default missing from a sweep, ...
};

// The schedule a result line ran: its schedule file (which must still hash as it did) with the
// line's settings applied. nullopt with `error` naming the file when it cannot be rebuilt.
std::optional<schedule::Schedule> scheduleOfResult(const nlohmann::json &line, std::string &error);

// `lines` are results (merged or not); each line's schedule is reloaded from its path and must still
// have the content the sweep ran (its hash), else it is an error naming the file.
std::optional<Tuned> tune(const std::vector<nlohmann::json> &lines, std::vector<Diagnostic> &errors);

// Writes the schedules and index.json into `directory` (created when missing).
bool writeTuned(const Tuned &tuned, const std::string &directory, std::vector<Diagnostic> &errors);

struct TableChoice {
  std::string schedulePath;   // resolved
  bool exact = false;
  nlohmann::json entry;       // the index entry chosen
  std::string message;        // one line for the user: which entry and why
};

// The entry for `shape` (as Sweeper::shapeOf gives it) and `backend` (empty: any, as long as one
// backend matches): the same shape, or else the nearest larger one (same dtype, head dim, mask,
// causality and GQA group; batch, heads and sequence lengths at least the graph's; least work).
std::optional<TableChoice> pickFromTable(const std::string &indexPath, const nlohmann::json &shape,
                                         const std::string &backend, std::string &error);

// "b1 h2 s128 kv128 d64 f32" (+ " causal", + " mask bool", + " kvh1").
std::string shapeText(const nlohmann::json &shape);

} // namespace lantern::sweep
