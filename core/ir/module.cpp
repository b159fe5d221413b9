// Parsing with captured diagnostics, and printing.
#include "ir/module.h"

#include "process/child.h"

#include "llvm/ADT/StringExtras.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace lantern {

namespace {

// The offset of the first byte of `text` that is not part of well-formed UTF-8; npos when none.
size_t firstInvalidUtf8(std::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    size_t length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (length == 0 || i + length > text.size())
      return i;
    for (size_t k = 1; k < length; ++k)
      if ((static_cast<unsigned char>(text[i + k]) >> 6) != 0x2)
        return i;
    i += length;
  }
  return std::string_view::npos;
}

// Lines that MLIR 22's parser crashes on instead of reporting (found by tests/fuzz/graph_fuzz.cpp):
// the custom form of linalg.transpose whose `permutation = [...]` is not a list of integers (its
// parser sets a null attribute). The message for the first such line; "" when there is none.
std::string knownParserCrash(std::string_view text, int &line) {
  line = 1;
  for (size_t start = 0; start < text.size(); ++line) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos)
      end = text.size();
    std::string_view l = text.substr(start, end - start);
    start = end + 1;
    size_t op = l.find("linalg.transpose");
    // The op name, whatever follows it that is not part of a longer name (a space, a tab, ...).
    while (op != std::string_view::npos && op + 16 < l.size() &&
           (std::isalnum(static_cast<unsigned char>(l[op + 16])) || l[op + 16] == '_' || l[op + 16] == '.'))
      op = l.find("linalg.transpose", op + 1);
    size_t perm = op == std::string_view::npos ? op : l.find("permutation", op);
    if (perm == std::string_view::npos)
      continue;
    size_t i = perm + 11;
    auto skipSpaces = [&] {
      while (i < l.size() && l[i] == ' ')
        ++i;
    };
    skipSpaces();
    bool ok = i < l.size() && l[i] == '=';
    ++i;
    skipSpaces();
    ok = ok && i < l.size() && l[i] == '[';
    ++i;
    skipSpaces();
    // `]`, or integers (at most 18 digits, an optional '-') separated by commas, then `]`.
    if (ok && (i >= l.size() || l[i] != ']')) {
      for (;;) {
        if (i < l.size() && l[i] == '-')
          ++i;
        size_t digits = 0;
        while (i < l.size() && l[i] >= '0' && l[i] <= '9')
          ++i, ++digits;
        skipSpaces();
        if (digits == 0 || digits > 18 || i >= l.size()) {
          ok = false;
          break;
        }
        if (l[i] == ']')
          break;
        if (l[i] != ',') {
          ok = false;
          break;
        }
        ++i;
        skipSpaces();
      }
    }
    if (!ok || i >= l.size())
      return "linalg.transpose: `permutation = [...]` must be a list of integers, e.g. [0, 1, 3, 2] (not "
             "handed to MLIR: its parser crashes on this line)";
  }
  // The custom form of a linalg op with properties that are not a dictionary: `linalg.matmul <2>`,
  // `linalg.generic {...} <2>`. Its parser casts whatever attribute it read to a dictionary.
  for (size_t at = text.find("linalg."); at != std::string_view::npos; at = text.find("linalg.", at + 1)) {
    // An op name stands after a space or `=`: not the generic form ("linalg.matmul"(...)), an
    // attribute or type (#linalg.iterator_type<parallel>), a value or symbol, or part of a name.
    if (at > 0 && !std::isspace(static_cast<unsigned char>(text[at - 1])) && text[at - 1] != '=')
      continue;
    size_t i = at + 7;
    while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_' || text[i] == '.'))
      ++i;
    auto skipSpace = [&] {
      while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
        ++i;
    };
    skipSpace();
    if (i < text.size() && text[i] == '{') { // linalg.generic's attribute dictionary, strings skipped
      int braces = 0;
      for (; i < text.size(); ++i) {
        if (text[i] == '"') {
          for (++i; i < text.size() && text[i] != '"'; ++i)
            if (text[i] == '\\')
              ++i;
        } else if (text[i] == '{') {
          ++braces;
        } else if (text[i] == '}' && --braces == 0) {
          ++i;
          break;
        }
      }
      skipSpace();
    }
    if (i >= text.size() || text[i] != '<')
      continue;
    ++i;
    skipSpace();
    if (i < text.size() && text[i] == '{')
      continue;
    line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    return "linalg op: properties after `<` must be a dictionary, e.g. <{...}> (not handed to MLIR: its parser "
           "crashes on this op)";
  }
  // Brackets nested deeper than any IR needs: MLIR's recursive-descent parser runs out of stack
  // on them (found by tests/fuzz/script_import_fuzz.cpp at ~10000 levels).
  constexpr int kMaxNesting = 512;
  int depth = 0, lineAt = 1;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\n') {
      ++lineAt;
    } else if (c == '"') { // to the end of the string (a string has no raw newline)
      for (++i; i < text.size() && text[i] != '"' && text[i] != '\n'; ++i)
        if (text[i] == '\\')
          ++i;
      if (i < text.size() && text[i] == '\n')
        ++lineAt;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i + 1 < text.size() && text[i + 1] != '\n')
        ++i;
    } else if (c == '(' || c == '[' || c == '{' || c == '<') {
      if (++depth > kMaxNesting) {
        line = lineAt;
        return "brackets nested more than " + std::to_string(kMaxNesting) +
               " deep (not handed to MLIR: its parser runs out of stack on them)";
      }
    } else if (c == ')' || c == ']' || c == '}' || c == '>') {
      depth = std::max(0, depth - 1);
    }
  }
  // A string literal still open at the end of the text (a file cut short in a resource blob): the
  // lexer reads on past the end of the buffer after reporting it.
  size_t lastStart = text.rfind('\n');
  lastStart = lastStart == std::string_view::npos ? 0 : lastStart + 1;
  bool inString = false;
  for (size_t i = lastStart; i < text.size(); ++i) {
    char c = text[i];
    if (inString && c == '\\') {
      ++i;
    } else if (c == '"') {
      inString = !inString;
    } else if (!inString && c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      break;
    }
  }
  line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(lastStart), '\n'));
  if (inString)
    return "the text ends inside a string literal (a file cut short?) (not handed to MLIR: its lexer reads past the "
           "end of the text here)";
  return "";
}

