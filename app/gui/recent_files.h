// The graphs and schedules opened or saved lately, kept in <state dir>/recent.json.
#pragma once

#include <string>
#include <vector>

namespace lantern::gui {

struct RecentFiles {
  static constexpr size_t kMax = 10;
  std::vector<std::string> graphs;    // absolute paths, newest first
  std::vector<std::string> schedules;

  // An empty `stateDir` gives an empty list that is never saved.
  static RecentFiles load(const std::string &stateDir);
  // Moves `path` (made absolute) to the front and saves; errors are returned, not thrown.
  bool addGraph(const std::string &stateDir, const std::string &path, std::string &error);
  bool addSchedule(const std::string &stateDir, const std::string &path, std::string &error);

private:
  bool save(const std::string &stateDir, std::string &error) const;
};

} // namespace lantern::gui
