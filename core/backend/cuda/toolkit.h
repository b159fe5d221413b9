// The CUDA toolkit's programs (ptxas, cuobjdump, nvdisasm): found where the cuda backend looks for
// them and run with their output captured. Lantern builds and emits PTX without any of them.
#pragma once

#include "ir/diagnostics.h"

#include <string>
#include <vector>

namespace lantern::backend::cuda {

// Where findCudaTool looks, for messages: "PATH, $CUDA_HOME/bin and /usr/local/cuda/bin".
extern const char *const kToolSearchPath;

// A toolkit program from PATH, $CUDA_HOME/bin or /usr/local/cuda/bin; empty when none is found.
std::string findCudaTool(const std::string &name);

// The assembler: LANTERN_PTXAS names it (or is "none", to hand the driver PTX), else findCudaTool.
// Empty when there is none; a LANTERN_PTXAS path is returned as given, whether it exists or not.
std::string findPtxas();

// Why no assembler can be run, or empty when findPtxas names an executable one: "ptxas not found
// (looked on ...; set PATH or CUDA_HOME to a CUDA toolkit, or LANTERN_PTXAS to its ptxas)",
// "ptxas not used: LANTERN_PTXAS=none", "ptxas not found: LANTERN_PTXAS=/x is not an executable file".
std::string whyNoPtxas();

// Runs `program` with `args`; its standard output and error land in `output`. On a non-zero exit
// an error naming `what`, the program, the status and the output.
bool runTool(const std::string &program, const std::vector<std::string> &args, const std::string &what,
             std::string &output, std::vector<Diagnostic> &diagnostics);

// Assembles `ptx` for `chip` ("sm_90a") with ptxas -O3, plus `extraArgs` ("-v"), in a temporary
// directory: the cubin in `cubin`, what ptxas printed in `log`. An error saying why when there is
// no ptxas (whyNoPtxas) or it fails.
bool assemblePtx(const std::string &ptx, const std::string &chip, const std::vector<std::string> &extraArgs,
                 std::string &cubin, std::string &log, std::vector<Diagnostic> &diagnostics);

bool readFile(const std::string &path, std::string &out);

} // namespace lantern::backend::cuda
