// SPIRV-Tools' validator and disassembler, in process: the level_zero backend validates every SPIR-V
// module it writes, so that a module a driver would refuse is an error of the compile naming the
// validator's message, never a file written with exit status 0; its SPIR-V text is the validated
// binary disassembled.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace lantern::backend {

// Validates `binary`, a SPIR-V module as bytes (its 32-bit words in the host's byte order), for the
// universal SPIR-V 1.6 environment, which `spirv-val` checks by default. Success, or an error with
// the validator's messages as spirv-val prints them ("line N: ...", N counting instructions).
llvm::Error validateSpirv(llvm::StringRef binary);

// `binary` as SPIR-V text, as `spirv-dis` writes it (friendly names, indented), or the
// disassembler's error.
llvm::Expected<std::string> disassembleSpirv(llvm::StringRef binary);

} // namespace lantern::backend
