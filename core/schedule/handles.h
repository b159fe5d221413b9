// Renaming of transform-IR handles, so that each step's handles are private to it in one script.
#pragma once

#include <string>

namespace lantern::schedule {

// Prefixes every `%name` in `text` with `prefix`, except `%root`, which becomes `root`.
std::string renameHandles(const std::string &text, const std::string &prefix, const std::string &root);

// Replaces the handle `%from` (exactly that name) by `%to`.
std::string replaceHandle(const std::string &text, const std::string &from, const std::string &to);

} // namespace lantern::schedule
