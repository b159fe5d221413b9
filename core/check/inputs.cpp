// Input generation: one independent random stream per tensor, so a tensor depends only on the seed
// and its own shape.
#include "check/inputs.h"

#include "check/random.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace lantern::check {
namespace {

enum Stream : uint64_t { QueryStream, KeyStream, ValueStream, MaskStream };

HostTensor normalTensor(const char *name, DType dtype, std::vector<int64_t> shape, uint64_t seed,
                        Stream stream) {
  HostTensor tensor{name, dtype, std::move(shape), {}};
  tensor.allocate();
  RandomStream random(seed, stream);
  const int64_t count = tensor.numel();
  for (int64_t i = 0; i < count; ++i) tensor.set(i, random.normal());
  return tensor;
}

std::string builtInMask(const AttentionParams &params) {
  if (params.window > 0) return "sliding window " + std::to_string(params.window);
  if (params.causal) return "causal";
  return "";
}

// Fills the mask of one (batch, head): `visible(q, k)` says whether query q attends to key k.
template <typename Visible>
void fillHead(HostTensor &mask, int64_t head, const AttentionParams &params, Visible visible) {
  const double hidden =
      params.maskArg == MaskArg::Bool ? 0.0 : -std::numeric_limits<double>::infinity();
  const double shown = params.maskArg == MaskArg::Bool ? 1.0 : 0.0;
  const int64_t base = head * params.seqQ * params.seqKV;
  for (int64_t q = 0; q < params.seqQ; ++q)
    for (int64_t k = 0; k < params.seqKV; ++k)
      mask.set(base + q * params.seqKV + k, visible(q, k) ? shown : hidden);
}

} // namespace

const std::vector<std::string> &maskKinds() {
  static const std::vector<std::string> kinds{"none", "causal", "padding", "random"};
  return kinds;
}

std::vector<HostTensor> makeInputs(const AttentionParams &params, const std::string &maskKind,
                                   uint64_t seed, std::vector<std::string> &errors) {
  if (auto problem = validate(params)) {
    errors.push_back("cannot make inputs: " + *problem);
    return {};
  }
  const auto &kinds = maskKinds();
  if (std::find(kinds.begin(), kinds.end(), maskKind) == kinds.end()) {
    errors.push_back("unknown --mask-kind '" + maskKind +
                     "': expected none, causal, padding or random");
    return {};
  }
  if (params.maskArg == MaskArg::None && maskKind != "none") {
    const std::string builtIn = builtInMask(params);
    errors.push_back("--mask-kind " + maskKind +
                     " needs a graph with a mask argument; this graph has none" +
                     (builtIn.empty() ? "" : " (its mask is built in: " + builtIn + ")"));
    return {};
  }

  std::vector<HostTensor> inputs;
  inputs.push_back(normalTensor("q", params.inputType, queryShape(params), seed, QueryStream));
  inputs.push_back(normalTensor("k", params.inputType, keyValueShape(params), seed, KeyStream));
  inputs.push_back(normalTensor("v", params.inputType, keyValueShape(params), seed, ValueStream));
  if (params.maskArg == MaskArg::None) return inputs;

  const DType maskType = params.maskArg == MaskArg::Bool ? DType::I1 : params.inputType;
  HostTensor mask{"mask", maskType, maskShape(params), {}};
  mask.allocate();
  RandomStream random(seed, MaskStream);
  const int64_t heads = params.batch * params.heads;
  const int64_t trailingKeys = params.seqKV < 2 ? 0 : std::max<int64_t>(1, params.seqKV / 8);
  const int64_t maskedRows = std::max<int64_t>(1, (params.seqQ + 7) / 8);
  std::vector<int64_t> order(static_cast<size_t>(params.seqQ));
  std::vector<uint8_t> rowMasked(static_cast<size_t>(params.seqQ));
  for (int64_t head = 0; head < heads; ++head) {
    if (maskKind == "none") {
      fillHead(mask, head, params, [](int64_t, int64_t) { return true; });
    } else if (maskKind == "causal") {
      fillHead(mask, head, params, [](int64_t q, int64_t k) { return k <= q; });
    } else if (maskKind == "padding") {
      // A partial Fisher–Yates shuffle picks the fully masked rows of this head.
      std::iota(order.begin(), order.end(), 0);
      std::fill(rowMasked.begin(), rowMasked.end(), 0);
      for (int64_t i = 0; i < maskedRows; ++i) {
        const auto pick = i + static_cast<int64_t>(random.below(params.seqQ - i));
        std::swap(order[i], order[pick]);
        rowMasked[order[i]] = 1;
      }
      const int64_t firstTrailing = params.seqKV - trailingKeys;
      fillHead(mask, head, params,
               [&](int64_t q, int64_t k) { return rowMasked[q] == 0 && k < firstTrailing; });
    } else {
      fillHead(mask, head, params, [&](int64_t, int64_t) { return random.uniform() < 0.8; });
    }
  }
  inputs.push_back(std::move(mask));
  return inputs;
}

std::optional<std::string> checkInputs(const AttentionParams &params,
                                       const std::vector<HostTensor> &inputs) {
  if (auto problem = validate(params)) return problem;
  struct Expected {
    const char *role;
    std::vector<int64_t> shape;
    DType dtype;
  };
  std::vector<Expected> expected{{"q", queryShape(params), params.inputType},
                                 {"k", keyValueShape(params), params.inputType},
                                 {"v", keyValueShape(params), params.inputType}};
  if (params.maskArg != MaskArg::None) {
    expected.push_back({"mask", maskShape(params),
                        params.maskArg == MaskArg::Bool ? DType::I1 : params.inputType});
  }
  if (inputs.size() != expected.size()) {
    return "expected " + std::to_string(expected.size()) + " inputs (q, k, v" +
           (expected.size() == 4 ? ", mask" : "") + "), got " + std::to_string(inputs.size());
  }
  auto shapeText = [](const std::vector<int64_t> &shape) {
    std::string text = "[";
    for (size_t i = 0; i < shape.size(); ++i)
      text += (i == 0 ? "" : ", ") + std::to_string(shape[i]);
    return text + "]";
  };
  for (size_t i = 0; i < expected.size(); ++i) {
    const HostTensor &input = inputs[i];
    if (input.shape != expected[i].shape || input.dtype != expected[i].dtype) {
      return std::string("input ") + std::to_string(i) + " (" + expected[i].role + ") is " +
             toString(input.dtype) + shapeText(input.shape) + ", expected " +
             toString(expected[i].dtype) + shapeText(expected[i].shape);
    }
    const size_t bytes = static_cast<size_t>(input.numel()) * byteSize(input.dtype);
    if (input.data.size() != bytes) {
      return std::string("input ") + std::to_string(i) + " (" + expected[i].role + ") holds " +
             std::to_string(input.data.size()) + " bytes, its shape needs " + std::to_string(bytes);
    }
  }
  return std::nullopt;
}

} // namespace lantern::check
