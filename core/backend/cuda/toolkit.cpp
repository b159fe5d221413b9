// Finding and running the CUDA toolkit's programs.
#include "backend/cuda/toolkit.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"

#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>

namespace lantern::backend::cuda {

const char *const kToolSearchPath = "PATH, $CUDA_HOME/bin and /usr/local/cuda/bin";

std::string findCudaTool(const std::string &name) {
  if (auto onPath = llvm::sys::findProgramByName(name))
    return *onPath;
  std::vector<std::string> dirs;
  if (const char *home = std::getenv("CUDA_HOME"))
    dirs.push_back(std::string(home) + "/bin");
  dirs.push_back("/usr/local/cuda/bin");
  for (const std::string &dir : dirs)
    if (llvm::sys::fs::can_execute(dir + "/" + name))
      return dir + "/" + name;
  return "";
}

std::string findPtxas() {
  if (const char *chosen = std::getenv("LANTERN_PTXAS"))
    return std::string(chosen) == "none" ? std::string() : std::string(chosen);
  return findCudaTool("ptxas");
}

std::string whyNoPtxas() {
  const char *chosen = std::getenv("LANTERN_PTXAS");
  if (chosen && std::string(chosen) == "none")
    return "ptxas not used: LANTERN_PTXAS=none";
  std::string ptxas = findPtxas();
  if (ptxas.empty())
    return std::string("ptxas not found (looked on ") + kToolSearchPath +
           "; set PATH or CUDA_HOME to a CUDA toolkit, or LANTERN_PTXAS to its ptxas)";
  if (!llvm::sys::fs::can_execute(ptxas) || llvm::sys::fs::is_directory(ptxas))
    return "ptxas not found: LANTERN_PTXAS=" + ptxas + " is not an executable file";
  return "";
}

bool readFile(const std::string &path, std::string &out) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return false;
  std::stringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

bool runTool(const std::string &program, const std::vector<std::string> &args, const std::string &what,
             std::string &output, std::vector<Diagnostic> &diagnostics) {
  llvm::SmallVector<llvm::StringRef> argv{program};
  for (const std::string &a : args)
    argv.push_back(a);
  std::string errorMessage;
  llvm::SmallString<128> log;
  llvm::sys::fs::createTemporaryFile("lantern-tool", "log", log);
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(log), llvm::StringRef(log)};
  int rc = llvm::sys::ExecuteAndWait(program, argv, std::nullopt, redirects, 0, 0, &errorMessage);
  readFile(std::string(log), output);
  llvm::sys::fs::remove(log);
  if (rc != 0) {
    diagnostics.push_back(makeError("compile: " + what + " (" + program + ") failed with exit status " +
                                    std::to_string(rc) + (errorMessage.empty() ? "" : ": " + errorMessage) + "\n" +
                                    output));
    return false;
  }
  return true;
}

bool assemblePtx(const std::string &ptx, const std::string &chip, const std::vector<std::string> &extraArgs,
                 std::string &cubin, std::string &log, std::vector<Diagnostic> &diagnostics) {
  if (std::string why = whyNoPtxas(); !why.empty()) {
    diagnostics.push_back(makeError("compile: " + why));
    return false;
  }
  llvm::SmallString<128> dir;
  if (llvm::sys::fs::createUniqueDirectory("lantern-ptxas", dir)) {
    diagnostics.push_back(makeError("compile: cannot create a temporary directory for ptxas"));
    return false;
  }
  std::string in = std::string(dir) + "/kernel.ptx", out = std::string(dir) + "/kernel.cubin";
  {
    std::ofstream f(in);
    f << ptx;
  }
  std::vector<std::string> args{"-arch=" + chip, "-O3"};
  args.insert(args.end(), extraArgs.begin(), extraArgs.end());
  args.insert(args.end(), {in, "-o", out});
  bool ok = runTool(findPtxas(), args, "assembling PTX for " + chip, log, diagnostics) && readFile(out, cubin);
  llvm::sys::fs::remove_directories(dir);
  return ok;
}

} // namespace lantern::backend::cuda
