// lantern: the desktop app. `lantern [GRAPH] [SCHEDULE]` opens a window on them (defaults: the
// source tree's assets/sdpa_f32.mlir and schedules/tile-and-fuse.json); `--script` runs a list of
// UI actions and can write the last frame (`--screenshot`) and the state (`--dump-state`).
#include "app.h"
#include "autosave.h"
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

} // namespace

int main(int argc, char **argv) {
  CLI::App cli{"lantern: explore transform schedules of attention graphs, step by step"};
  std::string graph, schedule, script, screenshot, dumpStatePath, stateDir, size = "1600x1000";
  float scale = 0;
  cli.add_option("graph", graph, "graph to open (default: assets/sdpa_f32.mlir of the source tree)");
  cli.add_option("schedule", schedule, "schedule to open (default: schedules/tile-and-fuse.json)");
  cli.add_option("--script", script, "run the UI actions of this JSON file, then exit");
  cli.add_option("--screenshot", screenshot, "with --script: write the last frame to this PNG");
  cli.add_option("--dump-state", dumpStatePath, "with --script: write the UI state to this JSON file");
  cli.add_option("--state-dir", stateDir,
                 "autosave and recent files (default: $LANTERN_STATE_DIR, $XDG_STATE_HOME/lantern or "
                 "~/.local/state/lantern; with --script: none unless given)");
  cli.add_option("--size", size, "window size, WIDTHxHEIGHT")->capture_default_str();
  cli.add_option("--scale", scale, "UI scale (default: the monitor's content scale)");
  CLI11_PARSE(cli, argc, argv);

  const bool scripted = !script.empty();
  if (!scripted && (!screenshot.empty() || !dumpStatePath.empty())) {
    std::cerr << "lantern: --screenshot and --dump-state go with --script\n";
    return kExitBadInput;
  }
  int width = 0, height = 0;
  if (!parseSize(size, width, height)) {
    std::cerr << "lantern: --size '" << size << "': expected WIDTHxHEIGHT, e.g. 1600x1000\n";
    return kExitBadInput;
  }
  ScriptRunner runner;
  if (scripted) {
    std::string error;
    if (!runner.load(script, error)) {
      std::cerr << "lantern: " << error << "\n";
      return kExitBadInput;
    }
  } else {
    if (graph.empty())
      graph = inSourceTree("assets/sdpa_f32.mlir");
    if (schedule.empty())
      schedule = inSourceTree("schedules/tile-and-fuse.json");
    if (stateDir.empty())
      stateDir = defaultStateDir();
  }

  glfwSetErrorCallback(onGlfwError);
  if (!glfwInit()) {
    std::cerr << "lantern: cannot open a window (" << glfwError << "). Is there a display ($DISPLAY)?\n"
              << "Without one, lantern-cli does the same work, e.g.\n"
              << "  lantern-cli apply " << (graph.empty() ? "GRAPH.mlir" : graph) << " "
              << (schedule.empty() ? "SCHEDULE.json" : schedule) << " -o out.mlir\n";
    return kExitBadInput;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
  GLFWwindow *window = glfwCreateWindow(width, height, "Lantern", nullptr, nullptr);
  if (!window) {
    std::cerr << "lantern: cannot create an OpenGL 3.3 window (" << glfwError << ")\n";
    glfwTerminate();
    return kExitBadInput;
  }
  glfwMakeContextCurrent(window);
  glfwSwapInterval(scripted ? 0 : 1);
  if (scale <= 0) {
    float xscale = 1, yscale = 1;
    glfwGetWindowContentScale(window, &xscale, &yscale);
    scale = std::max(1.0f, xscale);
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO &io = ImGui::GetIO();
  io.IniFilename = nullptr; // the layout is the app's, not a file in the working directory
  Fonts fonts = loadFonts(scale);
  applyDarkTheme(scale);
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  ImGui_ImplOpenGL3_Init("#version 330");

  int exitCode = kExitOk;
  {
    AppOptions options;
    options.graph = graph;
    options.schedule = schedule;
    std::string flash = inSourceTree("schedules/flash-attention-cpu.json");
    options.tourSchedule = std::filesystem::exists(flash) ? flash : inSourceTree("schedules/tile-and-fuse.json");
    options.tourGraph = inSourceTree("assets/sdpa_f32.mlir");
    options.stateDir = stateDir;
    options.offerRestore = !scripted || !stateDir.empty();
    options.wake = [] { glfwPostEmptyEvent(); };
    App app(std::move(options), fonts);

    FrameStats frames;
    float uiMilliseconds = 0;
    int settle = -1; // frames left before the scripted run ends
    std::string failure;
    while (true) {
      if (scripted)
        glfwWaitEventsTimeout(0.005);
      else if (app.state()->idle)
        glfwWaitEventsTimeout(0.25);
      else
        glfwWaitEventsTimeout(1.0 / 60);
      if (glfwWindowShouldClose(window)) {
        glfwSetWindowShouldClose(window, GLFW_FALSE);
        if (!scripted)
          app.requestQuit();
      }
      ImGui_ImplOpenGL3_NewFrame();
      ImGui_ImplGlfw_NewFrame();
      ImGui::NewFrame();
      auto start = std::chrono::steady_clock::now();
      app.frame(uiMilliseconds);
      if (scripted && settle < 0) {
        ScriptRunner::Progress progress = runner.step(app);
        if (progress == ScriptRunner::Progress::Failed) {
          failure = runner.failure();
          settle = kSettleFrames;
        } else if (progress == ScriptRunner::Progress::Done) {
          settle = kSettleFrames;
        }
      }
      ImGui::Render();
      uiMilliseconds = std::chrono::duration<float, std::milli>(std::chrono::steady_clock::now() - start).count();
      // The first frames build the font atlas and the layout; they say nothing about steady state.
      if (ImGui::GetFrameCount() > 3)
        frames.add(uiMilliseconds);
      int fbWidth = 0, fbHeight = 0;
      glfwGetFramebufferSize(window, &fbWidth, &fbHeight);
      glViewport(0, 0, fbWidth, fbHeight);
      glClearColor(0.08f, 0.09f, 0.11f, 1.0f);
      glClear(GL_COLOR_BUFFER_BIT);
      ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
      if (settle == 0) {
        std::string error;
        if (!screenshot.empty() && !writeScreenshot(window, screenshot, error)) {
          std::cerr << "lantern: " << error << "\n";
          exitCode = kExitScriptFailed;
        }
        if (!dumpStatePath.empty()) {
          std::ofstream out(dumpStatePath);
          out << dumpState(app, frames, failure).dump(2) << "\n";
          if (!out) {
            std::cerr << "lantern: cannot write " << dumpStatePath << "\n";
            exitCode = kExitScriptFailed;
          }
        }
        if (!failure.empty()) {
          std::cerr << "lantern: script " << script << ": " << failure << "\n";
          exitCode = kExitScriptFailed;
        }
        app.workbench().closeCleanly();
        break;
      }
      if (settle > 0)
        --settle;
      glfwSwapBuffers(window);
      if (app.shouldQuit())
        break;
    }
  }

  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
  return exitCode;
}
