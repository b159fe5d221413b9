// Child processes with limits, and the child's side: status lines and the test-only fault hook.
#include "process/child.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <set>
#include <poll.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

extern char **environ;

namespace lantern::process {

namespace {

constexpr int kStatusFd = 3;
constexpr size_t kErrorTailBytes = 8192;

using Clock = std::chrono::steady_clock;

uint64_t residentBytes(pid_t pid) {
  std::ifstream statm("/proc/" + std::to_string(pid) + "/statm");
  uint64_t size = 0, resident = 0;
  if (!(statm >> size >> resident))
    return 0;
  return resident * static_cast<uint64_t>(::sysconf(_SC_PAGESIZE));
}

std::string signalName(int signal) {
  const char *abbrev = ::sigabbrev_np(signal);
  return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(signal);
}

std::string formatSeconds(double seconds) {
  char text[32];
  if (seconds >= 10 || seconds == std::floor(seconds))
    std::snprintf(text, sizeof text, "%.0f s", seconds);
  else
    std::snprintf(text, sizeof text, "%.1f s", seconds);
  return text;
}

void closeFd(int &fd) {
  if (fd >= 0)
    ::close(fd);
  fd = -1;
}

// A pipe whose both ends are close-on-exec; the child's end is dup2'd to where it belongs.
bool makePipe(int fds[2]) { return ::pipe2(fds, O_CLOEXEC) == 0; }

} // namespace

Limits Limits::defaults() {
  Limits limits;
  limits.seconds = 600;
  long pages = ::sysconf(_SC_PHYS_PAGES), pageSize = ::sysconf(_SC_PAGESIZE);
  if (pages > 0 && pageSize > 0)
    limits.memoryBytes = static_cast<uint64_t>(pages) * static_cast<uint64_t>(pageSize) / 10 * 6;
  return limits;
}

std::string formatBytes(uint64_t bytes) {
  char text[32];
  double gib = static_cast<double>(bytes) / (1024.0 * 1024 * 1024);
  if (gib >= 1)
    std::snprintf(text, sizeof text, "%.1f GiB", gib);
  else
    std::snprintf(text, sizeof text, "%.0f MiB", static_cast<double>(bytes) / (1024.0 * 1024));
  return text;
}

std::string Limits::describe() const {
  return (seconds > 0 ? formatSeconds(seconds) : std::string("no time limit")) + ", " +
         (memoryBytes > 0 ? formatBytes(memoryBytes) : std::string("no memory limit"));
}

namespace {
// "90s" -> 90, "s"; false when `text` does not start with a finite, non-negative number.
bool numberAndUnit(const std::string &text, double &value, std::string &unit) {
  char *end = nullptr;
  errno = 0;
  value = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || errno != 0 || !std::isfinite(value) || value < 0)
    return false;
  unit = end;
  return true;
}
} // namespace

std::optional<double> parseSeconds(const std::string &text) {
  double value = 0;
  std::string unit;
  if (!numberAndUnit(text, value, unit))
    return std::nullopt;
  if (unit.empty() || unit == "s")
    return value;
  if (unit == "m" || unit == "min")
    return value * 60;
  if (unit == "h")
    return value * 3600;
  return std::nullopt;
}

std::optional<uint64_t> parseBytes(const std::string &text) {
  double value = 0;
  std::string unit;
  if (!numberAndUnit(text, value, unit))
    return std::nullopt;
  double scale = 1;
  if (unit.empty() || unit == "B")
    scale = 1;
  else if (unit == "K" || unit == "KiB" || unit == "k")
    scale = 1024.0;
  else if (unit == "M" || unit == "MiB")
    scale = 1024.0 * 1024;
  else if (unit == "G" || unit == "GiB")
    scale = 1024.0 * 1024 * 1024;
  else
    return std::nullopt;
  return static_cast<uint64_t>(value * scale);
}

bool setLimit(const std::string &flag, const std::string &text, double &seconds, std::string &error) {
  if (text.empty())
    return true;
  auto parsed = parseSeconds(text);
  if (!parsed) {
    error = flag + " '" + text + "': expected seconds, or a number with s, m or h (90s, 10m)";
    return false;
  }
  seconds = *parsed;
  return true;
}

