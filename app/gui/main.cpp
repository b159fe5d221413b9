// lantern: the desktop app. `lantern [GRAPH] [SCHEDULE]` opens a window on them (defaults: the
// source tree's assets/sdpa_f32.mlir and schedules/tile-and-fuse.json); `--script` runs a list of
// UI actions and can write the last frame (`--screenshot`) and the state (`--dump-state`).
#include "app.h"
#include "check/oracle.h"
#include "autosave.h"
#include "key_input.h"
#include "recent_files.h"
#include "script_mode.h"
#include "widgets/theme.h"

#include <CLI/CLI.hpp>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>
#include <stb_image_write.h>

#define GLFW_INCLUDE_NONE
#include <GL/gl.h>
#include <GLFW/glfw3.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

using namespace lantern::gui;

constexpr int kExitOk = 0;
constexpr int kExitScriptFailed = 1;
constexpr int kExitBadInput = 2;
// Frames drawn after the last action, so that scrolling and layout requests have landed.
constexpr int kSettleFrames = 4;

std::string glfwError;

void onGlfwError(int code, const char *description) { glfwError = std::to_string(code) + ": " + description; }

std::string inSourceTree(const std::string &relative) { return std::string(LANTERN_SOURCE_DIR) + "/" + relative; }

// The last frame, read back from the back buffer before the swap.
bool writeScreenshot(GLFWwindow *window, const std::string &path, std::string &error) {
  int width = 0, height = 0;
  glfwGetFramebufferSize(window, &width, &height);
  std::vector<unsigned char> pixels(static_cast<size_t>(width) * static_cast<size_t>(height) * 3);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
  size_t stride = static_cast<size_t>(width) * 3;
  std::vector<unsigned char> flipped(pixels.size());
  for (int y = 0; y < height; ++y)
    std::copy_n(pixels.data() + static_cast<size_t>(height - 1 - y) * stride, stride,
                flipped.data() + static_cast<size_t>(y) * stride);
  std::error_code ec;
  std::filesystem::path target(path);
  if (target.has_parent_path())
    std::filesystem::create_directories(target.parent_path(), ec);
  if (!stbi_write_png(path.c_str(), width, height, 3, flipped.data(), static_cast<int>(stride))) {
    error = "cannot write " + path;
    return false;
  }
  return true;
}

bool parseSize(const std::string &text, int &width, int &height) {
  return std::sscanf(text.c_str(), "%dx%d", &width, &height) == 2 && width > 200 && height > 200;
}

struct Args {
  std::string graph, schedule, script, screenshot, dumpStatePath, stateDir, size = "1600x1000";
  float scale = 0;
  bool lastSession = false;
  bool noIsolate = false;
  std::string runTimeLimit, stepTimeLimit, memoryLimit;
  int width = 0, height = 0;
  bool scripted() const { return !script.empty(); }
};

void addOptions(CLI::App &cli, Args &args) {
  cli.add_option("graph", args.graph, "graph to open (default: assets/sdpa_f32.mlir of the source tree)");
  cli.add_option("schedule", args.schedule, "schedule to open (default: schedules/tile-and-fuse.json)");
  cli.add_option("--script", args.script, "run the UI actions of this JSON file, then exit");
  cli.add_option("--screenshot", args.screenshot, "with --script: write the last frame to this PNG");
  cli.add_option("--dump-state", args.dumpStatePath, "with --script: write the UI state to this JSON file");
  cli.add_option("--state-dir", args.stateDir,
                 "autosave and recent files (default: $LANTERN_STATE_DIR, $XDG_STATE_HOME/lantern or "
                 "~/.local/state/lantern; with --script: none unless given)");
  cli.add_option("--size", args.size, "window size, WIDTHxHEIGHT")->capture_default_str();
  cli.add_option("--scale", args.scale, "UI scale (default: the monitor's content scale)");
  cli.add_flag("--last-session", args.lastSession,
               "open the graph and schedule opened last (what happens without arguments; with --script, "
               "only with this flag)");
  cli.add_flag("--no-isolate", args.noIsolate,
               "apply steps and run kernels in the app's own process (for a debugger; a crash there ends the app)");
  cli.add_option("--time-limit", args.runTimeLimit, "wall-time limit of each run's child process (default 600 s)");
  cli.add_option("--step-time-limit", args.stepTimeLimit,
                 "wall-time limit of each step in the engine process (default 300 s)");
  cli.add_option("--memory-limit", args.memoryLimit,
                 "resident-memory limit of the engine and of each run (default 60 % of this machine's)");
}

