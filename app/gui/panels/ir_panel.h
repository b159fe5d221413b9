// The IR panel: the selected step's IR before and after it, side by side with aligned diff colours
// or unified; MLIR highlighting, search, next/previous change, region folding. Rows are drawn
// through ImGuiListClipper; the row list is rebuilt only when the document, folds or layout change.
// Large constants show elided (dense_resource<__elided__HASH>); a right click on such a line offers
// its full text in a window of its own.
#pragma once

#include "ui_state.h"

#include <string>
#include <vector>

namespace lantern::gui {

class IrPanel {
public:
  void draw(PanelContext &ctx);

  // What is on screen, for the scripted mode's state dump.
  struct Shown {
    std::string document; // "diff", "text", "script" or "none"
    int rows = 0;         // display rows after folding
    int foldedRegions = 0;
    int matches = 0;
    std::string query;        // the search field's text
    int currentMatch = -1;    // 0-based, -1: none
    bool searchFocused = false; // the keyboard is in the search field
  };
  Shown shown() const;

private:
  enum class DocKind { None, Diff, Text };
  struct Document {
    DocKind kind = DocKind::None;
    StepDiffPtr diff;
    IrTextPtr text;
    bool script = false;
    const void *identity = nullptr;
  };
  // One display row: a row of the alignment (or a line of a text); in unified layout a Changed
  // row shows as its old line (part 1) then its new line (part 2).
  struct Row {
    int source = 0;
    uint8_t part = 0;
  };

  Document chooseDocument(PanelContext &ctx);
  void adopt(Document next, bool hideUnchanged);
  int sourceCount() const;
  diff::DiffLine sourceRow(int source) const;
  std::string_view oldLine(int line) const;
  std::string_view newLine(int line) const;
  int foldEnd(int source) const;
  void foldUnchanged();
  void rebuildRows(bool unified);
  int displayIndexOf(int source) const;
  void reveal(int source, bool flash);
  void computeMatches();
  void applyFocus(PanelContext &ctx);

  void drawHeader(PanelContext &ctx, const StepView *step);
  void drawToolbar(PanelContext &ctx);

  struct RowLayout;
  struct Cell;
  struct RowClick {
    int toggleFold = -1; // source row whose fold marker was clicked
    int source = -1;     // source row clicked anywhere
    int menuSource = -1; // source row right-clicked
  };
  void drawRows(PanelContext &ctx);
  RowLayout measureRows(ImFont *font) const;
  float scrollView(const RowLayout &layout);
  RowClick drawVisibleRows(const RowLayout &layout);
  void drawRow(const RowLayout &layout, const Row &row, float x, float y);
  Cell unifiedCell(const diff::DiffLine &line, uint8_t part) const;
  void drawCell(const RowLayout &layout, float x, float width, const Cell &cell, int source, float y) const;
  void drawGutter(const RowLayout &layout, float x, float y, const Cell &cell, bool opensRegion, bool isFolded) const;
  void drawHorizontalScrollbar(float maxScroll);
  void applyClick(const RowClick &click);
  void drawConstantMenu(const RowClick &click);
  void drawConstantWindow();

  Document doc;
  std::vector<uint8_t> folded; // per source row
  std::vector<Row> rows;
  bool rowsDirty = true;
  bool rowsUnified = false;
  bool hideUnchangedApplied = false;
  uint64_t focusSeen = 0;
  bool focusPending = false;
  Focus focus;

  std::string query, matchedQuery;
  bool searchFocused = false;
  std::vector<int> matches; // source rows containing the query
  int currentMatch = -1;
  int currentChange = -1;

  int scrollToDisplay = -1;
  int flashSource = -1;
  double flashUntil = 0;
  float hscroll = 0;

  // The elided constant a right click offered ("" when none), and the one shown in full.
  std::string menuConstant;
  std::string shownConstant, shownConstantText;
  bool constantWindowOpen = false;

  // A step's script as drawable text, rebuilt when the script changes.
  std::string scriptSource;
  IrTextPtr scriptText;
};

} // namespace lantern::gui
