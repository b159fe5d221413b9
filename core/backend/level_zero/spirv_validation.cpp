#include "backend/level_zero/spirv_validation.h"

#include <spirv-tools/libspirv.hpp>

#include <cstdint>
#include <cstring>
#include <vector>

namespace lantern::backend {

namespace {

constexpr spv_target_env kEnvironment = SPV_ENV_UNIVERSAL_1_6;

// The words of `binary`, or an error when it is no whole number of them.
llvm::Expected<std::vector<uint32_t>> wordsOf(llvm::StringRef binary) {
  if (binary.empty() || binary.size() % sizeof(uint32_t) != 0)
    return llvm::createStringError("a SPIR-V module is a sequence of 32-bit words, not " +
                                   std::to_string(binary.size()) + " bytes");
  std::vector<uint32_t> words(binary.size() / sizeof(uint32_t));
  std::memcpy(words.data(), binary.data(), binary.size());
  return words;
}

// Collects the errors `tools` reports into `messages`, one a line.
void reportErrorsTo(spvtools::SpirvTools &tools, std::string &messages) {
  tools.SetMessageConsumer([&messages](spv_message_level_t level, const char *, const spv_position_t &position,
                                       const char *message) {
    if (level > SPV_MSG_ERROR)
      return;
    if (!messages.empty())
      messages += "\n";
    messages += "line " + std::to_string(position.index) + ": " + message;
  });
}

} // namespace

llvm::Error validateSpirv(llvm::StringRef binary) {
  llvm::Expected<std::vector<uint32_t>> words = wordsOf(binary);
  if (!words)
    return words.takeError();
  std::string messages;
  spvtools::SpirvTools tools(kEnvironment);
  reportErrorsTo(tools, messages);
  if (tools.Validate(words->data(), words->size(), spvtools::ValidatorOptions()))
    return llvm::Error::success();
  return llvm::createStringError(messages.empty() ? "the validator refused it without saying why" : messages);
}

llvm::Expected<std::string> disassembleSpirv(llvm::StringRef binary) {
  llvm::Expected<std::vector<uint32_t>> words = wordsOf(binary);
  if (!words)
    return words.takeError();
  std::string messages, text;
  spvtools::SpirvTools tools(kEnvironment);
  reportErrorsTo(tools, messages);
  if (tools.Disassemble(*words, &text,
                        SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES | SPV_BINARY_TO_TEXT_OPTION_INDENT))
    return text;
  return llvm::createStringError(messages.empty() ? "the disassembler refused it without saying why" : messages);
}

} // namespace lantern::backend
