// The Diagnostics panel: errors, warnings, remarks and their notes for every step, and the app's
// messages. A click selects the step and scrolls the IR view to the op the location names (or to
// the line of the step's transform script).
#pragma once

#include "ui_state.h"

#include <string>
#include <vector>

namespace lantern::gui {

class DiagnosticsPanel {
public:
  void draw(PanelContext &ctx);

private:
  struct Entry {
    uint64_t stepId = 0;
    int stepIndex = -1;
    const Diagnostic *diagnostic = nullptr;
    bool note = false;
  };
  void rebuild(const WorkbenchState &state);

  uint64_t builtFor = 0; // state version the entries were made from
  bool builtForSelectedOnly = false;
  uint64_t builtForSelection = 0;
  std::vector<Entry> entries;
  bool selectedOnly = false;
  int clicked = -1;
};

} // namespace lantern::gui
