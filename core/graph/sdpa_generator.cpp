// Writes the SDPA graph of shared/ATTENTION_IR.md as MLIR text, op by op in the importer's order.
#include "graph/sdpa_generator.h"

#include <charconv>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <sstream>
#include <utility>
#include <vector>

namespace lantern::graph {
namespace {

using Shape = std::vector<int64_t>;

// Printed form of -inf in f32, as MLIR prints it and as the row-max init uses it.
constexpr const char* kMinusInfF32 = "0xFF800000";

std::string joined(const Shape& shape, const char* separator) {
  std::string text;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i != 0) text += separator;
    text += std::to_string(shape[i]);
  }
  return text;
}

std::string tensorType(const Shape& shape, const std::string& element) {
  return "tensor<" + joined(shape, "x") + "x" + element + ">";
}

// "d0, d1, ..., d{count-1}"
std::string dimList(int count) {
  std::string text;
  for (int i = 0; i < count; ++i) {
    if (i != 0) text += ", ";
    text += "d" + std::to_string(i);
  }
  return text;
}

std::string affineMap(int numDims, const std::string& results) {
  return "affine_map<(" + dimList(numDims) + ") -> (" + results + ")>";
}

std::string identityMap(int rank) { return affineMap(rank, dimList(rank)); }

// The map of a per-row tensor read inside a generic over the full scores: drops the key dim.
std::string rowMap(int rank) { return affineMap(rank, dimList(rank - 1)); }

// An f32 literal that MLIR parses back to the same value: printed like MLIR's printer (%e with
// six digits) when that is exact, else with the nine significant digits that round-trip a float.
std::string f32Literal(double value) {
  const float narrowed = static_cast<float>(value);
  auto print = [narrowed](int precision) {
    char buffer[64];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, narrowed,
                                std::chars_format::scientific, precision);
    return std::string(buffer, result.ptr);
  };
  const std::string printerForm = print(6);
  float parsed = 0;
  std::from_chars(printerForm.data(), printerForm.data() + printerForm.size(), parsed);
  return parsed == narrowed ? printerForm : print(8);
}

const char* mlirElementType(ElementType type) {
  switch (type) {
    case ElementType::F32: return "f32";
    case ElementType::BF16: return "bf16";
    case ElementType::F16: return "f16";
  }
  return "f32";
}

struct Value {
  std::string name;
  Shape shape;
  std::string element;

  std::string type() const { return tensorType(shape, element); }
  int rank() const { return static_cast<int>(shape.size()); }
};

// One operand of a linalg.generic: the tensor and the indexing map it is read with.
struct Operand {
  Value value;
  std::string map;
};

// The region of one linalg.generic. Values get numbers from the function-wide counter, so no
// name inside a body can collide with one outside it.
class Body {
 public:
  Body(std::vector<std::string> arguments, int& counter, std::ostringstream& out)
      : arguments_(std::move(arguments)), counter_(counter), out_(out) {}

  const std::string& in(size_t index) const { return arguments_[index]; }
  const std::string& out() const { return arguments_.back(); }

  // Emits `%N = <text>` and returns %N.
  std::string op(const std::string& text) {
    std::string name = "%" + std::to_string(counter_++);
    out_ << "      " << name << " = " << text << "\n";
    return name;
  }

 private:
  std::vector<std::string> arguments_;
  int& counter_;
  std::ostringstream& out_;
};

class SdpaWriter {
 public:
  explicit SdpaWriter(const SdpaSpec& spec)
      : spec_(spec),
        rank_(spec.rank3 ? 3 : 4),
        narrow_(spec.isNarrow()),
        dtype_(mlirElementType(spec.dtype)) {}

  std::string write();

 private:
  using BodyFn = std::function<std::string(Body&)>;

  std::string fresh() { return "%" + std::to_string(counter_++); }
  std::string f32Constant(double value) { return constant(f32Literal(value), "f32", "%cst"); }
  std::string minusInf() { return constant(kMinusInfF32, "f32", "%cst"); }
  std::string indexConstant(int64_t value) {
    return constant(std::to_string(value), "index", "%c" + std::to_string(value));
  }
  std::string trueConstant() { return constant("true", "i1", "%true"); }
  std::string constant(const std::string& literal, const std::string& type,
                       const std::string& baseName);