// The isolation the options ask for; false with `error` for a value that is not a time or a size.
bool isolationOf(const Args &args, Isolation &iso, std::string &error) {
  using lantern::process::setLimit;
  iso.enabled = !args.noIsolate;
  if (!setLimit("--time-limit", args.runTimeLimit, iso.run.seconds, error) ||
      !setLimit("--step-time-limit", args.stepTimeLimit, iso.step.seconds, error) ||
      !setLimit("--memory-limit", args.memoryLimit, iso.run.memoryBytes, error))
    return false;
  iso.step.memoryBytes = iso.run.memoryBytes;
  return true;
}

// The graph and schedule opened last (recent.json in the state directory), where they still exist.
void openLastSession(Args &args) {
  RecentFiles recent = RecentFiles::load(args.stateDir);
  std::error_code ec;
  auto firstExisting = [&](const std::vector<std::string> &paths) -> std::string {
    for (const std::string &path : paths)
      if (std::filesystem::is_regular_file(path, ec))
        return path;
    return "";
  };
  if (args.graph.empty())
    args.graph = firstExisting(recent.graphs);
  if (args.schedule.empty())
    args.schedule = firstExisting(recent.schedules);
}

// Checks the options that go together, loads the script or fills in the interactive defaults;
// false after saying why on stderr.
bool prepare(Args &args, ScriptRunner &runner) {
  if (!args.scripted() && (!args.screenshot.empty() || !args.dumpStatePath.empty())) {
    std::cerr << "lantern: --screenshot and --dump-state go with --script\n";
    return false;
  }
  if (!parseSize(args.size, args.width, args.height)) {
    std::cerr << "lantern: --size '" << args.size << "': expected WIDTHxHEIGHT, e.g. 1600x1000\n";
    return false;
  }
  if (args.scripted()) {
    std::string error;
    if (!runner.load(args.script, error)) {
      std::cerr << "lantern: " << error << "\n";
      return false;
    }
    if (args.lastSession)
      openLastSession(args);
    return true;
  }
  if (args.stateDir.empty())
    args.stateDir = defaultStateDir();
  if (args.graph.empty() && args.schedule.empty())
    openLastSession(args);
  if (args.graph.empty())
    args.graph = inSourceTree("assets/sdpa_f32.mlir");
  if (args.schedule.empty())
    args.schedule = inSourceTree("schedules/tile-and-fuse.json");
  return true;
}

// An OpenGL 3.3 window, current on this thread; null after saying why on stderr. Fills in the UI
// scale from the monitor when none was given.
GLFWwindow *openWindow(Args &args) {
  glfwSetErrorCallback(onGlfwError);
  if (!glfwInit()) {
    std::cerr << "lantern: cannot open a window (" << glfwError << "). Is there a display ($DISPLAY)?\n"
              << "Without one, lantern-cli does the same work, e.g.\n"
              << "  lantern-cli apply " << (args.graph.empty() ? "GRAPH.mlir" : args.graph) << " "
              << (args.schedule.empty() ? "SCHEDULE.json" : args.schedule) << " -o out.mlir\n";
    return nullptr;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
  GLFWwindow *window = glfwCreateWindow(args.width, args.height, "Lantern", nullptr, nullptr);
  if (!window) {
    std::cerr << "lantern: cannot create an OpenGL 3.3 window (" << glfwError << ")\n";
    glfwTerminate();
    return nullptr;
  }
  glfwMakeContextCurrent(window);
  glfwSwapInterval(args.scripted() ? 0 : 1);
  if (args.scale <= 0) {
    float xscale = 1, yscale = 1;
    glfwGetWindowContentScale(window, &xscale, &yscale);
    args.scale = std::max(1.0f, xscale);
  }
  return window;
}

Fonts startImGui(GLFWwindow *window, float scale) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO &io = ImGui::GetIO();
  io.IniFilename = nullptr; // the layout is the app's, not a file in the working directory
  Fonts fonts = loadFonts(scale);
  applyDarkTheme(scale);
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  installKeyInput(window);
  ImGui_ImplOpenGL3_Init("#version 330");
  return fonts;
}

