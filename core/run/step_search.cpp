// Bisection for the first step that changes the numbers, with probes that may not be able to check.
#include "run/step_search.h"

#include <map>

namespace lantern::run {

const char *toString(Probe probe) {
  switch (probe) {
  case Probe::Same:
    return "ok";
  case Probe::Changed:
    return "changed";
  case Probe::NotCheckable:
    return "not checkable here";
  }
  return "?";
}

namespace {

// Probes each position at most once and records the order.
class Prober {
public:
  Prober(const std::function<Probe(size_t)> &probe, StepSearch &search) : probe(probe), search(search) {}

  Probe operator()(size_t i) {
    auto known = results.find(i);
    if (known != results.end())
      return known->second;
    search.probed.push_back(i);
    return results[i] = probe(i);
  }

private:
  const std::function<Probe(size_t)> &probe;
  StepSearch &search;
  std::map<size_t, Probe> results;
};

} // namespace

StepSearch findFirstChanged(size_t count, const std::function<Probe(size_t)> &probe) {
  StepSearch search;
  Prober at(probe, search);
  Probe last = Probe::NotCheckable;
  for (size_t i = count; i-- > 0;) {
    last = at(i);
    if (last != Probe::NotCheckable) {
      search.upper = i;
      break;
    }
  }
  if (!search.upper || last == Probe::Same)
    return search;

  // Invariant: the numbers are kept after `lo` (-1: the graph) and changed after `hi`.
  long lo = -1, hi = static_cast<long>(*search.upper);
  while (hi - lo > 1) {
    long mid = lo + (hi - lo) / 2;
    // The checkable position nearest to mid strictly inside (lo, hi), alternating above and below.
    std::optional<long> checked;
    Probe result = Probe::NotCheckable;
    for (long offset = 0; !checked && (mid - offset > lo || mid + offset < hi); ++offset)
      for (long candidate : {mid + offset, mid - offset})
        if (!checked && candidate > lo && candidate < hi &&
            (result = at(static_cast<size_t>(candidate))) != Probe::NotCheckable)
          checked = candidate;
    if (!checked)
      break; // nothing between lo and hi can be checked: the change is somewhere in (lo, hi]
    (result == Probe::Same ? lo : hi) = *checked;
  }
  search.firstChanged = static_cast<size_t>(hi);
  if (lo >= 0)
    search.lastSame = static_cast<size_t>(lo);
  return search;
}

} // namespace lantern::run
