// Selection, command watching and step targets shared by the panels.
#include "ui_state.h"

#include "schedule/catalog.h"

namespace lantern::gui {

std::string targetOf(const schedule::Step &step) {
  const schedule::StepKind *kind = schedule::findKind(step.kind);
  return step.target.empty() && kind ? kind->defaultTarget : step.target;
}

void PanelContext::select(uint64_t stepId) {
  if (ui.selectedStep == stepId)
    return;
  ui.selectedStep = stepId;
  workbench.select(stepId);
}

void PanelContext::watch(std::string what, Pending pending) { ui.watched.emplace_back(std::move(what), std::move(pending)); }

} // namespace lantern::gui
