// Sweep specs, points, shards, results files and tuned tables (core/sweep).
#include "sweep/results.h"
#include "sweep/spec.h"
#include "sweep/tuning.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace lantern;
using namespace lantern::sweep;

namespace {

const std::string kSchedules = std::string(LANTERN_SOURCE_DIR) + "/schedules/";

// A spec file in a fresh directory next to nothing; the schedule is named by absolute path.
struct SpecFile {
  std::filesystem::path dir;
  explicit SpecFile(const std::string &name) {
    dir = std::filesystem::temp_directory_path() / ("lantern-sweep-test-" + name);
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
  }
  ~SpecFile() { std::filesystem::remove_all(dir); }
  std::string path() const { return (dir / "spec.json").string(); }
};

std::string specText(const std::string &axes, const std::string &extra = "") {
  return R"({"lantern_sweep": 1, "schedule": ")" + kSchedules + R"(flash-attention-cpu.json",
    "graphs": [{"generate": {"seq": [128, 256], "heads": [2]}}], "axes": )" + axes + extra + "}";
}

std::optional<Spec> parse(const std::string &text, std::vector<Diagnostic> &errors) {
  return parseSpec(text, "spec.json", errors);
}

std::string allMessages(const std::vector<Diagnostic> &errors) { return formatAll(errors); }

} // namespace

TEST(SweepSpec, PointsAreTheProductAndTheLastAxisVariesFastest) {
  std::vector<Diagnostic> errors;
  auto spec =
      parse(specText(R"({"fuse.sizes": [[1,16,0,0],[1,32,0,0],[1,64,0,0]], "10.sizes": [[0,32],[0,64]]})"), errors);
  ASSERT_TRUE(spec) << allMessages(errors);
  EXPECT_EQ(spec->graphs.size(), 2u);
  EXPECT_EQ(spec->backends, std::vector<std::string>{"cpu"}); // the schedule's target
  auto points = enumerate(*spec);
  ASSERT_EQ(points.size(), 12u);
  EXPECT_EQ(points[0].id, "sdpa b1 h2 s128 d64 f32 | cpu | fuse.sizes=[1,16,0,0] | 10.sizes=[0,32]");
  EXPECT_EQ(points[1].id, "sdpa b1 h2 s128 d64 f32 | cpu | fuse.sizes=[1,16,0,0] | 10.sizes=[0,64]");
  EXPECT_EQ(points[6].graph, 1u);
  for (size_t i = 0; i < points.size(); ++i)
    EXPECT_EQ(points[i].index, i);
  schedule::Schedule s = scheduleFor(*spec, points[5]);
  EXPECT_EQ(s.steps[2].integers("sizes"), (std::vector<int64_t>{1, 64, 0, 0}));
  EXPECT_EQ(s.steps[9].integers("sizes"), (std::vector<int64_t>{0, 64}));
  // The base schedule is untouched.
  EXPECT_EQ(spec->schedule.steps[2].integers("sizes"), (std::vector<int64_t>{1, 32, 0, 0}));
}

TEST(SweepSpec, NamedAxisSetsSeveralFieldsTogether) {
  std::vector<Diagnostic> errors;
  auto spec = parse(specText(R"({"code": [{"label": "vector"}, {"label": "scalar", "vectorize.enabled": false,
                                  "carry_vectors_in_loop.enabled": false}]})"),
                    errors);
  ASSERT_TRUE(spec) << allMessages(errors);
  auto points = enumerate(*spec);
  ASSERT_EQ(points.size(), 4u);
  EXPECT_EQ(points[1].id, "sdpa b1 h2 s128 d64 f32 | cpu | code=scalar");
  schedule::Schedule s = scheduleFor(*spec, points[1]);
  EXPECT_FALSE(s.steps[15].enabled);
  EXPECT_FALSE(s.steps[17].enabled);
  EXPECT_TRUE(scheduleFor(*spec, points[0]).steps[15].enabled);
  EXPECT_EQ(settingsJson(*spec, points[1]).size(), 2u);
  EXPECT_EQ(paramsJson(*spec, points[1])["code"], "scalar");
}

