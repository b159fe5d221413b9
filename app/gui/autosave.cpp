// Atomic autosave of the working schedule and discovery of autosaves left by a crash or a kill.
#include "autosave.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

namespace lantern::gui {

namespace fs = std::filesystem;

namespace {

constexpr const char *kPrefix = "autosave-";

std::string localTime() {
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S", &tm);
  return text;
}

// A pid can be reused, and a killed process lingers as a zombie until it is reaped: only a live
// Lantern counts as the owner of an autosave.
bool lanternRunning(long pid) {
  if (pid <= 0 || (kill(static_cast<pid_t>(pid), 0) != 0 && errno != EPERM))
    return false;
  std::string proc = "/proc/" + std::to_string(pid);
  std::ifstream statFile(proc + "/stat");
  std::string stat((std::istreambuf_iterator<char>(statFile)), std::istreambuf_iterator<char>());
  size_t afterName = stat.rfind(')');
  if (afterName != std::string::npos && afterName + 2 < stat.size() && stat[afterName + 2] == 'Z')
    return false;
  std::ifstream cmdline(proc + "/cmdline", std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(cmdline)), std::istreambuf_iterator<char>());
  return text.find("lantern") != std::string::npos;
}

} // namespace

std::string defaultStateDir() {
  if (const char *dir = std::getenv("LANTERN_STATE_DIR"); dir && *dir)
    return dir;
  if (const char *xdg = std::getenv("XDG_STATE_HOME"); xdg && *xdg)
    return std::string(xdg) + "/lantern";
  if (const char *home = std::getenv("HOME"); home && *home)
    return std::string(home) + "/.local/state/lantern";
  return "";
}

bool writeFileAtomically(const std::string &path, const std::string &text, std::string &error) {
  std::error_code ec;
  fs::path target(path);
  if (target.has_parent_path())
    fs::create_directories(target.parent_path(), ec);
  std::string temp = path + ".tmp-" + std::to_string(getpid());
  int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    error = "cannot write " + temp + ": " + std::strerror(errno);
    return false;
  }
  size_t written = 0;
  while (written < text.size()) {
    ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      error = "cannot write " + temp + ": " + std::strerror(errno);
      ::close(fd);
      ::unlink(temp.c_str());
      return false;
    }
    written += static_cast<size_t>(n);
  }
  bool synced = ::fsync(fd) == 0;
  ::close(fd);
  if (!synced || std::rename(temp.c_str(), path.c_str()) != 0) {
    error = "cannot replace " + path + ": " + std::strerror(errno);
    ::unlink(temp.c_str());
    return false;
  }
  return true;
}

Autosave::Autosave(std::string stateDir) : dir(std::move(stateDir)) {
  if (!dir.empty())
    path = (fs::path(dir) / (kPrefix + std::to_string(getpid()) + ".json")).string();
}

bool Autosave::write(const schedule::Schedule &schedule, const std::string &graphPath,
                     const std::string &schedulePath, std::string &error) {
  if (!enabled())
    return true;
  nlohmann::ordered_json doc;
  doc["lantern_autosave"] = 1;
  doc["pid"] = static_cast<long>(getpid());
  doc["saved_at"] = localTime();
  doc["graph"] = graphPath;
  doc["schedule_path"] = schedulePath;
  doc["schedule"] = schedule::toJson(schedule);
  return writeFileAtomically(path, doc.dump(2) + "\n", error);
}

void Autosave::discard() {
  if (enabled())
    ::unlink(path.c_str());
}

std::vector<AutosaveRecord> Autosave::findOrphans(const std::string &stateDir) {
  std::vector<AutosaveRecord> found;
  std::error_code ec;
  if (stateDir.empty() || !fs::is_directory(stateDir, ec))
    return found;
  for (const fs::directory_entry &entry : fs::directory_iterator(stateDir, ec)) {
    std::string name = entry.path().filename().string();
    if (name.rfind(kPrefix, 0) != 0 || entry.path().extension() != ".json")
      continue;
    std::ifstream in(entry.path());
    nlohmann::json doc = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
    if (!doc.is_object() || !doc.contains("schedule") || !doc["schedule"].is_object())
      continue;
    if (lanternRunning(doc.value("pid", 0L)))
      continue;
    AutosaveRecord record;
    record.file = entry.path().string();
    record.graphPath = doc.value("graph", "");
    record.schedulePath = doc.value("schedule_path", "");
    record.savedAt = doc.value("saved_at", "");
    record.scheduleText = doc["schedule"].dump(2);
    record.scheduleName = doc["schedule"].value("name", "");
    if (doc["schedule"].contains("steps") && doc["schedule"]["steps"].is_array())
      record.stepCount = doc["schedule"]["steps"].size();
    found.push_back(std::move(record));
  }
  std::sort(found.begin(), found.end(),
            [](const AutosaveRecord &a, const AutosaveRecord &b) { return a.savedAt > b.savedAt; });
  return found;
}

void Autosave::remove(const AutosaveRecord &record) { ::unlink(record.file.c_str()); }

} // namespace lantern::gui
