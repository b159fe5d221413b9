// Printed IR prepared for drawing: lines, region folding and widths are computed once per snapshot
// (on the worker thread), and a step's diff once per pair of snapshots, so the IR view never walks
// a whole text while it draws.
#pragma once

#include "diff/ir_diff.h"
#include "session/session.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace lantern::gui {

struct IrText {
  session::SnapshotPtr snapshot; // owns the text `lines` points into, when it comes from a snapshot
  std::string ownedText;         // owns it otherwise (a step's transform script)
  std::vector<std::string_view> lines;
  std::vector<int> foldEnd; // per line: the line that closes the region it opens, or -1
  size_t widestLine = 0;    // in characters

  const std::string &text() const { return snapshot ? snapshot->ir : ownedText; }
};
using IrTextPtr = std::shared_ptr<const IrText>;

IrTextPtr makeIrText(session::SnapshotPtr snapshot);
IrTextPtr makeIrText(std::string text);

// How a step changed the number of ops of one name ("scf.forall": +1).
struct OpDelta {
  std::string op;
  int added = 0;
  int removed = 0;
};

struct StepDiff {
  IrTextPtr before, after;
  diff::IrDiff diff;
  std::vector<int> rowOfOld, rowOfNew; // line of each side -> row of `diff.alignment`
  std::vector<OpDelta> opDelta;         // most changed first; ops whose lines only changed are left out
};
using StepDiffPtr = std::shared_ptr<const StepDiff>;

StepDiffPtr makeStepDiff(IrTextPtr before, IrTextPtr after);

// The op a printed line starts ("linalg.generic" in `%3 = linalg.generic {...`), or "".
std::string_view opNameOfLine(std::string_view line);

} // namespace lantern::gui