TEST(SweepSpec, IdsDoNotDependOnOtherPointsOrTheShard) {
  std::vector<Diagnostic> errors;
  auto small = parse(specText(R"({"10.sizes": [[0,32]]})"), errors);
  auto large = parse(specText(R"({"10.sizes": [[0,16],[0,32]]})"), errors);
  ASSERT_TRUE(small && large) << allMessages(errors);
  EXPECT_EQ(enumerate(*small)[0].id, enumerate(*large)[1].id);
  EXPECT_EQ(small->configKey, large->configKey);
  auto otherRun = parse(specText(R"({"10.sizes": [[0,32]]})", R"(, "run": {"repeats": 9})"), errors);
  ASSERT_TRUE(otherRun) << allMessages(errors);
  EXPECT_NE(otherRun->configKey, small->configKey); // other settings: another measurement
  // run.cpu and run.warmups: another measurement where they differ from the defaults; at the defaults
  // the key is what it was before they existed (results files written then still resume).
  auto avx2 = parse(specText(R"({"10.sizes": [[0,32]]})", R"(, "run": {"cpu": "avx2", "warmups": 3})"), errors);
  auto defaults = parse(specText(R"({"10.sizes": [[0,32]]})", R"(, "run": {"cpu": "native", "warmups": 1})"), errors);
  ASSERT_TRUE(avx2 && defaults) << allMessages(errors);
  EXPECT_EQ(avx2->run.cpu, "avx2");
  EXPECT_EQ(avx2->run.warmups, 3);
  EXPECT_NE(avx2->configKey, small->configKey);
  EXPECT_EQ(defaults->configKey, small->configKey);
}

TEST(SweepSpec, ErrorsNameTheFieldAndWhatWasExpected) {
  struct Case {
    std::string axes, extra, expected;
  };
  std::vector<Case> cases = {
      {R"({"99.sizes": [[0,32]]})", "", "axes.\"99.sizes\"[0]: step 99 is out of range: the schedule has 24 steps"},
      {R"({"cleanup.licm": [true]})", "", "\"cleanup\" is steps 5, 8, 15, 17, 19, 24: name one by number, or as cleanup#1"},
      {R"({"cleanup#9.licm": [true]})", "", "the schedule has 6 cleanup step(s)"},
      {R"({"unroll.factor": [2]})", "", "the schedule has no \"unroll\" step"},
      {R"({"10.sizes": [[0,"x"]]})", "", "axes.\"10.sizes\"[0]: step 10 (tile): field 'sizes'"},
      {R"({"10.size": [[0,32]]})", "", "unknown field 'size'"},
      {R"({"10.sizes": []})", "", "axes.\"10.sizes\": expected a non-empty list of values"},
      {R"({"10.sizes": [[0,32],[0,32]]})", "", "the value [0,32] is listed twice"},
      {R"({"10.enabled": ["no"]})", "", "\"enabled\" takes true or false"},
      {R"({"rows": [[1,2]]})", "", "a named axis (no '.' in its name) takes objects"},
      {R"({"10.comment": ["x"]})", "", "\"comment\" cannot be swept"},
      {R"({})", R"(, "run": {"repeats": 0})", "run.repeats: expected an integer >= 1, got 0"},
      {R"({})", R"(, "run": {"mask_kind": "diagonal"})", "run.mask_kind: expected none, causal, padding or random"},
      {R"({})", R"(, "run": {"repeat": 3})", "run: unknown field \"repeat\""},
      {R"({})", R"(, "run": {"cpu": "sse4"})", "run.cpu: expected native, avx2 or avx512, got \"sse4\""},
      {R"({})", R"(, "run": {"warmups": 0})", "run.warmups: expected an integer >= 1, got 0"},
      {R"({})", R"(, "extra": 1)", "unknown field \"extra\""},
  };
  for (const Case &c : cases) {
    std::vector<Diagnostic> errors;
    auto spec = parse(specText(c.axes, c.extra), errors);
    EXPECT_FALSE(spec) << c.axes << c.extra;
    EXPECT_NE(allMessages(errors).find(c.expected), std::string::npos)
        << "expected: " << c.expected << "\ngot: " << allMessages(errors);
    for (const Diagnostic &d : errors)
      EXPECT_EQ(d.file, "spec.json");
  }
}

TEST(SweepSpec, BadDocumentsAndGraphs) {
  std::vector<Diagnostic> errors;
  EXPECT_FALSE(parse("{\"lantern_sweep\": 1,\n  \"schedule\": }", errors));
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors[0].line, 2);
  EXPECT_NE(errors[0].message.find("JSON syntax error"), std::string::npos);
  errors.clear();
  EXPECT_FALSE(parse(R"({"lantern_schedule": 1, "steps": []})", errors));
  EXPECT_NE(allMessages(errors).find("a sweep spec is a JSON object with \"lantern_sweep\": 1"), std::string::npos);
  errors.clear();
  EXPECT_FALSE(parse(R"({"lantern_sweep": 1, "schedule": "/nonexistent.json", "graphs": []})", errors));
  EXPECT_NE(allMessages(errors).find("schedule: cannot load /nonexistent.json"), std::string::npos);
  errors.clear();
  std::string base = R"({"lantern_sweep": 1, "schedule": ")" + kSchedules + R"(flash-attention-cpu.json", "graphs": )";
  EXPECT_FALSE(parse(base + R"(["/nonexistent.mlir"]})", errors));
  EXPECT_NE(allMessages(errors).find("graphs[0]: graph file /nonexistent.mlir does not exist"), std::string::npos);
  errors.clear();
  EXPECT_FALSE(parse(base + R"([{"generate": {"seq": [128], "dtype": ["f64"]}}]})", errors));
  EXPECT_NE(allMessages(errors).find("graphs[0].generate.dtype: \"f64\": expected f32, bf16 or f16"), std::string::npos);
  errors.clear();
  EXPECT_FALSE(parse(base + R"([{"generate": {"sequence": [128]}}]})", errors));
  EXPECT_NE(allMessages(errors).find("unknown field \"sequence\""), std::string::npos);
  errors.clear();
  EXPECT_FALSE(parse(base + R"([{"generate": {"heads": [4], "kv_heads": [3]}}]})", errors));
  EXPECT_NE(allMessages(errors).find("graphs[0].generate: shape"), std::string::npos) << allMessages(errors);
  errors.clear();
  EXPECT_FALSE(parse(base + R"([{"generate": {"seq": [128]}}, {"generate": {"seq": [128]}}]})", errors));
  EXPECT_NE(allMessages(errors).find("is listed twice"), std::string::npos);
}

