// The schedule JSON loader and its validation on any bytes. A schedule that loads writes JSON that
// loads again to the same schedule, and every step of it has a transform script.
#include "fuzz_support.h"
#include "schedule/schedule.h"
#include "schedule/script.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  std::vector<lantern::Diagnostic> errors;
  auto schedule = lantern::schedule::parseSchedule(text, "fuzz.json", errors);
  if (!schedule) {
    if (errors.empty())
      lantern::fuzz::invariant("a schedule that does not load says why");
    return 0;
  }
  std::string written = lantern::schedule::toJsonText(*schedule);
  std::vector<lantern::Diagnostic> again;
  auto reread = lantern::schedule::parseSchedule(written, "fuzz-written.json", again);
  if (!reread)
    lantern::fuzz::invariant("a loaded schedule writes JSON that loads: " + lantern::formatAll(again) + "\n" + written);
  if (lantern::schedule::toJsonText(*reread) != written)
    lantern::fuzz::invariant("writing a schedule is stable");
  for (size_t i = 0; i < schedule->steps.size(); ++i)
    (void)lantern::schedule::stepScript(schedule->steps[i], i + 1);
  (void)lantern::schedule::exportScript(*schedule);
  return 0;
}
