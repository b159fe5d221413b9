// lantern-cli sweep / sweep merge / tune.
#include "sweep_commands.h"

#include "backend/backend.h"
#include "backend/gpu/driver_support.h"
#include "process/child.h"
#include "ir/module.h"
#include "sweep/results.h"
#include "sweep/runner.h"
#include "sweep/spec.h"
#include "sweep/tuning.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <unistd.h>

namespace lantern::cli {

namespace {

constexpr int kOk = 0, kFailed = 1, kBadInput = 2;
// A sweep's child that stops after a point broke its GPU context, for its supervisor to start a fresh
// one (sysexits' EX_TEMPFAIL; never lantern-cli's own exit status).
constexpr int kFreshProcess = 75;

int fail(const std::vector<Diagnostic> &errors) {
  std::cerr << formatAll(errors);
  return kBadInput;
}

int fail(const std::string &message) {
  std::cerr << "lantern-cli: error: " << message << "\n";
  return kBadInput;
}

std::string clock(double seconds) {
  if (!(seconds >= 0) || seconds > 360000)
    return "--:--";
  int s = static_cast<int>(seconds + 0.5);
  char text[32];
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%d:%02d", s / 60, s % 60);
  return text;
}

// done/total, rate, ETA and counts by status: a redrawn bar on a terminal, one line per point
// otherwise (logs of batch jobs).
class Progress {
public:
  // `total` points in all, `skipped` of them already in the results file.
  Progress(std::string mode, size_t total, size_t skipped) : total(total), skipped(skipped) {
    if (mode == "auto")
      mode = ::isatty(STDERR_FILENO) ? "bar" : "lines";
    bar = mode == "bar";
    quiet = mode == "none";
    started = std::chrono::steady_clock::now();
  }

  void point(const nlohmann::json &line) {
    ++done;
    ++counts[line.value("status", std::string("?"))];
    if (quiet)
      return;
    double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    double rate = elapsed > 0 ? done / elapsed : 0;
    size_t finished = skipped + done;
    std::string eta = clock(rate > 0 ? (total - finished) / rate : -1);
    char head[160];
    std::snprintf(head, sizeof head, "%zu/%zu  %.2f points/s  ETA %s  ", finished, total, rate, eta.c_str());
    if (bar) {
      constexpr int width = 28;
      int filled = total ? static_cast<int>(width * finished / total) : width;
      std::string b = "[" + std::string(filled, '#') + std::string(width - filled, '.') + "] ";
      std::cerr << "\r\033[K" << b << head << statusCounts() << std::flush;
      if (finished == total)
        std::cerr << "\n";
      return;
    }
    std::string what = line.value("status", std::string("?"));
    if (line.contains("tflops"))
      what += " " + format("%.4g TF/s", line["tflops"].get<double>());
    if (line.contains("refused_step"))
      what += " at step " + std::to_string(line["refused_step"].value("step", 0)) + " (" +
              line["refused_step"].value("kind", std::string()) + ")";
    if (line.contains("failed_stage"))
      what += " at " + line.value("failed_stage", std::string());
    std::cerr << "sweep: " << head << what << "  " << line.value("id", std::string()) << "\n";
  }

  void finish() const {
    if (!quiet)
      std::cerr << "sweep: " << done << " run, " << skipped << " already in the results file; " << statusCounts()
                << "\n";
  }

private:
  static std::string format(const char *f, double v) {
    char text[64];
    std::snprintf(text, sizeof text, f, v);
    return text;
  }
  std::string statusCounts() const {
    std::string out;
    for (const char *s : sweep::kStatuses)
      out += (out.empty() ? "" : ", ") + std::string(s) + " " + std::to_string(counts.count(s) ? counts.at(s) : 0);
    return out;
  }

