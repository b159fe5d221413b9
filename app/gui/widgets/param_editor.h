// Editors for step parameters, drawn from the catalog's ParamSpec (type, choices, range, help),
// and the text forms of parameter values.
#pragma once

#include "schedule/catalog.h"

#include <nlohmann/json.hpp>

#include <string>

namespace lantern::gui {

// The text a user edits while a field is active; between edits it follows the value.
struct FieldBuffer {
  std::string text;
  bool editing = false;
};

// Draws the editor for `spec` (label on the left, help on hover). Returns true when the user
// committed a new value into `value`: at once for checkboxes and choices, when editing ends for
// text fields. A text that does not parse leaves `value` alone and sets `error`.
bool drawParamEditor(const schedule::ParamSpec &spec, nlohmann::json &value, FieldBuffer &buffer, std::string &error);

// Draws a one-line text field; true with `value` set when editing ended on a changed text.
bool drawTextField(const char *label, const char *hint, std::string &value, FieldBuffer &buffer);

// "1, 32, 0, 0" for [1, 32, 0, 0]; strings without quotes; objects and the rest as JSON.
std::string formatValue(const schedule::ParamSpec &spec, const nlohmann::json &value);
// The inverse of formatValue; false with `error` set when `text` is not a value of `spec`'s type.
bool parseValue(const schedule::ParamSpec &spec, const std::string &text, nlohmann::json &value, std::string &error);

} // namespace lantern::gui