void stopImGuiAndWindow(GLFWwindow *window) {
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
}

AppOptions appOptions(const Args &args, const Isolation &isolation, GLFWwindow *window) {
  AppOptions options;
  options.graph = args.graph;
  options.schedule = args.schedule;
  std::string flash = inSourceTree("schedules/flash-attention-cpu.json");
  options.tourSchedule = std::filesystem::exists(flash) ? flash : inSourceTree("schedules/tile-and-fuse.json");
  options.tourGraph = inSourceTree("assets/sdpa_f32.mlir");
  options.builtinSchedules = inSourceTree("schedules");
  options.nanGraph = inSourceTree("assets/flex_alibi_window_f32.mlir");
  // Bare SDPA first, then attention inside real models (assets/models, made by torch-mlir from
  // Hugging Face transformers): what a newcomer's own model will look like.
  const std::vector<AppOptions::Example> examples = {
      {"SDPA, f32", "assets/sdpa_f32.mlir", "scaled_dot_product_attention alone, as torch-mlir writes it"},
      {"SDPA, causal", "assets/sdpa_causal_f32.mlir", "is_causal: the mask built from index ops in the graph"},
      {"Llama layer (GQA, RoPE)", "assets/models/llama_layer_sdpa_f32.mlir",
       "a whole Llama decoder layer: RMSNorm, q/k/v projections, RoPE, GQA attention (4 heads, 2 KV heads), "
       "o projection, SwiGLU MLP; the flash schedules derive the attention, the rest gets loops or kernels"},
      {"Llama layer, bf16", "assets/models/llama_layer_sdpa_bf16.mlir",
       "the same layer in bf16: for the tensor-core schedule (flash-attention-cuda)"},
      {"BERT layer, eager", "assets/models/bert_layer_eager_f32.mlir",
       "eager attention: matmul + softmax written by the model, the padding mask filled with the float minimum"},
      {"T5 attention (relative bias)", "assets/models/t5_attn_sdpa_f32.mlir",
       "a relative position bias gathered from a table and added to the scores; no scale"},
      {"Whisper decoder layer (2 blocks)", "assets/models/whisper_declayer_sdpa_f32.mlir",
       "causal self-attention and cross-attention to 64 encoder states in one function"},
      {"Gemma 2 attention (soft-cap)", "assets/models/gemma2_attn_eager_f32.mlir",
       "tanh soft-capping of the scores, a sliding window"},
  };
  for (const AppOptions::Example &example : examples) {
    std::string path = inSourceTree(example.path);
    if (std::filesystem::exists(path))
      options.examples.push_back({example.label, path, example.note});
  }
  options.stateDir = args.stateDir;
  options.isolation = isolation;
  options.offerRestore = !args.scripted() || !args.stateDir.empty();
  options.wake = [] { glfwPostEmptyEvent(); };
  options.setTitle = [window](const std::string &title) { glfwSetWindowTitle(window, title.c_str()); };
  return options;
}

// Waits for input (or, scripted and idle, barely at all) and passes the close button on to the app.
// While the worker is busy (applying, running, generating code) frames come at 20 per second: its
// progress wakes the loop anyway (Options::wake), and on a software-rendered display (Xvfb, llvmpipe)
// every frame costs CPU the run needs: at 200 frames per second the scripted mode took a core and a
// 1.3 s run took 3.5 s.
void waitForEvents(GLFWwindow *window, App &app, bool scripted) {
  bool idle = app.state()->idle;
  if (!idle)
    glfwWaitEventsTimeout(1.0 / 20);
  else
    glfwWaitEventsTimeout(scripted ? 0.005 : 0.25);
  if (glfwWindowShouldClose(window)) {
    glfwSetWindowShouldClose(window, GLFW_FALSE);
    if (!scripted)
      app.requestQuit();
  }
}

