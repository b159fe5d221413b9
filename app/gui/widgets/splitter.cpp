// Splitter on top of ImGui's own SplitterBehavior.
#include "widgets/splitter.h"

#include <imgui.h>
#include <imgui_internal.h>

namespace lantern::gui {

void splitter(const char *id, bool splitX, float thickness, float &first, float minFirst, float minSecond) {
  ImGuiWindow *window = ImGui::GetCurrentWindow();
  ImGuiID bar = window->GetID(id);
  ImVec2 min = window->DC.CursorPos;
  min.x += splitX ? first : 0;
  min.y += splitX ? 0 : first;
  ImVec2 avail = ImGui::GetContentRegionAvail();
  ImVec2 size = splitX ? ImVec2(thickness, avail.y) : ImVec2(avail.x, thickness);
  float second = (splitX ? avail.x : avail.y) - first - thickness;
  ImRect rect(min, ImVec2(min.x + size.x, min.y + size.y));
  ImGui::SplitterBehavior(rect, bar, splitX ? ImGuiAxis_X : ImGuiAxis_Y, &first, &second, minFirst, minSecond, 0.0f);
}

} // namespace lantern::gui
