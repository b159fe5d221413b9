// Held-back key releases on top of ImGui's GLFW backend.
#include "key_input.h"

#include <backends/imgui_impl_glfw.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <deque>
#include <string>
#include <utility>
#include <vector>

namespace lantern::gui {

namespace {

struct KeyEvent {
  int key, scancode, action, mods;
};

std::vector<int> unseenPresses;    // keys pressed since the last frame began: no frame saw them down
std::deque<KeyEvent> queue;        // events not passed on yet, in the order they came
std::vector<KeyEvent> synthetic;   // scripted taps, queued before the next frame

// Passes events on in order until a release that comes while some press has not been seen by a
// frame; that release and everything after it wait for the next frame. Any release, not only the
// pressed key's: xdotool releases Ctrl before Z, and a frame must see Ctrl and Z down together.
void pump(GLFWwindow *window) {
  while (!queue.empty()) {
    const KeyEvent e = queue.front();
    if (e.action == GLFW_RELEASE && !unseenPresses.empty())
      break;
    queue.pop_front();
    if (e.action == GLFW_PRESS)
      unseenPresses.push_back(e.key);
    ImGui_ImplGlfw_KeyCallback(window, e.key, e.scancode, e.action, e.mods);
  }
}

void onKey(GLFWwindow *window, int key, int scancode, int action, int mods) {
  queue.push_back({key, scancode, action, mods});
  pump(window);
  if (!queue.empty())
    glfwPostEmptyEvent(); // a frame soon, to see the key down and then pass the rest on
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
  for (const KeyEvent &e : synthetic)
    queue.push_back(e);
  synthetic.clear();
  pump(window);
  unseenPresses.clear(); // the frame about to begin sees every key down now
  if (!queue.empty())
    glfwPostEmptyEvent();
}

void tapKey(GLFWwindow *, int key, int mods) {
  for (int modifier : modifierKeys(mods))
    synthetic.push_back({modifier, 0, GLFW_PRESS, mods});
  synthetic.push_back({key, 0, GLFW_PRESS, mods});
  synthetic.push_back({key, 0, GLFW_RELEASE, mods});
  for (int modifier : modifierKeys(mods))
    synthetic.push_back({modifier, 0, GLFW_RELEASE, 0});
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
