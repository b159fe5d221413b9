// MLIR syntax highlighting for one printed line at a time: a tokenizer good enough for the
// colours (ops, SSA values, blocks, attribute aliases, types, keywords, numbers, strings,
// comments) and the drawing of a line with them. Works on the visible lines only, without
// allocating.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <string_view>

namespace lantern::gui {

enum class TokenKind : uint8_t { Plain, Op, Value, Block, Alias, Type, Keyword, Number, String, Comment };

struct Token {
  uint32_t begin = 0;
  uint32_t end = 0;
  TokenKind kind = TokenKind::Plain;
};

// Splits `line` into at most `capacity` tokens covering it; the rest of a long line becomes one
// Plain token. Returns the number written.
int tokenizeMlir(std::string_view line, Token *out, int capacity);

ImU32 tokenColour(TokenKind kind);

// Draws `line` at `pos` with syntax colours; occurrences of `match` (case-insensitive, may be
// empty) get a highlight behind them. Returns the x after the text.
float drawMlirLine(ImDrawList *drawList, ImFont *font, float fontSize, ImVec2 pos, std::string_view line,
                   std::string_view match);

// Case-insensitive search; npos when absent.
size_t findIgnoringCase(std::string_view text, std::string_view needle, size_t from = 0);

} // namespace lantern::gui
