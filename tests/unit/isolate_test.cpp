// Child processes under limits (process/child.h), the request/reply Worker, and the engine process
// that applies a session's steps (engine/engine.h): exits, signals, timeouts, memory, restarts.
#include "graph/graph.h"
#include "ir/constants.h"
#include "ir/context.h"
#include "ir/module.h"
#include "process/child.h"
#include "engine/engine.h"
#include "schedule/schedule.h"
#include "schedule/script.h"
#include "session/session.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/Base64.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace lantern;
using namespace lantern::process;
using namespace lantern::engine;

namespace {

ChildResult shell(const std::string &script, Limits limits = {}, const StatusHandler &onStatus = {}) {
  ChildOptions options;
  options.argv = {"/bin/sh", "-c", script};
  options.limits = limits;
  options.echoError = false;
  return runChild(options, onStatus);
}

} // namespace

TEST(RunChild, ExitStatusAndTheLastStage) {
  ChildResult r = shell("echo 'stage inputs' >&3; echo 'stage compile' >&3; echo oops >&2; exit 3");
  EXPECT_EQ(r.end, End::Exited);
  EXPECT_EQ(r.exitCode, 3);
  EXPECT_EQ(r.stage, "compile");
  EXPECT_EQ(r.errorTail, "oops\n");
  EXPECT_EQ(r.describe(), "exited with status 3");
}

TEST(RunChild, ASignalIsACrashWithItsName) {
  ChildResult r = shell("echo 'stage run' >&3; kill -SEGV $$");
  EXPECT_EQ(r.end, End::Signaled);
  EXPECT_EQ(r.signal, 11);
  EXPECT_EQ(r.stage, "run");
  EXPECT_EQ(r.describe(), "crashed (SIGSEGV, signal 11)");
  EXPECT_EQ(r.shortLabel(), "crashed (signal 11)");
  EXPECT_EQ(shell("kill -ABRT $$").describe(), "aborted (SIGABRT, signal 6)");
}

