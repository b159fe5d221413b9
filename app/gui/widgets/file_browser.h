// An ImGui-drawn file dialog for opening and saving, so the app needs no toolkit beyond GLFW.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace lantern::gui {

class FileBrowser {
public:
  enum class Mode { Open, Save };

  // Opens the dialog on the next draw. `extensions` (".json") filter the files shown; in Save
  // mode the first one is appended to a name without an extension. `startPath` is a file or a
  // directory; "" starts in the working directory.
  void open(std::string title, Mode mode, std::vector<std::string> extensions, const std::string &startPath);
  // Draws the dialog while it is open; true on the frame a file was chosen, given in `chosen`.
  bool draw(std::string &chosen);
  // The dialog's title while it was drawn open this frame, "" otherwise.
  std::string shownTitle() const { return shown ? title : ""; }

private:
  struct Entry {
    std::string name;
    bool directory = false;
  };
  void enter(const std::filesystem::path &directory);
  bool accept(std::string &chosen);

  std::string title;
  Mode mode = Mode::Open;
  std::vector<std::string> extensions;
  bool requested = false;
  bool shown = false;
  std::filesystem::path directory;
  std::string directoryText; // the editable path bar
  std::string fileName;
  std::vector<Entry> entries; // listed when the directory changes, not per frame
  std::string error;
};

} // namespace lantern::gui
