// The Help panel: a guided tour that walks a schedule step by step and says what each step did to
// the open graph, the step catalog's teaching texts, and the keyboard shortcuts.
#pragma once

#include "ui_state.h"

#include <string>

namespace lantern::gui {

class HelpPanel {
public:
  // `tourSchedule` is the schedule the tour walks; `defaultGraph` opens when no graph is open.
  HelpPanel(std::string tourSchedule, std::string defaultGraph, std::string nanGraph);
  void draw(PanelContext &ctx);
  void startTour(PanelContext &ctx);

  // The NaN story, one click per chapter: open the sliding-window graph with the flash schedule and
  // run it; switch the loop's -inf guards off and run (NaN rows appear); on again and run (gone).
  enum class NanChapter { Open, GuardsOff, GuardsOn };
  // False with `error` set when the chapter cannot start (e.g. the story's schedule is not open).
  bool nanStory(PanelContext &ctx, NanChapter chapter, std::string &error);

private:
  void drawTour(PanelContext &ctx);
  void drawCatalog(PanelContext &ctx);
  void drawCatalogEntries(PanelContext &ctx);
  void drawKeys();
  void drawNanStory(PanelContext &ctx);

  std::string tourSchedule;
  std::string defaultGraph;
  std::string nanGraph;
  Pending tourOpened;
  std::string catalogSearch;
};

} // namespace lantern::gui