// A child started elsewhere (the app's sweep) and reaped with waitpid is described the same way.
TEST(RunChild, AWaitStatusFromElsewhereIsDescribedTheSameWay) {
  auto reaped = [](const char *script) {
    pid_t pid = ::fork();
    if (pid == 0) {
      ::execl("/bin/sh", "sh", "-c", script, static_cast<char *>(nullptr));
      ::_exit(127);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return endedWith(status);
  };
  EXPECT_EQ(reaped("kill -SEGV $$").describe(), "crashed (SIGSEGV, signal 11)");
  EXPECT_EQ(reaped("exit 4").describe(), "exited with status 4");
  EXPECT_EQ(reaped("exit 0").describe(), "exited normally");
}

TEST(RunChild, TheTimeLimitKillsTheWholeGroup) {
  Limits limits;
  limits.seconds = 0.5;
  // The grandchild (sleep) holds the pipes open; it goes with the group.
  ChildResult r = shell("sleep 30 & sleep 30", limits);
  EXPECT_EQ(r.end, End::TimedOut);
  EXPECT_LT(r.seconds, 5.0);
  EXPECT_NE(r.describe().find("timed out (no result after 0.5 s"), std::string::npos) << r.describe();
}

TEST(RunChild, AStatusLineCanRestartTheTimeLimit) {
  Limits limits;
  limits.seconds = 0.6;
  int points = 0;
  ChildResult r = shell("for i in 1 2 3 4 5; do sleep 0.3; echo \"point $i\" >&3; done", limits,
                        [&](const std::string &line) {
                          ++points;
                          return line.rfind("point ", 0) == 0;
                        });
  EXPECT_EQ(r.end, End::Exited) << r.describe(); // 1.5 s in all, never 0.6 s without a point
  EXPECT_EQ(points, 5);
}

TEST(RunChild, TheMemoryLimitCountsResidentMemory) {
  Limits limits;
  limits.memoryBytes = 64u << 20;
  // A 200 MB shell variable, then a pause in which it is resident.
  ChildResult r = shell("x=$(head -c 200000000 /dev/zero | tr '\\0' a); sleep 20", limits);
  EXPECT_EQ(r.end, End::OutOfMemory) << r.describe();
  EXPECT_GT(r.peakResident, limits.memoryBytes);
  EXPECT_EQ(r.describe(), "ran out of memory (over 64 MiB resident; the limit is settable)");
}

TEST(RunChild, InputAndCapturedOutput) {
  ChildOptions options;
  options.argv = {"/bin/sh", "-c", "tr a-z A-Z"};
  options.input = std::string(200000, 'x'); // more than a pipe holds
  options.captureOutput = true;
  ChildResult r = runChild(options);
  EXPECT_EQ(r.end, End::Exited);
  EXPECT_EQ(r.output, std::string(200000, 'X'));
}

TEST(RunChild, AProgramThatIsNotThereDoesNotStart) {
  ChildOptions options;
  options.argv = {"/nonexistent/lantern-cli"};
  ChildResult r = runChild(options);
  EXPECT_EQ(r.end, End::NotStarted);
  EXPECT_NE(r.describe().find("/nonexistent/lantern-cli: No such file or directory"), std::string::npos)
      << r.describe();
}

TEST(CpuRestriction, NarrowsTheMaskAndGivesItBack) {
  int before = cpusAvailable();
  {
    CpuRestriction cpus;
    std::string error;
    EXPECT_FALSE(cpus.restrict(before + 1, error));
    EXPECT_NE(error.find("--threads " + std::to_string(before + 1)), std::string::npos) << error;
    EXPECT_EQ(cpusAvailable(), before); // a refusal changes nothing
    ASSERT_TRUE(cpus.restrict(1, error)) << error;
    EXPECT_EQ(cpusAvailable(), 1);
  }
  EXPECT_EQ(cpusAvailable(), before);
}

// Two threads on a machine that numbers hyperthread siblings side by side (CPUs 0 and 1 one core)
// get two cores; and where sysfs says nothing, the mask's order.
TEST(CpuRestriction, SpreadsOverCoresBeforeSiblings) {
  auto sideBySide = [](int cpu) -> std::optional<std::pair<int, int>> { return std::make_pair(0, cpu / 2); };
  EXPECT_EQ(spreadOverCores({0, 1, 2, 3, 4, 5, 6, 7}, 2, sideBySide), (std::vector<int>{0, 2}));
  EXPECT_EQ(spreadOverCores({0, 1, 2, 3, 4, 5, 6, 7}, 5, sideBySide), (std::vector<int>{0, 2, 4, 6, 1}));
  auto halves = [](int cpu) -> std::optional<std::pair<int, int>> { return std::make_pair(0, cpu % 4); };
  EXPECT_EQ(spreadOverCores({0, 1, 2, 3, 4, 5, 6, 7}, 4, halves), (std::vector<int>{0, 1, 2, 3}));
  auto unknown = [](int) -> std::optional<std::pair<int, int>> { return std::nullopt; };
  EXPECT_EQ(spreadOverCores({3, 5, 9}, 2, unknown), (std::vector<int>{3, 5}));
  EXPECT_EQ(spreadOverCores({3, 5, 9}, 7, unknown), (std::vector<int>{3, 5, 9}));
}

TEST(Limits, ParseTimesAndSizes) {
  EXPECT_EQ(parseSeconds("90"), 90.0);
  EXPECT_EQ(parseSeconds("90s"), 90.0);
  EXPECT_EQ(parseSeconds("10m"), 600.0);
  EXPECT_EQ(parseSeconds("1h"), 3600.0);
  EXPECT_FALSE(parseSeconds("soon"));
  EXPECT_FALSE(parseSeconds("-1"));
  EXPECT_FALSE(parseSeconds("5 parsecs"));
  EXPECT_EQ(parseBytes("512M"), 512ull << 20);
  EXPECT_EQ(parseBytes("8G"), 8ull << 30);
  EXPECT_EQ(parseBytes("8GiB"), 8ull << 30);
  EXPECT_EQ(parseBytes("4096"), 4096ull);
  EXPECT_FALSE(parseBytes("8X"));
  Limits d = Limits::defaults();
  EXPECT_EQ(d.seconds, 600);
  EXPECT_GT(d.memoryBytes, 0u);
}

TEST(Worker, AnswersAndStartsAgainAfterADeath) {
  Worker echo({"/bin/sh", "-c", "while read l; do if [ \"$l\" = die ]; then kill -SEGV $$; fi; echo \"got $l\"; done"},
              Limits{});
  Worker::Reply a = echo.call("one");
  ASSERT_TRUE(a.ok);
  EXPECT_EQ(a.line, "got one");
  EXPECT_EQ(echo.call("two").line, "got two");
  EXPECT_EQ(echo.generation(), 1u);
  Worker::Reply dead = echo.call("die");
  EXPECT_FALSE(dead.ok);
  EXPECT_EQ(dead.death.end, End::Signaled);
  EXPECT_FALSE(echo.running());
  Worker::Reply again = echo.call("three");
  ASSERT_TRUE(again.ok);
  EXPECT_EQ(again.line, "got three");
  EXPECT_EQ(echo.generation(), 2u);
}

// The engine answers its last step with two lines (the bytecode, then the printed IR): receive()
// reads the second, also when both came in one read; with no child it fails and starts none.
TEST(Worker, ReceiveReadsTheNextLineOfAnAnswer) {
  Worker two({"/bin/sh", "-c", "while read l; do printf 'a %s\\nb %s\\n' \"$l\" \"$l\"; done"}, Limits{});
  Worker::Reply idle = two.receive();
  EXPECT_FALSE(idle.ok);
  EXPECT_EQ(idle.death.end, End::NotStarted);
  EXPECT_FALSE(two.running());
  for (std::string word : {"one", "two"}) {
    Worker::Reply first = two.call(word);
    ASSERT_TRUE(first.ok);
    EXPECT_EQ(first.line, "a " + word);
    Worker::Reply second = two.receive();
    ASSERT_TRUE(second.ok);
    EXPECT_EQ(second.line, "b " + word);
  }
  EXPECT_EQ(two.generation(), 1u);
}

TEST(Worker, ACallThatHangsTimesOut) {
  Limits limits;
  limits.seconds = 0.5;
  Worker w({"/bin/sh", "-c", "read l; sleep 30"}, limits);
  Worker::Reply r = w.call("anything");
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.death.end, End::TimedOut);
}

