// The kernel stages both GPU backends run before and around outlining: the kernel function prepared
// with the buffer ABI, where a mapped schedule's buffers live (device memory on the host side,
// registers or shared memory inside the kernel), the kernel bodies lowered to loops, which host values
// the kernel recomputes instead of taking as arguments, and the outlining into a gpu.module.
#pragma once

#include "ir/diagnostics.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

#include <string>
#include <vector>

namespace lantern::backend::gpu {

// Prepares the schedule's final IR as a GPU kernel: the buffer ABI (lowerToBufferAbi), the public
// function given a C interface for the JIT, and its buffers placed (placeBuffers). Returns that
// function, or null with diagnostics. `backend` names the backend in messages ("cuda", "level_zero").
mlir::func::FuncOp prepareKernelFunction(mlir::ModuleOp module, const std::string &backend,
                                         std::vector<Diagnostic> &diagnostics);

// Vectors and linalg ops inside the kernel become loops and scalar/1-D vector code before the
// launch is outlined: the vector lowering passes run on functions, and inside a gpu.module the
// kernels are gpu.func. For kernels that run on the GPU's scalar cores (CUDA cores, Xe work-items).
// math.fpowi in kernels with a small constant exponent becomes multiplications (x·x for RMSNorm's
// x², x·x·x for GELU's tanh form); any other gets a 32-bit exponent, what libdevice's __nv_powif
// and OpenCL's pown take (torch-mlir writes i64: passed through, it made NaN on the H200).
void expandIntegerPowers(mlir::ModuleOp module);
bool lowerKernelBodiesToLoops(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics);

// Outlines each gpu.launch into a kernel of a gpu.module that `attachTarget` (a pass such as
// "nvvm-attach-target{...}") gives its target, then runs `then` (passes after it, starting with a
// comma, or empty). `stage` names the step in messages.
bool outlineKernels(mlir::ModuleOp module, const std::string &stage, const std::string &attachTarget,
                    const std::string &then, std::vector<Diagnostic> &diagnostics);

// "memref.copy at line 12": an op's name and, when known, its line, for messages.
std::string describe(mlir::Operation *op);

// Whether `op` sits inside a gpu.launch (runs on the GPU).
bool insideKernel(mlir::Operation *op);

// Whether `type` lives in a block's (work-group's) shared memory.
bool isWorkgroupBuffer(mlir::MemRefType type);

// Where the buffers of a mapped schedule live. Inside `gpu.launch`, a statically shaped
// `memref.alloc` is one thread's temporary and becomes `memref.alloca` (registers or private memory),
// or, in the workgroup address space, a buffer of the launch; its deallocation goes. Outside, on the
// host, allocations become `gpu.alloc`, deallocations `gpu.dealloc` and copies `gpu.memcpy`: the
// kernel's arguments are device buffers, so the host may only allocate, copy and reshape them. Any
// other host op touching a buffer's contents is an error that names it. `backend` names the backend
// in messages ("cuda", "level_zero").
// With the cuda backend, a launch whose workgroup buffers pass 48 KiB (static shared memory's limit)
// takes them from its dynamic shared memory instead: views at 128-byte aligned offsets, the size
// set on the launch, which the driver opts in to.
bool placeBuffers(mlir::func::FuncOp func, const std::string &backend, std::vector<Diagnostic> &diagnostics);

// Static shared memory per block stops at 48 KiB.
constexpr int64_t kStaticSharedLimitBytes = 48 * 1024;

// The dynamic shared memory a CUDA launch takes for its workgroup buffers (memref.alloc in the
// workgroup address space): 0 while they fit in static shared memory, else their sizes, each
// rounded up to 128 bytes.
int64_t dynamicSharedBytes(mlir::gpu::LaunchOp launch);

// Values a kernel uses but the host computes without memory effects or kernel-dependent operands
// (vector constants, ub.poison, broadcasts of constants, index arithmetic on constants) are
// recomputed inside the kernel: outlining would otherwise pass them as kernel arguments, and vector
// arguments do not lower.
void sinkHostValuesIntoKernels(mlir::func::FuncOp func);

// The payload of the first gpu.binary's first object (after gpu-module-to-binary) into `out`: PTX
// text or a cubin for NVVM targets, SPIR-V for XeVM, LLVM bitcode for format=llvm. False with a
// diagnostic when there is none.
// Every gpu.binary's first object, with the name of its module (one per kernel once the launches
// are outlined: a layer has the attention kernel and one per op around it); at least one, else an
// error.
bool binaryPayloads(mlir::ModuleOp module, std::vector<std::pair<std::string, std::string>> &out,
                    std::vector<Diagnostic> &diagnostics);
bool binaryPayload(mlir::ModuleOp module, std::string &out, std::vector<Diagnostic> &diagnostics);

} // namespace lantern::backend::gpu
