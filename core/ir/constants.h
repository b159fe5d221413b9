// Large constants (weights) in printed IR: the IR panel, the diff, `lantern-cli apply` and the
// engine's replies print each one as `dense_resource<__elided__HASH>`, HASH being 16 hex digits of a
// content hash, so that a snapshot's text does not carry megabytes of hex; and the way back (a
// table of the constants by hash) for the engine protocol and for "show this constant in full".
//
// Elided: an elements attribute (dense<...> or dense_resource<...> with its data) of more than
// kElideElementsAbove elements that is not a splat. The elided form is not the data: parsed back it
// is a dense_resource with no blob, which a run refuses (run/graph_reference.h elidedConstant).
#pragma once

#include "ir/module.h"

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/Operation.h"

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace lantern {

// 64 elements print on one line of a few hundred characters: readable; above that a constant is
// weights (a [64,64] projection is 4096) and only its identity matters to a reader of the IR.
constexpr int64_t kElideElementsAbove = 64;
// The resource key of an elided constant: this prefix, then the 16 hex digits of its hash (the
// parser may append `_N` when the key is already in use).
inline constexpr std::string_view kElidedPrefix = "__elided__";

// What printElided elides: the large constants (what a reader sees), or also every dense_resource
// that has its data, whatever its size (what the engine sends: the app has the blob already, and a
// blob parsed again would come back under another key, `name_1`).
enum class Elide { Large, LargeAndResources };

struct ElidedConstant {
  uint64_t hash = 0;
  mlir::ElementsAttr value; // the real constant
};

// Content hashes of the large constants of one MLIRContext, and the constants by hash. Attributes
// are uniqued and immortal in their context, so an attribute's storage is one value: it is hashed
// once, whatever the number of snapshots that print it. Thread-safe; must not outlive the context.
class ConstantTable {
public:
  // The hash of `attr` when it is a constant to elide; nullopt otherwise (small, a splat, not an
  // elements attribute of data, or a dense_resource without its data).
  std::optional<uint64_t> digest(mlir::Attribute attr, Elide which = Elide::Large);
  // The constant with that hash (one this table has digested or been given), or null.
  mlir::ElementsAttr find(uint64_t hash) const;
  // The blob-less dense_resource<__elided__HASH> that stands for `constant` in printed text.
  mlir::Attribute placeholder(const ElidedConstant &constant);
  size_t size() const;

private:
  mutable std::mutex mutex;
  std::unordered_map<const void *, uint64_t> hashes;         // attribute storage -> hash
  std::unordered_map<uint64_t, mlir::ElementsAttr> byHash;   // hash -> the constant
  std::unordered_map<uint64_t, mlir::Attribute> placeholders; // hash -> its elided form
};

// The hash in an elided constant's resource key (`__elided__0123456789abcdef`, maybe `_N` after
// it); nullopt for any other key (MLIR's own `__elided__` has no hash).
std::optional<uint64_t> elidedHash(std::string_view resourceKey);
// "0123456789abcdef"
std::string hashText(uint64_t hash);

struct PrintedIr {
  std::string text;
  std::vector<ElidedConstant> elided; // each elided constant once, in the order first printed
};
// `op` printed as mlir-opt prints it (with its locations when `withLocations`), its large constants
// elided. The op is not changed: when it holds constants to elide, a clone is printed.
PrintedIr printElided(mlir::Operation *op, ConstantTable &table, bool withLocations = false,
                      Elide which = Elide::Large);
// `op` as MLIR bytecode (locations included), its constants elided as printElided elides them: how
// the engine hands a module back. Writing and reading bytecode takes a fraction of printing and
// parsing the text (a model layer: 0.4 and 0.25 ms against 1.4 and 1.3 ms).
struct WrittenIr {
  std::string bytecode;
  std::vector<ElidedConstant> elided;
};
WrittenIr writeElided(mlir::Operation *op, ConstantTable &table, Elide which = Elide::Large);
// Bytecode writeElided (of this same build) wrote, read into `context` (not verified: the writer
// verified it); restoreConstants puts the elided constants back.
ParseResult readBytecode(mlir::MLIRContext &context, std::string_view bytecode, std::string_view bufferName);

// Every constant of `op` that printElided would elide, each once.
std::vector<ElidedConstant> largeConstants(mlir::Operation *op, ConstantTable &table, Elide which = Elide::Large);

// Replaces, in place, every elided placeholder under `op` by the constant of that hash in `table`.
// False with `error` naming the first placeholder whose hash the table does not know (or whose
// constant has another type); nothing is replaced then.
bool restoreConstants(mlir::Operation *op, const ConstantTable &table, std::string &error);

// MLIR text someone else printed (a backend's `compile --emit mlir`), its large constants elided:
// parsed (not verified) and printed again. False with `error` when it does not parse; `text` is
// then left as it was.
bool elideConstantsInText(mlir::MLIRContext &context, std::string &text, std::string &error);

// A constant in full, for a reader: dense<...> as MLIR prints it, or a dense_resource followed by
// its blob in hex as the file's dialect_resources section would hold it.
std::string constantText(mlir::ElementsAttr constant);

} // namespace lantern