class EngineTest : public ::testing::Test {
protected:
  void SetUp() override {
    context = makeContext();
    std::vector<Diagnostic> diagnostics;
    auto g = graph::loadGraph(*context, std::string(LANTERN_SOURCE_DIR) + "/assets/sdpa_f32.mlir", diagnostics);
    ASSERT_TRUE(g) << formatAll(diagnostics);
    graphModule = std::move(g->module);
    auto s = schedule::loadSchedule(std::string(LANTERN_SOURCE_DIR) + "/schedules/tile-and-fuse.json", diagnostics);
    ASSERT_TRUE(s) << formatAll(diagnostics);
    schedule = *s;
  }
  void TearDown() override {
    ::unsetenv("LANTERN_TEST_FAULT");
    ::unsetenv("LANTERN_TEST_FAULT_ONCE");
  }

  std::unique_ptr<session::Session> makeSession(EngineProcess *engine) {
    auto s = std::make_unique<session::Session>(*context);
    if (engine)
      s->setApplier(engine->applier());
    s->setGraph(graphModule->clone());
    s->resetSchedule(schedule);
    return s;
  }

  std::unique_ptr<mlir::MLIRContext> context;
  mlir::OwningOpRef<mlir::ModuleOp> graphModule;
  schedule::Schedule schedule;
};

