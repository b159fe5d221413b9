// Shapes, validation and FLOP count of the plain attention description.
#include "check/attention.h"

#include <cmath>
#include <limits>

namespace lantern::check {
namespace {

bool productFits(std::initializer_list<int64_t> factors) {
  int64_t product = 1;
  for (int64_t factor : factors) {
    if (factor > std::numeric_limits<int64_t>::max() / product) return false;
    product *= factor;
  }
  return true;
}

bool isFloat(DType dtype) { return dtype == DType::F32 || dtype == DType::BF16 || dtype == DType::F16 || dtype == DType::F64; }

} // namespace

const char *toString(MaskArg maskArg) {
  switch (maskArg) {
  case MaskArg::None: return "none";
  case MaskArg::Bool: return "bool";
  case MaskArg::Additive: return "additive";
  }
  return "none";
}

std::optional<std::string> validate(const AttentionParams &params) {
  const std::pair<const char *, int64_t> sizes[] = {
      {"batch", params.batch}, {"heads", params.heads}, {"kvHeads", params.kvHeads},
      {"seqQ", params.seqQ},   {"seqKV", params.seqKV}, {"headDim", params.headDim}};
  for (const auto &[field, size] : sizes) {
    if (size <= 0) return std::string(field) + " " + std::to_string(size) + " must be positive";
  }
  if (params.heads % params.kvHeads != 0) {
    return "kvHeads " + std::to_string(params.kvHeads) + " must divide heads " +
           std::to_string(params.heads);
  }
  if (params.rank != 3 && params.rank != 4)
    return "rank " + std::to_string(params.rank) + " must be 3 or 4";
  if (params.rank == 3 && params.kvHeads != params.heads)
    return "rank 3 operands fold the heads into the batch, so kvHeads must equal heads (no GQA)";
  if (params.window < 0)
    return "window " + std::to_string(params.window) + " must be positive, or 0 for none";
  if (!(params.softCap >= 0 && std::isfinite(params.softCap)))
    return "softCap must be a finite positive number, or 0 for none";
  if (!std::isfinite(params.scale)) return "scale must be finite";
  if (!isFloat(params.inputType) || !isFloat(params.outputType))
    return "inputType and outputType must be f32, bf16 or f16";
  if (!productFits({params.batch, params.heads, params.seqQ, params.seqKV}) ||
      !productFits({params.batch, params.heads, params.seqQ, params.headDim}) ||
      !productFits({params.batch, params.heads, params.seqKV, params.headDim})) {
    return "batch x heads x seqQ x seqKV (or x headDim) overflows a 64-bit element count";
  }
  return std::nullopt;
}

int64_t rowsOf(const AttentionParams &params) { return params.batch * params.heads * params.seqQ; }

bool isCausal(const AttentionParams &params) { return params.causal || params.window > 0; }

std::vector<int64_t> queryShape(const AttentionParams &params) {
  if (params.rank == 3) return {params.batch * params.heads, params.seqQ, params.headDim};
  return {params.batch, params.heads, params.seqQ, params.headDim};
}

std::vector<int64_t> keyValueShape(const AttentionParams &params) {
  if (params.rank == 3) return {params.batch * params.kvHeads, params.seqKV, params.headDim};
  return {params.batch, params.kvHeads, params.seqKV, params.headDim};
}

std::vector<int64_t> maskShape(const AttentionParams &params) {
  if (params.rank == 3) return {params.batch * params.heads, params.seqQ, params.seqKV};
  return {params.batch, params.heads, params.seqQ, params.seqKV};
}

std::vector<int64_t> outputShape(const AttentionParams &params) { return queryShape(params); }

double flops(const AttentionParams &params) {
  const double full = 4.0 * static_cast<double>(params.batch) * static_cast<double>(params.heads) *
                      static_cast<double>(params.seqQ) * static_cast<double>(params.seqKV) *
                      static_cast<double>(params.headDim);
  return isCausal(params) ? full / 2 : full;
}

} // namespace lantern::check