  Value empty(const Shape& shape, const std::string& element);
  Value filled(const std::string& scalar, const Shape& shape, const std::string& element);
  Value generic(const std::vector<Operand>& inputs, const Value& init, const std::string& initMap,
                bool lastDimReduces, const BodyFn& body);
  // An elementwise generic over `shape`; inputs of a smaller rank are per-row values.
  Value elementwise(const std::vector<Value>& inputs, const Shape& shape,
                    const std::string& element, const BodyFn& body);
  // Reduces the last dim of `input` into a tensor filled with `initScalar`.
  Value reduceRows(const Value& input, const std::string& initScalar, const std::string& element,
                   const BodyFn& combine);
  Value collapse(const Value& value, const std::string& reassociation, const Shape& shape);
  Value expand(const Value& value, const std::string& reassociation, const Shape& shape);

  Value widen(const Value& value);
  Value narrow(const Value& value);
  Value multiplyBy(const Value& value, double factor);
  Value broadcastKvHeads(const Value& value);
  Value transposeKey(const Value& key);
  // [..., M, K] x [..., K, N] -> [..., M, N], through [B*H, ...] when the operands are 4-D.
  Value contract(const Value& lhs, const Value& rhs);
  Value contract3d(const Value& lhs, const Value& rhs);
  Value applyScoreMod(const Value& scores);
  Value applyMask(const Value& scores, const Value* mask);
  Value applyWindow(const Value& scores);
  // P·V with the divide by the row sum (and the guard's select) in the contraction body.
  Value fusedNormalizeAndContract(const Value& exp, const Value& rowSum, const Value* fullyMasked,
                                  const Value& value);

  Shape scoresShape() const;

  const SdpaSpec& spec_;
  const int rank_;
  const bool narrow_;
  const std::string dtype_;
  int counter_ = 0;
  std::ostringstream body_;
  std::ostringstream constants_;
  std::map<std::pair<std::string, std::string>, std::string> constantNames_;
  int floatConstantCount_ = 0;
};

std::string SdpaWriter::constant(const std::string& literal, const std::string& type,
                                 const std::string& baseName) {
  auto key = std::make_pair(literal, type);
  auto found = constantNames_.find(key);
  if (found != constantNames_.end()) return found->second;
  std::string name = baseName;
  if (type == "f32") {
    // MLIR's printer numbers float constants %cst, %cst_0, %cst_1, ...
    if (floatConstantCount_ > 0) name += "_" + std::to_string(floatConstantCount_ - 1);
    ++floatConstantCount_;
  }
  constantNames_.emplace(key, name);
  // A bool literal carries its type (i1) already; writing `: i1` after it does not parse.
  constants_ << "    " << name << " = arith.constant " << literal
             << (type == "i1" ? std::string() : " : " + type) << "\n";
  return name;
}

Value SdpaWriter::empty(const Shape& shape, const std::string& element) {
  Value result{fresh(), shape, element};
  body_ << "    " << result.name << " = tensor.empty() : " << result.type() << "\n";
  return result;
}

Value SdpaWriter::filled(const std::string& scalar, const Shape& shape,
                         const std::string& element) {
  Value init = empty(shape, element);
  Value result{fresh(), shape, element};
  body_ << "    " << result.name << " = linalg.fill ins(" << scalar << " : " << element
        << ") outs(" << init.name << " : " << init.type() << ") -> " << result.type() << "\n";
  return result;
}

Value SdpaWriter::generic(const std::vector<Operand>& inputs, const Value& init,
                          const std::string& initMap, bool lastDimReduces, const BodyFn& body) {
  const int numDims = lastDimReduces ? init.rank() + 1 : init.rank();
  std::string maps;
  std::string names;
  std::string types;
  std::vector<std::string> arguments;
  std::string blockArguments;
  for (size_t i = 0; i < inputs.size(); ++i) {
    const std::string separator = i == 0 ? "" : ", ";
    maps += separator + inputs[i].map;
    names += separator + inputs[i].value.name;
    types += separator + inputs[i].value.type();
    std::string argument = i == 0 ? "%in" : "%in_" + std::to_string(i - 1);
    blockArguments += separator + argument + ": " + inputs[i].value.element;
    arguments.push_back(argument);
  }
  maps += ", " + initMap;
  blockArguments += ", %out: " + init.element;
  arguments.push_back("%out");

  std::string iterators;
  for (int i = 0; i < numDims; ++i) {
    if (i != 0) iterators += ", ";
    iterators += (lastDimReduces && i == numDims - 1) ? "\"reduction\"" : "\"parallel\"";
  }

  Value result{fresh(), init.shape, init.element};
  body_ << "    " << result.name << " = linalg.generic {indexing_maps = [" << maps
        << "], iterator_types = [" << iterators << "]} ins(" << names << " : " << types
        << ") outs(" << init.name << " : " << init.type() << ") {\n";
  body_ << "    ^bb0(" << blockArguments << "):\n";
  Body region(std::move(arguments), counter_, body_);
  std::string yielded = body(region);
  body_ << "      linalg.yield " << yielded << " : " << init.element << "\n";
  body_ << "    } -> " << result.type() << "\n";
  return result;
}

