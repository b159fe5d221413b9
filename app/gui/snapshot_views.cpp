// The worker's texts, diffs and line indexes of snapshots, and the snapshots the UI holds.
#include "snapshot_views.h"

#include <unordered_set>

namespace lantern::gui {

IrTextPtr SnapshotViews::textOf(const session::SnapshotPtr &snapshot) {
  if (!snapshot)
    return nullptr;
  auto it = texts.find(snapshot.get());
  if (it != texts.end())
    return it->second;
  handOut(snapshot);
  IrTextPtr text = makeIrText(snapshot);
  texts.emplace(snapshot.get(), text);
  return text;
}

bool SnapshotViews::hasText(const session::SnapshotPtr &snapshot) const { return texts.count(snapshot.get()) != 0; }

StepDiffPtr SnapshotViews::diffOf(const session::SnapshotPtr &before, const session::SnapshotPtr &after) const {
  auto it = diffs.find({before.get(), after.get()});
  return it == diffs.end() ? nullptr : it->second;
}

void SnapshotViews::makeDiff(const session::SnapshotPtr &before, const session::SnapshotPtr &after) {
  diffs[{before.get(), after.get()}] = makeStepDiff(textOf(before), textOf(after));
}

int SnapshotViews::lineOf(const session::SnapshotPtr &snapshot, const Diagnostic &where) {
  auto &index = lineIndexes[snapshot.get()];
  if (!index && !snapshot->module)
    return -1; // its module cannot be made: no line to point at
  if (!index)
    index = std::make_unique<session::OpLineIndex>(*snapshot->module);
  return index->find(where.file, where.line, where.column);
}

void SnapshotViews::handOut(const session::SnapshotPtr &snapshot) {
  if (snapshot)
    handedOut.emplace(snapshot.get(), snapshot);
}

void SnapshotViews::releaseUnused() {
  for (auto it = handedOut.begin(); it != handedOut.end();)
    it = it->second.use_count() == 1 ? handedOut.erase(it) : std::next(it);
}

void SnapshotViews::prune(const session::Trace &trace) {
  std::unordered_set<Key> live{trace.initial.get()};
  for (const session::StepTrace &st : trace.steps) {
    live.insert(st.before.get());
    live.insert(st.after.get());
  }
  for (auto it = texts.begin(); it != texts.end();)
    it = live.count(it->first) ? std::next(it) : texts.erase(it);
  for (auto it = diffs.begin(); it != diffs.end();)
    it = live.count(it->first.first) && live.count(it->first.second) ? std::next(it) : diffs.erase(it);
  for (auto it = lineIndexes.begin(); it != lineIndexes.end();)
    it = live.count(it->first) ? std::next(it) : lineIndexes.erase(it);
}

void SnapshotViews::clear() {
  diffs.clear();
  texts.clear();
  lineIndexes.clear();
  handedOut.clear();
}

} // namespace lantern::gui
