// Sweep results: one JSON object per line (JSONL), one line per finished point. Reading tolerates
// what a kill leaves behind (a partial last line); merging de-duplicates shards and re-runs.
#pragma once

#include "ir/diagnostics.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <set>
#include <string>
#include <vector>

namespace lantern::sweep {

// What identifies a result: the point's id and the sweep's configuration (schedule content and run
// settings). Lines with the same key are the same measurement.
std::string resultKey(const nlohmann::json &line);

struct ResultsFile {
  std::string path;
  std::vector<nlohmann::json> lines;   // the complete, parsed lines, in file order
  std::vector<Diagnostic> warnings;    // lines that are not results (file:line, why)
  size_t completeBytes = 0;            // bytes up to the end of the last complete line
  bool partialTail = false;            // the file ends in a line without its newline (a kill)
  std::set<std::string> keys() const;
};

// Reads `path`; a missing file is an empty result set. False (with `error`) when it cannot be read.
bool readResults(const std::string &path, ResultsFile &out, Diagnostic &error);

// Appends result lines, each written and flushed as it arrives.
class ResultsWriter {
public:
  ResultsWriter() = default;
  ~ResultsWriter();
  ResultsWriter(const ResultsWriter &) = delete;
  ResultsWriter &operator=(const ResultsWriter &) = delete;
  // Opens `file.path` for appending after cutting a partial last line (`file.completeBytes`).
  bool open(const ResultsFile &file, Diagnostic &error);
  bool write(const nlohmann::json &line, Diagnostic &error);

private:
  std::FILE *out = nullptr;
  std::string path;
};

// The lines of several files, de-duplicated by resultKey (the first wins; `duplicates` counts the
// rest), ordered by point index and then id.
std::vector<nlohmann::json> mergeResults(const std::vector<ResultsFile> &files, size_t &duplicates);

// The fields that do not depend on when or where a point ran (times, TF/s, timestamps dropped):
// what "the same table" means when shards are compared with the unsharded sweep.
nlohmann::json withoutTimes(const nlohmann::json &line);

} // namespace lantern::sweep
