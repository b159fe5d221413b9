// The sweep spec loader on any bytes, as if the file sat in schedules/sweeps/ (so that the shipped
// specs, the seeds, find their schedules). A spec that loads names its points with distinct ids and
// gives every point a schedule whose steps validate.
#include "fuzz_support.h"
#include "sweep/spec.h"

#include <set>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  std::vector<lantern::Diagnostic> errors;
  auto spec = lantern::sweep::parseSpec(text, LANTERN_SOURCE_DIR "/schedules/sweeps/fuzz.json", errors);
  if (!spec) {
    if (errors.empty())
      lantern::fuzz::invariant("a spec that does not load says why");
    return 0;
  }
  // Enumerating a spec is a product: only where it stays small (a fuzzed list can be long).
  size_t points = spec->graphs.size() * std::max<size_t>(spec->backends.size(), 1);
  for (const auto &axis : spec->axes)
    points *= std::max<size_t>(axis.values.size(), 1);
  if (points > 4096)
    return 0;
  std::set<std::string> ids;
  for (const lantern::sweep::Point &p : lantern::sweep::enumerate(*spec)) {
    if (!ids.insert(p.id).second)
      lantern::fuzz::invariant("point ids are distinct: " + p.id);
    lantern::schedule::Schedule s = lantern::sweep::scheduleFor(*spec, p);
    for (size_t i = 0; i < s.steps.size(); ++i) {
      std::vector<lantern::Diagnostic> stepErrors;
      if (!lantern::schedule::validateStep(s.steps[i], "step", stepErrors))
        lantern::fuzz::invariant("a point's settings validate: " + lantern::formatAll(stepErrors));
    }
  }
  return 0;
}
