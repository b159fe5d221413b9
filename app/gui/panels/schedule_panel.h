// The Schedule panel: the step list (drag to reorder, enable checkbox, status, time, lines changed),
// adding from the catalog with search, duplicate and delete, and the selected step's editor with
// parameter fields drawn from the catalog schema.
#pragma once

#include "ui_state.h"
#include "widgets/param_editor.h"

#include <map>
#include <string>

namespace lantern::gui {

class SchedulePanel {
public:
  void draw(PanelContext &ctx);
  // Opens the "add step" popup (menu item, Insert key).
  void requestAdd() { addRequested = true; }

private:
  void drawToolbar(PanelContext &ctx);
  void drawSteps(PanelContext &ctx);
  void drawStepRow(PanelContext &ctx, const StepView &step, int index);
  void drawNumbers(const StepView &step);
  void drawEditor(PanelContext &ctx, const StepView &step, int index);
  void drawAddPopup(PanelContext &ctx);
  void handleKeys(PanelContext &ctx);

  float listHeight = 0;      // the list's share of the panel
  bool listResized = false;  // the user dragged the splitter; until then the list fits its steps

  // Editor fields of the selected step, keyed by parameter name ("" for the target).
  uint64_t editedStep = 0;
  std::map<std::string, FieldBuffer> fields;
  std::string editError;
  Pending editPending;

  // The add popup: search, the chosen kind and a draft with its required fields.
  bool addRequested = false;
  std::string search;
  std::string draftKind;
  schedule::Step draft;
  std::map<std::string, FieldBuffer> draftFields;
  std::string draftError;
  Pending addPending;
};

} // namespace lantern::gui