Value SdpaWriter::elementwise(const std::vector<Value>& inputs, const Shape& shape,
                              const std::string& element, const BodyFn& body) {
  const int rank = static_cast<int>(shape.size());
  std::vector<Operand> operands;
  for (const Value& input : inputs)
    operands.push_back({input, input.rank() == rank ? identityMap(rank) : rowMap(rank)});
  return generic(operands, empty(shape, element), identityMap(rank), false, body);
}

Value SdpaWriter::reduceRows(const Value& input, const std::string& initScalar,
                             const std::string& element,
                             const BodyFn& combine) {
  const int rank = input.rank();
  Shape rows(input.shape.begin(), input.shape.end() - 1);
  Value init = filled(initScalar, rows, element);
  return generic({{input, identityMap(rank)}}, init, rowMap(rank), true, combine);
}

Value SdpaWriter::collapse(const Value& value, const std::string& reassociation,
                           const Shape& shape) {
  Value result{fresh(), shape, value.element};
  body_ << "    " << result.name << " = tensor.collapse_shape " << value.name << " "
        << reassociation << " : " << value.type() << " into " << result.type() << "\n";
  return result;
}

Value SdpaWriter::expand(const Value& value, const std::string& reassociation,
                         const Shape& shape) {
  Value result{fresh(), shape, value.element};
  body_ << "    " << result.name << " = tensor.expand_shape " << value.name << " "
        << reassociation << " output_shape [" << joined(shape, ", ") << "] : " << value.type()
        << " into " << result.type() << "\n";
  return result;
}

Value SdpaWriter::widen(const Value& value) {
  // Only the narrow float inputs widen; a boolean mask stays i1.
  if (!narrow_ || value.element != dtype_) return value;
  return elementwise({value}, value.shape, "f32", [&](Body& b) {
    return b.op("arith.extf " + b.in(0) + " : " + value.element + " to f32");
  });
}

Value SdpaWriter::narrow(const Value& value) {
  if (!narrow_) return value;
  return elementwise({value}, value.shape, dtype_, [&](Body& b) {
    return b.op("arith.truncf " + b.in(0) + " : f32 to " + dtype_);
  });
}

Value SdpaWriter::multiplyBy(const Value& value, double factor) {
  const std::string scalar = f32Constant(factor);
  return elementwise({value}, value.shape, "f32", [&](Body& b) {
    return b.op("arith.mulf " + b.in(0) + ", " + scalar + " : f32");
  });
}

Value SdpaWriter::broadcastKvHeads(const Value& value) {
  const int64_t kvHeads = spec_.effectiveKvHeads();
  if (kvHeads == spec_.heads) return value;
  // repeat_interleave over heads: query head h reads key/value head h / (H / Hkv).
  const int64_t group = spec_.heads / kvHeads;
  const Shape& s = value.shape;
  Value withGroup = expand(value, "[[0], [1, 2], [3], [4]]", {s[0], s[1], 1, s[2], s[3]});
  Value init = empty({s[0], s[1], group, s[2], s[3]}, "f32");
  Value repeated = generic({{withGroup, affineMap(5, "d0, d1, 0, d3, d4")}}, init,
                           identityMap(5), false, [](Body& b) { return b.in(0); });
  return collapse(repeated, "[[0], [1, 2], [3], [4]]", {s[0], spec_.heads, s[2], s[3]});
}

