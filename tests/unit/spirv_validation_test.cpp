// SPIRV-Tools' validator and disassembler as the level_zero backend runs them on the SPIR-V it
// writes, on hand-assembled modules.
#include "backend/level_zero/spirv_validation.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace lantern::backend {
namespace {

// The first word of an instruction: its word count and opcode.
constexpr uint32_t op(uint32_t words, uint32_t opcode) { return words << 16 | opcode; }

// A SPIR-V 1.4 kernel library (Linkage: no entry point needed) with one function computing
// `and_lhs & 255` in 32 bits, %3 = 255 (uint) and %4 = 7 (ulong): with `and_lhs` = %4 the 32-bit
// OpBitwiseAnd takes a 64-bit operand, what LLVM 22's SPIR-V backend wrote for batch-2 causal graphs.
std::vector<uint32_t> moduleAnding(uint32_t andLhs) {
  return {
      0x07230203, 0x00010400, 0, 9, 0,          // magic, version 1.4, generator, bound, schema
      op(2, 17), 4,                             // OpCapability Addresses
      op(2, 17), 6,                             // OpCapability Kernel
      op(2, 17), 11,                            // OpCapability Int64
      op(2, 17), 5,                             // OpCapability Linkage
      op(3, 14), 2, 2,                          // OpMemoryModel Physical64 OpenCL
      op(4, 21), 1, 32, 0,                      // %1 = OpTypeInt 32 0
      op(4, 21), 2, 64, 0,                      // %2 = OpTypeInt 64 0
      op(4, 43), 1, 3, 255,                     // %3 = OpConstant %1 255
      op(5, 43), 2, 4, 7, 0,                    // %4 = OpConstant %2 7
      op(3, 33), 5, 1,                          // %5 = OpTypeFunction %1
      op(5, 54), 1, 6, 0, 5,                    // %6 = OpFunction %1 None %5
      op(2, 248), 7,                            // %7 = OpLabel
      op(5, 199), 1, 8, andLhs, 3,              // %8 = OpBitwiseAnd %1 andLhs %3
      op(2, 254), 8,                            // OpReturnValue %8
      op(1, 56),                                // OpFunctionEnd
  };
}

std::string bytesOf(const std::vector<uint32_t> &words) {
  return std::string(reinterpret_cast<const char *>(words.data()), words.size() * sizeof(uint32_t));
}

// What the validator says of `bytes`: "" when it accepts them.
std::string refusal(llvm::StringRef bytes) {
  llvm::Error error = validateSpirv(bytes);
  return error ? llvm::toString(std::move(error)) : "";
}

TEST(ValidateSpirv, AcceptsAValidModule) { EXPECT_EQ(refusal(bytesOf(moduleAnding(3))), ""); }

TEST(ValidateSpirv, ABitwiseAndOfMixedWidthsIsAnErrorWithTheValidatorsMessage) {
  std::string message = refusal(bytesOf(moduleAnding(4)));
  EXPECT_NE(message.find("line 13: Expected operands to have the same bit width as Result Type: BitwiseAnd"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("OpBitwiseAnd %uint %ulong_7 %uint_255"), std::string::npos) << message;
}

TEST(ValidateSpirv, BytesThatAreNoWholeWordsAreAnError) {
  std::string bytes = bytesOf(moduleAnding(3));
  bytes.pop_back();
  EXPECT_EQ(refusal(bytes),
            "a SPIR-V module is a sequence of 32-bit words, not " + std::to_string(bytes.size()) + " bytes");
}

TEST(DisassembleSpirv, WritesTextAsSpirvDisDoes) {
  llvm::Expected<std::string> text = disassembleSpirv(bytesOf(moduleAnding(3)));
  ASSERT_TRUE(static_cast<bool>(text)) << llvm::toString(text.takeError());
  EXPECT_NE(text->find("; Version: 1.4"), std::string::npos) << *text;
  EXPECT_NE(text->find("OpMemoryModel Physical64 OpenCL"), std::string::npos) << *text;
  EXPECT_NE(text->find("= OpBitwiseAnd %uint %uint_255 %uint_255"), std::string::npos) << *text;
}

} // namespace
} // namespace lantern::backend