bool setLimit(const std::string &flag, const std::string &text, uint64_t &bytes, std::string &error) {
  if (text.empty())
    return true;
  auto parsed = parseBytes(text);
  if (!parsed) {
    error = flag + " '" + text + "': expected bytes, or a number with K, M or G (512M, 8G)";
    return false;
  }
  bytes = *parsed;
  return true;
}

std::string ChildResult::describe() const {
  switch (end) {
  case End::Exited:
    return exitCode == 0 ? "exited normally" : "exited with status " + std::to_string(exitCode);
  case End::Signaled:
    switch (signal) {
    case SIGSEGV:
    case SIGBUS:
    case SIGILL:
    case SIGFPE:
    case SIGTRAP:
      return "crashed (" + signalName(signal) + ", signal " + std::to_string(signal) + ")";
    case SIGABRT:
      return "aborted (" + signalName(signal) + ", signal " + std::to_string(signal) + ")";
    case SIGKILL:
      return "was killed (SIGKILL, signal 9; the system may have run out of memory)";
    default:
      return "was ended by " + signalName(signal) + " (signal " + std::to_string(signal) + ")";
    }
  case End::TimedOut:
    return "timed out (no result after " + formatSeconds(limits.seconds) + "; the limit is settable)";
  case End::OutOfMemory:
    return "ran out of memory (over " + formatBytes(limits.memoryBytes) + " resident; the limit is settable)";
  case End::Cancelled:
    return "was cancelled";
  case End::NotStarted:
    return "could not start: " + startError;
  }
  return "ended";
}

namespace {

// A started child: its pid and our ends of its pipes (-1 where it has ours, or /dev/null for stdin).
struct Spawned {
  pid_t pid = -1;
  int in = -1, out = -1, err = -1, status = -1;
};

// How the child ended, from waitpid's status (or the limit it was killed for).
void recordEnd(ChildResult &result, int waitStatus, std::optional<End> killedFor) {
  if (killedFor) {
    result.end = *killedFor;
  } else if (WIFSIGNALED(waitStatus)) {
    result.end = End::Signaled;
    result.signal = WTERMSIG(waitStatus);
  } else {
    result.end = End::Exited;
    result.exitCode = WEXITSTATUS(waitStatus);
  }
}

} // namespace

ChildResult endedWith(int waitStatus) {
  ChildResult result;
  recordEnd(result, waitStatus, std::nullopt);
  return result;
}

