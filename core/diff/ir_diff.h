// Line diff of two printed MLIR IR texts that ignores locations and SSA/block/alias renumbering;
// `lantern-cli diff` prints it as a unified diff, the GUI draws it side by side.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace lantern::diff {

// Same: the lines match once locations are elided and names renumbered consistently.
// Changed: the lines match textually modulo numbering, but their names contradict the renaming seen
// so far (e.g. `addf %1, %2` -> `addf %2, %1`), so the op really differs.
enum class LineKind { Same, Added, Removed, Changed };

// One row of the aligned document. Indices are 0-based lines of the before/after texts; -1 on the
// side a row has no line (Added rows have no old line, Removed rows no new line).
struct DiffLine {
  LineKind kind;
  int oldIndex;
  int newIndex;
};

// A group of changes with up to `DiffOptions::context` Same rows around them. Starts are 0-based;
// with a count of 0 the start is where the lines would be (the number of lines before the hunk).
struct Hunk {
  int oldStart = 0;
  int oldCount = 0;
  int newStart = 0;
  int newCount = 0;
  std::vector<DiffLine> lines;
};

// Counts of rows, not of hunks: a Changed row counts once, in `changed`.
struct DiffStats {
  int added = 0;
  int removed = 0;
  int changed = 0;
  int total() const { return added + removed + changed; }
};

struct IrDiff {
  std::vector<DiffLine> alignment;  // the whole aligned document, in order
  std::vector<Hunk> hunks;
  DiffStats stats;
  std::vector<int> changeStarts;  // index into `alignment` of the first row of each run of non-Same rows
};

struct DiffOptions {
  int context = 3;  // Same rows kept around each change in `IrDiff::hunks`; negative means 0
};

// Aligns the lines of `before` and `after`. Within a run of differences, Removed rows come before
// Added rows; Changed rows only come from the renaming check, never from pairing a removal with an
// addition. Near-minimal: very dissimilar inputs are aligned heuristically to stay fast.
IrDiff diffIr(std::string_view before, std::string_view after, const DiffOptions& options = {});

// GNU `diff -u` layout (`--- old`, `+++ new`, `@@ -l,n +l,n @@`, 1-based). A Changed row prints
// as `-old` then `+new`; Same rows print the `after` text, so context reads as the new IR even where
// only numbering differs. `diff` must come from diffIr(before, after).
std::string formatUnified(const IrDiff& diff, std::string_view before, std::string_view after,
                          std::string_view oldLabel, std::string_view newLabel);

// Lines of `text` split on '\n'; a last line without '\n' is kept, so "a\nb" and "a\nb\n" both
// give two lines and "" gives none.
std::vector<std::string_view> splitLines(std::string_view text);

// The form lines are aligned on: no trailing whitespace or ` loc(...)`, and names after `%`, `^`
// and `#` without digits and underscores (`%cst_12` -> `%cst`, `#map3` -> `#map`). Text inside
// string literals and result indices (`%0#1`) are kept as they are.
std::string normalizeLine(std::string_view line);

}  // namespace lantern::diff
