// Scripted mode, for tests and demos: `lantern --script FILE.json` performs a list of UI actions
// (open_graph, open_schedule, select_step, move_step, toggle_step, set_param, run, wait, undo, redo,
// ...) one per frame, then main writes the last frame as PNG and the state as JSON.
#pragma once

#include "app.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace lantern::gui {

// How long the UI thread spent per frame (building the frame, not swapping), for the dump.
struct FrameStats {
  int frames = 0;
  double maxMilliseconds = 0;
  double totalMilliseconds = 0;
  void add(double milliseconds);
};

class ScriptRunner {
public:
  // Reads `path`: a JSON list of actions, or an object with "actions". False with `error` set when
  // it is not one.
  bool load(const std::string &path, std::string &error);

  enum class Progress { Running, Done, Failed };
  // Starts the next action or checks on the one in progress; call once per frame.
  Progress step(App &app);
  // "action 3 (move_step): ..." when step() returned Failed.
  const std::string &failure() const { return failed; }

private:
  Progress start(App &app, const nlohmann::json &action);
  Progress fail(const std::string &message);
  Progress awaitPending();

  nlohmann::json actions;
  size_t next = 0;     // index of the action to start
  std::string current; // the running action's name
  Pending pending;     // the running action's command
  bool expectError = false; // the running action may fail ("expect_error": true)
  bool waitingForIdle = false;
  std::function<bool()> until; // a wait for something else than the workbench (a sweep's process)
  std::string untilWhat;       // what that wait is for, for the timeout message
  double deadline = 0;   // glfwGetTime() by which a wait must end
  double sleepUntil = 0; // glfwGetTime() until which a sleep lasts (frames go on meanwhile)
  std::string failed;
};

// The state JSON: steps with their statuses, the selected step with its diff counts, the last
// run's verdict and metrics, the IR view, frame times.
nlohmann::json dumpState(App &app, const FrameStats &frames, const std::string &failure);

} // namespace lantern::gui