namespace {

void ignoreSigpipe() {
  static const bool ignored = [] {
    std::signal(SIGPIPE, SIG_IGN); // a child that dies while we write its stdin must not take us
    return true;
  }();
  (void)ignored;
}

// Forks and execs `args` as a process-group leader with LANTERN_STATUS_FD=3 and `env` added.
std::optional<Spawned> spawn(const std::vector<std::string> &args,
                             const std::vector<std::pair<std::string, std::string>> &env, bool pipeIn, bool pipeOut,
                             bool pipeErr, std::string &error) {
  ignoreSigpipe();
  if (args.empty()) {
    error = "no program";
    return std::nullopt;
  }
  // Everything the child needs is built before fork: after it, only async-signal-safe calls.
  std::vector<std::string> envStrings;
  for (char **e = environ; *e; ++e) {
    std::string entry(*e);
    std::string name = entry.substr(0, entry.find('='));
    bool replaced = name == "LANTERN_STATUS_FD";
    for (const auto &[key, value] : env)
      replaced = replaced || key == name;
    if (!replaced)
      envStrings.push_back(entry);
  }
  for (const auto &[key, value] : env)
    envStrings.push_back(key + "=" + value);
  envStrings.push_back("LANTERN_STATUS_FD=" + std::to_string(kStatusFd));
  std::vector<char *> envp, argv;
  for (std::string &s : envStrings)
    envp.push_back(s.data());
  envp.push_back(nullptr);
  std::vector<std::string> argvStrings = args;
  for (std::string &s : argvStrings)
    argv.push_back(s.data());
  argv.push_back(nullptr);

  int statusPipe[2] = {-1, -1}, outPipe[2] = {-1, -1}, errPipe[2] = {-1, -1}, inPipe[2] = {-1, -1},
      execPipe[2] = {-1, -1};
  auto closeAll = [&] {
    for (int *p : {statusPipe, outPipe, errPipe, inPipe, execPipe})
      for (int i : {0, 1})
        closeFd(p[i]);
  };
  bool piped = makePipe(statusPipe) && makePipe(execPipe) && (!pipeOut || makePipe(outPipe)) &&
               (!pipeErr || makePipe(errPipe)) && (!pipeIn || makePipe(inPipe));
  int devNull = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  if (!piped || devNull < 0) {
    error = std::string("cannot make pipes: ") + std::strerror(errno);
    closeAll();
    closeFd(devNull);
    return std::nullopt;
  }
  pid_t parent = ::getpid();
  pid_t pid = ::fork();
  if (pid < 0) {
    error = std::string("fork: ") + std::strerror(errno);
    closeAll();
    closeFd(devNull);
    return std::nullopt;
  }
  if (pid == 0) {
    ::setpgid(0, 0);
    // The child goes when we go (a supervisor killed with SIGKILL must not leave its sweep running).
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent)
      ::_exit(127);
    // Into 0..3 in an order that cannot clobber a source: every source is above 3 unless it is
    // one of the standard descriptors, which pipe2 does not return while they are open.
    ::dup2(pipeIn ? inPipe[0] : devNull, 0);
    if (pipeOut)
      ::dup2(outPipe[1], 1);
    if (pipeErr)
      ::dup2(errPipe[1], 2);
    if (statusPipe[1] == kStatusFd)
      ::fcntl(kStatusFd, F_SETFD, 0);
    else
      ::dup2(statusPipe[1], kStatusFd);
    ::execve(argv[0], argv.data(), envp.data());
    int code = errno;
    ssize_t ignored = ::write(execPipe[1], &code, sizeof code);
    (void)ignored;
    ::_exit(127);
  }
  ::setpgid(pid, pid); // also here, so that a kill of the group cannot come before the child's own
  closeFd(statusPipe[1]);
  closeFd(outPipe[1]);
  closeFd(errPipe[1]);
  closeFd(inPipe[0]);
  closeFd(execPipe[1]);
  closeFd(devNull);

  int execError = 0;
  if (::read(execPipe[0], &execError, sizeof execError) == static_cast<ssize_t>(sizeof execError)) {
    closeAll();
    ::waitpid(pid, nullptr, 0);
    error = args[0] + ": " + std::strerror(execError);
    return std::nullopt;
  }
  closeFd(execPipe[0]);
  Spawned child;
  child.pid = pid;
  child.in = inPipe[1];
  child.out = outPipe[0];
  child.err = errPipe[0];
  child.status = statusPipe[0];
  if (child.in >= 0)
    ::fcntl(child.in, F_SETFL, O_NONBLOCK);
  return child;
}

} // namespace

std::string ChildResult::shortLabel() const {
  switch (end) {
  case End::Exited:
    return "exited (status " + std::to_string(exitCode) + ")";
  case End::Signaled:
    return std::string(signal == SIGABRT ? "aborted" : signal == SIGKILL ? "killed" : "crashed") + " (signal " +
           std::to_string(signal) + ")";
  case End::TimedOut:
    return "timed out";
  case End::OutOfMemory:
    return "out of memory";
  case End::Cancelled:
    return "cancelled";
  case End::NotStarted:
    return "did not start";
  }
  return "ended";
}

