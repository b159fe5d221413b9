// Elision of large constants in printed IR, and their restoration from a table by content hash.
#include "ir/constants.h"

#include "ir/module.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <unordered_set>

namespace lantern {

namespace {

// The bytes a constant holds and a tag of its kind: dense<...> and dense_resource<...> of the same
// values are different attributes, and an i1 dense<...> packs its bits differently from a blob.
std::optional<std::pair<char, llvm::ArrayRef<char>>> payload(mlir::Attribute attr, Elide which) {
  auto elements = llvm::dyn_cast<mlir::ElementsAttr>(attr);
  bool anySize = which == Elide::LargeAndResources && llvm::isa<mlir::DenseResourceElementsAttr>(attr);
  if (!elements || (!anySize && elements.getNumElements() <= kElideElementsAbove))
    return std::nullopt;
  if (auto dense = llvm::dyn_cast<mlir::DenseIntOrFPElementsAttr>(attr)) {
    if (dense.isSplat())
      return std::nullopt;
    return std::make_pair('d', dense.getRawData());
  }
  if (auto resource = llvm::dyn_cast<mlir::DenseResourceElementsAttr>(attr)) {
    mlir::AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob)
      return std::nullopt;
    return std::make_pair('r', blob->getData());
  }
  return std::nullopt;
}

uint64_t contentHash(char kind, llvm::ArrayRef<char> data, mlir::Type type) {
  std::string header = std::string(1, kind) + printType(type);
  uint64_t h = llvm::xxh3_64bits(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(header.data()), header.size()));
  uint64_t d = llvm::xxh3_64bits(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(data.data()), data.size()));
  return h ^ (d + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2));
}

// Every elements attribute under `op`'s attributes (properties included), each op once.
template <typename Fn> void forEachElementsAttr(mlir::Operation *op, Fn &&fn) {
  op->walk([&](mlir::Operation *nested) {
    nested->getAttrDictionary().walk([&](mlir::ElementsAttr elements) { fn(elements); });
  });
}

} // namespace

std::optional<uint64_t> ConstantTable::digest(mlir::Attribute attr, Elide which) {
  // Which attributes to elide is decided first (it is cheap); their hash is what is cached.
  auto data = payload(attr, which);
  if (!data)
    return std::nullopt;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = hashes.find(attr.getAsOpaquePointer()); it != hashes.end())
      return it->second;
  }
  auto elements = llvm::cast<mlir::ElementsAttr>(attr);
  uint64_t hash = contentHash(data->first, data->second, elements.getType());
  std::lock_guard<std::mutex> lock(mutex);
  hashes.emplace(attr.getAsOpaquePointer(), hash);
  byHash.emplace(hash, elements);
  return hash;
}

mlir::ElementsAttr ConstantTable::find(uint64_t hash) const {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = byHash.find(hash);
  return it == byHash.end() ? mlir::ElementsAttr() : it->second;
}

size_t ConstantTable::size() const {
  std::lock_guard<std::mutex> lock(mutex);
  return byHash.size();
}

mlir::Attribute ConstantTable::placeholder(const ElidedConstant &constant) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = placeholders.find(constant.hash); it != placeholders.end())
      return it->second;
  }
  mlir::MLIRContext *ctx = constant.value.getContext();
  auto &manager = mlir::DenseResourceElementsHandle::getManagerInterface(ctx);
  std::string key = std::string(kElidedPrefix) + hashText(constant.hash);
  // A key the parser made from elided text earlier is reused; one holding data (a file that named
  // its own resource so) is not: insert() then picks another name.
  mlir::DialectResourceBlobManager::BlobEntry *entry = manager.getBlobManager().lookup(key);
  mlir::DenseResourceElementsHandle handle =
      entry && !entry->getBlob() ? mlir::DenseResourceElementsHandle(entry, ctx->getOrLoadDialect<mlir::BuiltinDialect>())
                                 : manager.insert(key);
  mlir::Attribute attr = mlir::DenseResourceElementsAttr::get(constant.value.getShapedType(), handle);
  std::lock_guard<std::mutex> lock(mutex);
  placeholders.emplace(constant.hash, attr);
  return attr;
}

std::optional<uint64_t> elidedHash(std::string_view key) {
  if (key.substr(0, kElidedPrefix.size()) != kElidedPrefix)
    return std::nullopt;
  key.remove_prefix(kElidedPrefix.size());
  if (key.size() < 16 || (key.size() > 16 && key[16] != '_'))
    return std::nullopt;
  uint64_t hash = 0;
  for (char c : key.substr(0, 16)) {
    int digit = llvm::hexDigitValue(c);
    if (digit < 0)
      return std::nullopt;
    hash = hash << 4 | static_cast<uint64_t>(digit);
  }
  return hash;
}

std::string hashText(uint64_t hash) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

std::vector<ElidedConstant> largeConstants(mlir::Operation *op, ConstantTable &table, Elide which) {
  std::vector<ElidedConstant> found;
  std::unordered_set<const void *> seen;
  forEachElementsAttr(op, [&](mlir::ElementsAttr elements) {
    if (!seen.insert(elements.getAsOpaquePointer()).second)
      return;
    if (std::optional<uint64_t> hash = table.digest(elements, which))
      found.push_back({*hash, elements});
  });
  return found;
}

// Replaces, everywhere under `op`, each elements attribute that `by` has (keyed by its storage
// pointer) with its value there.
static void replaceElementsAttrs(mlir::Operation *op, const std::unordered_map<const void *, mlir::Attribute> &by) {
  mlir::AttrTypeReplacer replacer;
  replacer.addReplacement([&](mlir::ElementsAttr elements) -> std::optional<std::pair<mlir::Attribute, mlir::WalkResult>> {
    auto it = by.find(elements.getAsOpaquePointer());
    if (it == by.end())
      return std::nullopt;
    return std::make_pair(it->second, mlir::WalkResult::skip());
  });
  replacer.recursivelyReplaceElementsIn(op, /*replaceAttrs=*/true);
}

