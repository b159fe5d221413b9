// The Help panel: a guided tour that walks a schedule step by step and says what each step did to
// the open graph, the step catalog's teaching texts, and the keyboard shortcuts.
#pragma once

#include "ui_state.h"

#include <string>

namespace lantern::gui {

class HelpPanel {
public:
  // `tourSchedule` is the schedule the tour walks; `defaultGraph` opens when no graph is open.
  HelpPanel(std::string tourSchedule, std::string defaultGraph);
  void draw(PanelContext &ctx);
  void startTour(PanelContext &ctx);

private:
  void drawTour(PanelContext &ctx);
  void drawCatalog(PanelContext &ctx);
  void drawCatalogEntries(PanelContext &ctx);
  void drawKeys();

  std::string tourSchedule;
  std::string defaultGraph;
  Pending tourOpened;
  std::string catalogSearch;
};

} // namespace lantern::gui