ChildResult runChild(const ChildOptions &options, const StatusHandler &onStatus, const std::atomic<bool> *cancel) {
  ChildResult result;
  result.limits = options.limits;
  auto start = Clock::now();
  std::optional<Spawned> spawned = spawn(options.argv, options.env, !options.input.empty(), options.captureOutput,
                                         options.captureError, result.startError);
  if (!spawned)
    return result;
  pid_t pid = spawned->pid;
  int statusPipe[2] = {spawned->status, -1}, outPipe[2] = {spawned->out, -1}, errPipe[2] = {spawned->err, -1},
      inPipe[2] = {-1, spawned->in};
  size_t inputWritten = 0;
  std::string statusBuffer;
  auto deadline = options.limits.seconds > 0
                      ? start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.limits.seconds))
                      : Clock::time_point::max();
  auto restartDeadline = [&] {
    if (options.limits.seconds > 0)
      deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.limits.seconds));
  };
  auto takeStatusLines = [&] {
    for (size_t newline; (newline = statusBuffer.find('\n')) != std::string::npos;) {
      std::string line = statusBuffer.substr(0, newline);
      statusBuffer.erase(0, newline + 1);
      if (line.rfind("stage ", 0) == 0)
        result.stage = line.substr(6);
      else if (line.rfind("context ", 0) == 0)
        result.context = line.substr(8);
      if (onStatus && onStatus(line))
        restartDeadline();
    }
  };

  std::optional<End> killedFor;
  int waitStatus = 0;
  bool reaped = false;
  char buffer[65536];
  while (!reaped) {
    std::vector<pollfd> fds;
    for (int fd : {statusPipe[0], outPipe[0], errPipe[0]})
      if (fd >= 0)
        fds.push_back({fd, POLLIN, 0});
    if (inPipe[1] >= 0)
      fds.push_back({inPipe[1], POLLOUT, 0});
    if (fds.empty()) {
      // Every pipe is closed: wait for the exit, still under the limits.
      pid_t done = ::waitpid(pid, &waitStatus, WNOHANG);
      if (done == pid) {
        reaped = true;
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    } else {
      ::poll(fds.data(), fds.size(), 50);
      for (const pollfd &p : fds) {
        if (!p.revents)
          continue;
        if (p.fd == inPipe[1]) {
          ssize_t n = ::write(inPipe[1], options.input.data() + inputWritten, options.input.size() - inputWritten);
          if (n > 0)
            inputWritten += static_cast<size_t>(n);
          if (n < 0 && errno != EAGAIN)
            inputWritten = options.input.size(); // the child closed it: stop writing
          if (inputWritten == options.input.size())
            closeFd(inPipe[1]);
          continue;
        }
        ssize_t n = ::read(p.fd, buffer, sizeof buffer);
        if (n <= 0) {
          if (n < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
          if (p.fd == statusPipe[0]) {
            if (!statusBuffer.empty()) { // a last line without its newline
              statusBuffer += '\n';
              takeStatusLines();
            }
            closeFd(statusPipe[0]);
          } else if (p.fd == outPipe[0]) {
            closeFd(outPipe[0]);
          } else {
            closeFd(errPipe[0]);
          }
          continue;
        }
        if (p.fd == statusPipe[0]) {
          statusBuffer.append(buffer, static_cast<size_t>(n));
          takeStatusLines();
        } else if (p.fd == outPipe[0]) {
          result.output.append(buffer, static_cast<size_t>(n));
        } else {
          if (options.echoError) {
            ssize_t ignored = ::write(2, buffer, static_cast<size_t>(n));
            (void)ignored;
          }
          result.errorTail.append(buffer, static_cast<size_t>(n));
          if (result.errorTail.size() > 2 * kErrorTailBytes)
            result.errorTail.erase(0, result.errorTail.size() - kErrorTailBytes);
        }
      }
    }
    if (!reaped) {
      uint64_t resident = residentBytes(pid);
      result.peakResident = std::max(result.peakResident, resident);
      if (options.limits.memoryBytes > 0 && resident > options.limits.memoryBytes)
        killedFor = End::OutOfMemory;
      else if (Clock::now() > deadline)
        killedFor = End::TimedOut;
      else if (cancel && cancel->load())
        killedFor = End::Cancelled;
      if (killedFor) {
        ::kill(-pid, SIGKILL);
        ::kill(pid, SIGKILL);
        ::waitpid(pid, &waitStatus, 0);
        reaped = true;
      }
    }
  }
  for (int fd : {statusPipe[0], outPipe[0], errPipe[0], inPipe[1]})
    if (fd >= 0)
      ::close(fd);
  if (!killedFor)
    ::kill(-pid, SIGKILL); // what the child left running in its group (a ptxas, a hung helper)
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (result.errorTail.size() > kErrorTailBytes)
    result.errorTail.erase(0, result.errorTail.size() - kErrorTailBytes);
  recordEnd(result, waitStatus, killedFor);
  return result;
}

Worker::Worker(std::vector<std::string> argv, Limits limits) : argv(std::move(argv)), limits(limits) {}

Worker::~Worker() { stop(); }

bool Worker::start(std::string &error) {
  if (pid > 0)
    return true;
  std::optional<Spawned> spawned = spawn(argv, {}, true, true, true, error);
  if (!spawned)
    return false;
  pid = spawned->pid;
  in = spawned->in;
  out = spawned->out;
  err = spawned->err;
  statusFd = spawned->status;
  for (int fd : {out, err, statusFd})
    ::fcntl(fd, F_SETFL, O_NONBLOCK);
  pending.clear();
  errTail.clear();
  stage.clear();
  context.clear();
  ++starts;
  return true;
}

void Worker::stop() {
  if (pid > 0) {
    ::kill(-pid, SIGKILL);
    ::kill(pid, SIGKILL);
    ::waitpid(pid, nullptr, 0);
  }
  pid = -1;
  closeFd(in);
  closeFd(out);
  closeFd(err);
  closeFd(statusFd);
}

void Worker::reap(ChildResult &death, std::optional<End> killedFor) {
  int waitStatus = 0;
  if (killedFor) {
    ::kill(-pid, SIGKILL);
    ::kill(pid, SIGKILL);
  }
  ::waitpid(pid, &waitStatus, 0);
  ::kill(-pid, SIGKILL);
  pid = -1;
  closeFd(in);
  closeFd(out);
  closeFd(err);
  closeFd(statusFd);
  death.limits = limits;
  death.errorTail = errTail;
  death.stage = stage;
  death.context = context;
  recordEnd(death, waitStatus, killedFor);
}

Worker::Reply Worker::call(const std::string &request, const std::atomic<bool> *cancel) {
  Reply reply;
  if (!start(reply.death.startError))
    return reply;
  return exchange(request + "\n", cancel);
}

Worker::Reply Worker::receive(const std::atomic<bool> *cancel) {
  if (!running()) {
    Reply reply;
    reply.death.end = End::NotStarted;
    reply.death.startError = "no child is running to answer";
    return reply;
  }
  return exchange("", cancel);
}

Worker::Reply Worker::exchange(const std::string &toWrite, const std::atomic<bool> *cancel) {
  Reply reply;
  size_t written = 0;
  std::string statusBuffer;
  auto begin = Clock::now();
  auto deadline = limits.seconds > 0
                      ? begin + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limits.seconds))
                      : Clock::time_point::max();
  char buffer[65536];
  constexpr auto kSampleEvery = std::chrono::milliseconds(5);
  auto lastSample = begin - kSampleEvery;
  for (;;) {
    // A line that came with the last one's bytes (receive: nothing is written first).
    if (size_t newline = pending.find('\n'); toWrite.empty() && newline != std::string::npos) {
      reply.ok = true;
      reply.line = pending.substr(0, newline);
      pending.erase(0, newline + 1);
      return reply;
    }
    std::vector<pollfd> fds;
    fds.push_back({out, POLLIN, 0});
    if (err >= 0)
      fds.push_back({err, POLLIN, 0});
    if (statusFd >= 0)
      fds.push_back({statusFd, POLLIN, 0});
    if (written < toWrite.size() && in >= 0)
      fds.push_back({in, POLLOUT, 0});
    ::poll(fds.data(), fds.size(), 50);
    bool ended = false;
    for (const pollfd &p : fds) {
      if (!p.revents)
        continue;
      if (p.fd == in) {
        ssize_t n = ::write(in, toWrite.data() + written, toWrite.size() - written);
        if (n > 0)
          written += static_cast<size_t>(n);
        else if (n < 0 && errno != EAGAIN && errno != EINTR)
          written = toWrite.size(); // it closed stdin: it is dying; its end comes on stdout
        continue;
      }
      ssize_t n = ::read(p.fd, buffer, sizeof buffer);
      if (n < 0 && (errno == EAGAIN || errno == EINTR))
        continue;
      if (n <= 0) {
        if (p.fd == out)
          ended = true;
        else if (p.fd == err)
          closeFd(err);
        else
          closeFd(statusFd);
        continue;
      }
      if (p.fd == out) {
        pending.append(buffer, static_cast<size_t>(n));
      } else if (p.fd == err) {
        ssize_t ignored = ::write(2, buffer, static_cast<size_t>(n));
        (void)ignored;
        errTail.append(buffer, static_cast<size_t>(n));
        if (errTail.size() > 2 * kErrorTailBytes)
          errTail.erase(0, errTail.size() - kErrorTailBytes);
      } else {
        statusBuffer.append(buffer, static_cast<size_t>(n));
        for (size_t newline; (newline = statusBuffer.find('\n')) != std::string::npos;) {
          std::string line = statusBuffer.substr(0, newline);
          statusBuffer.erase(0, newline + 1);
          if (line.rfind("stage ", 0) == 0)
            stage = line.substr(6);
          else if (line.rfind("context ", 0) == 0)
            context = line.substr(8);
        }
      }
    }
    if (size_t newline = pending.find('\n'); newline != std::string::npos) {
      reply.ok = true;
      reply.line = pending.substr(0, newline);
      pending.erase(0, newline + 1);
      return reply;
    }
    std::optional<End> killedFor;
    // Reading /proc costs about what a small reply does: sampled every few milliseconds, not at
    // every chunk of a reply (the poll above wakes every 50 ms at the latest).
    uint64_t resident = 0;
    if (Clock::now() - lastSample >= kSampleEvery) {
      resident = residentBytes(pid);
      lastSample = Clock::now();
    }
    reply.death.peakResident = std::max(reply.death.peakResident, resident);
    if (limits.memoryBytes > 0 && resident > limits.memoryBytes)
      killedFor = End::OutOfMemory;
    else if (Clock::now() > deadline)
      killedFor = End::TimedOut;
    else if (cancel && cancel->load())
      killedFor = End::Cancelled;
    if (ended || killedFor) {
      reap(reply.death, killedFor);
      reply.death.seconds = std::chrono::duration<double>(Clock::now() - begin).count();
      if (reply.death.errorTail.size() > kErrorTailBytes)
        reply.death.errorTail.erase(0, reply.death.errorTail.size() - kErrorTailBytes);
      return reply;
    }
  }
}