Value SdpaWriter::transposeKey(const Value& key) {
  Shape shape = key.shape;
  std::swap(shape[rank_ - 1], shape[rank_ - 2]);
  Value init = empty(shape, key.element);
  if (spec_.genericContractions) {
    std::string swapped = dimList(rank_ - 2);
    if (!swapped.empty()) swapped += ", ";
    swapped += "d" + std::to_string(rank_ - 1) + ", d" + std::to_string(rank_ - 2);
    return generic({{key, affineMap(rank_, swapped)}}, init, identityMap(rank_), false,
                   [](Body& b) { return b.in(0); });
  }
  Value result{fresh(), shape, key.element};
  body_ << "    " << result.name << " = linalg.transpose ins(" << key.name << " : " << key.type()
        << ") outs(" << init.name << " : " << init.type() << ") permutation = ["
        << (rank_ == 4 ? "0, 1, 3, 2" : "0, 2, 1") << "]\n";
  return result;
}

Value SdpaWriter::contract(const Value& lhs, const Value& rhs) {
  if (rank_ == 3) return contract3d(lhs, rhs);
  const char* headsIntoBatch = "[[0, 1], [2], [3]]";
  const Shape& l = lhs.shape;
  const Shape& r = rhs.shape;
  Value lhs3 = collapse(lhs, headsIntoBatch, {l[0] * l[1], l[2], l[3]});
  Value rhs3 = collapse(rhs, headsIntoBatch, {r[0] * r[1], r[2], r[3]});
  Value product = contract3d(lhs3, rhs3);
  return expand(product, headsIntoBatch, {l[0], l[1], l[2], r[3]});
}

Value SdpaWriter::contract3d(const Value& lhs, const Value& rhs) {
  const Shape shape{lhs.shape[0], lhs.shape[1], rhs.shape[2]};
  Value init = filled(f32Constant(0.0), shape, "f32");
  if (spec_.genericContractions) {
    // The form linalg-generalize-named-ops gives for linalg.batch_matmul.
    return generic({{lhs, affineMap(4, "d0, d1, d3")}, {rhs, affineMap(4, "d0, d3, d2")}}, init,
                   affineMap(4, "d0, d1, d2"), true, [](Body& b) {
                     std::string product = b.op("arith.mulf " + b.in(0) + ", " + b.in(1) +
                                                " : f32");
                     return b.op("arith.addf " + b.out() + ", " + product + " : f32");
                   });
  }
  Value result{fresh(), shape, "f32"};
  body_ << "    " << result.name << " = linalg.batch_matmul ins(" << lhs.name << ", " << rhs.name
        << " : " << lhs.type() << ", " << rhs.type() << ") outs(" << init.name << " : "
        << init.type() << ") -> " << result.type() << "\n";
  return result;
}

Value SdpaWriter::applyScoreMod(const Value& scores) {
  const int rank = scores.rank();
  const std::string queryIndex = "linalg.index " + std::to_string(rank - 2) + " : index";
  const std::string keyIndex = "linalg.index " + std::to_string(rank - 1) + " : index";
  switch (spec_.scoreMod) {
    case ScoreMod::None:
      return scores;
    case ScoreMod::Alibi: {
      // score + slope_h * (k - q), slope_h = 2^(-8 (h + 1) / H), h the query head.
      const std::string one = f32Constant(1.0);
      const std::string exponentPerHead = f32Constant(-8.0 / static_cast<double>(spec_.heads));
      const std::string headCount = rank == 3 ? indexConstant(spec_.heads) : std::string();
      return elementwise({scores}, scores.shape, "f32", [&](Body& b) {
        std::string head;
        if (rank == 3) {
          // Dim 0 is batch * H + head.
          std::string batchHead = b.op("linalg.index 0 : index");
          head = b.op("arith.remui " + batchHead + ", " + headCount + " : index");
        } else {
          head = b.op("linalg.index 1 : index");
        }
        std::string headI64 = b.op("arith.index_cast " + head + " : index to i64");
        std::string headF32 = b.op("arith.sitofp " + headI64 + " : i64 to f32");
        std::string headPlusOne = b.op("arith.addf " + headF32 + ", " + one + " : f32");
        std::string exponent = b.op("arith.mulf " + headPlusOne + ", " + exponentPerHead +
                                    " : f32");
        std::string slope = b.op("math.exp2 " + exponent + " : f32");
        std::string query = b.op(queryIndex);
        std::string key = b.op(keyIndex);
        std::string distance = b.op("arith.subi " + key + ", " + query + " : index");
        std::string distanceI64 = b.op("arith.index_cast " + distance + " : index to i64");
        std::string distanceF32 = b.op("arith.sitofp " + distanceI64 + " : i64 to f32");
        std::string bias = b.op("arith.mulf " + slope + ", " + distanceF32 + " : f32");
        return b.op("arith.addf " + b.in(0) + ", " + bias + " : f32");
      });
    }
    case ScoreMod::SoftCap: {
      const std::string cap = f32Constant(spec_.softCap);
      return elementwise({scores}, scores.shape, "f32", [&](Body& b) {
        std::string scaled = b.op("arith.divf " + b.in(0) + ", " + cap + " : f32");
        std::string squashed = b.op("math.tanh " + scaled + " : f32");
        return b.op("arith.mulf " + cap + ", " + squashed + " : f32");
      });
    }
  }
  return scores;
}

