// MLIR line tokenizer and coloured drawing.
#include "widgets/mlir_syntax.h"

#include "widgets/theme.h"

#include <algorithm>
#include <cctype>
#include <cfloat>

namespace lantern::gui {

namespace {

bool isIdentStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isIdentChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.'; }
bool isNameChar(char c) { return isIdentChar(c) || c == '-'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

bool isBuiltinType(std::string_view word) {
  if (word == "index" || word == "none" || word == "bf16" || word == "tf32")
    return true;
  if (word.size() >= 2 && (word[0] == 'i' || word[0] == 'f' || word[0] == 'u' || word[0] == 's')) {
    size_t start = (word[0] == 's' || word[0] == 'u') && word.size() > 2 && word[1] == 'i' ? 2 : 1;
    return std::all_of(word.begin() + static_cast<long>(start), word.end(), isDigit) && start < word.size();
  }
  return word.rfind("f8E", 0) == 0;
}

bool isShapedType(std::string_view word) {
  return word == "tensor" || word == "memref" || word == "vector" || word == "complex" || word == "tuple";
}

bool isKeyword(std::string_view word) {
  static constexpr std::string_view words[] = {
      "module", "ins", "outs", "attrs", "to", "step", "in", "into", "shared_outs", "iter_args", "permutation",
      "output_shape", "dimensions", "indexing_maps", "iterator_types", "private", "public", "mapping", "true",
      "false", "offsets", "sizes", "strides", "dense", "array", "affine_map", "strided", "from", "with",
      "ceildiv", "floordiv", "mod", "symbol", "loc", "unit", "parallel", "reduction", "inbounds",
      "in_bounds", "kind", "restrict", "writable", "tensor", "memref", "vector"};
  return std::find(std::begin(words), std::end(words), word) != std::end(words);
}

// Index just past the `>` matching the `<` at `open`, or the end of the line.
size_t skipAngles(std::string_view line, size_t open) {
  int depth = 0;
  for (size_t i = open; i < line.size(); ++i) {
    if (line[i] == '<')
      ++depth;
    else if (line[i] == '>' && --depth == 0)
      return i + 1;
  }
  return line.size();
}

} // namespace

int tokenizeMlir(std::string_view line, Token *out, int capacity) {
  int count = 0;
  bool firstWord = true;  // no token but spaces yet: an identifier here is an op
  char lastSignificant = 0;
  auto emit = [&](size_t begin, size_t end, TokenKind kind) {
    if (count > 0 && kind == TokenKind::Plain && out[count - 1].kind == TokenKind::Plain &&
        out[count - 1].end == begin) {
      out[count - 1].end = static_cast<uint32_t>(end);
      return;
    }
    if (count == capacity - 1 && begin < line.size()) {
      // Out of room: the rest of the line is one plain token.
      out[count++] = {static_cast<uint32_t>(begin), static_cast<uint32_t>(line.size()), TokenKind::Plain};
      return;
    }
    if (count < capacity)
      out[count++] = {static_cast<uint32_t>(begin), static_cast<uint32_t>(end), kind};
  };

  size_t i = 0;
  const size_t n = line.size();
  while (i < n && count < capacity) {
    char c = line[i];
    size_t start = i;
    if (c == ' ') {
      while (i < n && line[i] == ' ')
        ++i;
      emit(start, i, TokenKind::Plain);
      continue;
    }
    if (c == '/' && i + 1 < n && line[i + 1] == '/') {
      emit(start, n, TokenKind::Comment);
      break;
    }
    if (c == '"') {
      ++i;
      while (i < n && line[i] != '"')
        i += line[i] == '\\' ? 2 : 1;
      i = std::min(i + 1, n);
      emit(start, i, TokenKind::String);
    } else if ((c == '%' || c == '^' || c == '#' || c == '!' || c == '@') && i + 1 < n &&
               (isNameChar(line[i + 1]) || line[i + 1] == '"')) {
      ++i;
      if (line[i] == '"') {
        ++i;
        while (i < n && line[i] != '"')
          ++i;
        i = std::min(i + 1, n);
      } else {
        while (i < n && isNameChar(line[i]))
          ++i;
      }
      if (c == '%' && i + 1 < n && line[i] == '#' && isDigit(line[i + 1])) { // %0#1
        ++i;
        while (i < n && isDigit(line[i]))
          ++i;
      }
      if (c == '!' && i < n && line[i] == '<')
        i = skipAngles(line, i);
      TokenKind kind = c == '%'   ? TokenKind::Value
                       : c == '^' ? TokenKind::Block
                       : c == '!' ? TokenKind::Type
                                  : TokenKind::Alias;
      emit(start, i, kind);
    } else if (isDigit(c) || (c == '-' && i + 1 < n && isDigit(line[i + 1]))) {
      ++i;
      while (i < n && (std::isalnum(static_cast<unsigned char>(line[i])) || line[i] == '.' ||
                       ((line[i] == '+' || line[i] == '-') && (line[i - 1] == 'e' || line[i - 1] == 'E'))))
        ++i;
      emit(start, i, TokenKind::Number);
    } else if (isIdentStart(c)) {
      while (i < n && isIdentChar(line[i]))
        ++i;
      std::string_view word = line.substr(start, i - start);
      TokenKind kind = TokenKind::Plain;
      if (isShapedType(word) && i < n && line[i] == '<') {
        i = skipAngles(line, i);
        kind = TokenKind::Type;
      } else if (word.find('.') != std::string_view::npos && (firstWord || lastSignificant == '=')) {
        kind = TokenKind::Op;
      } else if (isBuiltinType(word)) {
        kind = TokenKind::Type;
      } else if (isKeyword(word)) {
        kind = TokenKind::Keyword;
      }
      emit(start, i, kind);
    } else {
      ++i;
      emit(start, i, TokenKind::Plain);
    }
    firstWord = false;
    lastSignificant = line[i - 1];
  }
  return count;
}

ImU32 tokenColour(TokenKind kind) {
  switch (kind) {
  case TokenKind::Plain:
    return IM_COL32(212, 214, 220, 255);
  case TokenKind::Op:
    return IM_COL32(220, 220, 160, 255);
  case TokenKind::Value:
    return IM_COL32(156, 210, 254, 255);
  case TokenKind::Block:
    return IM_COL32(197, 134, 192, 255);
  case TokenKind::Alias:
    return IM_COL32(215, 186, 125, 255);
  case TokenKind::Type:
    return IM_COL32(78, 201, 176, 255);
  case TokenKind::Keyword:
    return IM_COL32(110, 160, 225, 255);
  case TokenKind::Number:
    return IM_COL32(181, 206, 168, 255);
  case TokenKind::String:
    return IM_COL32(206, 145, 120, 255);
  case TokenKind::Comment:
    return IM_COL32(110, 150, 95, 255);
  }
  return IM_COL32_WHITE;
}

size_t findIgnoringCase(std::string_view text, std::string_view needle, size_t from) {
  if (needle.empty() || needle.size() > text.size())
    return std::string_view::npos;
  auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
  for (size_t i = from; i + needle.size() <= text.size(); ++i) {
    size_t k = 0;
    while (k < needle.size() && lower(text[i + k]) == lower(needle[k]))
      ++k;
    if (k == needle.size())
      return i;
  }
  return std::string_view::npos;
}

float drawMlirLine(ImDrawList *drawList, ImFont *font, float fontSize, ImVec2 pos, std::string_view line,
                   std::string_view match) {
  auto widthOf = [&](size_t begin, size_t end) {
    return font->CalcTextSizeA(fontSize, FLT_MAX, 0, line.data() + begin, line.data() + end).x;
  };
  if (!match.empty()) {
    for (size_t at = findIgnoringCase(line, match); at != std::string_view::npos;
         at = findIgnoringCase(line, match, at + match.size())) {
      float x0 = pos.x + widthOf(0, at);
      float x1 = x0 + widthOf(at, at + match.size());
      drawList->AddRectFilled(ImVec2(x0, pos.y), ImVec2(x1, pos.y + fontSize), colors::highlight());
    }
  }
  constexpr int kCapacity = 192;
  Token tokens[kCapacity];
  int count = tokenizeMlir(line, tokens, kCapacity);
  float clipRight = drawList->GetClipRectMax().x;
  float x = pos.x;
  for (int t = 0; t < count && x < clipRight; ++t) {
    const char *begin = line.data() + tokens[t].begin;
    const char *end = line.data() + tokens[t].end;
    drawList->AddText(font, fontSize, ImVec2(x, pos.y), tokenColour(tokens[t].kind), begin, end);
    x += font->CalcTextSizeA(fontSize, FLT_MAX, 0, begin, end).x;
  }
  return x;
}

} // namespace lantern::gui
