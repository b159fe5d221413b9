// The IR diff on any two texts (the input split at its first NUL byte, or in half). The alignment
// covers every line of both sides once and in order, the counts match it, the hunks lie inside both
// documents, and the unified text is written without a crash.
#include "diff/ir_diff.h"
#include "fuzz_support.h"

#include <algorithm>
#include <cstring>

using namespace lantern::diff;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string_view all(reinterpret_cast<const char *>(data), size);
  size_t cut = all.find('\0');
  std::string_view before = cut == std::string_view::npos ? all.substr(0, size / 2) : all.substr(0, cut);
  std::string_view after = cut == std::string_view::npos ? all.substr(size / 2) : all.substr(cut + 1);
  DiffOptions options;
  options.context = size ? data[0] % 5 : 3;
  IrDiff d = diffIr(before, after, options);
  int oldLines = static_cast<int>(splitLines(before).size()), newLines = static_cast<int>(splitLines(after).size());
  int nextOld = 0, nextNew = 0;
  DiffStats counted;
  for (const DiffLine &l : d.alignment) {
    if (l.oldIndex >= 0 && l.oldIndex != nextOld++)
      lantern::fuzz::invariant("old lines in order, each once");
    if (l.newIndex >= 0 && l.newIndex != nextNew++)
      lantern::fuzz::invariant("new lines in order, each once");
    switch (l.kind) {
    case LineKind::Same:
      if (l.oldIndex < 0 || l.newIndex < 0)
        lantern::fuzz::invariant("a same line is on both sides");
      break;
    case LineKind::Changed:
      ++counted.changed;
      if (l.oldIndex < 0 || l.newIndex < 0)
        lantern::fuzz::invariant("a changed line is on both sides");
      break;
    case LineKind::Added:
      ++counted.added;
      if (l.oldIndex >= 0 || l.newIndex < 0)
        lantern::fuzz::invariant("an added line is only new");
      break;
    case LineKind::Removed:
      ++counted.removed;
      if (l.oldIndex < 0 || l.newIndex >= 0)
        lantern::fuzz::invariant("a removed line is only old");
      break;
    }
  }
  if (nextOld != oldLines || nextNew != newLines)
    lantern::fuzz::invariant("the alignment covers both documents");
  if (counted.added != d.stats.added || counted.removed != d.stats.removed || counted.changed != d.stats.changed)
    lantern::fuzz::invariant("the counts match the alignment");
  for (const Hunk &h : d.hunks) {
    if (h.oldStart < 0 || h.newStart < 0 || h.oldStart + h.oldCount > std::max(oldLines, 1) + 1 ||
        h.newStart + h.newCount > std::max(newLines, 1) + 1)
      lantern::fuzz::invariant("a hunk lies inside both documents");
  }
  (void)formatUnified(d, before, after, "before", "after");
  return 0;
}
