// lantern-cli: the batch front end over lantern_core. Exit codes: 0 ok, 1 a step or check failed,
// 2 bad input or usage.
// This file only wires CLI11: the commands are in *_commands.cpp (commands.h).
#include "commands.h"
#include "isolation.h"
#include "sweep_commands.h"

#include "backend/backend.h"
#include "ir/context.h"
#include "run/runner.h"
#include "run/step_check.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Config/llvm-config.h"

#include <CLI/CLI.hpp>

#include <iostream>

using namespace lantern;
using namespace lantern::cli;

int main(int argc, char **argv) {
  CLI::App app{"lantern-cli: apply, inspect, export and check MLIR transform schedules on attention graphs"};
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "help for every command");

  bool stepsJson = false;
  auto *steps = app.add_subcommand("steps", "the step catalog: kinds, parameters, preconditions and teaching texts");
  steps->add_flag("--json", stepsJson, "machine-readable catalog");
  bool stepsMarkdown = false;
  steps->add_flag("--markdown", stepsMarkdown, "the catalog as docs/steps.md holds it")->excludes("--json");

  std::string graphPath, schedulePath, out, traceJsonPath, scriptPath;
  bool tagged = false;
  auto *roles = app.add_subcommand("roles", "recognise the attention pattern: one line per tagged op");
  roles->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
  roles->add_flag("--tagged", tagged, "write the graph with its lantern.role attributes instead");
  roles->add_option("-o,--output", out, "output file for --tagged (default stdout)");
  bool dataflow = false, dataflowJson = false;
  roles->add_flag("--dataflow", dataflow, "print the dataflow the GUI's Graph panel draws instead")->excludes("--tagged");
  roles->add_flag("--json", dataflowJson, "as JSON (the report per attention block, or with --dataflow the dataflow)")
      ->excludes("--tagged");

  size_t upto = SIZE_MAX;
  auto *apply = app.add_subcommand("apply", "apply a schedule; final IR to stdout, a line per step to stderr");
  apply->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
  std::string scheduleTable, tableBackend;
  apply->add_option("SCHEDULE", schedulePath, "schedule (.json); or --schedule-table");
  apply->add_option("--schedule-table", scheduleTable,
                    "pick the schedule for the graph's shape from a tuned table (tuned/index.json from lantern-cli tune)");
  apply->add_option("--backend", tableBackend, "with --schedule-table: take the entry of this backend");
  apply->add_option("--upto", upto, "apply only the first N steps")->check(CLI::NonNegativeNumber);
  apply->add_option("-o,--output", out, "write the final IR here instead of stdout");
  apply->add_option("--trace-json", traceJsonPath, "write the per-step trace as JSON");
  bool fullConstants = false;
  apply->add_flag("--full-constants", fullConstants,
                  "write large constants (weights) in full; by default they are elided as "
                  "dense_resource<__elided__HASH> with their type, which `run --ir` cannot run");
  // apply, diff and compile run the steps in a child as run does: a schedule whose IR blows up ends
  // as an error naming the step and the limit, not as the machine's OOM killer.
  cli::IsolationOptions toolIsolation;
  cli::addIsolationOptions(apply, toolIsolation, "applying the schedule");

  size_t diffStep = 0;
  int contextLines = 3;
  auto *diffCmd = app.add_subcommand("diff", "unified diff of the IR before and after one step");
  diffCmd->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
  diffCmd->add_option("SCHEDULE", schedulePath, "schedule (.json)")->required();
  diffCmd->add_option("--step", diffStep, "the step (1 = first)")->required()->check(CLI::PositiveNumber);
  diffCmd->add_option("-U,--context", contextLines, "lines of context")->check(CLI::NonNegativeNumber);
  cli::addIsolationOptions(diffCmd, toolIsolation, "applying the schedule");

  run::RunOptions runOptions;
  std::string runJson;
  bool noGraphOracle = false;
  auto *runCmd = app.add_subcommand("run", "apply, compile, run on generated inputs and check against PyTorch semantics");
  runCmd->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
  runCmd->add_option("SCHEDULE", schedulePath, "schedule (.json); or --schedule-table");
  runCmd->add_option("--schedule-table", scheduleTable,
                     "pick the schedule for the graph's shape (and --backend) from a tuned table (tuned/index.json)");
  runCmd->add_option("--backend", runOptions.backend, "cpu, cuda or level_zero")->capture_default_str();
  runCmd->add_option("--mask-kind", runOptions.maskKind, "none, causal, padding or random: fills the graph's mask argument")
      ->capture_default_str();
  runCmd->add_option("--seed", runOptions.seed, "seed of the generated inputs")->capture_default_str();
  runCmd->add_option("--repeats", runOptions.repeats, "timed runs after the warm-ups")->capture_default_str()->check(
      CLI::PositiveNumber);
  runCmd->add_option("--warmup", runOptions.warmups, "untimed runs before the timed ones")->capture_default_str()->check(
      CLI::PositiveNumber);
  runCmd->add_option("--check-rows", runOptions.checkRows,
                     "evaluate the PyTorch oracle on a seeded sample of N rows (0 = all); NaN/Inf are counted on all")
      ->check(CLI::NonNegativeNumber);
  runCmd->add_option("--cpu", runOptions.cpu,
                     "cpu backend: the vector instructions to compile for: native (the host's), avx2 or avx512 "
                     "(x86-64-v3 / -v4, on a host that has them)")
      ->capture_default_str();
  runCmd->add_option("--threads", runOptions.threads,
                     "cpu backend: run the kernel's parallel loops on N of this process's CPUs (0 = all)")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  runCmd->add_flag("--no-graph-oracle", noGraphOracle, "do not compile and run the unscheduled graph as a second oracle");
  runCmd->add_option("--json", runJson, "write the full report (metrics, positions, per-row errors, timings) as JSON");
  std::string runIrPath;
  runCmd->add_option("--ir", runIrPath,
                     "run this module instead of applying a schedule: a schedule's output (`apply -o`), edited or not; "
                     "checked against GRAPH");
  cli::IsolationOptions runIsolation, stepIsolation;
  cli::addIsolationOptions(runCmd, runIsolation, "the run");

  run::StepCheckOptions stepOptions;
  bool stepsAsJson = false;
  auto addStepCheckOptions = [&](CLI::App *cmd) {
    cmd->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
    cmd->add_option("SCHEDULE", schedulePath, "schedule (.json)")->required();
    cmd->add_option("--backend", stepOptions.backend, "backend each step's IR is compiled for")->capture_default_str();
    cmd->add_option("--mask-kind", stepOptions.maskKind, "none, causal, padding or random: fills the graph's mask argument")
        ->capture_default_str();
    cmd->add_option("--seed", stepOptions.seed, "seed of the generated inputs")->capture_default_str();
    cmd->add_option("--cpu", stepOptions.cpu,
                    "cpu backend: the vector instructions each step is compiled for: native (the host's), avx2 or "
                    "avx512")
        ->capture_default_str();
    cmd->add_option("--check-rows", stepOptions.checkRows,
                    "error norms over a seeded sample of N rows (0 = all); NaN/Inf are counted on all")
        ->check(CLI::NonNegativeNumber);
    cmd->add_flag("--json", stepsAsJson, "the checks as JSON on stdout");
    cli::addIsolationOptions(cmd, stepIsolation, "all the checks together");
  };
  auto *bisectCmd = app.add_subcommand(
      "bisect", "find the first step whose IR no longer computes the unscheduled graph's numbers, checking "
                "O(log2 n) steps (a change is assumed to persist)");
  addStepCheckOptions(bisectCmd);
  auto *checkStepsCmd = app.add_subcommand(
      "check-steps", "check the numbers of the IR after every step against the unscheduled graph");
  addStepCheckOptions(checkStepsCmd);

  std::string compileBackend = "cpu", emitWhat = "mlir";
  auto *compileCmd = app.add_subcommand("compile", "apply a schedule and write what a backend generates from it");
  compileCmd->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
  compileCmd->add_option("SCHEDULE", schedulePath, "schedule (.json)")->required();
  compileCmd->add_option("--backend", compileBackend, "cpu, cuda or level_zero")->capture_default_str();
  compileCmd->add_option("--emit", emitWhat,
                         "cpu: mlir (LLVM dialect) or llvm; cuda: mlir (NVVM + host LLVM dialect), llvm (device "
                         "LLVM IR), ptx, cubin (needs ptxas), asm (SASS; needs cuobjdump or nvdisasm) or resources "
                         "(a line per kernel: registers, spills, stack, shared and constant bytes, occupancy; needs "
                         "ptxas); level_zero: mlir (XeGPU kernels + host), spirv (binary) or spirv-asm")
      ->capture_default_str();
  compileCmd->add_option("-o,--output", out, "output file (default stdout)");
  std::string compileCpu = "native";
  compileCmd->add_option("--cpu", compileCpu,
                         "cpu backend: the vector instructions to compile for: native (the host's), avx2 or avx512 "
                         "(x86-64-v3 / -v4, on a host that has them)")
      ->capture_default_str();
  compileCmd->add_flag("--full-constants", fullConstants,
                       "--emit mlir: write large constants (weights) in full instead of elided");
  cli::addIsolationOptions(compileCmd, toolIsolation, "applying and compiling");

  cli::SweepOptions sweepOptions;
  auto *sweepCmd = app.add_subcommand(
      "sweep", "run a schedule over graphs, shapes, parameter values and backends; one JSON line per point, resumable");
  sweepCmd->add_option("SPEC", sweepOptions.spec, "sweep spec (.json, \"lantern_sweep\": 1)");
  sweepCmd->add_option("-o,--output", sweepOptions.out,
                       "results file (JSONL); points already in it are skipped, so a stopped sweep resumes");
  sweepCmd->add_option("--shard", sweepOptions.shard, "run every N-th point, starting at K (K/N, 0 <= K < N)")
      ->capture_default_str();
  sweepCmd->add_option("--progress", sweepOptions.progress, "auto (a bar on a terminal, else lines), bar, lines or none")
      ->capture_default_str();
  sweepCmd->add_flag("--list", sweepOptions.list, "print the points (index and id) of this shard and exit");
  cli::addIsolationOptions(sweepCmd, sweepOptions.isolation, "each point");
  std::vector<std::string> mergeInputs;
  auto *mergeCmd = sweepCmd->add_subcommand("merge", "merge results files (shards, re-runs) into one, de-duplicated");
  mergeCmd->add_option("RESULTS", mergeInputs, "results files (.jsonl)")->required();
  mergeCmd->add_option("-o,--output", out, "merged file (default stdout)");
  std::vector<std::string> tuneInputs;
  std::string tuneOut = "tuned";
  auto *tuneCmd = app.add_subcommand(
      "tune", "from sweep results, the fastest passing point per shape as schedules and a table (index.json)");
  tuneCmd->add_option("RESULTS", tuneInputs, "results files (.jsonl)")->required();
  tuneCmd->add_option("-o,--output", tuneOut, "directory for the schedules and index.json")->capture_default_str();

  auto *exportCmd = app.add_subcommand("export", "write the schedule as one transform script for mlir-opt");
  exportCmd->add_option("SCHEDULE", schedulePath, "schedule (.json)")->required();
  exportCmd->add_option("-o,--output", out, "output file (default stdout)");

  auto *importCmd = app.add_subcommand("import-script", "turn a transform script into a schedule");
  importCmd->add_option("FILE", scriptPath, "transform script (.mlir) with @__transform_main")->required();
  importCmd->add_option("-o,--output", out, "schedule file to write (default stdout)");

  auto *graphCmd = app.add_subcommand("graph", "generate graphs");
  graphCmd->require_subcommand(1);
  SdpaOptions sdpa;
  auto *sdpaCmd = graphCmd->add_subcommand("sdpa", "scaled_dot_product_attention in torch-mlir's linalg form");
  sdpaCmd->add_option("--batch", sdpa.spec.batch, "batch size")->capture_default_str();
  sdpaCmd->add_option("--heads", sdpa.spec.heads, "query heads")->capture_default_str();
  sdpaCmd->add_option("--kv-heads", sdpa.spec.kvHeads, "key/value heads (GQA when fewer; default = heads)");
  sdpaCmd->add_option("--seq", sdpa.spec.seq, "query sequence length")->capture_default_str();
  sdpaCmd->add_option("--kv-seq", sdpa.spec.kvSeq, "key/value sequence length (default = seq)");
  sdpaCmd->add_option("--dim", sdpa.spec.dim, "head dimension")->capture_default_str();
  sdpaCmd->add_option("--dtype", sdpa.dtype, "f32, bf16 or f16")->capture_default_str();
  sdpaCmd->add_option("--mask", sdpa.mask, "none, causal, bool, additive or padding (a [B, S_kv] bool vector)")
      ->capture_default_str();
  sdpaCmd->add_option("--mask-shape", sdpa.maskShape, "shape of a bool/additive mask: bhss, ss, b1ss or b11s")
      ->capture_default_str();
  sdpaCmd->add_flag("--mask-expand", sdpa.spec.maskExpand,
                    "variant: the mask reshaped by expand_shape and broadcast by a generic");
  sdpaCmd->add_option("--score-mod", sdpa.scoreMod, "none, alibi or softcap")->capture_default_str();
  sdpaCmd->add_option("--soft-cap", sdpa.spec.softCap, "cap for --score-mod softcap")->capture_default_str();
  sdpaCmd->add_option("--window", sdpa.spec.window, "sliding-window mask_mod size (0 = none)")->capture_default_str();
  sdpaCmd->add_option("--scale", sdpa.spec.scale, "softmax scale (0 = 1/sqrt(dim))")->capture_default_str();
  sdpaCmd->add_flag("--return-lse", sdpa.spec.returnLse, "a second result: lse = max + log(sum) per row");
  sdpaCmd->add_flag("--return-max", sdpa.spec.returnMax, "a further result: the row max of the scores");
  sdpaCmd->add_flag("--no-guard", sdpa.noGuard, "omit the safe-softmax guard (older torch-mlir)");
  sdpaCmd->add_option("--form", sdpa.form,
                      "lantern (one op per step) or torch-mlir (what torch-mlir 20261001 emits)")
      ->capture_default_str();
  sdpaCmd->add_option("--max-form", sdpa.maxForm, "variant: row max as maximumf, maxnumf, select, reduce or argmax")
      ->capture_default_str();
  sdpaCmd->add_option("--keep-dim", sdpa.keepDim, "variant: reductions keep the reduced dim: none, map or expand")
      ->capture_default_str();
  sdpaCmd->add_flag("--sum-negative-zero", sdpa.spec.negativeZeroSum, "variant: the row sum starts from -0.0");
  sdpaCmd->add_option("--scale-form", sdpa.scaleForm, "variant: scale on q-and-k, q, scores, scores-divide or none")
      ->capture_default_str();
  sdpaCmd->add_flag("--scale-computed", sdpa.spec.scaleComputed, "variant: the factor as math.sqrt of a constant");
  sdpaCmd->add_flag("--scale-on-scores", sdpa.scaleOnScores, "variant: one scale on the scores (= --scale-form scores)");
  sdpaCmd->add_option("--key-form", sdpa.keyForm, "variant: Kᵀ by a transpose, an indexing map (map) or K·Qᵀ (kq)")
      ->capture_default_str();
  sdpaCmd->add_flag("--baddbmm", sdpa.spec.baddbmm, "variant: scores + 0·C after Q·Kᵀ");
  sdpaCmd->add_flag("--self-attention", sdpa.spec.selfAttention, "variant: Q, K and V are one argument");
  sdpaCmd->add_flag("--narrow-accumulate", sdpa.spec.narrowAccumulate, "variant: f16/bf16 accumulators, no widening");
  sdpaCmd->add_flag("--rank3", sdpa.spec.rank3, "variant: [B*H, S, D] operands");
  sdpaCmd->add_flag("--generic-contractions", sdpa.spec.genericContractions,
                    "variant: linalg.generic instead of named ops");
  sdpaCmd->add_flag("--fused-divide", sdpa.spec.fusedDivide, "variant: the divide fused into the P·V body");
  sdpaCmd->add_option("--function-name", sdpa.spec.functionName, "name of the function")->capture_default_str();
  sdpaCmd->add_option("-o,--output", sdpa.out, "output file (default stdout)");

  // The app's child processes (hidden: not for people).
  auto *engineCmd = app.add_subcommand("engine", "the desktop app's engine process (JSON lines on stdin/stdout)");
  engineCmd->group("");
  auto *runIrCmd = app.add_subcommand("run-ir", "one run for the desktop app (JSON on stdin, report on stdout)");
  runIrCmd->group("");
  auto *checkWorkerCmd = app.add_subcommand("check-worker", "the desktop app's step checks (JSON lines)");
  checkWorkerCmd->group("");
  auto *emitIrCmd = app.add_subcommand("emit-ir", "one Code view stage for the desktop app (JSON on stdin and stdout)");
  emitIrCmd->group("");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp &e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp &e) {
    return app.exit(e);
  } catch (const CLI::ParseError &e) {
    app.exit(e);
    return kBadInput;
  }

  if (steps->parsed())
    return runSteps(stepsJson, stepsMarkdown);
  if (exportCmd->parsed())
    return runExport(schedulePath, out);
  if (sdpaCmd->parsed())
    return runGraphSdpa(sdpa);

  // The commands that compile and run generated code run it again in a child process.
  if (runCmd->parsed() && !runIsolation.off)
    return runIsolated("the run", argc, argv, runIsolation, runJson, graphPath, schedulePath);
  if (bisectCmd->parsed() && !stepIsolation.off)
    return runIsolated("the bisection", argc, argv, stepIsolation, "", graphPath, schedulePath);
  if (checkStepsCmd->parsed() && !stepIsolation.off)
    return runIsolated("the step check", argc, argv, stepIsolation, "", graphPath, schedulePath);
  if (apply->parsed() && !toolIsolation.off)
    return runIsolated("apply", argc, argv, toolIsolation, "", graphPath, schedulePath);
  if (diffCmd->parsed() && !toolIsolation.off)
    return runIsolated("diff", argc, argv, toolIsolation, "", graphPath, schedulePath);
  if (compileCmd->parsed() && !toolIsolation.off)
    return runIsolated("compile", argc, argv, toolIsolation, "", graphPath, schedulePath);
  sweepOptions.argc = argc;
  sweepOptions.argv = argv;

  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  if (engineCmd->parsed())
    return runEngine(*context);
  if (runIrCmd->parsed())
    return runIr(*context);
  if (checkWorkerCmd->parsed())
    return runCheckWorker(*context);
  if (emitIrCmd->parsed())
    return runEmitIr(*context);
  if (roles->parsed())
    return dataflow ? runDataflow(*context, graphPath, dataflowJson) : runRoles(*context, graphPath, tagged, dataflowJson, out);
  if (mergeCmd->parsed())
    return cli::runSweepMerge(mergeInputs, out);
  if (sweepCmd->parsed()) {
    if (sweepOptions.spec.empty())
      return badInput("sweep: give a SPEC (.json), or `sweep merge RESULTS... -o OUT`");
    return cli::runSweep(*context, sweepOptions);
  }
  if (tuneCmd->parsed())
    return cli::runTune(tuneInputs, tuneOut);
  if (apply->parsed()) {
    if (int status = scheduleFromTable(*context, graphPath, scheduleTable, tableBackend, schedulePath); status != kOk)
      return status;
    return runApply(*context, graphPath, schedulePath, upto, out, traceJsonPath, fullConstants);
  }
  if (diffCmd->parsed())
    return runDiff(*context, graphPath, schedulePath, diffStep, contextLines);
  if (importCmd->parsed())
    return runImport(*context, scriptPath, out);
  if (compileCmd->parsed())
    return runCompile(*context, graphPath, schedulePath, compileBackend, emitWhat, out, fullConstants, compileCpu);
  if (bisectCmd->parsed())
    return runBisect(*context, graphPath, schedulePath, stepOptions, stepsAsJson);
  if (checkStepsCmd->parsed())
    return runCheckSteps(*context, graphPath, schedulePath, stepOptions, stepsAsJson);
  if (runCmd->parsed()) {
    runOptions.graphOracle = !noGraphOracle;
    if (!runIrPath.empty()) {
      if (!schedulePath.empty() || !scheduleTable.empty())
        return badInput("run: give a SCHEDULE, --schedule-table or --ir, only one");
      return runRun(*context, graphPath, "", runIrPath, runOptions, runJson);
    }
    if (int status = scheduleFromTable(*context, graphPath, scheduleTable, runOptions.backend, schedulePath); status != kOk)
      return status;
    return runRun(*context, graphPath, schedulePath, "", runOptions, runJson);
  }
  return kBadInput;
}
