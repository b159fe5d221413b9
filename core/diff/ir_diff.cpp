// IR line diff: normalise and intern lines, align them with linear-space Myers, then tell pure
// renumbering (Same) from real operand changes (Changed) by checking that names map one to one.
#include "diff/ir_diff.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <utility>

namespace lantern::diff {
namespace {

// ---------------------------------------------------------------------------------------------
// Lines and names

constexpr std::array<bool, 256> makeNameCharTable() {
  std::array<bool, 256> table{};
  for (int c = 0; c < 256; ++c)
    table[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '_' || c == '$' || c == '.' || c == '-';
  return table;
}
constexpr std::array<bool, 256> kNameChar = makeNameCharTable();

// Characters the line scanner acts on; everything else is copied as is.
constexpr std::array<bool, 256> makeSpecialCharTable() {
  std::array<bool, 256> table{};
  for (char c : {'"', '%', '^', '#', '(', ')'}) table[static_cast<unsigned char>(c)] = true;
  return table;
}
constexpr std::array<bool, 256> kSpecialChar = makeSpecialCharTable();

bool isNameChar(char c) { return kNameChar[static_cast<unsigned char>(c)]; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isSigil(char c) { return c == '%' || c == '^' || c == '#'; }
bool isSpecial(char c) { return kSpecialChar[static_cast<unsigned char>(c)]; }

size_t trimmedEnd(std::string_view line, size_t end) {
  while (end > 0 && (line[end - 1] == ' ' || line[end - 1] == '\t' || line[end - 1] == '\r'))
    --end;
  return end;
}

// Index of the ')' closing the '(' at `open`, skipping string literals; npos when unbalanced.
size_t closingParen(std::string_view line, size_t open, size_t end) {
  int depth = 0;
  bool inString = false;
  for (size_t i = open; i < end; ++i) {
    char c = line[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '(') {
      ++depth;
    } else if (c == ')' && --depth == 0) {
      return i;
    }
  }
  return std::string_view::npos;
}

// Length of `line` once trailing whitespace and a trailing ` loc(...)` are dropped. The first
// ` loc(` whose parenthesis closes at the very end wins, so nested `callsite(... at loc(...))`
// locations go with their outer one.
size_t contentLength(std::string_view line) {
  size_t end = trimmedEnd(line, line.size());
  if (end == 0 || line[end - 1] != ')') return end;
  bool inString = false;
  for (size_t i = 0; i + 5 <= end; ++i) {
    char c = line[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == ' ' && line.compare(i, 5, " loc(") == 0 &&
               closingParen(line, i + 4, end) == end - 1) {
      return trimmedEnd(line, i);
    }
  }
  return end;
}

// A `%`, `^` or `#` name as printed; `isDefinition` when the line binds it rather than uses it.
struct NameToken {
  std::string_view name;
  bool isDefinition;
};

// Writes the normalised form of a line and collects its name tokens. Definitions are recognised
// from how MLIR prints bindings: `%a, %b = ` results, `%arg0: type` arguments, `%iv = %lb`
// induction variables and iter_args, `(%i, %j) in` / `(%i) = (...)` loop variables, `^bb1` at the
// start of a line, and `#map = ` aliases. The renaming check needs them because printed names are
// only unique within a scope: every function restarts at %0 and sibling regions reuse numbers.
class LineScanner {
 public:
  // Writes at most raw.size() chars at `out` and returns how many it wrote.
  size_t scan(std::string_view raw, char* out, std::vector<NameToken>* tokens) {
    std::string_view s = raw.substr(0, contentLength(raw));
    const size_t n = s.size();
    const size_t indent = std::min(s.find_first_not_of(" \t"), n);
    size_t resultsEnd = 0;
    if (indent < n && s[indent] == '%') {
      size_t assign = s.find(" = ", indent);
      if (assign != std::string_view::npos) resultsEnd = assign;
    }
    openGroups_.clear();
    char* o = out;
    size_t i = 0;
    while (i < n) {
      size_t plain = i;
      while (plain < n && !isSpecial(s[plain])) ++plain;
      std::memcpy(o, s.data() + i, plain - i);
      o += plain - i;
      i = plain;
      if (i == n) break;
      char c = s[i];
      if (c == '"') {
        i = copyString(s, i, o);
        continue;
      }
      if (isSigil(c) && i + 1 < n && isNameChar(s[i + 1])) {
        size_t j = i + 1;
        *o++ = c;
        for (; j < n && isNameChar(s[j]); ++j)
          if (!isDigit(s[j]) && s[j] != '_') *o++ = s[j];
        if (tokens) {
          bool isDefinition = (j < n && s[j] == ':') || s.compare(j, 3, " = ") == 0 ||
                              i < resultsEnd || (c == '^' && i == indent);
          tokens->push_back({s.substr(i, j - i), isDefinition});
        }
        // `%0#1` picks one result of a multi-result op: the index is meaning, not numbering.
        if (c == '%' && j + 1 < n && s[j] == '#' && isDigit(s[j + 1])) {
          *o++ = s[j++];
          while (j < n && isDigit(s[j])) *o++ = s[j++];
        }
        i = j;
        continue;
      }
      if (c == '(') {
        openGroups_.push_back(tokens ? tokens->size() : 0);
      } else if (c == ')' && !openGroups_.empty()) {
        size_t firstToken = openGroups_.back();
        openGroups_.pop_back();
        if (tokens && (s.compare(i + 1, 4, " in ") == 0 || s.compare(i + 1, 3, " = ") == 0))
          for (size_t t = firstToken; t < tokens->size(); ++t) (*tokens)[t].isDefinition = true;
      }
      *o++ = c;
      ++i;
    }
    return static_cast<size_t>(o - out);
  }

 private:
  // Copies the string literal starting at `i` verbatim; returns the index after it.
  static size_t copyString(std::string_view s, size_t i, char*& o) {
    *o++ = s[i++];
    while (i < s.size()) {
      char c = s[i++];
      *o++ = c;
      if (c == '\\' && i < s.size())
        *o++ = s[i++];
      else if (c == '"')
        break;
    }
    return i;
  }

  std::vector<size_t> openGroups_;  // per open '(', the index of the first token inside it
};

// Dense ids for strings. Keys are kept as views, so they must outlive the interner. The probe
// table holds only ids, so it stays small enough for the cache on 20k-line inputs.
class Interner {
 public:
  explicit Interner(size_t expected) {
    size_t capacity = 64;
    while (capacity < expected * 2) capacity <<= 1;
    table_.assign(capacity, -1);
    entries_.reserve(expected);
  }

  int intern(std::string_view key) {
    if ((entries_.size() + 1) * 2 > table_.size()) grow();
    const size_t hash = std::hash<std::string_view>{}(key);
    const size_t mask = table_.size() - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
      const int id = table_[i];
      if (id < 0) {
        table_[i] = size();
        entries_.push_back({hash, key});
        return table_[i];
      }
      if (entries_[id].hash == hash && entries_[id].key == key) return id;
    }
  }

  int size() const { return static_cast<int>(entries_.size()); }

 private:
  struct Entry {
    size_t hash;
    std::string_view key;
  };

  void grow() {
    table_.assign(table_.size() * 2, -1);
    const size_t mask = table_.size() - 1;
    for (int id = 0; id < size(); ++id) {
      size_t i = entries_[id].hash & mask;
      while (table_[i] >= 0) i = (i + 1) & mask;
      table_[i] = id;
    }
  }

  std::vector<int> table_;
  std::vector<Entry> entries_;
};

// One side of the diff, reduced to what alignment and the renaming check need.
struct EncodedText {
  std::vector<std::string_view> lines;
  std::vector<int> lineIds;     // equal ids <=> equal normalised lines (ids shared by both sides)
  std::vector<int> tokenBegin;  // tokens of line i are [tokenBegin[i], tokenBegin[i + 1])
  std::vector<int> tokenNames;  // name ids (shared by both sides)
  std::vector<char> tokenIsDefinition;
};

class Encoder {
 public:
  Encoder(size_t lineCount, size_t charCount)
      // Normalising never lengthens a line, so an arena as long as both texts holds every
      // normalised line; the line interner keeps views into it.
      : arena_(new char[charCount]), lineIds_(lineCount), names_(lineCount) {}

  EncodedText encode(std::vector<std::string_view> lines) {
    EncodedText encoded;
    encoded.lines = std::move(lines);
    encoded.lineIds.reserve(encoded.lines.size());
    encoded.tokenBegin.reserve(encoded.lines.size() + 1);
    for (std::string_view line : encoded.lines) {
      tokens_.clear();
      size_t length = scanner_.scan(line, arena_.get() + used_, &tokens_);
      std::string_view normalised(arena_.get() + used_, length);
      int knownIds = lineIds_.size();
      int id = lineIds_.intern(normalised);
      if (id == knownIds) used_ += length;
      encoded.lineIds.push_back(id);
      encoded.tokenBegin.push_back(static_cast<int>(encoded.tokenNames.size()));
      for (const NameToken& token : tokens_) {
        encoded.tokenNames.push_back(names_.intern(token.name));
        encoded.tokenIsDefinition.push_back(token.isDefinition);
      }
    }
    encoded.tokenBegin.push_back(static_cast<int>(encoded.tokenNames.size()));
    return encoded;
  }

  int lineIdCount() const { return lineIds_.size(); }
  int nameCount() const { return names_.size(); }

 private:
  std::unique_ptr<char[]> arena_;
  size_t used_ = 0;
  Interner lineIds_;
  Interner names_;
  LineScanner scanner_;
  std::vector<NameToken> tokens_;
};

// ---------------------------------------------------------------------------------------------
// Alignment: Myers' O(ND) diff, linear space

// Line pairs matched between the two sides; -1 for unmatched lines. Always monotonic.
struct Pairing {
  std::vector<int> oldToNew;
  std::vector<int> newToOld;
};

struct Split {
  int x;
  int y;
};

constexpr int kUnreachedForward = std::numeric_limits<int>::min() / 2;
constexpr int kUnreachedBackward = std::numeric_limits<int>::max() / 2;

// Finds where an optimal edit path crosses the middle (Myers' middle snake), searching from both
// corners at once. Once the search has cost `costLimit` edits in each direction, it settles for the
// point that got furthest, as GNU diff does: the result is no longer minimal, but very different
// inputs cost O((N + M) * costLimit) instead of O((N + M) * D).
class MiddleSnake {
 public:
  explicit MiddleSnake(size_t diagonals) : forward_(diagonals), backward_(diagonals) {}

  // a[0, n) against b[0, m), both non-empty and differing in their first and last elements.
  // Diagonal k holds the points with x - y == k; forward[k] is the furthest x reached from (0, 0),
  // backward[k] the smallest x reached from (n, m).
  Split find(const int* a, int n, const int* b, int m, int costLimit) {
    int* fv = forward_.data() + m + 1;
    int* bv = backward_.data() + m + 1;
    const int delta = n - m;
    const bool odd = (delta & 1) != 0;
    int fmin = 0, fmax = 0, bmin = delta, bmax = delta;
    fv[0] = 0;
    bv[delta] = n;
    for (int cost = 1;; ++cost) {
      if (fmin > -m) fv[--fmin - 1] = kUnreachedForward; else ++fmin;
      if (fmax < n) fv[++fmax + 1] = kUnreachedForward; else --fmax;
      for (int k = fmax; k >= fmin; k -= 2) {
        int x = kUnreachedForward;
        if (fv[k - 1] != kUnreachedForward && fv[k - 1] < n) x = fv[k - 1] + 1;
        if (fv[k + 1] != kUnreachedForward && fv[k + 1] - k <= m && fv[k + 1] > x) x = fv[k + 1];
        if (x != kUnreachedForward) {
          int y = x - k;
          while (x < n && y < m && a[x] == b[y]) ++x, ++y;
          if (odd && k >= bmin && k <= bmax && bv[k] <= x) return {x, y};
        }
        fv[k] = x;
      }

      if (bmin > -m) bv[--bmin - 1] = kUnreachedBackward; else ++bmin;
      if (bmax < n) bv[++bmax + 1] = kUnreachedBackward; else --bmax;
      for (int k = bmax; k >= bmin; k -= 2) {
        int x = kUnreachedBackward;
        if (bv[k + 1] != kUnreachedBackward && bv[k + 1] > 0) x = bv[k + 1] - 1;
        if (bv[k - 1] != kUnreachedBackward && bv[k - 1] - k >= 0 && bv[k - 1] < x) x = bv[k - 1];
        if (x != kUnreachedBackward) {
          int y = x - k;
          while (x > 0 && y > 0 && a[x - 1] == b[y - 1]) --x, --y;
          if (!odd && k >= fmin && k <= fmax && x <= fv[k]) return {x, y};
        }
        bv[k] = x;
      }

      if (cost >= costLimit) return furthest(n, m, fv, fmin, fmax, bv, bmin, bmax);
    }
  }

 private:
  static Split furthest(int n, int m, const int* fv, int fmin, int fmax, const int* bv, int bmin,
                        int bmax) {
    Split best{0, 0};
    int bestProgress = -1;
    for (int k = fmin; k <= fmax; k += 2) {
      if (fv[k] == kUnreachedForward) continue;
      int progress = 2 * fv[k] - k;  // x + y
      if (progress > bestProgress) bestProgress = progress, best = {fv[k], fv[k] - k};
    }
    for (int k = bmin; k <= bmax; k += 2) {
      if (bv[k] == kUnreachedBackward) continue;
      int progress = n + m - (2 * bv[k] - k);
      if (progress > bestProgress) bestProgress = progress, best = {bv[k], bv[k] - k};
    }
    return best;
  }

  std::vector<int> forward_;
  std::vector<int> backward_;
};

// Edits per half below which the search stays exact. GNU diff uses 4096; 256 keeps two unrelated
// 20k-line IRs near 30 ms, for a few percent more lines reported as changed on such inputs.
constexpr int kMinCostLimit = 256;

// Matches a against b by divide and conquer on middle snakes; matched positions are reported to
// `match(i, j)` in no particular order.
template <typename Match>
void matchSequences(const std::vector<int>& a, const std::vector<int>& b, Match match) {
  struct Box {
    int x0, x1, y0, y1;
  };
  const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
  const int costLimit = std::max(kMinCostLimit, static_cast<int>(std::sqrt(double(n) + m)));
  MiddleSnake snake(static_cast<size_t>(n) + m + 3);
  std::vector<Box> boxes{{0, n, 0, m}};
  while (!boxes.empty()) {
    Box box = boxes.back();
    boxes.pop_back();
    while (box.x0 < box.x1 && box.y0 < box.y1 && a[box.x0] == b[box.y0]) match(box.x0++, box.y0++);
    while (box.x0 < box.x1 && box.y0 < box.y1 && a[box.x1 - 1] == b[box.y1 - 1])
      match(--box.x1, --box.y1);
    if (box.x0 == box.x1 || box.y0 == box.y1) continue;
    const int w = box.x1 - box.x0, h = box.y1 - box.y0;
    Split split = snake.find(a.data() + box.x0, w, b.data() + box.y0, h, costLimit);
    assert(split.x + split.y > 0 && split.x + split.y < w + h);
    boxes.push_back({box.x0, box.x0 + split.x, box.y0, box.y0 + split.y});
    boxes.push_back({box.x0 + split.x, box.x1, box.y0 + split.y, box.y1});
  }
}

// Lines that occur only on one side can never match, so they are set aside before the search (as
// GNU diff does); on two unrelated texts that leaves almost nothing to search.
Pairing alignLines(const std::vector<int>& a, const std::vector<int>& b, int idCount) {
  std::vector<char> inA(idCount, 0), inB(idCount, 0);
  for (int id : a) inA[id] = 1;
  for (int id : b) inB[id] = 1;
  std::vector<int> keptA, keptB, indexA, indexB;
  for (int i = 0; i < static_cast<int>(a.size()); ++i)
    if (inB[a[i]]) keptA.push_back(a[i]), indexA.push_back(i);
  for (int j = 0; j < static_cast<int>(b.size()); ++j)
    if (inA[b[j]]) keptB.push_back(b[j]), indexB.push_back(j);

  Pairing pairing{std::vector<int>(a.size(), -1), std::vector<int>(b.size(), -1)};
  matchSequences(keptA, keptB, [&](int i, int j) {
    pairing.oldToNew[indexA[i]] = indexB[j];
    pairing.newToOld[indexB[j]] = indexA[i];
  });
  return pairing;
}

// ---------------------------------------------------------------------------------------------
// Renaming check

// Each proposal costs a full walk of the document to evaluate, so their number is bounded.
constexpr int kMaxRenamingWalks = 16;
constexpr size_t kMaxRepairProposals = kMaxRenamingWalks;

// Re-pair `oldLine` with `newLine`, leaving their current partners unmatched.
struct Repair {
  int oldLine;
  int newLine;
};

// Walks the aligned document in order and keeps a partial bijection between old and new names.
// A definition rebinds its name (scopes reuse names); a use must agree with the bijection or the
// pair is Changed. Conflicts whose cause is an ambiguous alignment of twin lines (an op inserted
// next to an identical one) come back as Repair proposals.
class RenamingCheck {
 public:
  RenamingCheck(const EncodedText& before, const EncodedText& after, int nameCount)
      : before_(before), after_(after), nameCount_(nameCount) {}

  // Flags, per old line, the pairs that contradict the renaming; returns how many.
  int run(const Pairing& pairing, std::vector<char>& changed, std::vector<Repair>* repairs) {
    oldToNewName_.assign(nameCount_, -1);
    newToOldName_.assign(nameCount_, -1);
    oldDefinitionLine_.assign(nameCount_, -1);
    newDefinitionLine_.assign(nameCount_, -1);
    changed.assign(before_.lines.size(), 0);
    pairing_ = &pairing;
    repairs_ = repairs;
    int changedCount = 0;
    const int oldSize = static_cast<int>(before_.lines.size());
    const int newSize = static_cast<int>(after_.lines.size());
    int i = 0, j = 0;
    while (i < oldSize || j < newSize) {
      if (i < oldSize && pairing.oldToNew[i] < 0) {
        forgetDefinitions(before_, i, oldToNewName_, newToOldName_, oldDefinitionLine_);
        ++i;
      } else if (j < newSize && pairing.newToOld[j] < 0) {
        forgetDefinitions(after_, j, newToOldName_, oldToNewName_, newDefinitionLine_);
        ++j;
      } else {
        assert(pairing.oldToNew[i] == j);
        if (!checkPair(i, j)) changed[i] = 1, ++changedCount;
        ++i, ++j;
      }
    }
    return changedCount;
  }

 private:
  void forgetDefinitions(const EncodedText& text, int line, std::vector<int>& forward,
                         std::vector<int>& backward, std::vector<int>& definitionLine) {
    for (int t = text.tokenBegin[line]; t < text.tokenBegin[line + 1]; ++t) {
      if (!text.tokenIsDefinition[t]) continue;
      int name = text.tokenNames[t];
      if (forward[name] >= 0) backward[forward[name]] = -1, forward[name] = -1;
      definitionLine[name] = line;
    }
  }

  void bind(int oldName, int newName) {
    if (oldToNewName_[oldName] >= 0) newToOldName_[oldToNewName_[oldName]] = -1;
    if (newToOldName_[newName] >= 0) oldToNewName_[newToOldName_[newName]] = -1;
    oldToNewName_[oldName] = newName;
    newToOldName_[newName] = oldName;
  }

  // Returns false when the pair's names contradict the bijection.
  bool checkPair(int oldLine, int newLine) {
    const int oldBegin = before_.tokenBegin[oldLine], oldEnd = before_.tokenBegin[oldLine + 1];
    const int newBegin = after_.tokenBegin[newLine];
    // Equal normalised lines have equal name lists; this only keeps the positional pairing below
    // from reading past a line's names.
    if (oldEnd - oldBegin != after_.tokenBegin[newLine + 1] - newBegin) {
      forgetDefinitions(before_, oldLine, oldToNewName_, newToOldName_, oldDefinitionLine_);
      forgetDefinitions(after_, newLine, newToOldName_, oldToNewName_, newDefinitionLine_);
      return false;
    }
    // Uses are checked before this line's definitions take effect: what a line defines is only
    // visible after it (its results, or the region it opens).
    bool consistent = true;
    boundHere_.clear();
    for (int t = oldBegin, u = newBegin; t < oldEnd; ++t, ++u) {
      if (before_.tokenIsDefinition[t]) continue;
      int oldName = before_.tokenNames[t], newName = after_.tokenNames[u];
      int image = oldToNewName_[oldName], preimage = newToOldName_[newName];
      if (image == newName) continue;
      if (image < 0 && preimage < 0) {
        bind(oldName, newName);
        boundHere_.push_back(oldName);
        continue;
      }
      consistent = false;
      if (repairs_ && repairs_->size() < kMaxRepairProposals)
        proposeRepair(oldName, newName, image, preimage);
    }
    if (!consistent)
      for (int oldName : boundHere_)
        newToOldName_[oldToNewName_[oldName]] = -1, oldToNewName_[oldName] = -1;
    for (int t = oldBegin, u = newBegin; t < oldEnd; ++t, ++u) {
      if (!before_.tokenIsDefinition[t]) continue;
      bind(before_.tokenNames[t], after_.tokenNames[u]);
      oldDefinitionLine_[before_.tokenNames[t]] = oldLine;
      newDefinitionLine_[after_.tokenNames[u]] = newLine;
    }
    return consistent;
  }

  // `oldName` should map to `newName`, but the bijection pairs them elsewhere. If one of the two
  // definitions is unmatched and has an identical twin that was matched instead, and nothing is
  // matched between the twins, matching the other twin is an equally short alignment that may
  // agree with the uses.
  void proposeRepair(int oldName, int newName, int image, int preimage) {
    const int oldDef = oldDefinitionLine_[oldName], newDef = newDefinitionLine_[newName];
    if (oldDef < 0 || newDef < 0) return;
    const std::vector<int>& oldToNew = pairing_->oldToNew;
    const std::vector<int>& newToOld = pairing_->newToOld;
    if (image >= 0 && newToOld[newDef] < 0 && oldToNew[oldDef] >= 0) {
      int twin = oldToNew[oldDef];
      if (after_.lineIds[twin] == after_.lineIds[newDef] && noneMatchedBetween(newToOld, twin, newDef))
        addRepair({oldDef, newDef});
    }
    if (preimage >= 0 && oldToNew[oldDef] < 0 && newToOld[newDef] >= 0) {
      int twin = newToOld[newDef];
      if (before_.lineIds[twin] == before_.lineIds[oldDef] && noneMatchedBetween(oldToNew, twin, oldDef))
        addRepair({oldDef, newDef});
    }
  }

  static bool noneMatchedBetween(const std::vector<int>& partner, int a, int b) {
    for (int k = std::min(a, b) + 1; k < std::max(a, b); ++k)
      if (partner[k] >= 0) return false;
    return true;
  }

  void addRepair(Repair repair) {
    for (const Repair& r : *repairs_)
      if (r.oldLine == repair.oldLine && r.newLine == repair.newLine) return;
    repairs_->push_back(repair);
  }

  const EncodedText& before_;
  const EncodedText& after_;
  const int nameCount_;
  const Pairing* pairing_ = nullptr;
  std::vector<Repair>* repairs_ = nullptr;
  std::vector<int> oldToNewName_, newToOldName_;
  std::vector<int> oldDefinitionLine_, newDefinitionLine_;
  std::vector<int> boundHere_;
};

// Points `repair.oldLine` and `repair.newLine` at each other; returns what undoes it.
Repair repairPairing(Pairing& pairing, Repair repair) {
  const Repair previous{pairing.newToOld[repair.newLine], pairing.oldToNew[repair.oldLine]};
  if (previous.newLine >= 0) pairing.newToOld[previous.newLine] = -1;
  if (previous.oldLine >= 0) pairing.oldToNew[previous.oldLine] = -1;
  pairing.oldToNew[repair.oldLine] = repair.newLine;
  pairing.newToOld[repair.newLine] = repair.oldLine;
  return previous;
}

void undoRepair(Pairing& pairing, Repair repair, Repair previous) {
  pairing.oldToNew[repair.oldLine] = previous.newLine;
  pairing.newToOld[repair.newLine] = previous.oldLine;
  if (previous.newLine >= 0) pairing.newToOld[previous.newLine] = repair.oldLine;
  if (previous.oldLine >= 0) pairing.oldToNew[previous.oldLine] = repair.newLine;
}

// Tries repair proposals one at a time, keeping those that lower the number of Changed pairs.
// Returns the per-old-line Changed flags of the final pairing.
std::vector<char> checkRenaming(const EncodedText& before, const EncodedText& after, int nameCount,
                                Pairing& pairing) {
  RenamingCheck check(before, after, nameCount);
  std::vector<char> changed;
  std::vector<Repair> proposals;
  int changedCount = check.run(pairing, changed, &proposals);
  int walks = 1;
  bool changedMatchesPairing = true;
  while (changedCount > 0 && !proposals.empty() && walks < kMaxRenamingWalks) {
    std::vector<Repair> tried = std::move(proposals);
    proposals.clear();
    for (Repair repair : tried) {
      if (walks++ >= kMaxRenamingWalks) break;
      const Repair previous = repairPairing(pairing, repair);
      std::vector<Repair> next;
      const int count = check.run(pairing, changed, &next);
      changedMatchesPairing = count < changedCount;
      if (changedMatchesPairing) {
        changedCount = count;
        proposals = std::move(next);
        break;
      }
      undoRepair(pairing, repair, previous);
    }
  }
  if (!changedMatchesPairing) check.run(pairing, changed, nullptr);
  return changed;
}

// ---------------------------------------------------------------------------------------------
// Result

std::vector<DiffLine> buildAlignment(const Pairing& pairing, const std::vector<char>& changed) {
  const int oldSize = static_cast<int>(pairing.oldToNew.size());
  const int newSize = static_cast<int>(pairing.newToOld.size());
  std::vector<DiffLine> rows;
  rows.reserve(static_cast<size_t>(std::max(oldSize, newSize)));
  int i = 0, j = 0;
  while (i < oldSize || j < newSize) {
    if (i < oldSize && pairing.oldToNew[i] < 0) {
      rows.push_back({LineKind::Removed, i++, -1});
    } else if (j < newSize && pairing.newToOld[j] < 0) {
      rows.push_back({LineKind::Added, -1, j++});
    } else {
      rows.push_back({changed[i] ? LineKind::Changed : LineKind::Same, i, j});
      ++i, ++j;
    }
  }
  return rows;
}

void summarize(IrDiff& diff) {
  const std::vector<DiffLine>& rows = diff.alignment;
  for (size_t r = 0; r < rows.size(); ++r) {
    switch (rows[r].kind) {
      case LineKind::Same: continue;
      case LineKind::Added: ++diff.stats.added; break;
      case LineKind::Removed: ++diff.stats.removed; break;
      case LineKind::Changed: ++diff.stats.changed; break;
    }
    if (r == 0 || rows[r - 1].kind == LineKind::Same) diff.changeStarts.push_back(static_cast<int>(r));
  }
}

// Change runs closer than 2 * context Same rows share a hunk, as in GNU diff.
void groupHunks(IrDiff& diff, int context) {
  const std::vector<DiffLine>& rows = diff.alignment;
  const int size = static_cast<int>(rows.size());
  int oldBefore = 0, newBefore = 0, counted = 0;  // lines on each side in rows[0, counted)
  size_t start = 0;
  while (start < diff.changeStarts.size()) {
    int first = diff.changeStarts[start];
    int last = first;  // one past the last non-Same row of the hunk
    size_t next = start;
    while (next < diff.changeStarts.size()) {
      int runStart = diff.changeStarts[next];
      if (next > start && runStart - last > 2 * context) break;
      last = runStart;
      while (last < size && rows[last].kind != LineKind::Same) ++last;
      ++next;
    }
    const int begin = std::max(0, first - context), end = std::min(size, last + context);
    for (; counted < begin; ++counted) {
      oldBefore += rows[counted].oldIndex >= 0;
      newBefore += rows[counted].newIndex >= 0;
    }
    Hunk hunk;
    hunk.oldStart = oldBefore;
    hunk.newStart = newBefore;
    hunk.lines.assign(rows.begin() + begin, rows.begin() + end);
    for (const DiffLine& row : hunk.lines) {
      hunk.oldCount += row.oldIndex >= 0;
      hunk.newCount += row.newIndex >= 0;
    }
    diff.hunks.push_back(std::move(hunk));
    start = next;
  }
}

// GNU's range: "start,count", just "start" for one line, and the line before for an empty range.
void appendRange(std::string& out, int start, int count) {
  out += std::to_string(count == 0 ? start : start + 1);
  if (count != 1) out += ',' + std::to_string(count);
}

void appendLine(std::string& out, char prefix, const std::vector<std::string_view>& lines, int index,
                bool missingFinalNewline) {
  out += prefix;
  out += lines[index];
  out += '\n';
  if (missingFinalNewline && index + 1 == static_cast<int>(lines.size()))
    out += "\\ No newline at end of file\n";
}

}  // namespace

std::vector<std::string_view> splitLines(std::string_view text) {
  size_t newlines = 0;
  for (const char* p = text.data(), *end = p + text.size();
       (p = static_cast<const char*>(std::memchr(p, '\n', end - p))) != nullptr; ++p)
    ++newlines;
  std::vector<std::string_view> lines;
  lines.reserve(newlines + 1);
  size_t start = 0;
  while (start < text.size()) {
    size_t newline = text.find('\n', start);
    if (newline == std::string_view::npos) newline = text.size();
    lines.push_back(text.substr(start, newline - start));
    start = newline + 1;
  }
  return lines;
}

std::string normalizeLine(std::string_view line) {
  std::string out(line.size(), '\0');
  out.resize(LineScanner().scan(line, out.data(), nullptr));
  return out;
}

IrDiff diffIr(std::string_view before, std::string_view after, const DiffOptions& options) {
  std::vector<std::string_view> oldLines = splitLines(before), newLines = splitLines(after);
  Encoder encoder(oldLines.size() + newLines.size(), before.size() + after.size());
  EncodedText oldText = encoder.encode(std::move(oldLines));
  EncodedText newText = encoder.encode(std::move(newLines));
  Pairing pairing = alignLines(oldText.lineIds, newText.lineIds, encoder.lineIdCount());
  std::vector<char> changed = checkRenaming(oldText, newText, encoder.nameCount(), pairing);

  IrDiff diff;
  diff.alignment = buildAlignment(pairing, changed);
  summarize(diff);
  groupHunks(diff, std::max(0, options.context));
  return diff;
}

std::string formatUnified(const IrDiff& diff, std::string_view before, std::string_view after,
                          std::string_view oldLabel, std::string_view newLabel) {
  if (diff.hunks.empty()) return {};
  const std::vector<std::string_view> oldLines = splitLines(before);
  const std::vector<std::string_view> newLines = splitLines(after);
  const bool oldMissingNewline = !before.empty() && before.back() != '\n';
  const bool newMissingNewline = !after.empty() && after.back() != '\n';
  std::string out;
  out.append("--- ").append(oldLabel).append("\n+++ ").append(newLabel).append("\n");
  for (const Hunk& hunk : diff.hunks) {
    out += "@@ -";
    appendRange(out, hunk.oldStart, hunk.oldCount);
    out += " +";
    appendRange(out, hunk.newStart, hunk.newCount);
    out += " @@\n";
    const std::vector<DiffLine>& rows = hunk.lines;
    for (size_t r = 0; r < rows.size();) {
      if (rows[r].kind == LineKind::Same) {
        appendLine(out, ' ', newLines, rows[r++].newIndex, newMissingNewline);
        continue;
      }
      size_t end = r;
      while (end < rows.size() && rows[end].kind != LineKind::Same) ++end;
      for (size_t k = r; k < end; ++k)
        if (rows[k].oldIndex >= 0) appendLine(out, '-', oldLines, rows[k].oldIndex, oldMissingNewline);
      for (size_t k = r; k < end; ++k)
        if (rows[k].newIndex >= 0) appendLine(out, '+', newLines, rows[k].newIndex, newMissingNewline);
      r = end;
    }
  }
  return out;
}

}  // namespace lantern::diff