// Ops that MLIR 22's verifier crashes on instead of reporting (found by tests/fuzz/graph_fuzz.cpp):
// a tensor/memref expand_shape or collapse_shape with an empty reassociation group (`[[0, 1], [],
// [2]]`: the verifier builds an affine map from the group's first expression). An error at the first
// such op; false when there is none.
bool knownVerifierCrash(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics) {
  mlir::Operation *bad = nullptr;
  module->walk([&](mlir::Operation *op) {
    llvm::StringRef name = op->getName().getStringRef();
    if (name != "tensor.expand_shape" && name != "tensor.collapse_shape" && name != "memref.expand_shape" &&
        name != "memref.collapse_shape")
      return mlir::WalkResult::advance();
    auto groups = op->getAttrOfType<mlir::ArrayAttr>("reassociation");
    bool ok = static_cast<bool>(groups);
    for (mlir::Attribute group : ok ? groups.getValue() : llvm::ArrayRef<mlir::Attribute>{}) {
      auto indices = mlir::dyn_cast<mlir::ArrayAttr>(group);
      ok = ok && indices && !indices.empty() &&
           llvm::all_of(indices, [](mlir::Attribute a) { return mlir::isa<mlir::IntegerAttr>(a); });
    }
    if (ok)
      return mlir::WalkResult::advance();
    bad = op;
    return mlir::WalkResult::interrupt();
  });
  if (!bad)
    return false;
  std::string file;
  int line = 0, column = 0;
  bad->getLoc()->walk([&](mlir::Location inner) {
    auto at = mlir::dyn_cast<mlir::FileLineColLoc>(inner);
    if (!at)
      return mlir::WalkResult::advance();
    file = at.getFilename().str();
    line = static_cast<int>(at.getLine());
    column = static_cast<int>(at.getColumn());
    return mlir::WalkResult::interrupt();
  });
  diagnostics.push_back(makeError(bad->getName().getStringRef().str() +
                                      ": every reassociation group must list at least one dimension, e.g. [[0, 1], "
                                      "[2]] (not handed to MLIR's verifier: it crashes on an empty group)",
                                  file, line, column));
  return true;
}

} // namespace

