// The Code view: the final IR as the chosen backend lowers it, stage by stage (LLVM dialect, LLVM
// IR, PTX, SASS when cuobjdump or nvdisasm is found, SPIR-V), with highlighting and search, and for
// CUDA the per-kernel resources ptxas reports with an occupancy estimate. Compiling needs no GPU.
#pragma once

#include "ui_state.h"

#include <string>
#include <vector>

namespace lantern::gui {

class CodePanel {
public:
  void draw(PanelContext &ctx);

  // For the scripted mode's dump: the stage shown and the search state.
  struct Shown {
    std::string stage;
    int lines = 0, matches = 0;
  };
  Shown shown() const { return {shownStage, shownLines, static_cast<int>(matches.size())}; }

private:
  void drawResources(PanelContext &ctx, const CodeView &code);
  void drawText(PanelContext &ctx, const CodeStage &stage);

  std::string backend;       // "" : the Run panel's backend
  int stageIndex = 0;
  std::string query, matchedQuery;
  const CodeStage *matchedStage = nullptr;
  std::vector<int> matches; // lines containing the query
  int currentMatch = -1;
  int scrollToLine = -1;
  std::string shownStage;
  int shownLines = 0;
  CodeViewPtr requestedFor;  // avoids asking twice for the same snapshot
  const void *requestedSnapshot = nullptr;
  std::string requestedBackend;
};

} // namespace lantern::gui