namespace {

// `op` with its large constants stood in for by their placeholders, handed to `use`; `op` itself is
// not changed (a clone is, when there is anything to replace). The constants replaced, in the order
// first met.
template <typename Use>
std::vector<ElidedConstant> withElided(mlir::Operation *op, ConstantTable &table, Elide which, Use &&use) {
  std::vector<ElidedConstant> elided = largeConstants(op, table, which);
  if (elided.empty()) {
    use(op);
    return elided;
  }
  std::unordered_map<const void *, mlir::Attribute> standIns;
  for (const ElidedConstant &c : elided)
    standIns.emplace(c.value.getAsOpaquePointer(), table.placeholder(c));
  mlir::Operation *copy = op->clone();
  replaceElementsAttrs(copy, standIns);
  use(copy);
  copy->erase();
  return elided;
}

} // namespace

PrintedIr printElided(mlir::Operation *op, ConstantTable &table, bool withLocations, Elide which) {
  PrintedIr printed;
  mlir::OpPrintingFlags flags;
  if (withLocations)
    flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false);
  llvm::raw_string_ostream os(printed.text);
  printed.elided = withElided(op, table, which, [&](mlir::Operation *shown) {
    shown->print(os, flags);
    os << '\n';
  });
  return printed;
}

WrittenIr writeElided(mlir::Operation *op, ConstantTable &table, Elide which) {
  WrittenIr written;
  llvm::raw_string_ostream os(written.bytecode);
  written.elided = withElided(op, table, which, [&](mlir::Operation *shown) {
    // Fails only for a bytecode version this writer does not have; the default is its own.
    (void)mlir::writeBytecodeToFile(shown, os);
  });
  return written;
}

ParseResult readBytecode(mlir::MLIRContext &context, std::string_view bytecode, std::string_view bufferName) {
  ParseResult result;
  DiagnosticCapture capture(context);
  mlir::ParserConfig config(&context, /*verifyAfterParse=*/false);
  mlir::Block block;
  llvm::MemoryBufferRef buffer(llvm::StringRef(bytecode.data(), bytecode.size()),
                               llvm::StringRef(bufferName.data(), bufferName.size()));
  bool read = mlir::succeeded(mlir::readBytecodeFile(buffer, &block, config));
  result.diagnostics = capture.take();
  auto module = read && block.getOperations().size() == 1 ? llvm::dyn_cast<mlir::ModuleOp>(block.front())
                                                          : mlir::ModuleOp();
  if (module && !hasErrors(result.diagnostics)) {
    module->remove();
    result.module = mlir::OwningOpRef<mlir::ModuleOp>(module);
  } else if (!hasErrors(result.diagnostics)) {
    result.diagnostics.push_back(makeError("the bytecode does not hold one module", std::string(bufferName)));
  }
  return result;
}

bool restoreConstants(mlir::Operation *op, const ConstantTable &table, std::string &error) {
  std::unordered_map<const void *, mlir::Attribute> real;
  forEachElementsAttr(op, [&](mlir::ElementsAttr elements) {
    auto resource = llvm::dyn_cast<mlir::DenseResourceElementsAttr>(elements);
    if (!error.empty() || !resource || resource.getRawHandle().getBlob() ||
        real.count(elements.getAsOpaquePointer()))
      return;
    std::string key = resource.getRawHandle().getKey().str();
    std::optional<uint64_t> hash = elidedHash(key);
    if (!hash)
      return; // MLIR's own `__elided__`, or a resource whose data the file never had: left as it is
    mlir::ElementsAttr constant = table.find(*hash);
    if (!constant)
      error = "dense_resource<" + key + ">: no constant with hash " + hashText(*hash) + " is known here";
    else if (constant.getType() != resource.getType())
      error = "dense_resource<" + key + ">: the constant with that hash is " + printType(constant.getType()) +
              ", not " + printType(resource.getType());
    else
      real.emplace(elements.getAsOpaquePointer(), constant);
  });
  if (!error.empty())
    return false;
  if (real.empty())
    return true;
  replaceElementsAttrs(op, real);
  return true;
}

bool elideConstantsInText(mlir::MLIRContext &context, std::string &text, std::string &error) {
  ParseResult parsed = parseModule(context, text, "emitted IR", /*verify=*/false);
  if (!parsed) {
    error = "the IR to elide constants in does not parse: " + formatAll(parsed.diagnostics);
    return false;
  }
  ConstantTable table;
  text = printElided(*parsed.module, table).text;
  return true;
}

std::string constantText(mlir::ElementsAttr constant) {
  std::string text;
  llvm::raw_string_ostream os(text);
  constant.print(os);
  if (auto resource = llvm::dyn_cast<mlir::DenseResourceElementsAttr>(constant)) {
    if (mlir::AsmResourceBlob *blob = resource.getRawHandle().getBlob()) {
      // As the dialect_resources section writes a blob: its alignment (4 bytes, little endian),
      // then the data.
      uint32_t align = static_cast<uint32_t>(blob->getDataAlignment());
      llvm::ArrayRef<char> data = blob->getData();
      os << "\n" << resource.getRawHandle().getKey() << ": \"0x";
      for (int i = 0; i < 4; ++i)
        os << llvm::format_hex_no_prefix((align >> (8 * i)) & 0xff, 2, /*Upper=*/true);
      os << llvm::toHex(llvm::StringRef(data.data(), data.size()));
      os << "\"";
    }
  }
  return text;
}

} // namespace lantern
