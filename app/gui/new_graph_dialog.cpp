// The New graph dialog.
#include "new_graph_dialog.h"

#include "autosave.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <filesystem>

namespace lantern::gui {

namespace {

const char *kDtypes[] = {"f32", "bf16", "f16"};
const char *kMasks[] = {"none", "causal", "bool", "additive", "padding"};
const char *kForms[] = {"lantern (one op per step)", "torch-mlir (what the importer emits)"};

} // namespace

std::string NewGraphDialog::write(const graph::SdpaSpec &spec, const std::string &stateDir, std::string &error) {
  if (auto invalid = graph::validate(spec)) {
    error = *invalid;
    return "";
  }
  std::error_code ec;
  std::filesystem::path dir = stateDir.empty() ? std::filesystem::temp_directory_path(ec) / "lantern-graphs"
                                               : std::filesystem::path(stateDir) / "graphs";
  std::filesystem::create_directories(dir, ec);
  if (ec) {
    error = "cannot create " + dir.string() + ": " + ec.message();
    return "";
  }
  std::string name = "sdpa_" + std::to_string(spec.batch) + "x" + std::to_string(spec.heads) + "x" +
                     std::to_string(spec.seq) + "x" + std::to_string(spec.dim) + "_" + graph::toString(spec.dtype) +
                     "_" + graph::toString(spec.mask) + (spec.importerForm ? "_torch-mlir" : "") +
                     (spec.guard ? "" : "_noguard") + ".mlir";
  std::string path = (dir / name).string();
  if (!writeFileAtomically(path, graph::generateSdpa(spec), error))
    return "";
  return path;
}

void NewGraphDialog::draw(PanelContext &ctx, const std::string &stateDir) {
  const char *title = "New graph";
  if (requested) {
    requested = false;
    error.clear();
    ImGui::OpenPopup(title);
  }
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowSize(ImVec2(34 * em, 0));
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize))
    return;
  ctx.ui.openModal = title;
  ImGui::TextDisabled("scaled_dot_product_attention(Q, K, V, mask) as linalg on tensors");
  auto dimension = [&](const char *label, int64_t &value, const char *help) {
    ImGui::SetNextItemWidth(8 * em);
    ImGui::InputScalar(label, ImGuiDataType_S64, &value);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s", help);
  };
  dimension("batch", spec.batch, "B");
  dimension("heads", spec.heads, "H: query heads");
  dimension("kv heads", spec.kvHeads, "0: as many as the query heads; fewer is grouped-query attention");
  dimension("sequence", spec.seq, "S: query and key length");
  dimension("head dim", spec.dim, "D");
  ImGui::SetNextItemWidth(8 * em);
  ImGui::Combo("dtype", &dtype, kDtypes, IM_ARRAYSIZE(kDtypes));
  ImGui::SetNextItemWidth(8 * em);
  ImGui::Combo("mask", &mask, kMasks, IM_ARRAYSIZE(kMasks));
  ImGui::Checkbox("safe softmax (fully masked rows give 0, PyTorch >= 2.5)", &spec.guard);
  ImGui::SetNextItemWidth(20 * em);
  ImGui::Combo("form", &form, kForms, IM_ARRAYSIZE(kForms));
  spec.dtype = static_cast<graph::ElementType>(dtype);
  spec.mask = static_cast<graph::MaskKind>(mask);
  spec.importerForm = form == 1;
  if (!error.empty()) {
    ImGui::PushTextWrapPos(32 * em);
    ImGui::TextColored(ImVec4(0.95f, 0.45f, 0.4f, 1), "%s", error.c_str());
    ImGui::PopTextWrapPos();
  }
  if (ImGui::Button("Create and open")) {
    std::string path = write(spec, stateDir, error);
    if (!path.empty()) {
      ctx.watch("open graph", ctx.workbench.openGraph(path));
      ImGui::CloseCurrentPopup();
    }
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false))
    ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

} // namespace lantern::gui
