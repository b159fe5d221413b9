// Child processes that may die: a run, a sweep, a step application. The parent sets a wall-time
// limit and a resident-memory limit, reads the child's status lines (what stage it is in) from a
// pipe, and turns every way of ending — an exit, a signal, a timeout, running out of memory — into a
// ChildResult that says what happened in words. Nothing the child does can take the parent down.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace lantern::process {

struct Limits {
  double seconds = 0;       // wall time; 0: none
  uint64_t memoryBytes = 0; // resident set of the child; 0: none

  // What a user would accept without thinking about it: 10 minutes, and 60 % of this machine's
  // memory (the system stays usable and the kernel's OOM killer never has to choose).
  static Limits defaults();
  // "600 s, 14.2 GiB"
  std::string describe() const;
};

// Parses "90", "90s", "10m", "1h" into seconds; nullopt when it is none of those.
std::optional<double> parseSeconds(const std::string &text);
// Parses "512M", "8G", "8GiB", "1073741824" into bytes; nullopt when it is none of those.
std::optional<uint64_t> parseBytes(const std::string &text);
std::string formatBytes(uint64_t bytes);
// A command-line limit: `text` ("" leaves the value as it is) into seconds or bytes; false with
// `error` naming `flag` and what was expected.
bool setLimit(const std::string &flag, const std::string &text, double &seconds, std::string &error);
bool setLimit(const std::string &flag, const std::string &text, uint64_t &bytes, std::string &error);

enum class End { Exited, Signaled, TimedOut, OutOfMemory, Cancelled, NotStarted };

struct ChildResult {
  End end = End::NotStarted;
  int exitCode = -1; // End::Exited
  int signal = 0;    // End::Signaled
  std::string output;    // stdout, when captured
  std::string errorTail; // the last lines of stderr, when captured
  std::string stage;     // the last "stage NAME" status line ("" when none came)
  std::string context;   // the last "context WHAT" line: what the stage belongs to ("the check of step 4")
  double seconds = 0;
  uint64_t peakResident = 0; // bytes, as sampled
  Limits limits;
  std::string startError; // End::NotStarted: why

  bool exited() const { return end == End::Exited; }
  // "crashed (SIGSEGV, signal 11)", "timed out after 30 s", "ran out of memory (over 2.0 GiB
  // resident)", "exited with status 3", "cancelled".
  std::string describe() const;
  // A few words for a status column: "crashed (signal 11)", "aborted (signal 6)", "timed out",
  // "out of memory", "cancelled", "did not start".
  std::string shortLabel() const;
};

// How a child that someone else started and reaped ended, from waitpid's status (the app's sweep).
ChildResult endedWith(int waitStatus);

struct ChildOptions {
  std::vector<std::string> argv; // argv[0]: the program's path
  std::vector<std::pair<std::string, std::string>> env; // added to (or replacing in) ours
  Limits limits;
  bool captureOutput = false; // stdout into ChildResult::output; otherwise it is ours
  bool captureError = true;   // stderr's tail kept in ChildResult::errorTail
  bool echoError = true;      // and also copied to our stderr as it comes
  std::string input;          // written to its stdin, which is then closed; "" gives /dev/null
};

// Called for each status line; return true to restart the time limit (a sweep's next point).
using StatusHandler = std::function<bool(const std::string &line)>;

// Runs the child to its end. Its status lines come on the descriptor named in LANTERN_STATUS_FD.
// The child is a process-group leader; on a limit or cancellation the whole group is killed.
ChildResult runChild(const ChildOptions &options, const StatusHandler &onStatus = {},
                     const std::atomic<bool> *cancel = nullptr);

// A long-lived child that answers requests: one line in on its stdin, one line out on its stdout
// (the GUI's engine process). Each call runs under the limits (the time limit per call); when the
// child dies or is killed for a limit, the call says how and the next call starts a fresh child.
class Worker {
public:
  Worker(std::vector<std::string> argv, Limits limits);
  ~Worker();
  Worker(const Worker &) = delete;
  Worker &operator=(const Worker &) = delete;

