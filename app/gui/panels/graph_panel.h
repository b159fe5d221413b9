// The Graph panel: the open graph's file, shapes, dtypes and what the role finder recognised, and a
// dataflow view of its ops coloured by role. A click on an op shows it in the IR view.
#pragma once

#include "ui_state.h"

namespace lantern::gui {

class GraphPanel {
public:
  void draw(PanelContext &ctx);

private:
  void drawFacts(PanelContext &ctx, const GraphView &graph);
  void drawDataflow(PanelContext &ctx, const GraphView &graph);
  void showInIr(PanelContext &ctx, const std::string &location);

  float factsWidth = 0;
  float zoom = 0; // of the dataflow view; 0 until fitted to the panel, then Ctrl+wheel changes it
};

} // namespace lantern::gui
