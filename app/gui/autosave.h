// Crash safety for the working schedule. Every change is written atomically to
// <state dir>/autosave-<pid>.json; a clean exit removes the file. A file whose process no longer
// runs is therefore a schedule that was never saved, and the next start offers it back.
#pragma once

#include "schedule/schedule.h"

#include <string>
#include <vector>

namespace lantern::gui {

// $LANTERN_STATE_DIR, else $XDG_STATE_HOME/lantern, else ~/.local/state/lantern.
std::string defaultStateDir();

// Writes through a temporary file, fsync and rename: readers see the old or the new text, whole.
bool writeFileAtomically(const std::string &path, const std::string &text, std::string &error);

struct AutosaveRecord {
  std::string file;         // the autosave file itself
  std::string graphPath;    // the graph that was open ("" when none)
  std::string schedulePath; // where the schedule came from ("" when never saved)
  std::string savedAt;      // local time of the last change, for the restore offer
  std::string scheduleText; // the schedule as JSON (parseSchedule reads it back)
  std::string scheduleName;
  size_t stepCount = 0;
};

class Autosave {
public:
  // An empty `stateDir` disables autosaving (scripted runs without --state-dir).
  explicit Autosave(std::string stateDir);

  bool enabled() const { return !dir.empty(); }
  // Records the working schedule; returns false with `error` set when the file cannot be written.
  bool write(const schedule::Schedule &schedule, const std::string &graphPath, const std::string &schedulePath,
             std::string &error);
  // The working schedule is saved (or the app exits cleanly): nothing to restore.
  void discard();

  // Autosaves left by Lantern processes that are gone, newest first.
  static std::vector<AutosaveRecord> findOrphans(const std::string &stateDir);
  static void remove(const AutosaveRecord &record);

private:
  std::string dir;
  std::string path; // this process's file
};

} // namespace lantern::gui