TEST_F(EngineTest, TheEngineAppliesWhatThisProcessApplies) {
  EngineProcess engine(*context, {LANTERN_CLI, "engine"}, Limits{60, 0});
  auto inProcess = makeSession(nullptr);
  auto isolated = makeSession(&engine);
  const session::Trace &a = inProcess->apply();
  const session::Trace &b = isolated->apply();
  ASSERT_TRUE(a.ok());
  ASSERT_TRUE(b.ok()) << formatAll(b.steps[static_cast<size_t>(b.firstFailure())].diagnostics);
  ASSERT_EQ(a.steps.size(), b.steps.size());
  for (size_t i = 0; i < a.steps.size(); ++i) {
    EXPECT_EQ(a.steps[i].status, b.steps[i].status) << "step " << i + 1;
    EXPECT_EQ(a.steps[i].after->ir, b.steps[i].after->ir) << "step " << i + 1;
  }
  EXPECT_EQ(engine.starts(), 1u);
}

// Weights as constants: the engine's replies elide them and the app puts its own back by hash, so
// every step's module, printed in full, is the one this process makes.
TEST_F(EngineTest, AGraphWithWeightsComesBackFromTheEngineWithItsWeights) {
  std::vector<Diagnostic> diagnostics;
  auto g = graph::loadGraph(
      *context, std::string(LANTERN_SOURCE_DIR) + "/assets/models/gpt2_attn_eager_f32_constweights.mlir", diagnostics);
  ASSERT_TRUE(g) << formatAll(diagnostics);
  graphModule = std::move(g->module);
  EngineProcess engine(*context, {LANTERN_CLI, "engine"}, Limits{60, 0});
  auto inProcess = makeSession(nullptr);
  auto isolated = makeSession(&engine);
  const session::Trace &a = inProcess->apply();
  const session::Trace &b = isolated->apply();
  ASSERT_TRUE(a.ok());
  ASSERT_TRUE(b.ok()) << formatAll(b.steps[static_cast<size_t>(b.firstFailure())].diagnostics);
  ASSERT_FALSE(a.initial->elided.empty());
  EXPECT_NE(a.initial->ir.find("dense_resource<__elided__"), std::string::npos);
  for (size_t i = 0; i < a.steps.size(); ++i) {
    EXPECT_EQ(a.steps[i].after->ir, b.steps[i].after->ir) << "step " << i + 1;
    EXPECT_EQ(printOp(*a.steps[i].after->module), printOp(*b.steps[i].after->module)) << "step " << i + 1;
  }
}

TEST_F(EngineTest, ACrashMarksTheStepAndAFreshEngineAppliesTheNext) {
  if (!testHooksBuilt())
    GTEST_SKIP() << "built without LANTERN_TEST_HOOKS";
  std::string token = ::testing::TempDir() + "/engine-crash.token";
  std::ofstream(token).put('x');
  ::setenv("LANTERN_TEST_FAULT", "apply.2:crash", 1);
  ::setenv("LANTERN_TEST_FAULT_ONCE", token.c_str(), 1);
  EngineProcess engine(*context, {LANTERN_CLI, "engine"}, Limits{60, 0});
  auto s = makeSession(&engine);
  const session::Trace &crashed = s->apply();
  ASSERT_EQ(crashed.firstFailure(), 1);
  EXPECT_EQ(crashed.steps[0].status, session::StepStatus::Ok);
  EXPECT_EQ(crashed.steps[1].crashed, "crashed (signal 11)");
  std::string message = formatAll(crashed.steps[1].diagnostics);
  EXPECT_NE(message.find("the engine process crashed (SIGSEGV, signal 11) while applying this step"),
            std::string::npos) << message;
  EXPECT_NE(message.find("test fault at apply.2: crash"), std::string::npos) << message;
  EXPECT_EQ(crashed.steps[2].status, session::StepStatus::NotRun);
  // A crash is not cached: applying again (the fault is spent) tries the step in a fresh engine.
  const session::Trace &after = s->apply();
  EXPECT_TRUE(after.ok()) << formatAll(after.steps[static_cast<size_t>(std::max(0, after.firstFailure()))].diagnostics);
  EXPECT_EQ(engine.starts(), 2u);
}

