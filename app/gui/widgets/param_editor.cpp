// Parameter editors from the catalog schema.
#include "widgets/param_editor.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace lantern::gui {

namespace {

void helpMarker(const std::string &help) {
  if (help.empty())
    return;
  ImGui::SameLine();
  ImGui::TextDisabled("(?)");
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32);
    ImGui::TextUnformatted(help.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

// Label column of the editor grid; a name longer than the column (intra_warpgroup_overlap) moves its
// field to the right on its row instead of running under it.
void label(const std::string &name) {
  ImGui::AlignTextToFramePadding();
  float start = ImGui::GetCursorPosX();
  ImGui::TextUnformatted(name.c_str());
  float after = start + ImGui::GetItemRectSize().x + ImGui::GetStyle().ItemSpacing.x;
  ImGui::SameLine(std::max(ImGui::GetFontSize() * 11, after));
}

// Text editing for one field: the buffer follows `shown` until the user starts typing, and the
// typed text is handed back once, when editing ends.
bool editText(const char *id, FieldBuffer &buffer, const std::string &shown, bool multiline, std::string &typed) {
  if (!buffer.editing)
    buffer.text = shown;
  if (multiline)
    ImGui::InputTextMultiline(id, &buffer.text, ImVec2(-ImGui::GetFontSize() * 2, ImGui::GetFontSize() * 6));
  else
    ImGui::InputText(id, &buffer.text);
  buffer.editing = ImGui::IsItemActive();
  if (ImGui::IsItemDeactivatedAfterEdit() && buffer.text != shown) {
    typed = buffer.text;
    return true;
  }
  return false;
}

} // namespace

std::string formatValue(const schedule::ParamSpec &spec, const nlohmann::json &value) {
  if (value.is_null())
    return "";
  switch (spec.type) {
  case schedule::ParamType::IntList: {
    std::string text;
    if (value.is_array())
      for (const nlohmann::json &v : value)
        text += (text.empty() ? "" : ", ") + v.dump();
    return text;
  }
  case schedule::ParamType::String:
  case schedule::ParamType::Target:
  case schedule::ParamType::Text:
  case schedule::ParamType::Enum:
    return value.is_string() ? value.get<std::string>() : value.dump();
  case schedule::ParamType::Options:
    return value.dump(1);
  case schedule::ParamType::Int:
  case schedule::ParamType::Bool:
    return value.dump();
  }
  return value.dump();
}

bool parseValue(const schedule::ParamSpec &spec, const std::string &text, nlohmann::json &value, std::string &error) {
  switch (spec.type) {
  case schedule::ParamType::Int: {
    char *end = nullptr;
    long long number = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0') {
      error = spec.name + ": '" + text + "' is not an integer";
      return false;
    }
    value = number;
    return true;
  }
  case schedule::ParamType::IntList: {
    std::string cleaned;
    for (char c : text)
      cleaned += (c == ',' || c == '[' || c == ']') ? ' ' : c;
    std::istringstream in(cleaned);
    nlohmann::json list = nlohmann::json::array();
    std::string word;
    while (in >> word) {
      char *end = nullptr;
      long long number = std::strtoll(word.c_str(), &end, 10);
      if (*end != '\0') {
        error = spec.name + ": '" + word + "' is not an integer (write e.g. 1, 32, 0, 0)";
        return false;
      }
      list.push_back(number);
    }
    value = list;
    return true;
  }
  case schedule::ParamType::Bool:
    if (text != "true" && text != "false") {
      error = spec.name + ": write true or false";
      return false;
    }
    value = text == "true";
    return true;
  case schedule::ParamType::String:
  case schedule::ParamType::Target:
  case schedule::ParamType::Text:
  case schedule::ParamType::Enum:
    value = text;
    return true;
  case schedule::ParamType::Options: {
    nlohmann::json parsed = nlohmann::json::parse(text.empty() ? "{}" : text, nullptr, /*allow_exceptions=*/false);
    if (parsed.is_discarded() || !parsed.is_object()) {
      error = spec.name + ": write a JSON object, e.g. {\"top-down\": false}";
      return false;
    }
    value = parsed;
    return true;
  }
  }
  return false;
}

bool drawParamEditor(const schedule::ParamSpec &spec, nlohmann::json &value, FieldBuffer &buffer, std::string &error) {
  ImGui::PushID(spec.name.c_str());
  label(spec.name);
  ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 2);
  bool committed = false;
  switch (spec.type) {
  case schedule::ParamType::Bool: {
    bool on = value.is_boolean() && value.get<bool>();
    if (ImGui::Checkbox("##value", &on)) {
      value = on;
      committed = true;
    }
    break;
  }
  case schedule::ParamType::Enum: {
    std::string current = value.is_string() ? value.get<std::string>() : "";
    if (ImGui::BeginCombo("##value", current.c_str())) {
      for (const std::string &choice : spec.choices) {
        if (ImGui::Selectable(choice.c_str(), choice == current) && choice != current) {
          value = choice;
          committed = true;
        }
      }
      ImGui::EndCombo();
    }
    break;
  }
  default: {
    std::string typed;
    bool multiline = spec.type == schedule::ParamType::Text || spec.type == schedule::ParamType::Options;
    if (editText("##value", buffer, formatValue(spec, value), multiline, typed)) {
      nlohmann::json parsed;
      error.clear();
      if (parseValue(spec, typed, parsed, error)) {
        value = parsed;
        committed = true;
      }
    }
    break;
  }
  }
  helpMarker(spec.help + (spec.required() ? " (required)" : ""));
  ImGui::PopID();
  return committed;
}

bool drawTextField(const char *name, const char *hint, std::string &value, FieldBuffer &buffer) {
  ImGui::PushID(name);
  label(name);
  ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 2);
  if (!buffer.editing)
    buffer.text = value;
  ImGui::InputTextWithHint("##value", hint, &buffer.text);
  buffer.editing = ImGui::IsItemActive();
  bool committed = ImGui::IsItemDeactivatedAfterEdit() && buffer.text != value;
  if (committed)
    value = buffer.text;
  ImGui::PopID();
  return committed;
}

} // namespace lantern::gui
