// What the panels share besides the engine state: the selected step, requests from one panel to
// another, and the status line. Owned by App, handed to every panel with the frame's state.
#pragma once

#include "widgets/theme.h"
#include "workbench.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace lantern::gui {

enum class BottomTab { Diagnostics, Run, History, Sweep, Code, Graph, Help };

// What the step acts on: its own target, or its kind's default when it gives none.
std::string targetOf(const schedule::Step &step);

struct UiState {
  uint64_t selectedStep = 0; // step id; 0: none, the IR view shows the graph's IR
  std::optional<BottomTab> showTab; // a request to bring a bottom tab forward
  bool unified = false;             // IR view: unified instead of side by side
  bool hideUnchanged = false;       // IR view: fold regions the step did not change
  bool showScript = false;          // IR view: the step's transform script instead of its IR
  bool tourActive = false;
  bool startTour = false;
  bool showNanStory = false; // a request (Help menu) to show the NaN story's tab // a request (menu, script) to open the tour's schedule and start it

  run::RunOptions runOptions; // the Run panel's options; "Run up to here" uses them too
  // The Run panel's options differ from those of the last run; says how, "" when they do not.
  std::string runOptionsChanged;
  std::vector<uint64_t> comparedRuns; // run serials selected in the History panel (at most two)
  std::optional<std::string> codeBackendRequest, codeStageRequest, codeSearchRequest; // from scripts
  bool focusSearch = false;                 // a request (Ctrl+F) to put the keyboard in the IR search
  std::optional<std::string> searchRequest; // a request (script) to search the IR for this text
  std::string openModal; // the title of the modal dialog open in this frame, "" when none

  std::string statusError; // the last failed command, shown in the status line for a while
  double statusSince = 0;
  // Commands whose failure the status line reports, with what they were for.
  std::vector<std::pair<std::string, Pending>> watched;
};

struct PanelContext {
  Workbench &workbench;
  const WorkbenchState &state;
  UiState &ui;
  const Fonts &fonts;

  // Selects a step (0: none) and lets the worker compute its diff first.
  void select(uint64_t stepId);
  // Reports `pending`'s failure in the status line when it comes.
  void watch(std::string what, Pending pending);
};

} // namespace lantern::gui