namespace {

// The lines the engine wrote for `requests` (one JSON object per line), as JSON.
std::vector<nlohmann::json> serve(mlir::MLIRContext &context, const std::vector<nlohmann::json> &requests) {
  std::string input;
  for (const nlohmann::json &r : requests)
    input += r.dump() + "\n";
  std::istringstream in(input);
  std::FILE *out = std::tmpfile();
  serveEngine(context, in, out);
  std::rewind(out);
  std::vector<nlohmann::json> lines;
  std::string line;
  for (int c; (c = std::fgetc(out)) != EOF;) {
    if (c != '\n') {
      line.push_back(static_cast<char>(c));
      continue;
    }
    lines.push_back(nlohmann::json::parse(line));
    line.clear();
  }
  std::fclose(out);
  return lines;
}

// The module in an engine reply's bytecode, printed.
std::string replyIr(mlir::MLIRContext &context, const nlohmann::json &reply) {
  std::vector<char> bytes;
  if (llvm::Error bad = llvm::decodeBase64(reply.value("bytecode", ""), bytes)) {
    llvm::consumeError(std::move(bad));
    return "(not base64)";
  }
  ParseResult parsed = readBytecode(context, std::string_view(bytes.data(), bytes.size()), "reply");
  return parsed ? printOp(*parsed.module) : "(no module)";
}

} // namespace

// The engine applies the step a request names as next before it is asked; a request for another
// step (an edit came between) gets that step applied, never the one done ahead.
TEST_F(EngineTest, AStepAppliedAheadIsUsedOnlyForTheStepItWas) {
  std::vector<std::string> scripts;
  for (size_t i = 0; i < 3; ++i) {
    schedule::Step step = schedule.steps[i];
    std::vector<Diagnostic> errors;
    ASSERT_TRUE(schedule::validateStep(step, "step", errors)) << formatAll(errors);
    scripts.push_back(schedule::stepScript(step, i + 1));
  }
  ASSERT_NE(scripts[1], scripts[2]);
  std::string graphText = printWithLocations(*graphModule);
  // Module refs: 1 the graph, 2 step 1's result, 3 the next answer's result.
  std::vector<nlohmann::json> lines =
      serve(*context, {{{"label", "step 1"}, {"index", 0}, {"script", scripts[0]}, {"before", graphText},
                        {"next", {{"label", "step 2"}, {"index", 1}, {"script", scripts[1]}}}},
                       {{"label", "step 2"}, {"index", 1}, {"script", scripts[2]}, {"before_ref", 2}}});
  ASSERT_EQ(lines.size(), 2u); // step 1; step "2" with the third step's script
  ASSERT_TRUE(lines[0].value("ok", false)) << lines[0].dump();
  ASSERT_TRUE(lines[1].value("ok", false)) << lines[1].dump();
  EXPECT_EQ(lines[1].value("before_ref", 0), 2);

  session::Application one = session::applyInProcess(*context, "step 1", 0, scripts[0], *graphModule);
  ASSERT_TRUE(one.ok);
  session::Application asked = session::applyInProcess(*context, "step 2", 1, scripts[2], *one.after);
  session::Application ahead = session::applyInProcess(*context, "step 2", 1, scripts[1], *one.after);
  ASSERT_TRUE(asked.ok && ahead.ok);
  ASSERT_NE(printOp(*asked.after), printOp(*ahead.after));
  EXPECT_EQ(replyIr(*context, lines[1]), printOp(*asked.after));
}

// A lazy request gets the IR as text and no bytecode; the module stays in the engine until fetched.
// A fetch of a module the engine does not hold says so.
TEST_F(EngineTest, ALazyStepSendsItsTextAndKeepsItsModuleUntilFetched) {
  schedule::Step step = schedule.steps[0];
  std::vector<Diagnostic> errors;
  ASSERT_TRUE(schedule::validateStep(step, "step", errors)) << formatAll(errors);
  std::string script = schedule::stepScript(step, 1);
  std::vector<nlohmann::json> lines =
      serve(*context, {{{"label", "step 1"}, {"index", 0}, {"script", script},
                        {"before", printWithLocations(*graphModule)}, {"lazy", true}},
                       {{"fetch", 2}},
                       {{"fetch", 7}}});
  ASSERT_EQ(lines.size(), 3u);
  ASSERT_TRUE(lines[0].value("ok", false)) << lines[0].dump();
  EXPECT_FALSE(lines[0].contains("bytecode"));
  EXPECT_EQ(lines[0].value("ref", 0), 2);
  session::Application one = session::applyInProcess(*context, "step 1", 0, script, *graphModule);
  ASSERT_TRUE(one.ok);
  ConstantTable table;
  EXPECT_EQ(lines[0].value("ir", ""), printElided(*one.after, table).text);
  ASSERT_TRUE(lines[1].value("ok", false)) << lines[1].dump();
  EXPECT_EQ(replyIr(*context, lines[1]), printOp(*one.after));
  EXPECT_TRUE(lines[2].value("missing", false)) << lines[2].dump();
}