TEST(SweepSpec, RelativePathsResolveAgainstTheSpecsDirectory) {
  SpecFile f("relative");
  std::filesystem::copy_file(kSchedules + "flash-attention-cpu.json", f.dir / "s.json");
  std::ofstream(f.path()) << R"({"lantern_sweep": 1, "schedule": "s.json", "graphs": [{"generate": {}}]})";
  std::vector<Diagnostic> errors;
  auto spec = loadSpec(f.path(), errors);
  ASSERT_TRUE(spec) << allMessages(errors);
  EXPECT_EQ(spec->schedulePath, (f.dir / "s.json").string());
  EXPECT_EQ(enumerate(*spec).size(), 1u); // no axes: one point per graph and backend
}

TEST(SweepShard, ParsesAndPartitions) {
  std::string error;
  auto s = parseShard("1/4", error);
  ASSERT_TRUE(s);
  Point p;
  size_t mine = 0;
  for (size_t i = 0; i < 24; ++i) {
    p.index = i;
    mine += s->contains(p);
  }
  EXPECT_EQ(mine, 6u);
  for (const char *bad : {"4/4", "1", "a/4", "1/0", "-1/4", "1/4/2", ""}) {
    EXPECT_FALSE(parseShard(bad, error)) << bad;
    EXPECT_NE(error.find("--shard"), std::string::npos);
  }
}

TEST(SweepResults, APartialLastLineIsDroppedAndCutBeforeAppending) {
  SpecFile f("results");
  std::string path = (f.dir / "r.jsonl").string();
  std::ofstream(path) << R"({"id": "a", "config": "c", "status": "pass", "index": 0})" "\n"
                      << "not json\n"
                      << R"({"id": "b", "config": "c", "status": "pa)"; // killed while writing
  ResultsFile file;
  Diagnostic error;
  ASSERT_TRUE(readResults(path, file, error));
  ASSERT_EQ(file.lines.size(), 1u);
  EXPECT_TRUE(file.partialTail);
  ASSERT_EQ(file.warnings.size(), 2u);
  EXPECT_EQ(file.warnings[0].line, 2);
  EXPECT_EQ(file.warnings[0].severity, Severity::Warning);
  EXPECT_EQ(file.warnings[1].line, 3);
  EXPECT_EQ(file.keys(), std::set<std::string>{"a @ c"});
  {
    ResultsWriter w;
    ASSERT_TRUE(w.open(file, error));
    ASSERT_TRUE(w.write({{"id", "b"}, {"config", "c"}, {"status", "fail"}, {"index", 1}}, error));
  }
  ResultsFile again;
  ASSERT_TRUE(readResults(path, again, error));
  EXPECT_FALSE(again.partialTail);
  ASSERT_EQ(again.lines.size(), 2u);
  EXPECT_EQ(again.lines[1]["status"], "fail");
  ResultsFile missing;
  ASSERT_TRUE(readResults((f.dir / "none.jsonl").string(), missing, error));
  EXPECT_TRUE(missing.lines.empty());
}

