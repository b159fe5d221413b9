// `lantern-cli run`, `bisect`, `check-steps`, `sweep`, `apply`, `diff` and `compile` run their work in a child process (this
// executable again, with --no-isolate) under a time and a memory limit: a crash, a hang or a runaway
// allocation in a transform, the compiler or a kernel becomes a failed run that names what happened
// and the stage it happened in, instead of ending lantern-cli without a word.
#pragma once

#include "process/child.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace lantern::cli {

struct IsolationOptions {
  bool off = false;        // --no-isolate: in this process (for a debugger)
  std::string timeLimit;   // --time-limit: "600", "90s", "10m"; "" = the default
  std::string memoryLimit; // --memory-limit: "8G", "512M"; "" = the default
};

// Adds --no-isolate, --time-limit and --memory-limit to `command`; `per` says what the time limit is
// for ("the run", "each point").
void addIsolationOptions(CLI::App *command, IsolationOptions &options, const std::string &per);

// The limits the options ask for; nullopt with `error` set for a value that is not a time or a size.
std::optional<process::Limits> isolationLimits(const IsolationOptions &options, std::string &error);

// This command line again, as the child: the same executable and arguments, plus --no-isolate.
std::vector<std::string> childCommandLine(int argc, char **argv);

// One line for a child that did not exit: "the run crashed (SIGSEGV, signal 11) in the compile stage
// (the check of step 4)".
std::string describeDeath(const std::string &what, const process::ChildResult &child);

// The isolation facts of a child that did not exit, for JSON reports.
nlohmann::json deathJson(const process::ChildResult &child);

} // namespace lantern::cli