Value SdpaWriter::applyMask(const Value& scores, const Value* mask) {
  const int rank = scores.rank();
  switch (spec_.mask) {
    case MaskKind::None:
      return scores;
    case MaskKind::Boolean: {
      const std::string minusInfinity = minusInf();
      return elementwise({scores, *mask}, scores.shape, "f32", [&](Body& b) {
        return b.op("arith.select " + b.in(1) + ", " + b.in(0) + ", " + minusInfinity + " : f32");
      });
    }
    case MaskKind::Additive:
      return elementwise({scores, *mask}, scores.shape, "f32", [&](Body& b) {
        return b.op("arith.addf " + b.in(0) + ", " + b.in(1) + " : f32");
      });
    case MaskKind::Causal: {
      // PyTorch's is_causal is ones(L, S).tril(): top-left aligned, key k visible iff k <= q.
      const std::string minusInfinity = minusInf();
      return elementwise({scores}, scores.shape, "f32", [&](Body& b) {
        std::string query = b.op("linalg.index " + std::to_string(rank - 2) + " : index");
        std::string key = b.op("linalg.index " + std::to_string(rank - 1) + " : index");
        std::string visible = b.op("arith.cmpi ule, " + key + ", " + query + " : index");
        return b.op("arith.select " + visible + ", " + b.in(0) + ", " + minusInfinity + " : f32");
      });
    }
  }
  return scores;
}

Value SdpaWriter::applyWindow(const Value& scores) {
  if (spec_.window == 0) return scores;
  const int rank = scores.rank();
  const std::string minusInfinity = minusInf();
  const std::string window = indexConstant(spec_.window);
  return elementwise({scores}, scores.shape, "f32", [&](Body& b) {
    std::string query = b.op("linalg.index " + std::to_string(rank - 2) + " : index");
    std::string key = b.op("linalg.index " + std::to_string(rank - 1) + " : index");
    // One unsigned compare covers both bounds: for k > q the difference wraps to a huge value.
    std::string distance = b.op("arith.subi " + query + ", " + key + " : index");
    std::string visible = b.op("arith.cmpi ult, " + distance + ", " + window + " : index");
    return b.op("arith.select " + visible + ", " + b.in(0) + ", " + minusInfinity + " : f32");
  });
}

Value SdpaWriter::fusedNormalizeAndContract(const Value& exp, const Value& rowSum,
                                            const Value* fullyMasked, const Value& value) {
  // Dims: the batch dims (b, h or b*h), then query q, head dim d, and the reduced key k.
  const int batchDims = rank_ - 2;
  const int numDims = rank_ + 1;
  const std::string batch = dimList(batchDims) + ", ";
  const std::string q = "d" + std::to_string(batchDims);
  const std::string d = "d" + std::to_string(batchDims + 1);
  const std::string k = "d" + std::to_string(batchDims + 2);
  const std::string perRow = affineMap(numDims, batch + q);

  std::vector<Operand> inputs{{exp, affineMap(numDims, batch + q + ", " + k)}, {rowSum, perRow}};
  if (fullyMasked != nullptr) inputs.push_back({*fullyMasked, perRow});
  inputs.push_back({value, affineMap(numDims, batch + k + ", " + d)});

  Shape shape = exp.shape;
  shape.back() = value.shape.back();
  Value init = filled(f32Constant(0.0), shape, "f32");
  const std::string zero = f32Constant(0.0);
  return generic(inputs, init, affineMap(numDims, batch + q + ", " + d), true, [&](Body& b) {
    std::string probability = b.op("arith.divf " + b.in(0) + ", " + b.in(1) + " : f32");
    size_t next = 2;
    if (fullyMasked != nullptr) {
      probability = b.op("arith.select " + b.in(next) + ", " + zero + ", " + probability +
                         " : f32");
      ++next;
    }
    std::string product = b.op("arith.mulf " + probability + ", " + b.in(next) + " : f32");
    return b.op("arith.addf " + b.out() + ", " + product + " : f32");
  });
}

