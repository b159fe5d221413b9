// A sweep: graphs (files, or generated SDPA shapes) x parameter axes of one schedule x backends.
// The spec is JSON (`"lantern_sweep": 1`); every point it names is apply + compile + run + check.
// Points have stable ids built from what they are (graph, backend, axis values), so a results
// file stays valid when the spec grows, and shards of one sweep merge into the unsharded table.
#pragma once

#include "graph/sdpa_generator.h"
#include "ir/diagnostics.h"
#include "run/runner.h"
#include "schedule/schedule.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lantern::sweep {

// One graph of the sweep: a file, or a generated SDPA.
struct GraphSource {
  std::string file;                       // resolved path; empty for a generated graph
  std::optional<graph::SdpaSpec> generated;
  std::string label;                      // the file as written in the spec, or describe(spec)
};

// What one value of an axis sets: a field of one step ("enabled", "target" or a parameter).
struct Setting {
  size_t step = 0; // 0-based index into the schedule
  std::string field;
  nlohmann::json value;
};

// An axis: "9.sizes": [...] sets one field per value; a named axis ("rows": [{"4.sizes": ...,
// "31.block_dims": ...}, ...]) sets several fields together per value.
struct Axis {
  std::string name;
  std::vector<std::string> labels;            // per value, as the table and the id show it
  std::vector<std::vector<Setting>> values;   // per value, the fields it sets
};

struct Spec {
  std::string path;          // the spec file
  std::string schedulePath;  // resolved against the spec's directory
  schedule::Schedule schedule;
  std::string configKey;     // hash of the schedule's content and the run settings
  std::vector<GraphSource> graphs;
  std::vector<Axis> axes;
  std::vector<std::string> backends;
  run::RunOptions run;       // backend unused (per point)
};

// Errors name the spec file, the field (e.g. `axes."9.sizes"[1]`) and what was expected; a setting
// that the step's catalog entry rejects is an error here, before anything runs.
std::optional<Spec> parseSpec(const std::string &text, const std::string &path, std::vector<Diagnostic> &errors);
std::optional<Spec> loadSpec(const std::string &path, std::vector<Diagnostic> &errors);

struct Point {
  size_t index = 0;          // in enumeration order: graphs, then backends, then axes (last fastest)
  size_t graph = 0;          // into Spec::graphs
  std::string backend;
  std::vector<size_t> values; // per axis, the index of its value
  std::string id;            // "graph | backend | axis=value | ..."
};

std::vector<Point> enumerate(const Spec &spec);

// The spec's schedule with the point's settings applied and validated.
schedule::Schedule scheduleFor(const Spec &spec, const Point &point);

// The point's settings as JSON: {"9.sizes": [0, 32], "rows": "64"} (axis name -> label's value).
nlohmann::ordered_json paramsJson(const Spec &spec, const Point &point);
// Every field the point sets: [{"step": 9, "kind": "tile", "field": "sizes", "value": [0, 32]}].
nlohmann::json settingsJson(const Spec &spec, const Point &point);

// `--shard K/N`: this process runs the points with index % N == K.
struct Shard {
  size_t index = 0, count = 1;
  bool contains(const Point &point) const { return point.index % count == index; }
};
std::optional<Shard> parseShard(const std::string &text, std::string &error);

// A stable 64-bit FNV-1a hash as 16 hex digits (the same on every machine and run).
std::string stableHash(const std::string &text);

} // namespace lantern::sweep