std::string selfExecutable() {
  std::error_code ec;
  auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::string() : self.string();
}

std::string siblingCli() {
  std::string self = selfExecutable();
  if (!self.empty()) {
    std::filesystem::path next = std::filesystem::path(self).parent_path() / "lantern-cli";
    std::error_code ec;
    if (std::filesystem::exists(next, ec))
      return next.string();
  }
  return "lantern-cli";
}

// --- the child's side ----------------------------------------------------------------------------

namespace {
int statusFd() {
  static const int fd = [] {
    const char *value = std::getenv("LANTERN_STATUS_FD");
    if (!value || !*value)
      return -1;
    int parsed = std::atoi(value);
    return ::fcntl(parsed, F_GETFD) == -1 ? -1 : parsed;
  }();
  return fd;
}
} // namespace

bool isChild() { return statusFd() >= 0; }

void status(const std::string &line) {
  int fd = statusFd();
  if (fd < 0)
    return;
  std::string text = line + "\n";
  size_t written = 0;
  while (written < text.size()) {
    ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n <= 0) {
      if (n < 0 && errno == EINTR)
        continue;
      return;
    }
    written += static_cast<size_t>(n);
  }
}

void stage(const std::string &name) { status("stage " + name); }
namespace {
std::string &currentContext() {
  static std::string context;
  return context;
}
} // namespace