Shape SdpaWriter::scoresShape() const {
  if (spec_.rank3) return {spec_.batch * spec_.heads, spec_.seq, spec_.effectiveKvSeq()};
  return {spec_.batch, spec_.heads, spec_.seq, spec_.effectiveKvSeq()};
}

std::string SdpaWriter::write() {
  const int64_t kvSeq = spec_.effectiveKvSeq();
  const Shape queryShape = spec_.rank3 ? Shape{spec_.batch * spec_.heads, spec_.seq, spec_.dim}
                                       : Shape{spec_.batch, spec_.heads, spec_.seq, spec_.dim};
  const Shape kvShape = spec_.rank3
                            ? Shape{spec_.batch * spec_.heads, kvSeq, spec_.dim}
                            : Shape{spec_.batch, spec_.effectiveKvHeads(), kvSeq, spec_.dim};
  std::vector<Value> arguments{{"%arg0", queryShape, dtype_},
                               {"%arg1", kvShape, dtype_},
                               {"%arg2", kvShape, dtype_}};
  if (spec_.mask == MaskKind::Boolean) arguments.push_back({"%arg3", scoresShape(), "i1"});
  if (spec_.mask == MaskKind::Additive) arguments.push_back({"%arg3", scoresShape(), dtype_});

  Value query = widen(arguments[0]);
  Value key = widen(arguments[1]);
  Value value = widen(arguments[2]);
  std::optional<Value> mask;
  if (arguments.size() == 4) mask = widen(arguments[3]);

  const double scale = 1.0 / std::sqrt(static_cast<double>(spec_.dim));
  if (!spec_.scaleOnScores) {
    query = multiplyBy(query, std::sqrt(scale));
    key = multiplyBy(key, std::sqrt(scale));
  }
  key = broadcastKvHeads(key);
  value = broadcastKvHeads(value);

  Value scores = contract(query, transposeKey(key));
  if (spec_.scaleOnScores) scores = multiplyBy(scores, scale);
  scores = applyScoreMod(scores);
  scores = applyMask(scores, mask ? &*mask : nullptr);
  scores = applyWindow(scores);

  const Value rowMax = reduceRows(scores, minusInf(), "f32", [](Body& b) {
    return b.op("arith.maximumf " + b.in(0) + ", " + b.out() + " : f32");
  });
  const Value exp = elementwise({scores, rowMax}, scores.shape, "f32", [](Body& b) {
    std::string shifted = b.op("arith.subf " + b.in(0) + ", " + b.in(1) + " : f32");
    return b.op("math.exp " + shifted + " : f32");
  });
  const Value rowSum = reduceRows(exp, f32Constant(0.0), "f32", [](Body& b) {
    return b.op("arith.addf " + b.in(0) + ", " + b.out() + " : f32");
  });

  Value probabilities;
  if (!spec_.fusedDivide) {
    probabilities = elementwise({exp, rowSum}, exp.shape, "f32", [](Body& b) {
      return b.op("arith.divf " + b.in(0) + ", " + b.in(1) + " : f32");
    });
  }

  std::optional<Value> fullyMasked;
  if (spec_.guard) {
    // _safe_softmax: rows whose scores are all -inf give 0, not exp(-inf - -inf) = NaN.
    const std::string minusInfinity = minusInf();
    const Value isMinusInf = elementwise({scores}, scores.shape, "i1", [&](Body& b) {
      return b.op("arith.cmpf oeq, " + b.in(0) + ", " + minusInfinity + " : f32");
    });
    fullyMasked = reduceRows(isMinusInf, trueConstant(), "i1", [](Body& b) {
      return b.op("arith.andi " + b.in(0) + ", " + b.out() + " : i1");
    });
    if (!spec_.fusedDivide) {
      const std::string zero = f32Constant(0.0);
      probabilities =
          elementwise({*fullyMasked, probabilities}, probabilities.shape, "f32", [&](Body& b) {
            return b.op("arith.select " + b.in(0) + ", " + zero + ", " + b.in(1) + " : f32");
          });
    }
  }

  Value attention =
      spec_.fusedDivide
          ? fusedNormalizeAndContract(exp, rowSum, fullyMasked ? &*fullyMasked : nullptr, value)
          : contract(probabilities, value);
  Value result = narrow(attention);

  std::ostringstream module;
  module << "module {\n  func.func @" << spec_.functionName << "(";
  for (size_t i = 0; i < arguments.size(); ++i)
    module << (i == 0 ? "" : ", ") << arguments[i].name << ": " << arguments[i].type();
  module << ") -> " << result.type() << " {\n"
         << constants_.str() << body_.str() << "    return " << result.name << " : "
         << result.type() << "\n  }\n}\n";
  return module.str();
}

