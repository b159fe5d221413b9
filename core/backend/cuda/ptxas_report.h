// Per-kernel resources of a CUDA module and the occupancy they allow, as pure functions of text:
// ptxas -v's report, the PTX it assembled (target and block sizes), and a table of SM limits.
// kernel_resources.h runs ptxas and hands its output here.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lantern::backend::cuda {

// What ptxas -v reports for one kernel (a PTX .entry). Spills and stack are bytes per thread;
// shared and constant memory bytes per block.
struct KernelResources {
  std::string name;                 // the entry's PTX name ("main_kernel"; mangled for C++ kernels)
  int registers = 0;                // per thread
  int barriers = 0;                 // named barriers (bar.sync ids) it uses
  int64_t spillStoreBytes = 0;
  int64_t spillLoadBytes = 0;
  int64_t stackFrameBytes = 0;      // its local-memory frame: spills and local arrays
  int64_t cumulativeStackBytes = 0; // with the frames of the functions it calls; 0 when ptxas omits it
  int64_t sharedBytes = 0;          // static shared memory ("smem")
  int64_t dynamicSharedBytes = 0;   // what its launch asks for (not in ptxas's report; set by the caller)
  int64_t constantBytes = 0;        // its constant banks ("cmem[N]") summed: parameters, literals
};

// ptxas -v's report parsed into one entry per "Compiling entry function", in ptxas's order. Device
// functions (properties with no entry) are not kernels and are left out; lines it does not know are
// skipped, so a change of wording in a newer ptxas loses fields, never the kernel.
std::vector<KernelResources> parsePtxasVerbose(llvm::StringRef text);

struct BlockSize {
  int x = 0, y = 0, z = 0; // 0 when unknown
  bool known() const { return x > 0; }
  int threads() const { return x * y * z; }
};

// What a PTX module says of its kernels before it is assembled.
struct PtxKernel {
  std::string name;
  // From the entry's .reqntid, else its .maxntid: MLIR's NVVM lowering writes a kernel's
  // gpu.known_block_size (the constant block size of the gpu.launch it was outlined from) as
  // .maxntid, so for Lantern's kernels it is the launch's block size; for other PTX, a bound.
  BlockSize block;
};
struct PtxSummary {
  std::string target; // ".target sm_90a" -> "sm_90a"; empty when the module has none
  std::vector<PtxKernel> kernels;
};
PtxSummary summarizePtx(llvm::StringRef ptx);

// The limits of one SM that bound how many blocks of a kernel it holds at once, from the CUDA C++
// Programming Guide's table of technical specifications per compute capability and the CUDA
// Occupancy Calculator's allocation rules (as cuda_occupancy.h states them): registers go to
// warps in units of 256, spread over 4 sub-partitions of the register file; shared memory goes to
// blocks in units of 128 bytes, plus 1 KiB the driver reserves per block (compute capability 8.0
// and later); the shared memory per SM is the largest carveout; barriers per SM are 2 per resident
// block on 8.0 and 9.0, 1 on 8.6 and 8.9.
struct SmLimits {
  std::string chip;                   // "sm_90": the table entry
  int registersPerSm = 65536;
  int registersPerBlock = 65536;
  int maxRegistersPerThread = 255;
  int registerAllocationUnit = 256;   // registers per warp are allocated in these units
  int registerSubPartitions = 4;      // a warp's registers come from one quarter of the file
  int maxThreadsPerBlock = 1024;
  int maxWarpsPerSm = 0;
  int maxBlocksPerSm = 0;
  int barriersPerSm = 0;
  int64_t sharedPerSm = 0;            // the largest shared-memory carveout
  int64_t maxSharedPerBlock = 0;      // what a block may use, opting in above 48 KiB
  int64_t reservedSharedPerBlock = 1024;
  int64_t sharedAllocationUnit = 128;
};

// The limits for `chip` ("sm_80", "sm_86", "sm_89", "sm_90"; a suffix as in "sm_90a" is the same
// SM); none for other chips.
std::optional<SmLimits> smLimits(llvm::StringRef chip);
// "sm_80, sm_86, sm_89, sm_90", for messages.
std::string knownSmLimits();

// How many blocks of a kernel one SM runs at once: the smallest of what each resource allows.
struct Occupancy {
  int blocksPerSm = 0;
  int warpsPerSm = 0;    // blocksPerSm x the block's warps
  int maxWarpsPerSm = 0;
  double percent = 0;    // warpsPerSm / maxWarpsPerSm, 0..100
  // The blocks each limit allows (INT_MAX where it does not bind, 0 where one block does not fit).
  int byRegisters = 0, bySharedMemory = 0, byWarps = 0, byBlocks = 0, byBarriers = 0;
  // What sets blocksPerSm: "registers", "shared memory", "warps", "blocks", "barriers" or "block
  // size" (more than maxThreadsPerBlock threads); every one that reaches the minimum.
  std::vector<std::string> limitedBy;
};
Occupancy estimateOccupancy(const SmLimits &limits, const KernelResources &kernel, int threadsPerBlock);

// One kernel of a report: what ptxas said, the block size the PTX gives, and the occupancy.
struct KernelReport {
  KernelResources resources;
  BlockSize block;                    // unknown when the entry declares none
  std::optional<Occupancy> occupancy; // absent when the block size or the chip's limits are unknown
  std::string noOccupancy;            // why it is absent
};

struct ResourceReport {
  std::string chip;      // what ptxas assembled for ("sm_90a")
  std::string limits;    // the SmLimits entry used ("sm_90"); empty when none
  std::string ptxas;     // the program that reported; empty for a report built from given text
  std::vector<KernelReport> kernels;
};

// Joins ptxas's report on `ptx`, assembled for `chip` (empty: the PTX's .target), with the block
// sizes of the PTX and the chip's limits; `dynamicShared`, one size per kernel in ptxas's order (else
// ignored), is the dynamic shared memory each is launched with.
ResourceReport buildResourceReport(llvm::StringRef ptx, llvm::StringRef ptxasOutput, llvm::StringRef chip = "",
                                   const std::vector<int64_t> &dynamicShared = {});

// A header line (chip, limits), a line of column names, then one line per kernel: registers,
// spill stores and loads, stack, shared and constant bytes, barriers, block size, blocks and warps
// per SM, occupancy and what limits it.
std::string formatResourceTable(const ResourceReport &report);

} // namespace lantern::backend::cuda
