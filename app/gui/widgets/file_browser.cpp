// File dialog: a path bar, the directory's entries (folders first) and a file name.
#include "widgets/file_browser.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

namespace lantern::gui {

namespace fs = std::filesystem;

void FileBrowser::open(std::string dialogTitle, Mode dialogMode, std::vector<std::string> fileExtensions,
                       const std::string &startPath) {
  title = std::move(dialogTitle);
  mode = dialogMode;
  extensions = std::move(fileExtensions);
  requested = true;
  error.clear();
  fileName.clear();
  std::error_code ec;
  fs::path start = startPath.empty() ? fs::current_path(ec) : fs::absolute(startPath, ec);
  if (!startPath.empty() && !fs::is_directory(start, ec)) {
    fileName = mode == Mode::Save ? start.filename().string() : "";
    start = start.parent_path();
  }
  if (!fs::is_directory(start, ec))
    start = fs::current_path(ec);
  enter(start);
}

void FileBrowser::enter(const fs::path &target) {
  std::error_code ec;
  fs::path canonical = fs::weakly_canonical(target, ec);
  if (ec || !fs::is_directory(canonical, ec)) {
    error = "not a directory: " + target.string();
    directoryText = directory.string();
    return;
  }
  directory = canonical;
  directoryText = directory.string();
  error.clear();
  entries.clear();
  for (const fs::directory_entry &entry : fs::directory_iterator(directory, fs::directory_options::skip_permission_denied, ec)) {
    std::string name = entry.path().filename().string();
    if (name.empty() || name[0] == '.')
      continue;
    bool isDirectory = entry.is_directory(ec);
    if (!isDirectory && !extensions.empty() &&
        std::find(extensions.begin(), extensions.end(), entry.path().extension().string()) == extensions.end())
      continue;
    entries.push_back({name, isDirectory});
  }
  std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
    return a.directory != b.directory ? a.directory : a.name < b.name;
  });
}

bool FileBrowser::accept(std::string &chosen) {
  if (fileName.empty()) {
    error = "choose a file";
    return false;
  }
  fs::path path = fs::path(fileName).is_absolute() ? fs::path(fileName) : directory / fileName;
  std::error_code ec;
  if (mode == Mode::Save && path.extension().empty() && !extensions.empty())
    path += extensions.front();
  if (mode == Mode::Open && !fs::is_regular_file(path, ec)) {
    error = "no such file: " + path.string();
    return false;
  }
  chosen = path.lexically_normal().string();
  return true;
}

bool FileBrowser::draw(std::string &chosen) {
  if (requested) {
    ImGui::OpenPopup(title.c_str());
    requested = false;
  }
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowSize(ImVec2(52 * em, 34 * em), ImGuiCond_Appearing);
  bool open = true;
  shown = false;
  if (!ImGui::BeginPopupModal(title.c_str(), &open))
    return false;
  shown = true;
  bool done = false;
  if (ImGui::Button("Up") && directory.has_parent_path())
    enter(directory.parent_path());
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputText("##directory", &directoryText, ImGuiInputTextFlags_EnterReturnsTrue))
    enter(directoryText);

  float footer = ImGui::GetFrameHeightWithSpacing() * 2 + ImGui::GetTextLineHeightWithSpacing();
  if (ImGui::BeginChild("##entries", ImVec2(0, -footer), true)) {
    const Entry *enterInto = nullptr;
    for (const Entry &entry : entries) {
      std::string label = entry.directory ? entry.name + "/" : entry.name;
      bool selected = !entry.directory && entry.name == fileName;
      if (ImGui::Selectable(label.c_str(), selected, ImGuiSelectableFlags_AllowDoubleClick)) {
        if (entry.directory && ImGui::IsMouseDoubleClicked(0))
          enterInto = &entry;
        else if (!entry.directory) {
          fileName = entry.name;
          if (ImGui::IsMouseDoubleClicked(0))
            done = accept(chosen);
        }
      }
    }
    if (enterInto)
      enter(directory / enterInto->name);
  }
  ImGui::EndChild();

  ImGui::SetNextItemWidth(-12 * em);
  if (ImGui::InputTextWithHint("##file", "file name", &fileName, ImGuiInputTextFlags_EnterReturnsTrue))
    done = accept(chosen);
  ImGui::SameLine();
  if (ImGui::Button(mode == Mode::Open ? "Open" : "Save", ImVec2(5.5f * em, 0)))
    done = accept(chosen);
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(5.5f * em, 0)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
    open = false;
  if (!error.empty())
    ImGui::TextColored(ImVec4(0.95f, 0.45f, 0.4f, 1), "%s", error.c_str());
  else if (!extensions.empty()) {
    std::string shown;
    for (const std::string &ext : extensions)
      shown += (shown.empty() ? "" : " ") + ("*" + ext);
    ImGui::TextDisabled("showing folders and %s", shown.c_str());
  }
  if (done || !open)
    ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return done;
}

} // namespace lantern::gui
