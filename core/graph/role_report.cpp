// The role finder's words: role and scale-site names, and the report's summary as `lantern-cli roles`
// prints it and the Graph panel shows it.
#include "graph/roles.h"

#include <sstream>

namespace lantern::graph {

namespace {

constexpr Role kAllRoles[] = {Role::QK,     Role::Scale,      Role::ScoreMod,   Role::Mask,
                              Role::RowMax, Role::Exp,        Role::RowSum,     Role::Normalize,
                              Role::MaskedRows, Role::ZeroMasked, Role::PV,     Role::Transpose,
                              Role::Reshape, Role::Cast,      Role::Broadcast,  Role::Lse};

} // namespace

const char *toString(Role role) {
  switch (role) {
  case Role::QK:
    return "qk";
  case Role::Scale:
    return "scale";
  case Role::ScoreMod:
    return "score_mod";
  case Role::Mask:
    return "mask";
  case Role::RowMax:
    return "row_max";
  case Role::Exp:
    return "exp";
  case Role::RowSum:
    return "row_sum";
  case Role::Normalize:
    return "normalize";
  case Role::MaskedRows:
    return "masked_rows";
  case Role::ZeroMasked:
    return "zero_masked";
  case Role::PV:
    return "pv";
  case Role::Transpose:
    return "transpose";
  case Role::Reshape:
    return "reshape";
  case Role::Cast:
    return "cast";
  case Role::Broadcast:
    return "broadcast";
  case Role::Lse:
    return "lse";
  }
  return "?";
}

std::optional<Role> parseRole(std::string_view name) {
  for (Role r : kAllRoles)
    if (name == toString(r))
      return r;
  return std::nullopt;
}

std::vector<std::string> allRoleNames() {
  std::vector<std::string> names;
  for (Role r : kAllRoles)
    names.push_back(toString(r));
  return names;
}

namespace {

// Each scale site's name (JSON, the GUI) and its phrase in the summary.
struct ScaleSiteText {
  ScaleSite site;
  const char *name;
  const char *phrase;
};
constexpr ScaleSiteText kScaleSites[] = {
    {ScaleSite::None, "none", ""},
    {ScaleSite::QAndK, "q_and_k", ", on Q and K (sqrt of it on each)"},
    {ScaleSite::Q, "q", ", on Q"},
    {ScaleSite::K, "k", ", on K"},
    {ScaleSite::Scores, "scores", ", on the scores"},
};

const ScaleSiteText &textOf(ScaleSite site) {
  for (const ScaleSiteText &t : kScaleSites)
    if (t.site == site)
      return t;
  return kScaleSites[0];
}

const char *scaleSiteText(ScaleSite site) { return textOf(site).phrase; }

} // namespace

const char *toString(ScaleSite site) { return textOf(site).name; }

namespace {

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string out = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    out += (i ? "," : "") + std::to_string(shape[i]);
  return out + "]";
}

void describeBlock(std::ostringstream &os, const AttentionBlock &b, const std::string &indent) {
  os << indent << "shapes: batch " << b.batch << ", heads " << b.heads << ", kv heads " << b.kvHeads << ", seq "
     << b.seqQ << ", kv seq " << b.seqKV << ", head dim " << b.headDim << "\n";
  if (std::string ragged = raggedEdgeText(b); !ragged.empty())
    os << indent << "ragged edge: " << ragged << "\n";
  os << indent << "dtypes: input " << b.inputType << ", accumulator " << b.accumulatorType << ", output "
     << b.outputType << "\n";
  os << indent << "scale: ";
  if (b.scale) {
    os << *b.scale;
    if (b.headDim > 0 && std::abs(*b.scale - 1.0 / std::sqrt(static_cast<double>(b.headDim))) < 1e-6 * *b.scale)
      os << " (1/sqrt(" << b.headDim << "), the default)";
    os << scaleSiteText(b.scaleSite);
  } else {
    os << "none found (1)";
  }
  os << "\n" << indent << "mask: " << b.maskKind;
  if (b.window > 0)
    os << " (window " << b.window << ")";
  os << ", causal " << (b.causal ? "yes" : "no");
  if (b.maskArg >= 0)
    os << "; argument " << b.maskArg << " of shape " << shapeText(b.maskShape);
  os << "\n" << indent << "GQA groups: " << b.gqaGroups << "\n";
  os << indent << "score mods: ";
  if (b.scoreMods.empty())
    os << "none";
  for (size_t i = 0; i < b.scoreMods.size(); ++i)
    os << (i ? ", " : "") << b.scoreMods[i];
  os << "\n" << indent << "safe-softmax guard: " << (b.guard ? "present" : "absent") << "\n";
  if (!b.extraOutputs.empty()) {
    os << indent << "extra outputs:";
    for (const std::string &o : b.extraOutputs)
      os << " " << o;
    os << "\n";
  }
}

} // namespace

std::string raggedEdgeText(const AttentionBlock &b) {
  if (b.seqQ <= 0 || b.seqKV <= 0 || (b.seqQ % 64 == 0 && b.seqKV % 64 == 0))
    return "";
  std::string lengths = b.seqQ == b.seqKV ? "length " + std::to_string(b.seqQ) + " is"
                                          : "lengths " + std::to_string(b.seqQ) + " (queries) and " +
                                                std::to_string(b.seqKV) + " (keys) are";
  return lengths + " not a multiple of the tiles; the schedules' pad_lengths step rounds up to them, sets the "
                   "padded keys to -inf before the row max and slices the padded rows off";
}

std::string RoleReport::summary() const {
  std::ostringstream os;
  if (!isAttention) {
    os << "generic graph (no attention pattern): " << reason << "\n";
    for (const std::string &n : notes)
      os << "note: " << n << "\n";
    return os.str();
  }
  if (blocks.size() == 1) {
    os << "attention in @" << functionName << "\n";
    describeBlock(os, blocks.front(), "  ");
  } else {
    os << "attention in @" << functionName << ": " << blocks.size() << " blocks\n";
    for (const AttentionBlock &b : blocks) {
      os << "  block " << b.index << ":\n";
      describeBlock(os, b, "    ");
    }
  }
  os << "  reference: " << (isPlainSdpa ? "PyTorch SDPA semantics (the function is exactly SDPA)"
                                        : "the graph itself in float64 (the function is more than one SDPA)")
     << "\n";
  for (const std::string &n : notes)
    os << "note: " << n << "\n";
  return os.str();
}

} // namespace lantern::graph
