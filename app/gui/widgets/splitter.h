// A draggable bar between two areas, for the resizable layout.
#pragma once

namespace lantern::gui {

// Draws a splitter at the cursor: vertical (`splitX` true, between left and right areas) or
// horizontal. Dragging it moves `first` (a size in pixels) within its minimum and the minimum
// left to the area after the bar, which takes the rest of the content region.
void splitter(const char *id, bool splitX, float thickness, float &first, float minFirst, float minSecond);

} // namespace lantern::gui
