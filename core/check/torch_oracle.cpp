// The libtorch oracle: PyTorch's own ops in float64, the one translation unit that includes torch
// headers (they take long to compile and do not exist on GPU hosts). Built into its own shared
// library, liblantern_torch_oracle.so, which torch_loader.cpp opens at run time
// (torch_oracle_api.h says why).
#include "check/torch_oracle_api.h"

#include "check/inputs.h"

#include <torch/torch.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>
#include <limits>

namespace lantern::check {
namespace {

torch::Tensor toDouble(const HostTensor &tensor, const std::vector<int64_t> &shape) {
  std::vector<double> values(static_cast<size_t>(tensor.numel()));
  for (size_t i = 0; i < values.size(); ++i) values[i] = tensor.get(static_cast<int64_t>(i));
  return torch::from_blob(values.data(), shape, torch::kFloat64).clone();
}

// Rows `queries` of head `headIndex` of the mask argument, as [queries, seqKV].
torch::Tensor maskRows(const HostTensor &mask, const AttentionParams &params, int64_t headIndex,
                       const std::vector<int64_t> &queries) {
  const int64_t Skv = params.seqKV;
  const auto count = static_cast<int64_t>(queries.size());
  if (mask.dtype == DType::I1) {
    torch::Tensor rows = torch::empty({count, Skv}, torch::kBool);
    bool *out = rows.data_ptr<bool>();
    for (int64_t i = 0; i < count; ++i) {
      const int64_t base = (headIndex * params.seqQ + queries[i]) * Skv;
      for (int64_t k = 0; k < Skv; ++k) out[i * Skv + k] = mask.data[base + k] != 0;
    }
    return rows;
  }
  torch::Tensor rows = torch::empty({count, Skv}, torch::kFloat64);
  double *out = rows.data_ptr<double>();
  for (int64_t i = 0; i < count; ++i) {
    const int64_t base = (headIndex * params.seqQ + queries[i]) * Skv;
    for (int64_t k = 0; k < Skv; ++k) out[i * Skv + k] = mask.get(base + k);
  }
  return rows;
}

// torch.nn.functional._safe_softmax of PyTorch 2.5, line for line.
torch::Tensor safeSoftmax(const torch::Tensor &scores) {
  torch::Tensor out = torch::softmax(scores, -1);
  torch::Tensor masked = torch::eq(scores, -std::numeric_limits<double>::infinity());
  torch::Tensor maskedRows = masked.all(-1, /*keepdim=*/true);
  return torch::where(maskedRows, torch::zeros_like(out), out);
}

Reference evaluate(const AttentionParams &params, const std::vector<HostTensor> &inputs,
                   const std::vector<int64_t> &rows) {
  const int64_t B = params.batch, H = params.heads, Sq = params.seqQ, Skv = params.seqKV,
                D = params.headDim;
  const double minusInf = -std::numeric_limits<double>::infinity();
  torch::NoGradGuard noGrad;

  Reference reference;
  reference.headDim = D;
  reference.rows = rows;
  if (rows.empty()) {
    for (int64_t row = 0; row < rowsOf(params); ++row) reference.rows.push_back(row);
  }
  reference.values.assign(reference.rows.size() * D, 0.0);
  reference.fullyMasked.assign(reference.rows.size(), 0);

  // Which query rows of each (b, h) are wanted, and where their outputs go.
  std::vector<std::vector<int64_t>> queries(B * H), slots(B * H);
  for (size_t i = 0; i < reference.rows.size(); ++i) {
    const int64_t row = reference.rows[i];
    queries[row / Sq].push_back(row % Sq);
    slots[row / Sq].push_back(static_cast<int64_t>(i));
  }

  const torch::Tensor query = toDouble(inputs[0], {B, H, Sq, D});
  // GQA as PyTorch's enable_gqa does it: each kv head repeated for its group of query heads.
  const int64_t group = H / params.kvHeads;
  const torch::Tensor key =
      toDouble(inputs[1], {B, params.kvHeads, Skv, D}).repeat_interleave(group, /*dim=*/1);
  const torch::Tensor value =
      toDouble(inputs[2], {B, params.kvHeads, Skv, D}).repeat_interleave(group, /*dim=*/1);
  const torch::Tensor keyIndex = torch::arange(Skv, torch::kInt64).unsqueeze(0); // [1, Skv]

  for (int64_t headIndex = 0; headIndex < B * H; ++headIndex) {
    if (queries[headIndex].empty()) continue;
    const int64_t b = headIndex / H, h = headIndex % H;
    const auto count = static_cast<int64_t>(queries[headIndex].size());
    const torch::Tensor queryIndex =
        torch::from_blob(queries[headIndex].data(), {count}, torch::kInt64).clone().unsqueeze(1);

    torch::Tensor q = query[b][h].index_select(0, queryIndex.squeeze(1));
    torch::Tensor scores = torch::matmul(q, key[b][h].transpose(0, 1)) * params.scale;
    if (params.softCap > 0) scores = params.softCap * torch::tanh(scores / params.softCap);
    if (params.alibi) {
      const double slope = std::exp2(-8.0 * static_cast<double>(h + 1) / static_cast<double>(H));
      scores = scores + slope * (keyIndex - queryIndex).to(torch::kFloat64);
    }
    if (params.causal) scores = scores.masked_fill(keyIndex > queryIndex, minusInf);
    if (params.window > 0) {
      const torch::Tensor distance = queryIndex - keyIndex;
      scores = scores.masked_fill(
          torch::logical_not((distance >= 0).logical_and(distance < params.window)), minusInf);
    }
    if (params.maskArg == MaskArg::Bool)
      scores = scores.masked_fill(
          maskRows(inputs[3], params, headIndex, queries[headIndex]).logical_not(), minusInf);
    if (params.maskArg == MaskArg::Additive)
      scores = scores + maskRows(inputs[3], params, headIndex, queries[headIndex]);

    const torch::Tensor probabilities = safeSoftmax(scores);
    const torch::Tensor fullyMasked = torch::eq(scores, minusInf).all(-1).contiguous();
    const torch::Tensor out = torch::matmul(probabilities, value[b][h]).contiguous();
    const double *outData = out.data_ptr<double>();
    const bool *maskedData = fullyMasked.data_ptr<bool>();
    for (int64_t i = 0; i < count; ++i) {
      const int64_t slot = slots[headIndex][i];
      std::copy(outData + i * D, outData + (i + 1) * D, reference.values.begin() + slot * D);
      reference.fullyMasked[slot] = maskedData[i] ? 1 : 0;
    }
  }
  return reference;
}

std::optional<Reference> torchOracle(const AttentionParams &params,
                                     const std::vector<HostTensor> &inputs,
                                     const std::vector<int64_t> &rows,
                                     std::vector<std::string> &errors) {
  if (auto problem = checkInputs(params, inputs)) {
    errors.push_back("libtorch oracle: " + *problem);
    return std::nullopt;
  }
  const int64_t total = rowsOf(params);
  for (int64_t row : rows) {
    if (row < 0 || row >= total) {
      errors.push_back("libtorch oracle: row " + std::to_string(row) + " is out of range [0, " +
                       std::to_string(total) + ")");
      return std::nullopt;
    }
  }
  // Torch reports failures (and running out of memory) by throwing; they become messages here.
  try {
    return evaluate(params, inputs, rows);
  } catch (const c10::Error &error) {
    errors.push_back(std::string("libtorch oracle: ") + error.what_without_backtrace());
  } catch (const std::exception &error) {
    errors.push_back(std::string("libtorch oracle: ") + error.what());
  }
  return std::nullopt;
}

std::optional<double> torchAttentionMilliseconds(const AttentionParams &params, const std::vector<HostTensor> &inputs,
                                                 int repeats, std::vector<std::string> &errors) {
  if (params.softCap > 0 || params.alibi || params.window > 0) {
    errors.push_back("libtorch's SDPA has no score mods or sliding windows");
    return std::nullopt;
  }
  try {
    auto toTorch = [&](const HostTensor &t) {
      std::vector<float> values(t.numel());
      for (int64_t i = 0; i < t.numel(); ++i)
        values[i] = static_cast<float>(t.get(i));
      return torch::from_blob(values.data(), t.shape, torch::kFloat32).clone();
    };
    torch::Tensor q = toTorch(inputs.at(0)), k = toTorch(inputs.at(1)), v = toTorch(inputs.at(2));
    if (params.rank == 3) {
      q = q.view({params.batch, params.heads, params.seqQ, params.headDim});
      k = k.view({params.batch, params.kvHeads, params.seqKV, params.headDim});
      v = v.view({params.batch, params.kvHeads, params.seqKV, params.headDim});
    }
    if (params.kvHeads != params.heads) {
      k = k.repeat_interleave(params.heads / params.kvHeads, 1);
      v = v.repeat_interleave(params.heads / params.kvHeads, 1);
    }
    // PyTorch 1.13's SDPA scales by 1/sqrt(D); fold any other scale into Q.
    double defaultScale = 1.0 / std::sqrt(static_cast<double>(params.headDim));
    q = q * (params.scale / defaultScale);
    c10::optional<torch::Tensor> mask;
    if (params.maskArg == MaskArg::Bool) {
      const HostTensor &m = inputs.at(3);
      std::vector<uint8_t> bits(m.numel());
      for (int64_t i = 0; i < m.numel(); ++i)
        bits[i] = m.get(i) != 0;
      mask = torch::from_blob(bits.data(), m.shape, torch::kBool).clone().view({params.batch, params.heads, params.seqQ, params.seqKV});
    } else if (params.maskArg == MaskArg::Additive) {
      mask = toTorch(inputs.at(3)).view({params.batch, params.heads, params.seqQ, params.seqKV});
    }
    torch::NoGradGuard noGrad;
    auto once = [&] { return std::get<0>(at::_scaled_dot_product_attention(q, k, v, mask, 0.0, false, params.causal)); };
    once();
    std::vector<double> times;
    for (int r = 0; r < std::max(1, repeats); ++r) {
      auto start = std::chrono::steady_clock::now();
      torch::Tensor out = once();
      times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
  } catch (const std::exception &e) {
    errors.push_back(std::string("libtorch: ") + e.what());
    return std::nullopt;
  }
}

} // namespace
} // namespace lantern::check

extern "C" __attribute__((visibility("default"))) const lantern::check::TorchOracleApi *lantern_torch_oracle_api() {
  static const lantern::check::TorchOracleApi api{lantern::check::kTorchOracleApiVersion,
                                                  &lantern::check::torchOracle,
                                                  &lantern::check::torchAttentionMilliseconds};
  return &api;
}
