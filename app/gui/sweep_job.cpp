// The Sweep panel's child process and results file.
#include "sweep_job.h"

#include "process/child.h"
#include "sweep/results.h"
#include "workbench.h"

#include <csignal>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

namespace lantern::gui {

namespace {

std::string tail(const std::string &path, size_t lines) {
  std::ifstream in(path);
  std::vector<std::string> all;
  for (std::string line; std::getline(in, line);)
    all.push_back(line);
  std::string out;
  for (size_t i = all.size() > lines ? all.size() - lines : 0; i < all.size(); ++i)
    out += (out.empty() ? "" : "\n") + all[i];
  return out;
}

bool writeText(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  return static_cast<bool>(out);
}

} // namespace

std::string editedScheduleText(const WorkbenchState &state) {
  schedule::Schedule s;
  s.name = state.scheduleName;
  s.target = state.scheduleTarget;
  s.description = state.scheduleDescription;
  for (const StepView &v : state.steps)
    s.steps.push_back(v.step);
  return schedule::toJsonText(s);
}

SweepJob::~SweepJob() { stop(); }

std::string SweepJob::defaultCli() { return process::siblingCli(); }

bool SweepJob::open(const std::string &path, std::string &error) {
  if (running()) {
    error = "a sweep is running; stop it first";
    return false;
  }
  if (!std::filesystem::exists(path)) {
    error = path + ": no such results file";
    return false;
  }
  resultsPath = path;
  spec.clear();
  expectedPoints = 0;
  loadedSize = 0;
  reload();
  statusText = std::to_string(results.size()) + " points from " + path;
  return true;
}

bool SweepJob::start(const SweepRequest &request, const std::string &cli, const std::string &stateDir,
                     std::string &error) {
  if (running()) {
    error = "a sweep is already running";
    return false;
  }
  if (request.graphPath.empty()) {
    error = "open a graph first: the sweep runs the schedule on it";
    return false;
  }
  if (!request.values.is_array() || request.values.empty()) {
    error = "the values must be a JSON list, e.g. [[0, 16], [0, 32], [0, 64]]";
    return false;
  }
  std::string base = stateDir.empty() ? std::filesystem::temp_directory_path().string() : stateDir;
  char stamp[32];
  std::time_t now = std::time(nullptr);
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
  std::filesystem::path dir = std::filesystem::absolute(std::filesystem::path(base) / "sweeps" /
                                                        (std::string(stamp) + "-" + std::to_string(::getpid())));
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) {
    error = "cannot create " + dir.string() + ": " + ec.message();
    return false;
  }
  std::string schedulePath = (dir / "schedule.json").string();
  nlohmann::ordered_json s;
  s["lantern_sweep"] = 1;
  s["name"] = "gui";
  s["schedule"] = schedulePath;
  s["graphs"] = {std::filesystem::absolute(request.graphPath).string()};
  s["axes"] = nlohmann::ordered_json::object();
  s["axes"][std::to_string(request.step) + "." + request.field] = request.values;
  s["backends"] = {request.backend};
  s["run"] = {{"repeats", request.repeats}, {"mask_kind", request.maskKind}};
  spec = (dir / "spec.json").string();
  resultsPath = (dir / "results.jsonl").string();
  logPath = (dir / "sweep.log").string();
  if (!writeText(schedulePath, request.scheduleText) || !writeText(spec, s.dump(2) + "\n")) {
    error = "cannot write the sweep's files in " + dir.string();
    return false;
  }
  std::vector<std::string> args = {cli, "sweep", spec, "-o", resultsPath, "--progress", "lines"};
  pid_t pid = ::fork();
  if (pid < 0) {
    error = "cannot start " + cli;
    return false;
  }
  if (pid == 0) {
    int log = ::open(logPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (log >= 0) {
      ::dup2(log, STDOUT_FILENO);
      ::dup2(log, STDERR_FILENO);
    }
    ::setpgid(0, 0); // its own group: stop() ends it and anything it started
    std::vector<char *> argv;
    for (std::string &a : args)
      argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execvp(argv[0], argv.data());
    ::_exit(127);
  }
  child = pid;
  expectedPoints = request.values.size();
  results.clear();
  loadedSize = 0;
  ++changes;
  statusText = "running: 0 of " + std::to_string(expectedPoints) + " points";
  return true;
}

void SweepJob::stop() {
  if (child <= 0)
    return;
  ::kill(-child, SIGTERM);
  ::kill(child, SIGTERM);
  ::waitpid(child, nullptr, 0);
  child = -1;
  reload();
  statusText = "stopped after " + std::to_string(results.size()) + " of " + std::to_string(expectedPoints) +
               " points (run it again with lantern-cli sweep " + spec + " -o " + resultsPath + " to resume)";
}

void SweepJob::reload() {
  std::error_code ec;
  uintmax_t size = std::filesystem::file_size(resultsPath, ec);
  if (ec || size == loadedSize)
    return;
  sweep::ResultsFile file;
  Diagnostic error;
  if (!sweep::readResults(resultsPath, file, error))
    return;
  results = std::move(file.lines);
  // Lines from other tools or versions: the fields the panel reads have the types it expects.
  for (nlohmann::json &line : results) {
    if (!line.contains("params") || !line["params"].is_object())
      line["params"] = nlohmann::json::object();
    for (const char *key : {"graph", "backend", "status", "id"})
      if (line.contains(key) && !line[key].is_string())
        line[key] = line[key].dump();
    if (line.contains("index") && !line["index"].is_number_unsigned())
      line.erase("index");
  }
  loadedSize = size;
  ++changes;
}

void SweepJob::poll() {
  if (resultsPath.empty())
    return;
  reload();
  if (child <= 0)
    return;
  int status = 0;
  pid_t done = ::waitpid(child, &status, WNOHANG);
  if (done == 0) {
    statusText = "running: " + std::to_string(results.size()) + " of " + std::to_string(expectedPoints) + " points";
    return;
  }
  child = -1;
  loadedSize = 0; // read the last lines for sure
  reload();
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    statusText = "finished: " + std::to_string(results.size()) + " points in " + resultsPath;
  } else {
    statusText = "the sweep " + process::endedWith(status).describe() + ":\n" + tail(logPath, 6);
  }
}

} // namespace lantern::gui
