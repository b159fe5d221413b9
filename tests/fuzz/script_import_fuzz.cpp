// The transform-script importer (lantern-cli import-script) on any bytes. An imported script is a
// schedule that writes as JSON that loads again.
#include "fuzz_support.h"
#include "schedule/schedule.h"
#include "schedule/script.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  std::vector<lantern::Diagnostic> errors;
  auto schedule = lantern::schedule::importScriptText(lantern::fuzz::context(), text, "fuzz.mlir", errors);
  if (!schedule) {
    if (errors.empty())
      lantern::fuzz::invariant("a script that does not import says why");
    return 0;
  }
  std::string written = lantern::schedule::toJsonText(*schedule);
  std::vector<lantern::Diagnostic> again;
  if (!lantern::schedule::parseSchedule(written, "fuzz-imported.json", again))
    lantern::fuzz::invariant("an imported script writes a schedule that loads: " + lantern::formatAll(again));
  (void)lantern::schedule::exportScript(*schedule);
  return 0;
}