void render(GLFWwindow *window) {
  int fbWidth = 0, fbHeight = 0;
  glfwGetFramebufferSize(window, &fbWidth, &fbHeight);
  glViewport(0, 0, fbWidth, fbHeight);
  glClearColor(0.08f, 0.09f, 0.11f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

// The end of a scripted run: the screenshot, the state dump and the script's failure, if any.
int finishScript(GLFWwindow *window, App &app, const Args &args, const FrameStats &frames,
                 const std::string &failure) {
  int exitCode = kExitOk;
  std::string error;
  if (!args.screenshot.empty() && !writeScreenshot(window, args.screenshot, error)) {
    std::cerr << "lantern: " << error << "\n";
    exitCode = kExitScriptFailed;
  }
  if (!args.dumpStatePath.empty()) {
    std::ofstream out(args.dumpStatePath);
    out << dumpState(app, frames, failure).dump(2) << "\n";
    if (!out) {
      std::cerr << "lantern: cannot write " << args.dumpStatePath << "\n";
      exitCode = kExitScriptFailed;
    }
  }
  if (!failure.empty()) {
    std::cerr << "lantern: script " << args.script << ": " << failure << "\n";
    exitCode = kExitScriptFailed;
  }
  app.workbench().closeCleanly();
  return exitCode;
}

// Draws frames until the user quits or, scripted, a few frames after the last action; returns
// the exit code.
int runFrames(GLFWwindow *window, App &app, ScriptRunner &runner, const Args &args) {
  const bool scripted = args.scripted();
  FrameStats frames;
  float uiMilliseconds = 0;
  int settle = -1; // frames left before the scripted run ends
  std::string failure;
  while (true) {
    waitForEvents(window, app, scripted);
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    keyInputBeforeFrame(window);
    ImGui::NewFrame();
    auto start = std::chrono::steady_clock::now();
    app.frame(uiMilliseconds);
    if (scripted && settle < 0) {
      ScriptRunner::Progress progress = runner.step(app);
      if (progress == ScriptRunner::Progress::Failed)
        failure = runner.failure();
      if (progress != ScriptRunner::Progress::Running)
        settle = kSettleFrames;
    }
    ImGui::Render();
    uiMilliseconds = std::chrono::duration<float, std::milli>(std::chrono::steady_clock::now() - start).count();
    // The first frames build the font atlas and the layout; they say nothing about steady state.
    if (ImGui::GetFrameCount() > 3)
      frames.add(uiMilliseconds);
    render(window);
    if (settle == 0)
      return finishScript(window, app, args, frames, failure);
    if (settle > 0)
      --settle;
    glfwSwapBuffers(window);
    if (app.shouldQuit())
      return kExitOk;
  }
}

} // namespace

int main(int argc, char **argv) {
  CLI::App cli{"lantern: explore transform schedules of attention graphs, step by step"};
  Args args;
  addOptions(cli, args);
  CLI11_PARSE(cli, argc, argv);
  Isolation isolation;
  if (std::string error; !isolationOf(args, isolation, error)) {
    std::cerr << "lantern: " << error << "\n";
    return kExitBadInput;
  }
  ScriptRunner runner;
  if (!prepare(args, runner))
    return kExitBadInput;
  GLFWwindow *window = openWindow(args);
  if (!window)
    return kExitBadInput;
  Fonts fonts = startImGui(window, args.scale);
  // libtorch (the PyTorch-semantics oracle) takes a second of CPU to load: on a thread of its own now,
  // while the user reads the first frames, rather than during the first run.
  lantern::check::preloadTorchOracle();
  int exitCode = kExitOk;
  {
    App app(appOptions(args, isolation, window), fonts);
    exitCode = runFrames(window, app, runner, args);
  }
  stopImGuiAndWindow(window);
  return exitCode;
}
