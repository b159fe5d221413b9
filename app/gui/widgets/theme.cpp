// Fonts, theme and the meaningful colours.
#include "widgets/theme.h"

#include <filesystem>
#include <string>

namespace lantern::gui {

namespace {

constexpr const char *kFontDir = "/usr/share/fonts/truetype/jetbrains-mono/";

// Latin text plus what the catalog's teaching texts and the IR use: punctuation (— ’ …), the
// middle dot and superscripts of "Q·Kᵀ", arrows, maths, the triangles of the fold markers and the
// check and cross marks of the numbers column.
const ImWchar *glyphRanges() {
  static ImVector<ImWchar> ranges;
  if (ranges.empty()) {
    ImFontGlyphRangesBuilder builder;
    builder.AddRanges(ImGui::GetIO().Fonts->GetGlyphRangesDefault());
    static const ImWchar extra[] = {0x0100, 0x017F, 0x0391, 0x03C9, 0x1D00, 0x1DBF, 0x2000, 0x206F,
                                    0x2070, 0x209F, 0x2190, 0x21FF, 0x2200, 0x22FF, 0x2500, 0x25FF, 0x2713, 0x2717, 0};
    builder.AddRanges(extra);
    builder.BuildRanges(&ranges);
  }
  return ranges.Data;
}

ImFont *addFont(const char *file, float size) {
  std::string path = std::string(kFontDir) + file;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec))
    return nullptr;
  ImFontConfig config;
  config.OversampleH = 2;
  return ImGui::GetIO().Fonts->AddFontFromFileTTF(path.c_str(), size, &config, glyphRanges());
}

} // namespace

Fonts loadFonts(float scale) {
  Fonts fonts;
  fonts.scale = scale;
  ImGuiIO &io = ImGui::GetIO();
  io.Fonts->Clear();
  fonts.ui = addFont("JetBrainsMono-Regular.ttf", 15.0f * scale);
  if (fonts.ui) {
    fonts.jetbrainsMono = true;
    fonts.mono = addFont("JetBrainsMono-Regular.ttf", 14.0f * scale);
    fonts.bold = addFont("JetBrainsMono-Bold.ttf", 16.0f * scale);
  } else {
    ImFontConfig config;
    config.SizePixels = 13.0f * scale;
    fonts.ui = io.Fonts->AddFontDefault(&config);
    fonts.mono = fonts.ui;
  }
  if (!fonts.mono)
    fonts.mono = fonts.ui;
  if (!fonts.bold)
    fonts.bold = fonts.ui;
  io.FontDefault = fonts.ui;
  return fonts;
}

void applyDarkTheme(float scale) {
  ImGui::StyleColorsDark();
  ImGuiStyle &style = ImGui::GetStyle();
  style.WindowRounding = 3;
  style.ChildRounding = 3;
  style.FrameRounding = 3;
  style.PopupRounding = 3;
  style.GrabRounding = 3;
  style.TabRounding = 3;
  style.ScrollbarRounding = 3;
  style.WindowBorderSize = 0;
  style.FramePadding = ImVec2(6, 4);
  style.ItemSpacing = ImVec2(8, 5);
  style.IndentSpacing = 16;
  style.ScrollbarSize = 13;
  ImVec4 *c = style.Colors;
  c[ImGuiCol_WindowBg] = ImVec4(0.11f, 0.12f, 0.14f, 1.00f);
  c[ImGuiCol_ChildBg] = ImVec4(0.09f, 0.10f, 0.12f, 1.00f);
  c[ImGuiCol_PopupBg] = ImVec4(0.13f, 0.14f, 0.17f, 0.98f);
  c[ImGuiCol_MenuBarBg] = ImVec4(0.14f, 0.15f, 0.18f, 1.00f);
  c[ImGuiCol_FrameBg] = ImVec4(0.18f, 0.20f, 0.24f, 1.00f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.24f, 0.27f, 0.32f, 1.00f);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.28f, 0.31f, 0.37f, 1.00f);
  c[ImGuiCol_Header] = ImVec4(0.22f, 0.32f, 0.46f, 0.70f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.26f, 0.38f, 0.55f, 0.80f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.29f, 0.43f, 0.62f, 1.00f);
  c[ImGuiCol_Button] = ImVec4(0.22f, 0.26f, 0.32f, 1.00f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.28f, 0.36f, 0.46f, 1.00f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.32f, 0.43f, 0.56f, 1.00f);
  c[ImGuiCol_Tab] = ImVec4(0.15f, 0.17f, 0.21f, 1.00f);
  c[ImGuiCol_TabHovered] = ImVec4(0.28f, 0.38f, 0.52f, 1.00f);
  c[ImGuiCol_TabActive] = ImVec4(0.23f, 0.31f, 0.43f, 1.00f);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.16f, 0.20f, 0.27f, 1.00f);
  c[ImGuiCol_Separator] = ImVec4(0.25f, 0.27f, 0.31f, 1.00f);
  c[ImGuiCol_TableHeaderBg] = ImVec4(0.16f, 0.18f, 0.22f, 1.00f);
  c[ImGuiCol_TableRowBgAlt] = ImVec4(1.00f, 1.00f, 1.00f, 0.03f);
  style.ScaleAllSizes(scale);
}