bool productFits(const std::vector<int64_t>& factors) {
  int64_t product = 1;
  for (int64_t factor : factors) {
    if (factor > std::numeric_limits<int64_t>::max() / product) return false;
    product *= factor;
  }
  return true;
}

// MLIR's bare-id: (letter | '_') (letter | digit | '_' | '$' | '.')*
bool isBareIdentifier(const std::string& name) {
  if (name.empty()) return false;
  auto isLetter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  if (!isLetter(name[0]) && name[0] != '_') return false;
  for (char c : name) {
    if (!isLetter(c) && !(c >= '0' && c <= '9') && c != '_' && c != '$' && c != '.') return false;
  }
  return true;
}

std::string shapeText(const Shape& shape) { return "[" + joined(shape, ",") + "]"; }

std::string capText(double cap) {
  std::ostringstream text;
  text << cap;
  return text.str();
}

}  // namespace

std::optional<std::string> validate(const SdpaSpec& spec) {
  const std::pair<const char*, int64_t> positive[] = {
      {"--batch", spec.batch}, {"--heads", spec.heads}, {"--seq", spec.seq}, {"--dim", spec.dim}};
  for (const auto& [flag, size] : positive) {
    if (size <= 0) return std::string(flag) + " " + std::to_string(size) + " must be positive";
  }
  const std::pair<const char*, int64_t> defaulted[] = {{"--kv-heads", spec.kvHeads},
                                                       {"--kv-seq", spec.kvSeq}};
  for (const auto& [flag, size] : defaulted) {
    if (size < 0) {
      return std::string(flag) + " " + std::to_string(size) +
             " must be positive, or 0 for the query's value";
    }
  }
  if (spec.heads % spec.effectiveKvHeads() != 0) {
    return "--kv-heads " + std::to_string(spec.kvHeads) + " must divide --heads " +
           std::to_string(spec.heads);
  }
  if (spec.window < 0) {
    return "--window " + std::to_string(spec.window) + " must be positive, or 0 for no window";
  }
  if (spec.scoreMod == ScoreMod::SoftCap && !(spec.softCap > 0 && std::isfinite(spec.softCap))) {
    return "--soft-cap " + capText(spec.softCap) + " must be a finite positive number";
  }
  if (spec.rank3 && spec.effectiveKvHeads() != spec.heads) {
    return "--rank3 does not support GQA (--kv-heads " + std::to_string(spec.kvHeads) +
           " with --heads " + std::to_string(spec.heads) +
           "): rank-3 operands fold the heads into the batch";
  }
  if (!productFits({spec.batch, spec.heads, spec.seq, spec.effectiveKvSeq()}) ||
      !productFits({spec.batch, spec.heads, spec.seq, spec.dim}) ||
      !productFits({spec.batch, spec.heads, spec.effectiveKvSeq(), spec.dim})) {
    return "--batch x --heads x --seq x --kv-seq (or x --dim) overflows a 64-bit element count";
  }
  if (!isBareIdentifier(spec.functionName)) {
    return "--function-name '" + spec.functionName +
           "' must be an MLIR identifier: a letter or '_', then letters, digits, '_', '$' or '.'";
  }
  return std::nullopt;
}

std::string generateSdpa(const SdpaSpec& spec) { return SdpaWriter(spec).write(); }

