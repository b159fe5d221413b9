// File > New graph: the SDPA generator (lantern-cli graph sdpa) in a dialog. Shape, dtype, mask and
// the front end's form; the graph is written under the state directory (or the temp directory)
// and opened.
#pragma once

#include "graph/sdpa_generator.h"
#include "ui_state.h"

#include <string>

namespace lantern::gui {

class NewGraphDialog {
public:
  void open() { requested = true; }
  // Draws the dialog while open; opens the written graph through ctx.workbench.
  void draw(PanelContext &ctx, const std::string &stateDir);
  // Writes the graph of `spec` and returns its path; "" with `error` set when the spec is invalid
  // or the file cannot be written.
  static std::string write(const graph::SdpaSpec &spec, const std::string &stateDir, std::string &error);

private:
  bool requested = false;
  graph::SdpaSpec spec;
  int dtype = 0, mask = 0, form = 0;
  std::string error;
};

} // namespace lantern::gui