namespace colors {

ImU32 status(session::StepStatus status, bool running) {
  if (running)
    return IM_COL32(240, 190, 70, 255);
  switch (status) {
  case session::StepStatus::Ok:
    return IM_COL32(110, 200, 120, 255);
  case session::StepStatus::Failed:
    return IM_COL32(240, 95, 90, 255);
  case session::StepStatus::Disabled:
    return IM_COL32(130, 135, 145, 255);
  case session::StepStatus::NotRun:
    return IM_COL32(150, 160, 185, 255);
  }
  return IM_COL32_WHITE;
}

const char *statusLabel(session::StepStatus status, bool running) {
  return running ? "running" : session::toString(status);
}

std::string statusLabel(session::StepStatus status, bool running, const std::string &crashed) {
  if (!running && status == session::StepStatus::Failed && !crashed.empty())
    return crashed;
  return statusLabel(status, running);
}

ImU32 diffBackground(diff::LineKind kind) {
  switch (kind) {
  case diff::LineKind::Added:
    return IM_COL32(60, 150, 80, 60);
  case diff::LineKind::Removed:
    return IM_COL32(190, 70, 70, 60);
  case diff::LineKind::Changed:
    return IM_COL32(200, 160, 60, 55);
  case diff::LineKind::Same:
    break;
  }
  return 0;
}

ImU32 diffGutter(diff::LineKind kind) {
  switch (kind) {
  case diff::LineKind::Added:
    return IM_COL32(80, 190, 100, 255);
  case diff::LineKind::Removed:
    return IM_COL32(225, 85, 85, 255);
  case diff::LineKind::Changed:
    return IM_COL32(230, 185, 70, 255);
  case diff::LineKind::Same:
    break;
  }
  return 0;
}

ImU32 role(std::string_view role) {
  struct Entry {
    std::string_view name;
    ImU32 colour;
  };
  static const Entry table[] = {
      {"qk", IM_COL32(86, 156, 214, 255)},          {"scale", IM_COL32(78, 201, 176, 255)},
      {"score_mod", IM_COL32(197, 134, 192, 255)},  {"mask", IM_COL32(215, 186, 125, 255)},
      {"row_max", IM_COL32(244, 135, 113, 255)},    {"exp", IM_COL32(220, 220, 120, 255)},
      {"row_sum", IM_COL32(240, 160, 80, 255)},     {"normalize", IM_COL32(181, 206, 168, 255)},
      {"masked_rows", IM_COL32(200, 120, 140, 255)}, {"zero_masked", IM_COL32(170, 110, 200, 255)},
      {"pv", IM_COL32(100, 180, 255, 255)},         {"transpose", IM_COL32(140, 150, 165, 255)},
      {"reshape", IM_COL32(125, 135, 150, 255)},    {"cast", IM_COL32(155, 145, 130, 255)},
      {"broadcast", IM_COL32(120, 160, 150, 255)},
  };
  for (const Entry &entry : table)
    if (entry.name == role)
      return entry.colour;
  return IM_COL32(120, 124, 132, 255);
}

ImU32 pass() { return IM_COL32(90, 200, 110, 255); }
ImU32 fail() { return IM_COL32(240, 90, 85, 255); }
ImU32 muted() { return IM_COL32(140, 146, 158, 255); }
ImU32 highlight() { return IM_COL32(255, 215, 80, 90); }

} // namespace colors

} // namespace lantern::gui