std::string describe(const SdpaSpec& spec) {
  const int64_t kvSeq = spec.effectiveKvSeq();
  const Shape query = spec.rank3 ? Shape{spec.batch * spec.heads, spec.seq, spec.dim}
                                 : Shape{spec.batch, spec.heads, spec.seq, spec.dim};
  const Shape keyValue = spec.rank3 ? Shape{spec.batch * spec.heads, kvSeq, spec.dim}
                                    : Shape{spec.batch, spec.effectiveKvHeads(), kvSeq, spec.dim};
  const Shape scores = spec.rank3 ? Shape{spec.batch * spec.heads, spec.seq, kvSeq}
                                  : Shape{spec.batch, spec.heads, spec.seq, kvSeq};
  const bool gqa = spec.effectiveKvHeads() != spec.heads;
  const std::string maskType = spec.mask == MaskKind::Boolean ? "bool" : toString(spec.dtype);

  std::ostringstream call;
  const bool flex = spec.scoreMod != ScoreMod::None || spec.window != 0;
  call << (flex ? "flex_attention(" : "F.scaled_dot_product_attention(") << "q"
       << shapeText(query) << " " << toString(spec.dtype);
  if (keyValue == query) {
    call << ", k, v";
  } else {
    call << ", k" << shapeText(keyValue) << ", v" << shapeText(keyValue);
  }

  if (flex) {
    std::vector<std::string> scoreMods;
    if (spec.scoreMod == ScoreMod::Alibi) scoreMods.push_back("alibi");
    if (spec.scoreMod == ScoreMod::SoftCap) scoreMods.push_back("softcap(" + capText(spec.softCap) + ")");
    if (spec.mask == MaskKind::Additive) scoreMods.push_back("add(" + maskType + shapeText(scores) + ")");
    std::vector<std::string> maskMods;
    if (spec.mask == MaskKind::Causal) maskMods.push_back("causal");
    if (spec.mask == MaskKind::Boolean) maskMods.push_back("mask(bool" + shapeText(scores) + ")");
    if (spec.window != 0) maskMods.push_back("sliding_window(" + std::to_string(spec.window) + ")");
    auto join = [](const std::vector<std::string>& parts, const char* separator) {
      std::string text;
      for (size_t i = 0; i < parts.size(); ++i) text += (i == 0 ? "" : separator) + parts[i];
      return text;
    };
    if (!scoreMods.empty()) call << ", score_mod=" << join(scoreMods, " + ");
    if (!maskMods.empty()) call << ", block_mask=" << join(maskMods, " & ");
  } else {
    if (spec.mask == MaskKind::Causal) call << ", is_causal=True";
    if (spec.mask == MaskKind::Boolean || spec.mask == MaskKind::Additive)
      call << ", attn_mask=" << maskType << shapeText(scores);
  }
  if (gqa) call << ", enable_gqa=True";
  call << ")";

  std::vector<const char*> variants;
  if (!spec.guard) variants.push_back("no safe-softmax guard");
  if (spec.scaleOnScores) variants.push_back("scale on scores");
  if (spec.rank3) variants.push_back("rank-3 operands");
  if (spec.genericContractions) variants.push_back("generic contractions");
  if (spec.fusedDivide) variants.push_back("divide fused into P·V");
  if (!variants.empty()) {
    call << "  [importer variant: ";
    for (size_t i = 0; i < variants.size(); ++i) call << (i == 0 ? "" : ", ") << variants[i];
    call << "]";
  }
  return call.str();
}

const char* toString(ElementType type) { return mlirElementType(type); }

const char* toString(MaskKind kind) {
  switch (kind) {
    case MaskKind::None: return "none";
    case MaskKind::Causal: return "causal";
    case MaskKind::Boolean: return "bool";
    case MaskKind::Additive: return "additive";
  }
  return "none";
}

const char* toString(ScoreMod mod) {
  switch (mod) {
    case ScoreMod::None: return "none";
    case ScoreMod::Alibi: return "alibi";
    case ScoreMod::SoftCap: return "softcap";
  }
  return "none";
}

std::optional<ElementType> parseElementType(std::string_view text) {
  for (ElementType type : {ElementType::F32, ElementType::BF16, ElementType::F16})
    if (text == toString(type)) return type;
  return std::nullopt;
}

std::optional<MaskKind> parseMaskKind(std::string_view text) {
  for (MaskKind kind : {MaskKind::None, MaskKind::Causal, MaskKind::Boolean, MaskKind::Additive})
    if (text == toString(kind)) return kind;
  return std::nullopt;
}

std::optional<ScoreMod> parseScoreMod(std::string_view text) {
  for (ScoreMod mod : {ScoreMod::None, ScoreMod::Alibi, ScoreMod::SoftCap})
    if (text == toString(mod)) return mod;
  return std::nullopt;
}

}  // namespace lantern::graph
