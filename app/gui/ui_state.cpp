// Selection and command watching shared by the panels.
#include "ui_state.h"

namespace lantern::gui {

void PanelContext::select(uint64_t stepId) {
  if (ui.selectedStep == stepId)
    return;
  ui.selectedStep = stepId;
  workbench.select(stepId);
}

void PanelContext::watch(std::string what, Pending pending) { ui.watched.emplace_back(std::move(what), std::move(pending)); }

} // namespace lantern::gui
