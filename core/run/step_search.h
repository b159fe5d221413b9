// The search of `lantern-cli bisect`, free of MLIR: over the steps of a trace, each of which a probe
// finds to keep the graph's numbers, to change them, or not to be checkable here, find the first
// that changes them in O(log2 n) probes, assuming that a change, once made, stays.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

namespace lantern::run {

enum class Probe { Same, Changed, NotCheckable };
const char *toString(Probe probe);

struct StepSearch {
  // The last position that could be checked, where the search starts: nullopt when none could.
  std::optional<size_t> upper;
  // The first position found to change the numbers; nullopt when `upper` keeps them (or none could
  // be checked).
  std::optional<size_t> firstChanged;
  // The last position checked to keep the numbers before `firstChanged`; nullopt: the graph
  // itself. When it is not firstChanged - 1, the positions between could not be checked and the
  // change may come from any of them up to firstChanged.
  std::optional<size_t> lastSame;
  std::vector<size_t> probed; // every position probed, in order, each once
};

// Searches positions 0 .. count-1. `probe(i)` is called at most once per position: first from the
// end down to the last checkable position, then a bisection between the graph (known to keep its
// numbers) and it; a position that cannot be checked is replaced by its nearest checkable
// neighbour inside the interval. With every position checkable it probes at most
// 1 + ceil(log2(count)) of them.
StepSearch findFirstChanged(size_t count, const std::function<Probe(size_t)> &probe);

} // namespace lantern::run