// A step's module comes from the engine when something asks for it: fetched while the engine holds
// it, made again by applying the step in a fresh engine when the one that made it is gone. Weights
// included.
TEST_F(EngineTest, AStepsModuleIsFetchedOrMadeAgain) {
  std::vector<Diagnostic> diagnostics;
  auto g = graph::loadGraph(
      *context, std::string(LANTERN_SOURCE_DIR) + "/assets/models/gpt2_attn_eager_f32_constweights.mlir", diagnostics);
  ASSERT_TRUE(g) << formatAll(diagnostics);
  graphModule = std::move(g->module);
  auto inProcess = makeSession(nullptr);
  const session::Trace &a = inProcess->apply();
  ASSERT_TRUE(a.ok());
  for (bool restart : {false, true}) {
    EngineProcess engine(*context, {LANTERN_CLI, "engine"}, Limits{60, 0});
    auto isolated = makeSession(&engine);
    const session::Trace &b = isolated->apply();
    ASSERT_TRUE(b.ok()) << formatAll(b.steps[static_cast<size_t>(b.firstFailure())].diagnostics);
    for (const session::StepTrace &st : b.steps)
      EXPECT_FALSE(st.after->module.loaded()) << "a step's module came with its reply";
    const session::SnapshotPtr &last = b.steps.back().after;
    EXPECT_EQ(last->ir, a.steps.back().after->ir);
    if (restart)
      engine.stop(); // the engine that made them, and the modules it held, are gone
    // Made again: the last step on the one before it, which is made again first, and so on back to
    // the graph; or fetched.
    ASSERT_TRUE(last->module) << last->module.loadError();
    EXPECT_EQ(printOp(*last->module), printOp(*a.steps.back().after->module)) << (restart ? "made again" : "fetched");
    EXPECT_EQ(engine.starts(), restart ? 2u : 1u);
    const session::SnapshotPtr &first = b.steps.front().after;
    ASSERT_TRUE(first->module) << first->module.loadError();
    EXPECT_EQ(printOp(*first->module), printOp(*a.steps.front().after->module));
  }
}

// The engine checks a step's targets against the IR before it (the app may not hold that module):
// a target that selects nothing fails the step with the words the session uses in process, and
// the catalog's note.
TEST_F(EngineTest, ATargetThatMatchesNothingFailsTheStepInTheEngineAsInProcess) {
  schedule::Step step;
  step.kind = "tile";
  step.target = "op:linalg.conv_2d";
  step.params["sizes"] = {1};
  EngineProcess engine(*context, {LANTERN_CLI, "engine"}, Limits{60, 0});
  auto inProcess = makeSession(nullptr);
  auto isolated = makeSession(&engine);
  for (auto *s : {inProcess.get(), isolated.get()}) {
    ASSERT_TRUE(s->addStep(1, step));
    s->apply();
  }
  const session::StepTrace &a = inProcess->trace().steps[1], &b = isolated->trace().steps[1];
  ASSERT_EQ(b.status, session::StepStatus::Failed);
  EXPECT_EQ(formatAll(b.diagnostics), formatAll(a.diagnostics));
  EXPECT_NE(formatAll(b.diagnostics).find("step 2 (tile): target 'op:linalg.conv_2d' matches no operation"),
            std::string::npos)
      << formatAll(b.diagnostics);
  EXPECT_EQ(isolated->trace().steps[2].status, session::StepStatus::NotRun);
}
