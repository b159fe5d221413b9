// Writes the SDPA graph of shared/ATTENTION_IR.md as MLIR text, op by op in the importer's order.
#include "graph/sdpa_generator.h"

#include <algorithm>
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

std::string joined(const Shape& shape, const char* separator) {
  std::string text;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i != 0) text += separator;
    text += std::to_string(shape[i]);
  }
  return text;
}

std::string tensorType(const Shape& shape, const std::string& element) {
  if (shape.empty()) return "tensor<" + element + ">";
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

// The output map of a keepdim reduction: the reduced (last) dim is written at index 0.
std::string keptRowMap(int rank) { return affineMap(rank, dimList(rank - 1) + ", 0"); }

// A float literal that MLIR parses back to the same value of `type`: for f32 (and the narrow
// types, which round it) printed like MLIR's printer (%e with six digits) when that is exact, else
// with the nine significant digits that round-trip a float; f64 with seventeen.
std::string floatLiteral(double value, const std::string& type) {
  if (type == "f64") {
    char buffer[64];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, value,
                                std::chars_format::scientific, 16);
    return std::string(buffer, result.ptr);
  }
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

// -inf as MLIR prints it for each float type.
std::string minusInfLiteral(const std::string& type) {
  if (type == "f64") return "0xFFF0000000000000";
  if (type == "f16") return "0xFC00";
  if (type == "bf16") return "0xFF80";
  return "0xFF800000";
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

// One operand of a linalg.generic: the tensor and the indexing map it is read (or written) with.
struct Operand {
  Value value;
  std::string map;
};

// The map `input` is read with inside a generic over `shape`: the identity; the row map for a
// per-row value one rank lower; otherwise NumPy broadcasting (trailing dims aligned, a unit dim
// against a larger one read at index 0), which covers keepdim rows and every mask shape.
std::string broadcastMap(const Shape& input, const Shape& shape) {
  const int rank = static_cast<int>(shape.size());
  if (input == shape) return identityMap(rank);
  const int inputRank = static_cast<int>(input.size());
  if (inputRank == rank - 1 && std::equal(input.begin(), input.end(), shape.begin()))
    return rowMap(rank);
  std::string results;
  for (int i = 0; i < inputRank; ++i) {
    const int dim = rank - inputRank + i;
    if (i != 0) results += ", ";
    results += (input[i] == 1 && shape[dim] != 1) ? "0" : "d" + std::to_string(dim);
  }
  return affineMap(rank, results);
}

// The region of one linalg.generic. Values get numbers from the function-wide counter, so no
// name inside a body can collide with one outside it.
class Body {
 public:
  Body(std::vector<std::string> arguments, size_t numOutputs, int& counter, std::ostringstream& out)
      : arguments_(std::move(arguments)), numOutputs_(numOutputs), counter_(counter), out_(out) {}

  const std::string& in(size_t index) const { return arguments_[index]; }
  const std::string& out(size_t index = 0) const {
    return arguments_[arguments_.size() - numOutputs_ + index];
  }

  // Emits `%N = <text>` and returns %N.
  std::string op(const std::string& text) {
    std::string name = "%" + std::to_string(counter_++);
    out_ << "      " << name << " = " << text << "\n";
    return name;
  }

 private:
  std::vector<std::string> arguments_;
  size_t numOutputs_;
  int& counter_;
  std::ostringstream& out_;
};

class SdpaWriter {
 public:
  explicit SdpaWriter(const SdpaSpec& spec)
      : spec_(spec),
        rank_(spec.rank3 ? 3 : 4),
        narrow_(spec.isNarrow()),
        dtype_(mlirElementType(spec.dtype)),
        acc_(spec.isNarrow() && spec.narrowAccumulate ? dtype_ : "f32") {}

  std::string write();

 private:
  using BodyFn = std::function<std::string(Body&)>;
  using MultiBodyFn = std::function<std::vector<std::string>(Body&)>;

  std::string fresh() { return "%" + std::to_string(counter_++); }
  std::string floatConstant(double value, const std::string& type) {
    return constant(floatLiteral(value, type), type, "%cst");
  }
  std::string accConstant(double value) { return floatConstant(value, acc_); }
  std::string minusInf(const std::string& type) {
    return constant(minusInfLiteral(type), type, "%cst");
  }
  std::string indexConstant(int64_t value) {
    return constant(std::to_string(value), "index", "%c" + std::to_string(value));
  }
  std::string i64Constant(int64_t value) {
    return constant(std::to_string(value), "i64", "%c" + std::to_string(value) + "_i64");
  }
  std::string trueConstant() { return constant("true", "i1", "%true"); }
  // A 0-d tensor constant, as torch-mlir materialises the scalar operands of aten.where.
  std::string scalarTensorConstant(const std::string& literal, const std::string& type) {
    return constant("dense<" + literal + ">", tensorType({}, type), "%cst");
  }
  std::string constant(const std::string& literal, const std::string& type,
                       const std::string& baseName);
  // The scale factor inside a body: a constant, or computed there from one (ATTENTION_IR.md's
  // `math.sqrt` of a constant; torch-mlir's f64 constant truncated to the compute type).
  std::string factorIn(Body& b, double factor);

  Value empty(const Shape& shape, const std::string& element);
  Value filled(const std::string& scalar, const Shape& shape, const std::string& element);
  std::vector<Value> generic(const std::vector<Operand>& inputs, const std::vector<Operand>& inits,
                             int numDims, bool lastDimReduces, const MultiBodyFn& body);
  Value generic(const std::vector<Operand>& inputs, const Value& init, const std::string& initMap,
                bool lastDimReduces, const BodyFn& body);
  // An elementwise generic over `shape`; inputs of other shapes are broadcast (broadcastMap).
  Value elementwise(const std::vector<Value>& inputs, const Shape& shape,
                    const std::string& element, const BodyFn& body);
  // Reduces the last dim of `input` into a tensor filled with `initScalar`, keeping it as `keep`
  // says.
  Value reduceRows(const Value& input, const std::string& initScalar, const std::string& element,
                   KeepDim keep, const BodyFn& combine);
  Value rowMax(const Value& scores, KeepDim keep);
  Value collapse(const Value& value, const std::string& reassociation, const Shape& shape);
  Value expand(const Value& value, const std::string& reassociation, const Shape& shape);
  // [.., S] -> [.., S, 1] and back.
  Value expandRows(const Value& rows);
  Value collapseRows(const Value& rows);

  Value widen(const Value& value);
  Value narrow(const Value& value);
  Value multiplyBy(const Value& value, double factor);
  Value divideBy(const Value& value, double divisor);
  Value broadcastKvHeads(const Value& value);
  Value transposeLast(const Value& value);
  // [..., M, K] x [..., K, N] -> [..., M, N], through [B*H, ...] when the operands are 4-D.
  Value contract(const Value& lhs, const Value& rhs);
  Value contract3d(const Value& lhs, const Value& rhs);
  // Q·Kᵀ as a generic reading K [.., S_kv, D] through its indexing map.
  Value contractWithKeyMap(const Value& query, const Value& key);
  Value scores(Value query, Value key);
  Value applyScoreMod(const Value& scores);
  Value maskArgument(const Value& argument);
  Value applyMask(const Value& scores, const Value* mask);
  Value causalAdditiveMask();
  Value applyWindow(const Value& scores);
  Value exponentiate(const Value& scores, const Value& rowMax);
  Value fullyMaskedRows(const Value& scores);
  // P·V with the divide by the row sum (and the guard's select) in the contraction body.
  Value fusedNormalizeAndContract(const Value& exp, const Value& rowSum, const Value* fullyMasked,
                                  const Value& value);

  Shape scoresShape() const;
  // The mask at rank 4 (or the scores' rank 3), unit dims where it broadcasts.
  Shape maskArgumentShape() const;
  // The mask as the function takes it: [S, S_kv] without its unit dims; with --mask-expand
  // every shape without them ([B, S, S_kv], [B, S_kv]).
  Shape maskArgumentShapeAsPassed() const;
  KeepDim maxKeepDim() const;
  KeepDim rowKeepDim() const { return spec_.importerForm ? KeepDim::Map : spec_.keepDim; }

  const SdpaSpec& spec_;
  const int rank_;
  const bool narrow_;
  const std::string dtype_;
  const std::string acc_;  // the type softmax and the accumulators compute in
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
  if (baseName == "%cst") {
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

std::string SdpaWriter::factorIn(Body& b, double factor) {
  if (spec_.importerForm && acc_ != "f64") {
    const std::string wide = floatConstant(factor, "f64");
    return b.op("arith.truncf " + wide + " : f64 to " + acc_);
  }
  if (spec_.scaleComputed)
    return b.op("math.sqrt " + accConstant(factor * factor) + " : " + acc_);
  return accConstant(factor);
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

std::vector<Value> SdpaWriter::generic(const std::vector<Operand>& inputs,
                                       const std::vector<Operand>& inits, int numDims,
                                       bool lastDimReduces, const MultiBodyFn& body) {
  std::vector<std::string> maps, arguments, blockArguments;
  std::string names, types;
  for (size_t i = 0; i < inputs.size(); ++i) {
    maps.push_back(inputs[i].map);
    names += (i == 0 ? "" : ", ") + inputs[i].value.name;
    types += (i == 0 ? "" : ", ") + inputs[i].value.type();
    arguments.push_back(i == 0 ? "%in" : "%in_" + std::to_string(i - 1));
    blockArguments.push_back(arguments.back() + ": " + inputs[i].value.element);
  }
  std::string initNames, initTypes, resultTypes;
  std::vector<Value> results;
  const std::string base = fresh();
  for (size_t i = 0; i < inits.size(); ++i) {
    maps.push_back(inits[i].map);
    const std::string separator = i == 0 ? "" : ", ";
    initNames += separator + inits[i].value.name;
    initTypes += separator + inits[i].value.type();
    resultTypes += separator + inits[i].value.type();
    arguments.push_back(i == 0 ? "%out" : "%out_" + std::to_string(i - 1));
    blockArguments.push_back(arguments.back() + ": " + inits[i].value.element);
    results.push_back({inits.size() == 1 ? base : base + "#" + std::to_string(i),
                       inits[i].value.shape, inits[i].value.element});
  }
  auto join = [](const std::vector<std::string>& parts) {
    std::string text;
    for (size_t i = 0; i < parts.size(); ++i) text += (i == 0 ? "" : ", ") + parts[i];
    return text;
  };
  std::vector<std::string> iterators;
  for (int i = 0; i < numDims; ++i)
    iterators.push_back((lastDimReduces && i == numDims - 1) ? "\"reduction\"" : "\"parallel\"");

  const std::string definition =
      inits.size() == 1 ? base : base + ":" + std::to_string(inits.size());
  body_ << "    " << definition << " = linalg.generic {indexing_maps = [" << join(maps)
        << "], iterator_types = [" << join(iterators) << "]}";
  if (!inputs.empty()) body_ << " ins(" << names << " : " << types << ")";
  body_ << " outs(" << initNames << " : " << initTypes << ") {\n";
  body_ << "    ^bb0(" << join(blockArguments) << "):\n";
  Body region(std::move(arguments), inits.size(), counter_, body_);
  std::vector<std::string> yielded = body(region);
  std::vector<std::string> yieldTypes;
  for (const Operand& init : inits) yieldTypes.push_back(init.value.element);
  body_ << "      linalg.yield " << join(yielded) << " : " << join(yieldTypes) << "\n";
  body_ << "    } -> " << (inits.size() == 1 ? resultTypes : "(" + resultTypes + ")") << "\n";
  return results;
}

Value SdpaWriter::generic(const std::vector<Operand>& inputs, const Value& init,
                          const std::string& initMap, bool lastDimReduces, const BodyFn& body) {
  const int numDims = lastDimReduces ? init.rank() + 1 : init.rank();
  return generic(inputs, {{init, initMap}}, numDims, lastDimReduces,
                 [&](Body& b) { return std::vector<std::string>{body(b)}; })
      .front();
}

Value SdpaWriter::elementwise(const std::vector<Value>& inputs, const Shape& shape,
                              const std::string& element, const BodyFn& body) {
  const int rank = static_cast<int>(shape.size());
  std::vector<Operand> operands;
  for (const Value& input : inputs) operands.push_back({input, broadcastMap(input.shape, shape)});
  return generic(operands, empty(shape, element), identityMap(rank), false, body);
}

Value SdpaWriter::reduceRows(const Value& input, const std::string& initScalar,
                             const std::string& element, KeepDim keep, const BodyFn& combine) {
  const int rank = input.rank();
  Shape rows(input.shape.begin(), input.shape.end() - 1);
  if (keep == KeepDim::Map) {
    Shape kept = rows;
    kept.push_back(1);
    Value init = filled(initScalar, kept, element);
    return generic({{input, identityMap(rank)}}, {{init, keptRowMap(rank)}}, rank, true,
                   [&](Body& b) { return std::vector<std::string>{combine(b)}; })
        .front();
  }
  Value init = filled(initScalar, rows, element);
  Value reduced = generic({{input, identityMap(rank)}}, init, rowMap(rank), true, combine);
  return keep == KeepDim::Expand ? expandRows(reduced) : reduced;
}

KeepDim SdpaWriter::maxKeepDim() const {
  if (spec_.importerForm) return KeepDim::Expand;
  // linalg.reduce drops the dims it reduces: keeping one takes an expand_shape.
  if (spec_.maxForm == MaxForm::Reduce && spec_.keepDim == KeepDim::Map) return KeepDim::Expand;
  return spec_.keepDim;
}

Value SdpaWriter::rowMax(const Value& scores, KeepDim keep) {
  const std::string minusInfinity = minusInf(acc_);
  const int rank = scores.rank();
  const MaxForm form = spec_.importerForm ? MaxForm::WithArgmax : spec_.maxForm;
  switch (form) {
    case MaxForm::MaximumF:
    case MaxForm::MaxNumF: {
      const char* op = form == MaxForm::MaximumF ? "arith.maximumf " : "arith.maxnumf ";
      return reduceRows(scores, minusInfinity, acc_, keep, [&](Body& b) {
        return b.op(op + b.in(0) + ", " + b.out() + " : " + acc_);
      });
    }
    case MaxForm::Select:
      return reduceRows(scores, minusInfinity, acc_, keep, [&](Body& b) {
        std::string greater = b.op("arith.cmpf ogt, " + b.in(0) + ", " + b.out() + " : " + acc_);
        return b.op("arith.select " + greater + ", " + b.in(0) + ", " + b.out() + " : " + acc_);
      });
    case MaxForm::Reduce: {
      Shape rows(scores.shape.begin(), scores.shape.end() - 1);
      Value init = filled(minusInfinity, rows, acc_);
      Value result{fresh(), rows, acc_};
      body_ << "    " << result.name << " = linalg.reduce ins(" << scores.name << " : "
            << scores.type() << ") outs(" << init.name << " : " << init.type()
            << ") dimensions = [" << rank - 1 << "] \n";
      body_ << "      (%in: " << acc_ << ", %init: " << acc_ << ") {\n";
      const std::string combined = fresh();
      body_ << "        " << combined << " = arith.maximumf %in, %init : " << acc_ << "\n";
      body_ << "        linalg.yield " << combined << " : " << acc_ << "\n      }\n";
      return keep == KeepDim::None ? result : expandRows(result);
    }
    case MaxForm::WithArgmax: {
      // aten.max.dim: the max and the index of its first occurrence, one generic, two results.
      Shape rows(scores.shape.begin(), scores.shape.end() - 1);
      Value indexInit = filled(i64Constant(0), rows, "i64");
      Value maxInit = filled(minusInfinity, rows, acc_);
      std::vector<Value> results = generic(
          {{scores, identityMap(rank)}}, {{maxInit, rowMap(rank)}, {indexInit, rowMap(rank)}},
          rank, true, [&](Body& b) {
            std::string index = b.op("linalg.index " + std::to_string(rank - 1) + " : index");
            std::string indexI64 = b.op("arith.index_cast " + index + " : index to i64");
            std::string max = b.op("arith.maximumf " + b.in(0) + ", " + b.out(0) + " : " + acc_);
            std::string greater =
                b.op("arith.cmpf ogt, " + b.in(0) + ", " + b.out(0) + " : " + acc_);
            std::string argmax =
                b.op("arith.select " + greater + ", " + indexI64 + ", " + b.out(1) + " : i64");
            return std::vector<std::string>{max, argmax};
          });
      return keep == KeepDim::None ? results[0] : expandRows(results[0]);
    }
  }
  return scores;
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

// The reassociation that splits (or merges) the last dim of a row tensor and a unit dim.
std::string rowsReassociation(int rowsRank) {
  std::string text = "[";
  for (int i = 0; i + 1 < rowsRank; ++i) text += "[" + std::to_string(i) + "], ";
  return text + "[" + std::to_string(rowsRank - 1) + ", " + std::to_string(rowsRank) + "]]";
}

Value SdpaWriter::expandRows(const Value& rows) {
  Shape kept = rows.shape;
  kept.push_back(1);
  return expand(rows, rowsReassociation(rows.rank()), kept);
}

Value SdpaWriter::collapseRows(const Value& rows) {
  if (rows.shape.back() != 1 || rows.rank() < rank_) return rows;
  Shape dropped(rows.shape.begin(), rows.shape.end() - 1);
  return collapse(rows, rowsReassociation(rows.rank() - 1), dropped);
}

Value SdpaWriter::widen(const Value& value) {
  // Only the narrow float inputs widen; a boolean mask stays i1.
  if (!narrow_ || value.element != dtype_ || acc_ == dtype_) return value;
  return elementwise({value}, value.shape, acc_, [&](Body& b) {
    return b.op("arith.extf " + b.in(0) + " : " + value.element + " to " + acc_);
  });
}

Value SdpaWriter::narrow(const Value& value) {
  if (!narrow_ || value.element == dtype_) return value;
  return elementwise({value}, value.shape, dtype_, [&](Body& b) {
    return b.op("arith.truncf " + b.in(0) + " : " + value.element + " to " + dtype_);
  });
}

Value SdpaWriter::multiplyBy(const Value& value, double factor) {
  return elementwise({value}, value.shape, value.element, [&](Body& b) {
    std::string scalar = factorIn(b, factor);
    return b.op("arith.mulf " + b.in(0) + ", " + scalar + " : " + value.element);
  });
}

Value SdpaWriter::divideBy(const Value& value, double divisor) {
  return elementwise({value}, value.shape, value.element, [&](Body& b) {
    std::string scalar = factorIn(b, divisor);
    return b.op("arith.divf " + b.in(0) + ", " + scalar + " : " + value.element);
  });
}

Value SdpaWriter::broadcastKvHeads(const Value& value) {
  const int64_t kvHeads = spec_.effectiveKvHeads();
  if (kvHeads == spec_.heads) return value;
  // repeat_interleave over heads: query head h reads key/value head h / (H / Hkv).
  const int64_t group = spec_.heads / kvHeads;
  const Shape& s = value.shape;
  Value withGroup = expand(value, "[[0], [1, 2], [3], [4]]", {s[0], s[1], 1, s[2], s[3]});
  Value init = empty({s[0], s[1], group, s[2], s[3]}, value.element);
  Value repeated = generic({{withGroup, affineMap(5, "d0, d1, 0, d3, d4")}}, init,
                           identityMap(5), false, [](Body& b) { return b.in(0); });
  return collapse(repeated, "[[0], [1, 2], [3], [4]]", {s[0], spec_.heads, s[2], s[3]});
}

Value SdpaWriter::transposeLast(const Value& value) {
  Shape shape = value.shape;
  std::swap(shape[rank_ - 1], shape[rank_ - 2]);
  Value init = empty(shape, value.element);
  if (spec_.genericContractions) {
    std::string swapped = dimList(rank_ - 2);
    if (!swapped.empty()) swapped += ", ";
    swapped += "d" + std::to_string(rank_ - 1) + ", d" + std::to_string(rank_ - 2);
    return generic({{value, affineMap(rank_, swapped)}}, init, identityMap(rank_), false,
                   [](Body& b) { return b.in(0); });
  }
  Value result{fresh(), shape, value.element};
  body_ << "    " << result.name << " = linalg.transpose ins(" << value.name << " : "
        << value.type() << ") outs(" << init.name << " : " << init.type() << ") permutation = ["
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
  Value init = filled(accConstant(0.0), shape, acc_);
  if (spec_.genericContractions) {
    // The form linalg-generalize-named-ops gives for linalg.batch_matmul.
    return generic({{lhs, affineMap(4, "d0, d1, d3")}, {rhs, affineMap(4, "d0, d3, d2")}}, init,
                   affineMap(4, "d0, d1, d2"), true, [&](Body& b) {
                     std::string product = b.op("arith.mulf " + b.in(0) + ", " + b.in(1) +
                                                " : " + acc_);
                     return b.op("arith.addf " + b.out() + ", " + product + " : " + acc_);
                   });
  }
  Value result{fresh(), shape, acc_};
  body_ << "    " << result.name << " = linalg.batch_matmul ins(" << lhs.name << ", " << rhs.name
        << " : " << lhs.type() << ", " << rhs.type() << ") outs(" << init.name << " : "
        << init.type() << ") -> " << result.type() << "\n";
  return result;
}

Value SdpaWriter::contractWithKeyMap(const Value& query, const Value& key) {
  const char* headsIntoBatch = "[[0, 1], [2], [3]]";
  Value q = query, k = key;
  if (rank_ == 4) {
    q = collapse(query, headsIntoBatch,
                 {query.shape[0] * query.shape[1], query.shape[2], query.shape[3]});
    k = collapse(key, headsIntoBatch, {key.shape[0] * key.shape[1], key.shape[2], key.shape[3]});
  }
  const Shape shape{q.shape[0], q.shape[1], k.shape[1]};
  Value init = filled(accConstant(0.0), shape, acc_);
  Value product = generic({{q, affineMap(4, "d0, d1, d3")}, {k, affineMap(4, "d0, d2, d3")}}, init,
                          affineMap(4, "d0, d1, d2"), true, [&](Body& b) {
                            std::string p = b.op("arith.mulf " + b.in(0) + ", " + b.in(1) +
                                                 " : " + acc_);
                            return b.op("arith.addf " + b.out() + ", " + p + " : " + acc_);
                          });
  if (rank_ == 3) return product;
  return expand(product, headsIntoBatch,
                {query.shape[0], query.shape[1], query.shape[2], key.shape[2]});
}

Value SdpaWriter::scores(Value query, Value key) {
  const double scale = spec_.effectiveScale();
  switch (spec_.keyForm) {
    case KeyForm::Transpose: {
      Value keyT = transposeLast(key);
      // torch-mlir scales Kᵀ after the transpose (the decomposition's k.transpose(-2, -1) * s).
      if (spec_.importerForm && spec_.scaleForm == ScaleForm::QAndK)
        keyT = multiplyBy(keyT, std::sqrt(scale));
      return contract(query, keyT);
    }
    case KeyForm::IndexingMap:
      return contractWithKeyMap(query, key);
    case KeyForm::KeyQuery:
      return transposeLast(contract(key, transposeLast(query)));
  }
  return query;
}

Value SdpaWriter::applyScoreMod(const Value& scores) {
  const int rank = scores.rank();
  const std::string queryIndex = "linalg.index " + std::to_string(rank - 2) + " : index";
  const std::string keyIndex = "linalg.index " + std::to_string(rank - 1) + " : index";
  const std::string& t = acc_;
  switch (spec_.scoreMod) {
    case ScoreMod::None:
      return scores;
    case ScoreMod::Alibi: {
      // score + slope_h * (k - q), slope_h = 2^(-8 (h + 1) / H), h the query head.
      const std::string one = accConstant(1.0);
      const std::string exponentPerHead = accConstant(-8.0 / static_cast<double>(spec_.heads));
      const std::string headCount = rank == 3 ? indexConstant(spec_.heads) : std::string();
      return elementwise({scores}, scores.shape, t, [&](Body& b) {
        std::string head;
        if (rank == 3) {
          // Dim 0 is batch * H + head.
          std::string batchHead = b.op("linalg.index 0 : index");
          head = b.op("arith.remui " + batchHead + ", " + headCount + " : index");
        } else {
          head = b.op("linalg.index 1 : index");
        }
        std::string headI64 = b.op("arith.index_cast " + head + " : index to i64");
        std::string headFloat = b.op("arith.sitofp " + headI64 + " : i64 to " + t);
        std::string headPlusOne = b.op("arith.addf " + headFloat + ", " + one + " : " + t);
        std::string exponent = b.op("arith.mulf " + headPlusOne + ", " + exponentPerHead +
                                    " : " + t);
        std::string slope = b.op("math.exp2 " + exponent + " : " + t);
        std::string query = b.op(queryIndex);
        std::string key = b.op(keyIndex);
        std::string distance = b.op("arith.subi " + key + ", " + query + " : index");
        std::string distanceI64 = b.op("arith.index_cast " + distance + " : index to i64");
        std::string distanceFloat = b.op("arith.sitofp " + distanceI64 + " : i64 to " + t);
        std::string bias = b.op("arith.mulf " + slope + ", " + distanceFloat + " : " + t);
        return b.op("arith.addf " + b.in(0) + ", " + bias + " : " + t);
      });
    }
    case ScoreMod::SoftCap: {
      const std::string cap = accConstant(spec_.softCap);
      return elementwise({scores}, scores.shape, t, [&](Body& b) {
        std::string scaled = b.op("arith.divf " + b.in(0) + ", " + cap + " : " + t);
        std::string squashed = b.op("math.tanh " + scaled + " : " + t);
        return b.op("arith.mulf " + cap + ", " + squashed + " : " + t);
      });
    }
  }
  return scores;
}

Value SdpaWriter::maskArgument(const Value& argument) {
  if (spec_.mask == MaskKind::Padding) {
    // attention_mask[B, S_kv] -> [B, 1, 1, S_kv] -> 0 where kept, -inf where padded.
    Value expanded = expand(argument, "[[0, 1, 2], [3]]",
                            {argument.shape[0], 1, 1, argument.shape[1]});
    const std::string zero = accConstant(0.0);
    const std::string minusInfinity = minusInf(acc_);
    return elementwise({expanded}, expanded.shape, acc_, [&](Body& b) {
      return b.op("arith.select " + b.in(0) + ", " + zero + ", " + minusInfinity + " : " + acc_);
    });
  }
  Value mask = widen(argument);
  if (!spec_.maskExpand) return mask;
  // The argument comes without its unit dims; reshape it to rank 4, then materialise it at the
  // scores' shape with a broadcasting generic (mask.expand(B, H, S, S_kv)).
  const Shape withUnits = maskArgumentShape();
  const char* reassociation = spec_.maskShape == MaskShape::B1SS ? "[[0, 1], [2], [3]]"
                                                                   : "[[0, 1, 2], [3]]";
  Value reshaped = expand(mask, reassociation, withUnits);
  return elementwise({reshaped}, scoresShape(), mask.element, [](Body& b) { return b.in(0); });
}

Value SdpaWriter::causalAdditiveMask() {
  // torch-mlir's causal mask: ones(L, S).tril() from two i64 aranges, made additive.
  const int64_t seq = spec_.seq, kvSeq = spec_.effectiveKvSeq();
  auto arange = [&](int64_t size) {
    return generic({}, empty({size}, "i64"), identityMap(1), false, [](Body& b) {
      std::string index = b.op("linalg.index 0 : index");
      return b.op("arith.index_cast " + index + " : index to i64");
    });
  };
  Value keys = arange(kvSeq);
  Value queries = seq == kvSeq ? keys : arange(seq);
  Value keyRow = expand(keys, "[[0, 1]]", {1, kvSeq});
  Value queryColumn = expand(queries, "[[0, 1]]", {seq, 1});
  Value distance = elementwise({keyRow, queryColumn}, {seq, kvSeq}, "i64", [](Body& b) {
    return b.op("arith.subi " + b.in(0) + ", " + b.in(1) + " : i64");
  });
  const std::string zero = i64Constant(0);
  Value visible = elementwise({distance}, distance.shape, "i1", [&](Body& b) {
    return b.op("arith.cmpi sle, " + b.in(0) + ", " + zero + " : i64");
  });
  const std::string zeros = scalarTensorConstant(floatLiteral(0.0, acc_), acc_);
  const std::string minusInfs = scalarTensorConstant(minusInfLiteral(acc_), acc_);
  Value zeroTensor{zeros, {}, acc_}, minusInfTensor{minusInfs, {}, acc_};
  return elementwise({visible, zeroTensor, minusInfTensor}, visible.shape, acc_, [&](Body& b) {
    return b.op("arith.select " + b.in(0) + ", " + b.in(1) + ", " + b.in(2) + " : " + acc_);
  });
}

Value SdpaWriter::applyMask(const Value& scores, const Value* mask) {
  const int rank = scores.rank();
  const std::string& t = acc_;
  auto add = [&](const Value& additive) {
    return elementwise({scores, additive}, scores.shape, t, [&](Body& b) {
      return b.op("arith.addf " + b.in(0) + ", " + b.in(1) + " : " + t);
    });
  };
  switch (spec_.mask) {
    case MaskKind::None:
      return scores;
    case MaskKind::Boolean: {
      if (spec_.importerForm) {
        const std::string zeros = scalarTensorConstant(floatLiteral(0.0, t), t);
        const std::string minusInfs = scalarTensorConstant(minusInfLiteral(t), t);
        Value zeroTensor{zeros, {}, t}, minusInfTensor{minusInfs, {}, t};
        return add(elementwise({*mask, zeroTensor, minusInfTensor}, mask->shape, t, [&](Body& b) {
          return b.op("arith.select " + b.in(0) + ", " + b.in(1) + ", " + b.in(2) + " : " + t);
        }));
      }
      const std::string minusInfinity = minusInf(t);
      return elementwise({scores, *mask}, scores.shape, t, [&](Body& b) {
        return b.op("arith.select " + b.in(1) + ", " + b.in(0) + ", " + minusInfinity + " : " + t);
      });
    }
    case MaskKind::Additive:
    case MaskKind::Padding:
      return add(*mask);
    case MaskKind::Causal: {
      if (spec_.importerForm) return add(causalAdditiveMask());
      // PyTorch's is_causal is ones(L, S).tril(): top-left aligned, key k visible iff k <= q.
      const std::string minusInfinity = minusInf(t);
      return elementwise({scores}, scores.shape, t, [&](Body& b) {
        std::string query = b.op("linalg.index " + std::to_string(rank - 2) + " : index");
        std::string key = b.op("linalg.index " + std::to_string(rank - 1) + " : index");
        std::string visible = b.op("arith.cmpi ule, " + key + ", " + query + " : index");
        return b.op("arith.select " + visible + ", " + b.in(0) + ", " + minusInfinity + " : " + t);
      });
    }
  }
  return scores;
}

Value SdpaWriter::applyWindow(const Value& scores) {
  if (spec_.window == 0) return scores;
  const int rank = scores.rank();
  const std::string minusInfinity = minusInf(acc_);
  const std::string window = indexConstant(spec_.window);
  return elementwise({scores}, scores.shape, acc_, [&](Body& b) {
    std::string query = b.op("linalg.index " + std::to_string(rank - 2) + " : index");
    std::string key = b.op("linalg.index " + std::to_string(rank - 1) + " : index");
    // One unsigned compare covers both bounds: for k > q the difference wraps to a huge value.
    std::string distance = b.op("arith.subi " + query + ", " + key + " : index");
    std::string visible = b.op("arith.cmpi ult, " + distance + ", " + window + " : index");
    return b.op("arith.select " + visible + ", " + b.in(0) + ", " + minusInfinity + " : " + acc_);
  });
}

Value SdpaWriter::exponentiate(const Value& scores, const Value& rowMax) {
  if (spec_.importerForm) {
    // aten.sub then aten.exp: two generics.
    Value shifted = elementwise({scores, rowMax}, scores.shape, acc_, [&](Body& b) {
      return b.op("arith.subf " + b.in(0) + ", " + b.in(1) + " : " + acc_);
    });
    return elementwise({shifted}, scores.shape, acc_, [&](Body& b) {
      return b.op("math.exp " + b.in(0) + " : " + acc_);
    });
  }
  return elementwise({scores, rowMax}, scores.shape, acc_, [&](Body& b) {
    std::string shifted = b.op("arith.subf " + b.in(0) + ", " + b.in(1) + " : " + acc_);
    return b.op("math.exp " + shifted + " : " + acc_);
  });
}

Value SdpaWriter::fullyMaskedRows(const Value& scores) {
  // _safe_softmax: rows whose scores are all -inf give 0, not exp(-inf - -inf) = NaN.
  const bool inF64 = spec_.importerForm;
  const std::string minusInfinity = minusInf(inF64 ? "f64" : acc_);
  const Value isMinusInf = elementwise({scores}, scores.shape, "i1", [&](Body& b) {
    if (inF64) {
      // torch-mlir compares in f64: the -inf literal of aten.eq.Scalar is a Python float.
      std::string wide = b.op("arith.extf " + b.in(0) + " : " + acc_ + " to f64");
      return b.op("arith.cmpf oeq, " + wide + ", " + minusInfinity + " : f64");
    }
    return b.op("arith.cmpf oeq, " + b.in(0) + ", " + minusInfinity + " : " + acc_);
  });
  return reduceRows(isMinusInf, trueConstant(), "i1", rowKeepDim(), [](Body& b) {
    return b.op("arith.andi " + b.in(0) + ", " + b.out() + " : i1");
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
  auto perRow = [&](const Value& rows) {
    return affineMap(numDims, batch + q + (rows.rank() == rank_ ? ", 0" : ""));
  };

  std::vector<Operand> inputs{{exp, affineMap(numDims, batch + q + ", " + k)},
                              {rowSum, perRow(rowSum)}};
  if (fullyMasked != nullptr) inputs.push_back({*fullyMasked, perRow(*fullyMasked)});
  inputs.push_back({value, affineMap(numDims, batch + k + ", " + d)});

  Shape shape = exp.shape;
  shape.back() = value.shape.back();
  Value init = filled(accConstant(0.0), shape, acc_);
  const std::string zero = accConstant(0.0);
  return generic(inputs, init, affineMap(numDims, batch + q + ", " + d), true, [&](Body& b) {
    std::string probability = b.op("arith.divf " + b.in(0) + ", " + b.in(1) + " : " + acc_);
    size_t next = 2;
    if (fullyMasked != nullptr) {
      probability = b.op("arith.select " + b.in(next) + ", " + zero + ", " + probability +
                         " : " + acc_);
      ++next;
    }
    std::string product = b.op("arith.mulf " + probability + ", " + b.in(next) + " : " + acc_);
    return b.op("arith.addf " + b.out() + ", " + product + " : " + acc_);
  });
}

Shape SdpaWriter::scoresShape() const {
  if (spec_.rank3) return {spec_.batch * spec_.heads, spec_.seq, spec_.effectiveKvSeq()};
  return {spec_.batch, spec_.heads, spec_.seq, spec_.effectiveKvSeq()};
}

Shape SdpaWriter::maskArgumentShape() const {
  const int64_t b = spec_.batch, s = spec_.seq, kv = spec_.effectiveKvSeq();
  switch (spec_.maskShape) {
    case MaskShape::Full: return scoresShape();
    case MaskShape::SS: return {1, 1, s, kv};
    case MaskShape::B1SS: return {b, 1, s, kv};
    case MaskShape::B11S: return {b, 1, 1, kv};
  }
  return scoresShape();
}

Shape SdpaWriter::maskArgumentShapeAsPassed() const {
  const int64_t b = spec_.batch, s = spec_.seq, kv = spec_.effectiveKvSeq();
  switch (spec_.maskShape) {
    case MaskShape::Full: return scoresShape();
    case MaskShape::SS: return {s, kv};
    case MaskShape::B1SS: return spec_.maskExpand ? Shape{b, s, kv} : Shape{b, 1, s, kv};
    case MaskShape::B11S: return spec_.maskExpand ? Shape{b, kv} : Shape{b, 1, 1, kv};
  }
  return scoresShape();
}

std::string SdpaWriter::write() {
  const int64_t kvSeq = spec_.effectiveKvSeq();
  const Shape queryShape = spec_.rank3 ? Shape{spec_.batch * spec_.heads, spec_.seq, spec_.dim}
                                       : Shape{spec_.batch, spec_.heads, spec_.seq, spec_.dim};
  const Shape kvShape = spec_.rank3
                            ? Shape{spec_.batch * spec_.heads, kvSeq, spec_.dim}
                            : Shape{spec_.batch, spec_.effectiveKvHeads(), kvSeq, spec_.dim};
  std::vector<Value> arguments{{"%arg0", queryShape, dtype_}};
  if (!spec_.selfAttention) {
    arguments.push_back({"%arg1", kvShape, dtype_});
    arguments.push_back({"%arg2", kvShape, dtype_});
  }
  const std::string maskName = "%arg" + std::to_string(arguments.size());
  const Shape maskShape = maskArgumentShapeAsPassed();
  if (spec_.mask == MaskKind::Boolean) arguments.push_back({maskName, maskShape, "i1"});
  if (spec_.mask == MaskKind::Additive) arguments.push_back({maskName, maskShape, dtype_});
  if (spec_.mask == MaskKind::Padding)
    arguments.push_back({maskName, {spec_.batch, spec_.effectiveKvSeq()}, "i1"});

  Value query = widen(arguments[0]);
  Value key = spec_.selfAttention ? query : widen(arguments[1]);
  Value value = spec_.selfAttention ? query : widen(arguments[2]);
  std::optional<Value> mask;
  if (spec_.mask == MaskKind::Boolean || spec_.mask == MaskKind::Additive ||
      spec_.mask == MaskKind::Padding)
    mask = maskArgument(arguments.back());

  const double scale = spec_.effectiveScale();
  if (spec_.scaleForm == ScaleForm::QAndK) {
    query = multiplyBy(query, std::sqrt(scale));
    // torch-mlir scales Kᵀ after its transpose (scores() does it).
    const bool afterTranspose = spec_.importerForm && spec_.keyForm == KeyForm::Transpose;
    if (!afterTranspose) key = spec_.selfAttention ? query : multiplyBy(key, std::sqrt(scale));
  } else if (spec_.scaleForm == ScaleForm::Q) {
    query = multiplyBy(query, scale);
  }
  key = broadcastKvHeads(key);
  value = broadcastKvHeads(value);

  Value s = scores(query, key);
  if (spec_.baddbmm) {
    // torch.baddbmm(C, q, kᵀ, beta=0): what is left of beta·C after the decomposition.
    Value c = filled(accConstant(0.0), s.shape, acc_);
    const std::string zero = accConstant(0.0);
    s = elementwise({s, c}, s.shape, acc_, [&](Body& b) {
      std::string ignored = b.op("arith.mulf " + b.in(1) + ", " + zero + " : " + acc_);
      return b.op("arith.addf " + b.in(0) + ", " + ignored + " : " + acc_);
    });
  }
  if (spec_.scaleForm == ScaleForm::Scores) s = multiplyBy(s, scale);
  if (spec_.scaleForm == ScaleForm::ScoresDivide) s = divideBy(s, 1.0 / scale);
  s = applyScoreMod(s);
  s = applyMask(s, mask ? &*mask : nullptr);
  s = applyWindow(s);

  const Value max = rowMax(s, maxKeepDim());
  const Value exp = exponentiate(s, max);
  const double sumInit = spec_.negativeZeroSum ? -0.0 : 0.0;
  const Value rowSum = reduceRows(exp, accConstant(sumInit), acc_, rowKeepDim(), [&](Body& b) {
    return b.op("arith.addf " + b.in(0) + ", " + b.out() + " : " + acc_);
  });

  Value probabilities;
  if (!spec_.fusedDivide) {
    probabilities = elementwise({exp, rowSum}, exp.shape, acc_, [&](Body& b) {
      return b.op("arith.divf " + b.in(0) + ", " + b.in(1) + " : " + acc_);
    });
  }

  std::optional<Value> fullyMasked;
  if (spec_.guard) {
    fullyMasked = fullyMaskedRows(s);
    if (!spec_.fusedDivide) {
      const std::string zero = accConstant(0.0);
      probabilities =
          elementwise({*fullyMasked, probabilities}, probabilities.shape, acc_, [&](Body& b) {
            return b.op("arith.select " + b.in(0) + ", " + zero + ", " + b.in(1) + " : " + acc_);
          });
    }
  }

  Value attention =
      spec_.fusedDivide
          ? fusedNormalizeAndContract(exp, rowSum, fullyMasked ? &*fullyMasked : nullptr, value)
          : contract(probabilities, value);
  std::vector<Value> results{narrow(attention)};
  if (spec_.returnLse) {
    // flex_attention's lse: log of the softmax denominator, max + log(sum), per row.
    Value lse = elementwise({max, rowSum}, rowSum.shape, acc_, [&](Body& b) {
      std::string logSum = b.op("math.log " + b.in(1) + " : " + acc_);
      return b.op("arith.addf " + b.in(0) + ", " + logSum + " : " + acc_);
    });
    results.push_back(collapseRows(lse));
  }
  if (spec_.returnMax) results.push_back(collapseRows(max));

  std::string resultTypes, resultNames;
  for (size_t i = 0; i < results.size(); ++i) {
    resultTypes += (i == 0 ? "" : ", ") + results[i].type();
    resultNames += (i == 0 ? "" : ", ") + results[i].name;
  }
  std::ostringstream module;
  module << "module {\n  func.func @" << spec_.functionName << "(";
  for (size_t i = 0; i < arguments.size(); ++i)
    module << (i == 0 ? "" : ", ") << arguments[i].name << ": " << arguments[i].type();
  module << ") -> " << (results.size() == 1 ? resultTypes : "(" + resultTypes + ")") << " {\n"
         << constants_.str() << body_.str() << "    return " << resultNames << " : "
         << resultTypes << "\n  }\n}\n";
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
  if (spec.scale < 0 || !std::isfinite(spec.scale)) {
    return "--scale " + capText(spec.scale) + " must be a finite positive number, or 0 for 1/sqrt(--dim)";
  }
  if (spec.scaleForm == ScaleForm::None && (spec.scale != 0 || spec.scaleComputed)) {
    return "--scale-form none has no scale: --scale and --scale-computed need another --scale-form";
  }
  const bool maskTensor = spec.mask == MaskKind::Boolean || spec.mask == MaskKind::Additive;
  if (spec.maskShape != MaskShape::Full && !maskTensor) {
    return std::string("--mask-shape ") + toString(spec.maskShape) +
           " needs a mask tensor: --mask bool or --mask additive";
  }
  if (spec.maskExpand && (!maskTensor || spec.maskShape == MaskShape::Full)) {
    return "--mask-expand broadcasts a smaller mask: it needs --mask bool or additive and a "
           "--mask-shape other than bhss";
  }
  if (spec.rank3 && (spec.maskShape != MaskShape::Full || spec.mask == MaskKind::Padding)) {
    return "--rank3 folds the heads into the batch: masks are [B*H, S, S_kv] (--mask-shape bhss, "
           "no --mask padding)";
  }
  if (spec.selfAttention && (spec.effectiveKvHeads() != spec.heads ||
                             spec.effectiveKvSeq() != spec.seq)) {
    return "--self-attention uses one argument for Q, K and V: --kv-heads and --kv-seq must equal "
           "--heads and --seq";
  }
  if (spec.narrowAccumulate && !spec.isNarrow()) {
    return "--narrow-accumulate keeps f16/bf16 accumulators: it needs --dtype f16 or bf16";
  }
  if (spec.importerForm && (spec.maxForm != MaxForm::MaximumF || spec.keepDim != KeepDim::None ||
                            spec.scaleComputed)) {
    return "--form torch-mlir fixes the max (max+argmax, expanded), the keepdim maps and the f64 "
           "scale constants: drop --max-form, --keep-dim and --scale-computed";
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
  Shape maskShape = scores;
  if (!spec.rank3) {
    const int64_t b = spec.batch, sq = spec.seq;
    switch (spec.maskShape) {
      case MaskShape::Full: break;
      case MaskShape::SS: maskShape = {sq, kvSeq}; break;
      case MaskShape::B1SS: maskShape = {b, 1, sq, kvSeq}; break;
      case MaskShape::B11S: maskShape = {b, 1, 1, kvSeq}; break;
    }
  }

  std::ostringstream call;
  const bool flex = spec.scoreMod != ScoreMod::None || spec.window != 0;
  call << (flex ? "flex_attention(" : "F.scaled_dot_product_attention(") << "q"
       << shapeText(query) << " " << toString(spec.dtype);
  if (spec.selfAttention) {
    call << ", q, q";
  } else if (keyValue == query) {
    call << ", k, v";
  } else {
    call << ", k" << shapeText(keyValue) << ", v" << shapeText(keyValue);
  }

  if (flex) {
    std::vector<std::string> scoreMods;
    if (spec.scoreMod == ScoreMod::Alibi) scoreMods.push_back("alibi");
    if (spec.scoreMod == ScoreMod::SoftCap) scoreMods.push_back("softcap(" + capText(spec.softCap) + ")");
    if (spec.mask == MaskKind::Additive) scoreMods.push_back("add(" + maskType + shapeText(maskShape) + ")");
    std::vector<std::string> maskMods;
    if (spec.mask == MaskKind::Causal) maskMods.push_back("causal");
    if (spec.mask == MaskKind::Boolean) maskMods.push_back("mask(bool" + shapeText(maskShape) + ")");
    if (spec.mask == MaskKind::Padding)
      maskMods.push_back("padding(bool" + shapeText({spec.batch, kvSeq}) + ")");
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
      call << ", attn_mask=" << maskType << shapeText(maskShape);
    if (spec.mask == MaskKind::Padding)
      call << ", attn_mask=padding(bool" << shapeText({spec.batch, kvSeq}) << ")";
    if (spec.scaleForm == ScaleForm::None) call << ", scale=1.0";
    else if (spec.scale != 0) call << ", scale=" << capText(spec.scale);
  }
  if (gqa) call << ", enable_gqa=True";
  call << ")";
  if (spec.returnLse || spec.returnMax) {
    call << " -> out";
    if (spec.returnLse) call << ", lse";
    if (spec.returnMax) call << ", max_score";
  }

  std::vector<std::string> variants;
  if (spec.importerForm) variants.push_back("torch-mlir's form");
  if (!spec.guard) variants.push_back("no safe-softmax guard");
  if (spec.scaleForm != ScaleForm::QAndK)
    variants.push_back(std::string("scale: ") + toString(spec.scaleForm));
  if (spec.scaleComputed) variants.push_back("scale computed (math.sqrt)");
  if (spec.maxForm != MaxForm::MaximumF)
    variants.push_back(std::string("max: ") + toString(spec.maxForm));
  if (spec.keepDim != KeepDim::None)
    variants.push_back(std::string("keepdim: ") + toString(spec.keepDim));
  if (spec.negativeZeroSum) variants.push_back("sum from -0.0");
  if (spec.keyForm != KeyForm::Transpose)
    variants.push_back(std::string("Kᵀ: ") + toString(spec.keyForm));
  if (spec.baddbmm) variants.push_back("baddbmm (scores + 0·C)");
  if (spec.maskExpand) variants.push_back("mask broadcast by expand_shape");
  if (spec.narrowAccumulate) variants.push_back(std::string(toString(spec.dtype)) + " accumulators");
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

double SdpaSpec::effectiveScale() const {
  if (scaleForm == ScaleForm::None) return 1.0;
  return scale != 0 ? scale : 1.0 / std::sqrt(static_cast<double>(dim));
}

const char* toString(ElementType type) { return mlirElementType(type); }

const char* toString(MaxForm form) {
  switch (form) {
    case MaxForm::MaximumF: return "maximumf";
    case MaxForm::MaxNumF: return "maxnumf";
    case MaxForm::Select: return "select";
    case MaxForm::Reduce: return "reduce";
    case MaxForm::WithArgmax: return "argmax";
  }
  return "maximumf";
}

const char* toString(KeepDim keep) {
  switch (keep) {
    case KeepDim::None: return "none";
    case KeepDim::Map: return "map";
    case KeepDim::Expand: return "expand";
  }
  return "none";
}

const char* toString(ScaleForm form) {
  switch (form) {
    case ScaleForm::QAndK: return "q-and-k";
    case ScaleForm::Q: return "q";
    case ScaleForm::Scores: return "scores";
    case ScaleForm::ScoresDivide: return "scores-divide";
    case ScaleForm::None: return "none";
  }
  return "q-and-k";
}

const char* toString(KeyForm form) {
  switch (form) {
    case KeyForm::Transpose: return "transpose";
    case KeyForm::IndexingMap: return "map";
    case KeyForm::KeyQuery: return "kq";
  }
  return "transpose";
}

const char* toString(MaskShape shape) {
  switch (shape) {
    case MaskShape::Full: return "bhss";
    case MaskShape::SS: return "ss";
    case MaskShape::B1SS: return "b1ss";
    case MaskShape::B11S: return "b11s";
  }
  return "bhss";
}

const char* toString(MaskKind kind) {
  switch (kind) {
    case MaskKind::None: return "none";
    case MaskKind::Causal: return "causal";
    case MaskKind::Boolean: return "bool";
    case MaskKind::Additive: return "additive";
    case MaskKind::Padding: return "padding";
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
  for (MaskKind kind : {MaskKind::None, MaskKind::Causal, MaskKind::Boolean, MaskKind::Additive,
                        MaskKind::Padding})
    if (text == toString(kind)) return kind;
  return std::nullopt;
}

std::optional<ScoreMod> parseScoreMod(std::string_view text) {
  for (ScoreMod mod : {ScoreMod::None, ScoreMod::Alibi, ScoreMod::SoftCap})
    if (text == toString(mod)) return mod;
  return std::nullopt;
}

namespace {

template <typename Enum, size_t N>
std::optional<Enum> parseEnum(std::string_view text, const Enum (&values)[N]) {
  for (Enum value : values)
    if (text == toString(value)) return value;
  return std::nullopt;
}

}  // namespace

std::optional<MaxForm> parseMaxForm(std::string_view text) {
  const MaxForm all[] = {MaxForm::MaximumF, MaxForm::MaxNumF, MaxForm::Select, MaxForm::Reduce,
                         MaxForm::WithArgmax};
  return parseEnum(text, all);
}

std::optional<KeepDim> parseKeepDim(std::string_view text) {
  const KeepDim all[] = {KeepDim::None, KeepDim::Map, KeepDim::Expand};
  return parseEnum(text, all);
}

std::optional<ScaleForm> parseScaleForm(std::string_view text) {
  const ScaleForm all[] = {ScaleForm::QAndK, ScaleForm::Q, ScaleForm::Scores,
                           ScaleForm::ScoresDivide, ScaleForm::None};
  return parseEnum(text, all);
}

std::optional<KeyForm> parseKeyForm(std::string_view text) {
  const KeyForm all[] = {KeyForm::Transpose, KeyForm::IndexingMap, KeyForm::KeyQuery};
  return parseEnum(text, all);
}

std::optional<MaskShape> parseMaskShape(std::string_view text) {
  const MaskShape all[] = {MaskShape::Full, MaskShape::SS, MaskShape::B1SS, MaskShape::B11S};
  return parseEnum(text, all);
}

}  // namespace lantern::graph
