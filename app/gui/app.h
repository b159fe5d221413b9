// The window's contents: menu bar, the panel layout, file dialogs, shortcuts, the status line, the
// restore offer after a crash and the unsaved-changes prompt on quit. Owns the Workbench and the
// panels; draws one frame at a time.
#pragma once

#include "autosave.h"
#include "new_graph_dialog.h"
#include "panels/code_panel.h"
#include "panels/diagnostics_panel.h"
#include "panels/graph_panel.h"
#include "panels/help_panel.h"
#include "panels/history_panel.h"
#include "panels/ir_panel.h"
#include "panels/run_panel.h"
#include "panels/schedule_panel.h"
#include "panels/sweep_panel.h"
#include "ui_state.h"
#include "widgets/file_browser.h"
#include "widgets/theme.h"
#include "workbench.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace lantern::gui {

struct AppOptions {
  std::string graph;        // opened at start ("" : none)
  std::string schedule;     // opened at start ("" : an empty schedule)
  std::string tourSchedule; // the schedule the guided tour walks
  std::string tourGraph;    // opened by the tour when no graph is open
  std::string nanGraph;     // the graph of the NaN story (a sliding window)
  std::string stateDir;     // autosave and recent files; "" disables both
  std::string builtinSchedules; // the directory of the shipped schedules (File > Built-in schedule)
  // File > Example graphs: graphs a newcomer can open first, each with what it shows.
  struct Example {
    std::string label, path, note;
  };
  std::vector<Example> examples;
  bool offerRestore = true; // look for autosaves left by a crash or kill
  std::function<void()> wake; // wakes the UI thread (glfwPostEmptyEvent)
  std::function<void(const std::string &)> setTitle; // the window's title
  Isolation isolation;      // steps and runs in child processes, and their limits
};

class App {
public:
  App(AppOptions options, Fonts fonts);
  ~App();

  void frame(float uiMilliseconds);
  // The window's close button or Ctrl+Q: asks about unsaved changes first.
  void requestQuit();
  bool shouldQuit() const { return quit; }

  // For the scripted mode.
  Workbench &workbench() { return *bench; }
  UiState &ui() { return uiState; }
  const IrPanel &irPanel() const { return ir; }
  const CodePanel &codePanel() const { return code; }
  const std::string &title() const { return windowTitle; }
  std::shared_ptr<const WorkbenchState> state() const { return bench->state(); }
  void select(uint64_t stepId);
  // Accepts the restore offer for the newest autosave; false when there is none.
  bool restoreAutosave();
  // Opens a dialog as its menu item would: "add_step", "open_graph", "open_schedule", "save_as"
  // or "export"; false for another name.
  bool openDialog(const std::string &name);
  HelpPanel &helpPanel() { return help; }
  SweepPanel &sweep() { return sweepPanel; }
  SweepJob &sweepResults() { return sweepJob; }
  PanelContext context(); // for scripted actions that act as a panel would
  struct BuiltinSchedule {
    std::string path, name, target, description;
  };
  const std::vector<BuiltinSchedule> &builtinSchedules() const { return builtins; }
  const std::string &stateDir() const { return options.stateDir; }

private:
  enum class FileAction { OpenGraph, OpenSchedule, SaveScheduleAs, ExportScript };

  void drawMenuBar(PanelContext &ctx);
  void drawLayout(PanelContext &ctx);
  void drawBottomTabs(PanelContext &ctx);
  void drawStatusBar(PanelContext &ctx, float uiMilliseconds);
  void drawDialogs(PanelContext &ctx);
  void drawRestoreOffer(PanelContext &ctx);
  void drawQuitPrompt(PanelContext &ctx);
  void handleShortcuts(PanelContext &ctx);
  void reportWatched();
  void askForFile(FileAction action, const WorkbenchState &state);
  void save(PanelContext &ctx);
  // Every save goes through here, so an empty schedule never silently replaces a file's steps.
  Pending startSave(const std::string &path, bool replaceNonEmpty = false);
  void drawReplacePrompt(PanelContext &ctx);
  void drawLoadError();
  void updateTitle(const WorkbenchState &state);

  AppOptions options;
  Fonts fonts;
  // Declared first so it is destroyed last: the panels and `frameState` hold snapshots whose MLIR
  // modules the workbench's context owns.
  std::unique_ptr<Workbench> bench;
  UiState uiState;
  std::shared_ptr<const WorkbenchState> frameState;

  SchedulePanel schedule;
  IrPanel ir;
  DiagnosticsPanel diagnostics;
  GraphPanel graph;
  HelpPanel help;
  RunPanel run;
  HistoryPanel history;
  SweepPanel sweepPanel;
  SweepJob sweepJob; // the Sweep panel's results and the lantern-cli sweep it may be running
  CodePanel code;

  FileBrowser fileBrowser;
  NewGraphDialog newGraph;
  std::vector<BuiltinSchedule> builtins;
  FileAction fileAction = FileAction::OpenGraph;
  std::vector<AutosaveRecord> orphans; // autosaves to offer back, newest first
  bool quitRequested = false;
  bool quitAfterSave = false;
  Pending quitSave;
  bool quit = false;
  Pending saving;            // the last save, to ask when it needs a confirmation
  std::string savingPath;    // its path ("" : the current file)
  std::string replaceQuestion; // asked before replacing a file's steps with an empty schedule
  std::string replacePath;
  std::string loadErrorTitle, loadError; // a file that could not be opened, shown whole in a modal
  std::string windowTitle;   // the window title last set

  float leftWidth = 0;
  float irHeight = 0;
};

} // namespace lantern::gui