  size_t total, skipped, done = 0;
  bool bar = false, quiet = false;
  std::map<std::string, size_t> counts;
  std::chrono::steady_clock::time_point started;
};

} // namespace

// Where a point ran: the shard and the host, on every result line.
void stampLine(nlohmann::ordered_json &line, const std::string &shard) {
  char host[256] = "";
  ::gethostname(host, sizeof host - 1);
  const char *devices = std::getenv("CUDA_VISIBLE_DEVICES");
  line["shard"] = shard;
  line["host"] = {{"name", host}, {"cuda_visible_devices", devices ? devices : ""}};
}

// The sweep in a child process (this command line with --no-isolate), the time limit restarting at
// every point. When the child dies, the point it was in gets a "failed" line that says how and in
// which stage, and a fresh child resumes after it: the results file is what both resume from.
int superviseSweep(const SweepOptions &options, sweep::Sweeper &sweeper, const std::vector<const sweep::Point *> &todo,
                   const process::Limits &limits) {
  std::map<size_t, const sweep::Point *> byIndex;
  for (const sweep::Point *p : todo)
    byIndex[p->index] = p;
  std::set<size_t> died;
  for (;;) {
    std::optional<size_t> current;
    process::ChildOptions child;
    child.argv = childCommandLine(options.argc, options.argv);
    child.limits = limits;
    process::ChildResult result = process::runChild(child, [&](const std::string &line) {
      if (line.rfind("point ", 0) != 0)
        return false;
      current = std::stoul(line.substr(6));
      return true; // each point has the whole time limit
    });
    if (result.exited() && result.exitCode == kFreshProcess) {
      std::cerr << "sweep: the GPU context of the last point is broken; going on in a fresh process\n";
      continue; // the child wrote that point's line: a fresh one resumes after it
    }
    if (result.exited())
      return result.exitCode;
    if (!current || !byIndex.count(*current)) {
      std::cerr << "lantern-cli: sweep: " << describeDeath("the sweep", result) << " before its first point\n";
      return kFailed;
    }
    const sweep::Point &point = *byIndex[*current];
    if (!died.insert(point.index).second) {
      // Its failed line did not stop a fresh child from running it again: do not loop.
      std::cerr << "lantern-cli: sweep: point " << point.index << " was run again after it died; stopping\n";
      return kFailed;
    }
    std::string message = describeDeath("the point", result);
    nlohmann::ordered_json line = sweeper.died(point, result.stage, message, deathJson(result));
    stampLine(line, options.shard);
    sweep::ResultsFile existing;
    Diagnostic ioError;
    sweep::ResultsWriter writer;
    if (!sweep::readResults(options.out, existing, ioError) || !writer.open(existing, ioError) ||
        !writer.write(line, ioError)) {
      std::cerr << ioError.format() << "\n";
      return kFailed;
    }
    std::cerr << "sweep: point " << point.index << " (" << point.id << "): " << message
              << "; recorded as failed, going on in a fresh process\n";
  }
}

int runSweep(mlir::MLIRContext &context, const SweepOptions &options) {
  std::string error;
  auto shard = sweep::parseShard(options.shard, error);
  if (!shard)
    return fail(error);
  if (options.progress != "auto" && options.progress != "bar" && options.progress != "lines" &&
      options.progress != "none")
    return fail("--progress '" + options.progress + "': expected auto, bar, lines or none");
  std::vector<Diagnostic> errors;
  auto spec = sweep::loadSpec(options.spec, errors);
  if (!spec)
    return fail(errors);
  for (const std::string &name : spec->backends) {
    backend::Backend *b = backend::findBackend(name);
    if (!b)
      return fail(options.spec + ": backends: unknown backend '" + name + "'");
    backend::Availability a = b->availability();
    if (!a.available && !options.list)
      return fail(options.spec + ": backends: " + name + " is not available here: " + a.reason);
  }
  std::vector<sweep::Point> points;
  for (sweep::Point &p : sweep::enumerate(*spec))
    if (shard->contains(p))
      points.push_back(std::move(p));
  if (options.list) {
    for (const sweep::Point &p : points)
      std::cout << p.index << "\t" << p.id << "\n";
    std::cerr << points.size() << " points" << (shard->count > 1 ? " in shard " + options.shard : "") << "\n";
    return kOk;
  }
  if (options.out.empty())
    return fail("sweep: -o RESULTS.jsonl is required (the file is also what a restarted sweep resumes from)");

  sweep::ResultsFile existing;
  Diagnostic readError;
  if (!sweep::readResults(options.out, existing, readError))
    return fail({readError});
  for (const Diagnostic &w : existing.warnings)
    std::cerr << w.format() << "\n";
  std::set<std::string> finished = existing.keys();
  std::vector<const sweep::Point *> todo;
  size_t skipped = 0;
  for (const sweep::Point &p : points) {
    nlohmann::json key = {{"id", p.id}, {"config", spec->configKey}};
    if (finished.count(sweep::resultKey(key)))
      ++skipped;
    else
      todo.push_back(&p);
  }
  std::cerr << "sweep " << options.spec << ": " << points.size() << " points"
            << (shard->count > 1 ? " in shard " + options.shard : "") << ", " << skipped
            << " already in " << options.out << ", " << todo.size() << " to run\n";

  std::optional<process::Limits> limits = isolationLimits(options.isolation, error);
  if (!limits)
    return fail(error);
  sweep::Sweeper sweeper(context, *spec);
  if (!todo.empty() && !sweeper.loadGraphs(errors))
    return fail(errors);
  if (!todo.empty() && !options.isolation.off)
    return superviseSweep(options, sweeper, todo, *limits);
  sweep::ResultsWriter writer;
  Diagnostic writeError;
  if (!writer.open(existing, writeError))
    return fail({writeError});
  Progress progress(options.progress, points.size(), skipped);
  for (const sweep::Point *p : todo) {
    // A supervising parent restarts its time limit here and names this point if we die in it.
    process::status("point " + std::to_string(p->index));
    process::context("point " + std::to_string(p->index));
    nlohmann::ordered_json line = sweeper.run(*p);
    stampLine(line, options.shard);
    if (!writer.write(line, writeError)) {
      std::cerr << writeError.format() << "\n";
      return kFailed;
    }
    progress.point(line);
    // A CUDA illegal address (or a Level Zero device lost) breaks the device for the rest of this
    // process: under a supervisor, end here and let a fresh child go on; alone, the points after it
    // on that backend fail at once, saying why.
    if (process::isChild() && !backend::gpu::deviceLost(p->backend).empty() && p != todo.back()) {
      progress.finish();
      return kFreshProcess;
    }
  }
  progress.finish();
  return kOk;
}

// Reads every results file (warnings on stderr) and merges them; kOk, or the exit status after
// saying which file is missing or unreadable.
int readMerged(const char *command, const std::vector<std::string> &inputs, std::vector<nlohmann::json> &merged,
               size_t &duplicates) {
  if (inputs.empty())
    return fail(std::string(command) + ": no results files given");
  std::vector<sweep::ResultsFile> files(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    Diagnostic error;
    if (!std::filesystem::exists(inputs[i]))
      return fail(inputs[i] + ": no such results file");
    if (!sweep::readResults(inputs[i], files[i], error))
      return fail({error});
    for (const Diagnostic &w : files[i].warnings)
      std::cerr << w.format() << "\n";
  }
  merged = sweep::mergeResults(files, duplicates);
  return kOk;
}

int runSweepMerge(const std::vector<std::string> &inputs, const std::string &out) {
  size_t duplicates = 0;
  std::vector<nlohmann::json> merged;
  if (int status = readMerged("sweep merge", inputs, merged, duplicates); status != kOk)
    return status;
  std::string text;
  for (const auto &line : merged)
    text += line.dump() + "\n";
  if (out.empty() || out == "-") {
    std::cout << text;
  } else if (Diagnostic error; !writeFileReplacing(out, text, error)) {
    return fail({error});
  }
  std::cerr << "sweep merge: " << merged.size() << " points from " << inputs.size() << " files, " << duplicates
            << " duplicates dropped\n";
  return kOk;
}

int runTune(const std::vector<std::string> &inputs, const std::string &outDir) {
  size_t duplicates = 0;
  std::vector<nlohmann::json> lines;
  if (int status = readMerged("tune", inputs, lines, duplicates); status != kOk)
    return status;
  std::vector<Diagnostic> errors;
  auto tuned = sweep::tune(lines, errors);
  if (!tuned)
    return fail(errors);
  if (!sweep::writeTuned(*tuned, outDir, errors))
    return fail(errors);
  char row[512];
  std::snprintf(row, sizeof row, "%-8s %-34s %10s %10s %7s  %s\n", "backend", "shape", "TF/s", "default", "ratio",
                "best point");
  std::cout << row;
  for (const auto &e : tuned->index["entries"]) {
    std::string def = e["default"].is_null() ? "-" : std::to_string(e["default"]["tflops"].get<double>()).substr(0, 8);
    std::string ratio = e["ratio_to_default"].is_null() ? "-" : std::to_string(e["ratio_to_default"].get<double>()).substr(0, 5);
    std::snprintf(row, sizeof row, "%-8s %-34s %10.4g %10s %7s  %s\n", e["backend"].get<std::string>().c_str(),
                  sweep::shapeText(e["shape"]).c_str(), e["tflops"].get<double>(), def.c_str(), ratio.c_str(),
                  nlohmann::json(e["params"]).dump().c_str());
    std::cout << row;
  }
  for (const std::string &note : tuned->notes)
    std::cerr << "tune: note: " << note << "\n";
  std::cerr << "tune: " << tuned->schedules.size() << " schedules and index.json written to " << outDir << "\n";
  return kOk;
}

} // namespace lantern::cli