TEST(SweepResults, MergeDeduplicatesAndOrdersByIndex) {
  ResultsFile a, b;
  a.lines = {{{"id", "p2"}, {"config", "c"}, {"index", 2}, {"status", "pass"}, {"tflops", 1.0}},
             {{"id", "p0"}, {"config", "c"}, {"index", 0}, {"status", "pass"}}};
  b.lines = {{{"id", "p1"}, {"config", "c"}, {"index", 1}, {"status", "refused"}},
             {{"id", "p2"}, {"config", "c"}, {"index", 2}, {"status", "pass"}, {"tflops", 2.0}},
             {{"id", "p2"}, {"config", "other"}, {"index", 2}, {"status", "pass"}}};
  size_t duplicates = 0;
  auto merged = mergeResults({a, b}, duplicates);
  EXPECT_EQ(duplicates, 1u);
  ASSERT_EQ(merged.size(), 4u);
  EXPECT_EQ(merged[0]["id"], "p0");
  EXPECT_EQ(merged[1]["id"], "p1");
  EXPECT_EQ(merged[2]["tflops"], 1.0); // the first file's line wins
  EXPECT_FALSE(withoutTimes(merged[2]).contains("tflops"));
}

TEST(SweepTuning, NearestLargerShapeAndClearRefusals) {
  SpecFile f("table");
  auto shape = [](int64_t seq, int64_t dim, bool causal = false) {
    return nlohmann::json{{"batch", 1}, {"heads", 2}, {"kv_heads", 2}, {"seq", seq}, {"kv_seq", seq},
                          {"dim", dim}, {"dtype", "f32"}, {"mask", "none"}, {"causal", causal}};
  };
  nlohmann::json index = {{"lantern_tuned", 1},
                          {"entries",
                           {{{"backend", "cpu"}, {"shape", shape(256, 64)}, {"schedule", "s256.json"}},
                            {{"backend", "cpu"}, {"shape", shape(1024, 64)}, {"schedule", "s1024.json"}},
                            {{"backend", "cpu"}, {"shape", shape(512, 64)}, {"schedule", "s512.json"}},
                            {{"backend", "cpu"}, {"shape", shape(512, 64, true)}, {"schedule", "s512c.json"}}}}};
  std::string path = (f.dir / "index.json").string();
  std::ofstream(path) << index.dump();
  std::string error;
  auto exact = pickFromTable(path, shape(256, 64), "cpu", error);
  ASSERT_TRUE(exact) << error;
  EXPECT_TRUE(exact->exact);
  EXPECT_EQ(exact->schedulePath, (f.dir / "s256.json").string());
  auto nearer = pickFromTable(path, shape(300, 64), "", error);
  ASSERT_TRUE(nearer) << error;
  EXPECT_FALSE(nearer->exact);
  EXPECT_EQ(nearer->schedulePath, (f.dir / "s512.json").string()); // not the causal one, not 1024
  EXPECT_NE(nearer->message.find("nearest larger shape, b1 h2 s512 kv512 d64 f32"), std::string::npos);
  auto causal = pickFromTable(path, shape(128, 64, true), "cpu", error);
  ASSERT_TRUE(causal) << error;
  EXPECT_EQ(causal->schedulePath, (f.dir / "s512c.json").string());
  EXPECT_FALSE(pickFromTable(path, shape(2048, 64), "cpu", error));
  EXPECT_NE(error.find("no entry for b1 h2 s2048 kv2048 d64 f32 on cpu and none larger"), std::string::npos) << error;
  EXPECT_FALSE(pickFromTable(path, shape(256, 128), "cpu", error));
  EXPECT_FALSE(pickFromTable(path, shape(256, 64), "cuda", error));
  EXPECT_FALSE(pickFromTable(path, nullptr, "cpu", error));
  EXPECT_NE(error.find("not one SDPA"), std::string::npos);
  std::ofstream(path) << R"({"lantern_schedule": 1})";
  EXPECT_FALSE(pickFromTable(path, shape(256, 64), "cpu", error));
  EXPECT_NE(error.find("not a tuned table"), std::string::npos);
}
