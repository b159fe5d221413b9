// The Sweep panel's data: a results file (opened, or being written by a sweep started here) and the
// `lantern-cli sweep` child process that writes it. Never draws. The sweep runs in its own process,
// so a point that crashes or hangs takes neither the app nor its session with it; the results file
// is re-read as it grows.
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <sys/types.h>
#include <vector>

namespace lantern::gui {

// A one-axis sweep of the schedule being edited: one step field over a list of values.
struct SweepRequest {
  std::string graphPath;
  std::string scheduleText; // the schedule as JSON, as it is in the editor
  size_t step = 0;          // 1-based
  std::string field;        // "enabled", "target" or a parameter
  nlohmann::json values;    // a JSON list
  std::string backend = "cpu", maskKind = "none";
  int repeats = 3;
};

struct WorkbenchState;
// The schedule in the editor as JSON (name, target, description and the steps as they are now).
std::string editedScheduleText(const WorkbenchState &state);

class SweepJob {
public:
  SweepJob() = default;
  ~SweepJob(); // stops a running sweep
  SweepJob(const SweepJob &) = delete;
  SweepJob &operator=(const SweepJob &) = delete;

  // Shows the results in `path` (JSONL, as lantern-cli sweep writes them).
  bool open(const std::string &path, std::string &error);
  // Writes the spec and the schedule under `stateDir`/sweeps and starts `cli` on them. False with
  // `error` (nothing started) when the request is not a sweep or the process cannot start.
  bool start(const SweepRequest &request, const std::string &cli, const std::string &stateDir, std::string &error);
  void stop();
  // Once per frame: reaps the child and re-reads the results file when it changed.
  void poll();

  bool running() const { return child > 0; }
  const std::string &path() const { return resultsPath; }
  const std::string &specPath() const { return spec; }
  const std::vector<nlohmann::json> &lines() const { return results; }
  size_t expected() const { return expectedPoints; } // 0 when the file was opened, not started here
  // "running: 3 of 5 points", "finished (exit 0)", or why the child failed with its last output.
  const std::string &status() const { return statusText; }
  uint64_t version() const { return changes; } // grows whenever lines() changes

  // lantern-cli next to this executable, else the one in PATH.
  static std::string defaultCli();

private:
  void reload();

  std::string resultsPath, spec, logPath, statusText;
  std::vector<nlohmann::json> results;
  size_t expectedPoints = 0;
  uintmax_t loadedSize = 0;
  pid_t child = -1;
  uint64_t changes = 0;
};

} // namespace lantern::gui
