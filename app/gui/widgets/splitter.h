// A draggable bar between two areas, for the resizable layout.
#pragma once

namespace lantern::gui {

// Draws a splitter at the cursor: vertical (`splitX` true, between left and right areas) or
// horizontal. Dragging it moves `first` and `second` (sizes in pixels) within their minimums.
void splitter(const char *id, bool splitX, float thickness, float &first, float &second, float minFirst,
              float minSecond);

} // namespace lantern::gui
