// Held-back key releases on top of ImGui's GLFW backend.
#include "key_input.h"

#include <backends/imgui_impl_glfw.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

namespace lantern::gui {

namespace {

struct KeyEvent {
  int key, scancode, mods;
};

std::vector<int> unseenPresses;     // keys pressed since the last frame began
std::vector<int> seenPresses;       // keys pressed before the last frame began: that frame saw them
std::vector<KeyEvent> heldReleases; // releases of keys no frame has seen down yet
std::vector<std::pair<KeyEvent, int>> synthetic; // scripted presses and releases, for the next frame

bool contains(const std::vector<int> &keys, int key) { return std::find(keys.begin(), keys.end(), key) != keys.end(); }
bool unseen(int key) { return contains(unseenPresses, key); }

void onKey(GLFWwindow *window, int key, int scancode, int action, int mods) {
  if (action == GLFW_RELEASE && unseen(key)) {
    heldReleases.push_back({key, scancode, mods});
    glfwPostEmptyEvent(); // a frame soon, to see the key down and then send the release
    return;
  }
  if (action == GLFW_PRESS)
    unseenPresses.push_back(key);
  ImGui_ImplGlfw_KeyCallback(window, key, scancode, action, mods);
}

// The modifier keys of `mods`, as left-hand keys.
std::vector<int> modifierKeys(int mods) {
  std::vector<int> keys;
  if (mods & GLFW_MOD_CONTROL)
    keys.push_back(GLFW_KEY_LEFT_CONTROL);
  if (mods & GLFW_MOD_SHIFT)
    keys.push_back(GLFW_KEY_LEFT_SHIFT);
  if (mods & GLFW_MOD_ALT)
    keys.push_back(GLFW_KEY_LEFT_ALT);
  return keys;
}

} // namespace

void installKeyInput(GLFWwindow *window) { glfwSetKeyCallback(window, onKey); }

// Between frames only: ImGui checks at the end of a frame that the modifier keys did not change in it.
void keyInputBeforeFrame(GLFWwindow *window) {
  std::vector<KeyEvent> stillHeld;
  for (const KeyEvent &e : heldReleases) {
    if (contains(seenPresses, e.key))
      ImGui_ImplGlfw_KeyCallback(window, e.key, e.scancode, GLFW_RELEASE, e.mods);
    else
      stillHeld.push_back(e);
  }
  heldReleases.swap(stillHeld);
  std::vector<std::pair<KeyEvent, int>> events;
  events.swap(synthetic);
  for (const auto &[e, action] : events)
    onKey(window, e.key, e.scancode, action, e.mods);
  seenPresses = unseenPresses; // the frame about to begin sees these down
  unseenPresses.clear();
  if (!heldReleases.empty())
    glfwPostEmptyEvent();
}

void tapKey(GLFWwindow *, int key, int mods) {
  for (int modifier : modifierKeys(mods))
    synthetic.push_back({{modifier, 0, mods}, GLFW_PRESS});
  synthetic.push_back({{key, 0, mods}, GLFW_PRESS});
  synthetic.push_back({{key, 0, mods}, GLFW_RELEASE});
  for (int modifier : modifierKeys(mods))
    synthetic.push_back({{modifier, 0, 0}, GLFW_RELEASE});
}

int keyFromName(const char *name) {
  std::string n(name);
  std::transform(n.begin(), n.end(), n.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (n.size() == 1 && n[0] >= 'a' && n[0] <= 'z')
    return GLFW_KEY_A + (n[0] - 'a');
  if (n.size() == 1 && n[0] >= '0' && n[0] <= '9')
    return GLFW_KEY_0 + (n[0] - '0');
  if (n.size() >= 2 && n[0] == 'f' && std::isdigit(static_cast<unsigned char>(n[1]))) {
    int f = std::atoi(n.c_str() + 1);
    if (f >= 1 && f <= 12)
      return GLFW_KEY_F1 + f - 1;
  }
  static const struct {
    const char *name;
    int key;
  } kNamed[] = {{"escape", GLFW_KEY_ESCAPE}, {"esc", GLFW_KEY_ESCAPE},   {"enter", GLFW_KEY_ENTER},
                {"return", GLFW_KEY_ENTER},  {"tab", GLFW_KEY_TAB},       {"space", GLFW_KEY_SPACE},
                {"delete", GLFW_KEY_DELETE}, {"del", GLFW_KEY_DELETE},    {"insert", GLFW_KEY_INSERT},
                {"backspace", GLFW_KEY_BACKSPACE}, {"up", GLFW_KEY_UP},   {"down", GLFW_KEY_DOWN},
                {"left", GLFW_KEY_LEFT},     {"right", GLFW_KEY_RIGHT},   {"home", GLFW_KEY_HOME},
                {"end", GLFW_KEY_END},       {"[", GLFW_KEY_LEFT_BRACKET}, {"]", GLFW_KEY_RIGHT_BRACKET}};
  for (const auto &entry : kNamed)
    if (n == entry.name)
      return entry.key;
  return -1;
}

} // namespace lantern::gui
