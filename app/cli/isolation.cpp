#include "isolation.h"

namespace lantern::cli {

void addIsolationOptions(CLI::App *command, IsolationOptions &options, const std::string &per) {
  process::Limits defaults = process::Limits::defaults();
  command->add_flag("--no-isolate", options.off,
                    "run in this process instead of a child process (for a debugger; a crash then ends lantern-cli)");
  command->add_option("--time-limit", options.timeLimit,
                      "wall-time limit of " + per + " in the child, e.g. 90s, 10m (default " +
                          std::to_string(static_cast<int>(defaults.seconds)) + " s; 0 = none)");
  command->add_option("--memory-limit", options.memoryLimit,
                      "resident-memory limit of the child, e.g. 512M, 8G (default 60 % of this machine's, " +
                          process::formatBytes(defaults.memoryBytes) + "; 0 = none)");
}

std::optional<process::Limits> isolationLimits(const IsolationOptions &options, std::string &error) {
  process::Limits limits = process::Limits::defaults();
  if (!process::setLimit("--time-limit", options.timeLimit, limits.seconds, error) ||
      !process::setLimit("--memory-limit", options.memoryLimit, limits.memoryBytes, error))
    return std::nullopt;
  return limits;
}

std::vector<std::string> childCommandLine(int argc, char **argv) {
  std::vector<std::string> args;
  std::string self = process::selfExecutable();
  args.push_back(self.empty() ? std::string(argv[0]) : self);
  for (int i = 1; i < argc; ++i)
    args.emplace_back(argv[i]);
  args.emplace_back("--no-isolate");
  return args;
}

std::string describeDeath(const std::string &what, const process::ChildResult &child) {
  std::string text = what + " " + child.describe();
  if (child.stage.rfind("apply step ", 0) == 0)
    text += " while applying step " + child.stage.substr(11);
  else if (!child.stage.empty())
    text += " in the " + child.stage + " stage";
  if (!child.context.empty())
    text += " (" + child.context + ")";
  return text;
}

nlohmann::json deathJson(const process::ChildResult &child) {
  nlohmann::json j = {{"what", child.describe()},
                      {"stage", child.stage},
                      {"context", child.context},
                      {"seconds", child.seconds},
                      {"peak_resident_bytes", child.peakResident},
                      {"time_limit_s", child.limits.seconds},
                      {"memory_limit_bytes", child.limits.memoryBytes}};
  if (child.end == process::End::Signaled)
    j["signal"] = child.signal;
  j["end"] = child.end == process::End::Signaled      ? "signal"
             : child.end == process::End::TimedOut    ? "timeout"
             : child.end == process::End::OutOfMemory ? "out of memory"
             : child.end == process::End::Cancelled   ? "cancelled"
                                                      : "did not start";
  return j;
}

} // namespace lantern::cli