  struct Reply {
    bool ok = false;    // `line` is the child's answer
    std::string line;
    ChildResult death;  // !ok: how the child ended (or why it could not start)
  };
  // `request` must not contain '\n'.
  Reply call(const std::string &request, const std::atomic<bool> *cancel = nullptr);
  // The child's next line when it answers a request with more than one, under the same limits
  // (counted from now); fails, starting nothing, when no child is running.
  Reply receive(const std::atomic<bool> *cancel = nullptr);
  // Starts the child now (calls start it when needed); false with `error` when it cannot start.
  bool start(std::string &error);
  void stop();
  bool running() const { return pid > 0; }
  // How many children were started: a new one forgets what the last one held.
  uint64_t generation() const { return starts; }
  void setLimits(Limits next) { limits = next; }

private:
  void reap(ChildResult &death, std::optional<End> killedFor);
  // Writes `toWrite` (may be empty) and reads one line back.
  Reply exchange(const std::string &toWrite, const std::atomic<bool> *cancel);

  std::vector<std::string> argv;
  Limits limits;
  int pid = -1;
  int in = -1, out = -1, err = -1, statusFd = -1;
  std::string pending, errTail, stage, context;
  uint64_t starts = 0;
};

// The running executable's path (for re-running ourselves as the child).
std::string selfExecutable();
// The lantern-cli next to the running executable, else "lantern-cli" on PATH.
std::string siblingCli();

// --- the child's side ----------------------------------------------------------------------------

// True inside a child started by runChild (LANTERN_STATUS_FD is set).
bool isChild();
// Sends one status line to the parent (nothing outside a child). Lines must not contain '\n'.
void status(const std::string &line);
// "stage NAME": what the parent names when the child dies.
void stage(const std::string &name);
// "context WHAT": what the stages that follow belong to ("the check of step 4").
void context(const std::string &what);

// Test hook: LANTERN_TEST_FAULT="WHERE:WHAT" (WHAT: crash, abort, hang or alloc) makes the process
// crash, abort, hang or allocate without bound when it reaches fault point WHERE ("apply.3" for the
// 3rd step, "compile", "run", "check" ...), or WHERE in a context ("point 5/compile": only in
// sweep point 5). With LANTERN_TEST_FAULT_ONCE=FILE it fires only while FILE exists and removes it
// (once in a session). Read only in builds with LANTERN_TEST_HOOKS; a no-op otherwise. Returns
// the fault's WHAT when it fired and is one the caller carries out ("device-lost" after a kernel
// run: the backend's device is marked as a CUDA illegal address would), else "".
std::string faultPoint(const std::string &where);
bool testHooksBuilt();

// The CPUs this process may run on (its affinity mask): what MLIR's async runtime, which runs the
// CPU backend's parallel loops, sizes its thread pool from when it starts.
int cpusAvailable();
// `count` of `cpus`, one per core before any core's second (hyperthread) sibling, in `cpus`' order
// otherwise: two threads on CPUs 0 and 1 of a machine that numbers siblings side by side would share
// one core. `core` gives a CPU's (package, core) ids (default: from sysfs; nullopt: a core of its own).
std::vector<int> spreadOverCores(const std::vector<int> &cpus, int count,
                                 const std::function<std::optional<std::pair<int, int>>(int)> &core = nullptr);
// Restricts this process to `count` CPUs of its affinity mask (spreadOverCores) while it lives, for threads
// started meanwhile (the async runtime's pool among them, when it starts then; a pool already running
// keeps its threads), and gives the process its earlier mask back when it ends.
class CpuRestriction {
public:
  CpuRestriction() = default;
  CpuRestriction(const CpuRestriction &) = delete;
  CpuRestriction &operator=(const CpuRestriction &) = delete;
  ~CpuRestriction();
  // False with `error` when the mask holds fewer CPUs or cannot be changed (nothing changed then).
  bool restrict(int count, std::string &error);

private:
  std::vector<int> saved; // the CPUs of the mask it replaced; empty until restrict() succeeds
};

} // namespace lantern::process