ParseResult parseModule(mlir::MLIRContext &context, std::string_view text, std::string_view bufferName, bool verify) {
  ParseResult result;
  // MLIR text is UTF-8; other bytes would travel on into diagnostics, schedules and JSON.
  if (size_t bad = firstInvalidUtf8(text); bad != std::string_view::npos) {
    int line = 1, column = 1;
    for (size_t i = 0; i < bad; ++i, ++column)
      if (text[i] == '\n')
        line += 1, column = 0;
    result.diagnostics.push_back(makeError("not UTF-8 text (byte 0x" +
                                               llvm::utohexstr(static_cast<unsigned char>(text[bad])) + ")",
                                           std::string(bufferName), line, column));
    return result;
  }
  // Nor NUL bytes: MLIR's lexer treats one as the end of the buffer in some places and skips it in
  // others, so the guards below would see different text than the parser.
  if (size_t nul = text.find('\0'); nul != std::string_view::npos) {
    int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(nul), '\n'));
    size_t lineStart = text.rfind('\n', nul);
    int column = static_cast<int>(nul - (lineStart == std::string_view::npos ? 0 : lineStart + 1)) + 1;
    result.diagnostics.push_back(makeError("a NUL byte in MLIR text", std::string(bufferName), line, column));
    return result;
  }
  process::faultPoint("parse");
  if (int line = 0; !knownParserCrash(text, line).empty()) {
    result.diagnostics.push_back(makeError(knownParserCrash(text, line), std::string(bufferName), line, 1));
    return result;
  }
  DiagnosticCapture capture(context);
  llvm::SourceMgr sourceMgr;
  // MLIR's lexer, after an error at the very end of the buffer (an unterminated string or blob),
  // reads on past the terminating NUL (found by tests/fuzz/graph_fuzz.cpp under ASan). The buffer
  // is the text, its NUL and then padding the lexer stops in: newlines, then another NUL.
  std::string storage(text);
  storage.push_back('\0');
  storage.append(64, '\n');
  storage.push_back('\0');
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(llvm::StringRef(storage.data(), text.size()),
                                       llvm::StringRef(bufferName.data(), bufferName.size()),
                                       /*RequiresNullTerminator=*/true),
      llvm::SMLoc());
  // Verification happens after parsing so that a verifier failure is reported like a parse error,
  // once the ops its verifiers crash on are ruled out.
  mlir::ParserConfig config(&context, /*verifyAfterParse=*/false);
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, config);
  if (module && verify) {
    std::vector<Diagnostic> refused;
    if (knownVerifierCrash(*module, refused)) {
      capture.take();
      result.diagnostics = std::move(refused);
      return result;
    }
    (void)mlir::verify(*module);
  }
  result.diagnostics = capture.take();
  if (module && !hasErrors(result.diagnostics))
    result.module = std::move(module);
  else if (result.diagnostics.empty())
    result.diagnostics.push_back(makeError("could not parse the module", std::string(bufferName)));
  return result;
}

bool writeFileReplacing(const std::string &path, const std::string &contents, Diagnostic &error) {
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) {
      error = makeError("cannot write file", tmp);
      return false;
    }
    out << contents;
    out.flush();
    if (!out) {
      error = makeError("write failed", tmp);
      return false;
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    error = makeError("cannot replace file", path);
    std::remove(tmp.c_str());
    return false;
  }
  return true;
}

bool readFile(const std::string &path, std::string &contents, Diagnostic &error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = makeError("cannot open file", path);
    return false;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  contents = ss.str();
  return true;
}

ParseResult parseModuleFile(mlir::MLIRContext &context, const std::string &path) {
  std::string text;
  Diagnostic error;
  if (!readFile(path, text, error)) {
    ParseResult result;
    result.diagnostics.push_back(error);
    return result;
  }
  return parseModule(context, text, path);
}

std::string printOp(mlir::Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op->print(os);
  os << '\n';
  return text;
}

std::string printType(mlir::Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

std::string fileLocation(mlir::Location loc) {
  std::string found;
  loc->walk([&](mlir::Location inner) {
    if (auto file = mlir::dyn_cast<mlir::FileLineColLoc>(inner)) {
      found = file.getFilename().str() + ":" + std::to_string(file.getLine()) + ":" + std::to_string(file.getColumn());
      return mlir::WalkResult::interrupt();
    }
    return mlir::WalkResult::advance();
  });
  return found;
}

} // namespace lantern
