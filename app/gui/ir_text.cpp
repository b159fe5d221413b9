// Lines, folds and diffs of printed IR.
#include "ir_text.h"

#include <algorithm>
#include <map>

namespace lantern::gui {

namespace {

// A region opens at a `{` and closes at its `}`; braces inside string literals do not count. When
// a line opens several regions, its fold spans the outermost.
std::vector<int> computeFolds(const std::vector<std::string_view> &lines) {
  std::vector<int> foldEnd(lines.size(), -1);
  std::vector<int> open;
  for (size_t i = 0; i < lines.size(); ++i) {
    bool inString = false;
    std::string_view line = lines[i];
    for (size_t c = 0; c < line.size(); ++c) {
      char ch = line[c];
      if (inString) {
        if (ch == '\\')
          ++c;
        else if (ch == '"')
          inString = false;
      } else if (ch == '"') {
        inString = true;
      } else if (ch == '{') {
        open.push_back(static_cast<int>(i));
      } else if (ch == '}' && !open.empty()) {
        int from = open.back();
        open.pop_back();
        if (from != static_cast<int>(i))
          foldEnd[static_cast<size_t>(from)] = static_cast<int>(i);
      }
    }
  }
  return foldEnd;
}

void fill(IrText &text) {
  text.lines = diff::splitLines(text.text());
  text.foldEnd = computeFolds(text.lines);
  for (std::string_view line : text.lines)
    text.widestLine = std::max(text.widestLine, line.size());
}

bool isOpChar(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.'; }

} // namespace

IrTextPtr makeIrText(session::SnapshotPtr snapshot) {
  auto text = std::make_shared<IrText>();
  text->snapshot = std::move(snapshot);
  fill(*text);
  return text;
}

IrTextPtr makeIrText(std::string source) {
  auto text = std::make_shared<IrText>();
  text->ownedText = std::move(source);
  fill(*text);
  return text;
}

std::string_view opNameOfLine(std::string_view line) {
  size_t start = line.find_first_not_of(' ');
  if (start == std::string_view::npos)
    return {};
  line.remove_prefix(start);
  if (line.front() == '%') {
    size_t eq = line.find(" = ");
    if (eq == std::string_view::npos)
      return {};
    line.remove_prefix(eq + 3);
  }
  if (!line.empty() && line.front() == '"')
    line.remove_prefix(1);
  size_t end = 0;
  while (end < line.size() && isOpChar(line[end]))
    ++end;
  std::string_view name = line.substr(0, end);
  bool dotted = name.find('.') != std::string_view::npos && name.front() != '.' && name.back() != '.';
  return dotted && name.front() >= 'a' && name.front() <= 'z' ? name : std::string_view{};
}

StepDiffPtr makeStepDiff(IrTextPtr before, IrTextPtr after) {
  auto result = std::make_shared<StepDiff>();
  result->diff = diff::diffIr(before->text(), after->text());
  result->rowOfOld.assign(before->lines.size(), 0);
  result->rowOfNew.assign(after->lines.size(), 0);
  std::map<std::string_view, OpDelta> counts;
  const auto &rows = result->diff.alignment;
  for (size_t r = 0; r < rows.size(); ++r) {
    const diff::DiffLine &row = rows[r];
    if (row.oldIndex >= 0)
      result->rowOfOld[static_cast<size_t>(row.oldIndex)] = static_cast<int>(r);
    if (row.newIndex >= 0)
      result->rowOfNew[static_cast<size_t>(row.newIndex)] = static_cast<int>(r);
    if (row.kind == diff::LineKind::Removed) {
      std::string_view op = opNameOfLine(before->lines[static_cast<size_t>(row.oldIndex)]);
      if (!op.empty())
        ++counts[op].removed;
    } else if (row.kind == diff::LineKind::Added) {
      std::string_view op = opNameOfLine(after->lines[static_cast<size_t>(row.newIndex)]);
      if (!op.empty())
        ++counts[op].added;
    }
  }
  for (auto &[op, delta] : counts) {
    delta.op = std::string(op);
    result->opDelta.push_back(delta);
  }
  std::stable_sort(result->opDelta.begin(), result->opDelta.end(), [](const OpDelta &a, const OpDelta &b) {
    return a.added + a.removed > b.added + b.removed;
  });
  result->before = std::move(before);
  result->after = std::move(after);
  return result;
}

} // namespace lantern::gui