void context(const std::string &what) {
  currentContext() = what;
  status("context " + what);
}

bool testHooksBuilt() {
#if LANTERN_TEST_HOOKS
  return true;
#else
  return false;
#endif
}

std::string faultPoint(const std::string &where) {
#if LANTERN_TEST_HOOKS
  static const std::string fault = [] {
    const char *value = std::getenv("LANTERN_TEST_FAULT");
    return std::string(value ? value : "");
  }();
  if (fault.empty())
    return "";
  size_t colon = fault.rfind(':');
  if (colon == std::string::npos)
    return "";
  std::string at = fault.substr(0, colon);
  if (at != where && at != currentContext() + "/" + where)
    return "";
  // LANTERN_TEST_FAULT_ONCE=FILE: only while FILE exists, and the first process to get here
  // removes it, so that the next run or step (a fresh process) works.
  if (const char *once = std::getenv("LANTERN_TEST_FAULT_ONCE"); once && *once && ::unlink(once) != 0)
    return "";
  std::string what = fault.substr(colon + 1);
  std::fprintf(stderr, "lantern: test fault at %s: %s\n", where.c_str(), what.c_str());
  std::fflush(stderr);
  if (what == "crash") {
    std::signal(SIGSEGV, SIG_DFL);
    std::raise(SIGSEGV);
  } else if (what == "abort") {
    std::abort();
  } else if (what == "hang") {
    for (;;)
      ::pause();
  } else if (what == "alloc") {
    // Without bound, touching every page so that it is resident.
    // Kept where the compiler cannot prove them unused (clang removes a malloc + memset otherwise).
    static std::vector<char *> blocks;
    for (;;) {
      constexpr size_t chunk = 64u << 20;
      char *block = static_cast<char *>(std::malloc(chunk));
      if (!block)
        std::abort();
      std::memset(block, 1, chunk);
      blocks.push_back(block);
      asm volatile("" : : "r"(blocks.data()) : "memory");
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  }
  return what; // one the caller acts on ("device-lost")
#else
  (void)where;
  return "";
#endif
}

namespace {

// The core a CPU belongs to (its package and core ids from sysfs), or nullopt where sysfs does not say.
std::optional<std::pair<int, int>> coreOf(int cpu) {
  auto read = [cpu](const char *what) -> std::optional<int> {
    std::ifstream in("/sys/devices/system/cpu/cpu" + std::to_string(cpu) + "/topology/" + what);
    int value = 0;
    if (!(in >> value))
      return std::nullopt;
    return value;
  };
  std::optional<int> package = read("physical_package_id"), core = read("core_id");
  if (!package || !core)
    return std::nullopt;
  return std::make_pair(*package, *core);
}

// This process's affinity mask; false (errno set) when it cannot be read.
bool affinityMask(cpu_set_t &mask) {
  CPU_ZERO(&mask);
  return sched_getaffinity(0, sizeof mask, &mask) == 0;
}

} // namespace

std::vector<int> spreadOverCores(const std::vector<int> &cpus, int count,
                                 const std::function<std::optional<std::pair<int, int>>(int)> &core) {
  std::vector<int> chosen, siblings;
  std::set<std::pair<int, int>> used;
  for (int cpu : cpus) {
    std::optional<std::pair<int, int>> where = core ? core(cpu) : coreOf(cpu);
    if (!where || used.insert(*where).second)
      chosen.push_back(cpu);
    else
      siblings.push_back(cpu);
  }
  chosen.insert(chosen.end(), siblings.begin(), siblings.end());
  chosen.resize(std::min(chosen.size(), static_cast<size_t>(std::max(0, count))));
  return chosen;
}

int cpusAvailable() {
  cpu_set_t mask;
  if (!affinityMask(mask))
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  return CPU_COUNT(&mask);
}

bool CpuRestriction::restrict(int count, std::string &error) {
  cpu_set_t mask;
  if (!affinityMask(mask)) {
    error = std::string("cannot read the CPUs this process may use: ") + std::strerror(errno);
    return false;
  }
  int available = CPU_COUNT(&mask);
  if (count < 1 || count > available) {
    error = "--threads " + std::to_string(count) + ": this process may use " + std::to_string(available) +
            " CPU" + (available == 1 ? "" : "s") + " (1 to " + std::to_string(available) + ", or 0 for all)";
    return false;
  }
  std::vector<int> previous;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
    if (CPU_ISSET(cpu, &mask))
      previous.push_back(cpu);
  cpu_set_t chosen;
  CPU_ZERO(&chosen);
  for (int cpu : spreadOverCores(previous, count))
    CPU_SET(cpu, &chosen);
  if (sched_setaffinity(0, sizeof chosen, &chosen) != 0) {
    error = std::string("cannot restrict this process to ") + std::to_string(count) + " CPUs: " + std::strerror(errno);
    return false;
  }
  if (saved.empty())
    saved = std::move(previous);
  return true;
}

CpuRestriction::~CpuRestriction() {
  if (saved.empty())
    return;
  cpu_set_t mask;
  CPU_ZERO(&mask);
  for (int cpu : saved)
    CPU_SET(cpu, &mask);
  sched_setaffinity(0, sizeof mask, &mask); // nothing to report to from a destructor; the mask was ours before
}

} // namespace lantern::process
