// What the worker thread has prepared from the snapshots of a trace for the UI: their drawable
// texts, the diffs of consecutive ones and their op line indexes, kept while the trace uses them.
// It also holds every snapshot handed out to the UI thread, so that the MLIR module a snapshot owns
// is destroyed on the worker, never on the UI thread (see releaseUnused).
#pragma once

#include "ir/diagnostics.h"
#include "ir_text.h"
#include "session/op_lines.h"
#include "session/session.h"

#include <map>
#include <memory>
#include <unordered_map>
#include <utility>

namespace lantern::gui {

class SnapshotViews {
public:
  // The snapshot's text, made on the first call; null for a null snapshot.
  IrTextPtr textOf(const session::SnapshotPtr &snapshot);
  bool hasText(const session::SnapshotPtr &snapshot) const;
  // The diff of a step from `before` to `after`; null until makeDiff made it.
  StepDiffPtr diffOf(const session::SnapshotPtr &before, const session::SnapshotPtr &after) const;
  void makeDiff(const session::SnapshotPtr &before, const session::SnapshotPtr &after);
  // The 0-based line of `snapshot`'s IR printing the op at where's location; -1 when none does.
  int lineOf(const session::SnapshotPtr &snapshot, const Diagnostic &where);

  // Keeps `snapshot` alive until the UI thread lets go of it.
  void handOut(const session::SnapshotPtr &snapshot);
  // Drops the snapshots only this object still holds.
  void releaseUnused();
  // Forgets what was prepared for snapshots `trace` no longer has.
  void prune(const session::Trace &trace);
  void clear();

private:
  using Key = const session::Snapshot *;
  std::unordered_map<Key, IrTextPtr> texts;
  std::map<std::pair<Key, Key>, StepDiffPtr> diffs;
  std::unordered_map<Key, std::unique_ptr<session::OpLineIndex>> lineIndexes;
  std::unordered_map<Key, session::SnapshotPtr> handedOut;
};

} // namespace lantern::gui
