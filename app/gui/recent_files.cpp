// Recent files: a small JSON list, written atomically like the autosave.
#include "recent_files.h"

#include "autosave.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace lantern::gui {

namespace fs = std::filesystem;

namespace {

std::string recentPath(const std::string &stateDir) { return (fs::path(stateDir) / "recent.json").string(); }

void pushFront(std::vector<std::string> &list, const std::string &path) {
  std::error_code ec;
  std::string absolute = fs::absolute(path, ec).lexically_normal().string();
  if (ec)
    absolute = path;
  list.erase(std::remove(list.begin(), list.end(), absolute), list.end());
  list.insert(list.begin(), absolute);
  if (list.size() > RecentFiles::kMax)
    list.resize(RecentFiles::kMax);
}

std::vector<std::string> stringList(const nlohmann::json &doc, const char *key) {
  std::vector<std::string> list;
  if (doc.contains(key) && doc[key].is_array())
    for (const nlohmann::json &item : doc[key])
      if (item.is_string())
        list.push_back(item.get<std::string>());
  return list;
}

} // namespace

RecentFiles RecentFiles::load(const std::string &stateDir) {
  RecentFiles recent;
  if (stateDir.empty())
    return recent;
  std::ifstream in(recentPath(stateDir));
  if (!in)
    return recent;
  nlohmann::json doc = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (!doc.is_object())
    return recent;
  recent.graphs = stringList(doc, "graphs");
  recent.schedules = stringList(doc, "schedules");
  return recent;
}

bool RecentFiles::addGraph(const std::string &stateDir, const std::string &path, std::string &error) {
  pushFront(graphs, path);
  return save(stateDir, error);
}

bool RecentFiles::addSchedule(const std::string &stateDir, const std::string &path, std::string &error) {
  pushFront(schedules, path);
  return save(stateDir, error);
}

bool RecentFiles::save(const std::string &stateDir, std::string &error) const {
  if (stateDir.empty())
    return true;
  nlohmann::json doc = {{"graphs", graphs}, {"schedules", schedules}};
  return writeFileAtomically(recentPath(stateDir), doc.dump(2) + "\n", error);
}

} // namespace lantern::gui
