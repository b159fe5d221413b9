// Handle renaming on transform-IR text. Strings are copied verbatim so op names and attributes that
// contain '%' are left alone.
#include "schedule/handles.h"

#include <cctype>

namespace lantern::schedule {

static bool isNameChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.' || c == '-';
}

// Calls `rename` for each handle name outside strings; it returns the replacement ("%..." included).
template <typename Fn>
static std::string mapHandles(const std::string &text, Fn rename) {
  std::string out;
  out.reserve(text.size() + 64);
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      out += c;
      if (c == '\\' && i + 1 < text.size())
        out += text[++i];
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"') {
      inString = true;
      out += c;
      continue;
    }
    if (c != '%' || i + 1 >= text.size() || !isNameChar(text[i + 1])) {
      out += c;
      continue;
    }
    size_t end = i + 1;
    while (end < text.size() && isNameChar(text[end]))
      ++end;
    std::string name = text.substr(i + 1, end - i - 1);
    out += rename(name);
    i = end - 1;
  }
  return out;
}

std::string renameHandles(const std::string &text, const std::string &prefix, const std::string &root) {
  return mapHandles(text, [&](const std::string &name) { return name == "root" ? root : "%" + prefix + name; });
}

std::string replaceHandle(const std::string &text, const std::string &from, const std::string &to) {
  return mapHandles(text, [&](const std::string &name) { return "%" + (name == from ? to : name); });
}

} // namespace lantern::schedule
