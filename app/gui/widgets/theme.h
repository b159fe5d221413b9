// Look and feel: fonts (JetBrains Mono when installed, ImGui's built-in font otherwise), DPI
// scaling, the dark theme, and the colours that carry meaning (step status, diff kinds, MLIR
// syntax, attention roles).
#pragma once

#include "diff/ir_diff.h"
#include "session/session.h"

#include <imgui.h>

#include <string_view>

namespace lantern::gui {

struct Fonts {
  ImFont *ui = nullptr;   // labels and controls
  ImFont *mono = nullptr; // IR, scripts, numbers in tables
  ImFont *bold = nullptr; // headings (falls back to `ui`)
  float scale = 1;        // DPI scale the sizes were chosen for
  bool jetbrainsMono = false;
};

// Builds the font atlas for `scale` (1 = 96 dpi). Call before the renderer creates its textures.
Fonts loadFonts(float scale);
void applyDarkTheme(float scale);

namespace colors {
ImU32 status(session::StepStatus status, bool running);
const char *statusLabel(session::StepStatus status, bool running);
// The same, but "crashed (signal 11)" (what `crashed` says) for a step whose engine process died.
std::string statusLabel(session::StepStatus status, bool running, const std::string &crashed);
ImU32 diffBackground(diff::LineKind kind); // transparent for Same
ImU32 diffGutter(diff::LineKind kind);     // stronger, for the change bar
ImU32 role(std::string_view role);          // a stable colour per attention role
ImU32 pass();
ImU32 fail();
ImU32 muted();
ImU32 highlight(); // search matches and focused lines
} // namespace colors

} // namespace lantern::gui
