// Keyboard input that no frame misses. ImGui 1.86 reads keys as state (io.KeysDown) once per frame,
// so a key pressed and released between two frames (a quick tap, a key sent by xdotool) is never
// seen as pressed. Here a release that comes while a press no frame has seen is pending waits for
// the next frame, with every event after it, so each frame sees what was down together.
#pragma once

struct GLFWwindow;

namespace lantern::gui {

// Replaces ImGui's GLFW key callback with one that forwards to it; call after ImGui_ImplGlfw_Init*.
void installKeyInput(GLFWwindow *window);
// Before ImGui::NewFrame: sends the releases of keys an earlier frame saw down and the scripted
// key events. Keys never change inside a frame (ImGui asserts that modifiers do not).
void keyInputBeforeFrame(GLFWwindow *window);
// Presses `key` with the modifier keys of `mods` (GLFW_MOD_*) as a user would: down before the next
// frame, up after it. For the scripted mode's `key` action.
void tapKey(GLFWwindow *window, int key, int mods);
// A GLFW key code for a name as scripts write it ("s", "f3", "escape", "enter", "delete", "up"...);
// -1 when unknown.
int keyFromName(const char *name);

} // namespace lantern::gui
