// A RunReport as JSON and back, losslessly (non-finite numbers as "nan", "inf", "-inf"): how a run
// in a child process hands its report to the parent (the GUI, `lantern-cli run`'s supervisor).
#pragma once

#include "run/runner.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace lantern::run {

nlohmann::json reportToJson(const RunReport &report);
// nullopt with `error` set when `json` is not such a report.
std::optional<RunReport> reportFromJson(const nlohmann::json &json, std::string &error);

// RunOptions as {"backend", "mask_kind", "seed", "repeats", "check_rows", "graph_oracle"} (the
// cache is not part of it); fromJson keeps `defaults` for what `json` leaves out.
nlohmann::json optionsToJson(const RunOptions &options);
RunOptions optionsFromJson(const nlohmann::json &json, RunOptions defaults = {});

// The stage named by toString(stage); nullopt for another name.
std::optional<Stage> stageNamed(const std::string &name);

} // namespace lantern::run
