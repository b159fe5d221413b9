// The NVIDIA backend: a schedule that maps its loops to blocks and threads (`gpu.launch`) is
// outlined into a GPU module, lowered to NVVM, serialized in process to PTX (LLVM's NVPTX target)
// and, when `ptxas` is found, to a cubin; the host side is JIT-compiled and calls the mgpu* entry
// points of cuda_driver.cpp, which drive libcuda.so.1 loaded at run time. Nothing of the CUDA
// toolkit is needed to build Lantern or to emit PTX.
#include "backend/cuda/cuda_backend.h"

#include "backend/cuda/cuda_driver.h"
#include "backend/cuda/kernel_resources.h"
#include "backend/cuda/toolkit.h"
#include "backend/gpu/device_executable.h"
#include "backend/gpu/gpu_backend.h"
#include "backend/gpu/kernel_lowering.h"
#include "backend/lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Target/LLVM/NVVM/Utils.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <fstream>

namespace lantern::backend {

namespace {

struct GpuTarget {
  std::string chip;     // "sm_90a"
  std::string features; // "+ptx80"
};

// The chip of the device when there is one; otherwise LANTERN_CUDA_CHIP / LANTERN_CUDA_FEATURES or
// the H100/H200 (sm_90a, PTX 8.0), so PTX can be emitted and read on a machine without a GPU.
GpuTarget targetForThisMachine() {
  GpuTarget target{"sm_90a", "+ptx80"};
  const cuda::Status &status = cuda::status();
  if (status.available) {
    int major = status.device.major, minor = status.device.minor;
    // The `a` variants unlock the architecture-specific instructions (wgmma, setmaxnreg) of sm_90.
    target.chip = "sm_" + std::to_string(major) + std::to_string(minor) + (major == 9 && minor == 0 ? "a" : "");
    target.features = major >= 9 ? "+ptx80" : "+ptx75";
  }
  if (const char *chip = std::getenv("LANTERN_CUDA_CHIP"))
    target.chip = chip;
  if (const char *features = std::getenv("LANTERN_CUDA_FEATURES"))
    target.features = features;
  return target;
}

// Tiles that TMA copies in or wgmma reads: the 128-byte swizzle repeats every 8 rows of 128 bytes and
// both units take a row's swizzle from the address bits, so such a tile starts on a 1024-byte
// boundary (a TMA destination needs 128 bytes even unswizzled).
constexpr int64_t kSwizzledTileAlignment = 1024;

// The address a wgmma descriptor is built from in Lantern's own wgmma code (distribute_to_mma_sync
// with wgmma; transforms/distribute_to_mma_sync.h names the attribute).
bool isWgmmaTileAddress(mlir::Operation *op) {
  return llvm::isa<mlir::memref::ExtractAlignedPointerAsIndexOp>(op) && op->hasAttr("lantern.wgmma_tile");
}

// Whether shared buffer `buffer` is, directly or through views of it, a TMA copy's destination or
// source or the matrix of a wgmma descriptor.
bool holdsTensorCoreTiles(mlir::Value buffer) {
  llvm::SmallVector<mlir::Value> views{buffer};
  while (!views.empty()) {
    mlir::Value view = views.pop_back_val();
    for (mlir::Operation *user : view.getUsers()) {
      if (llvm::isa<mlir::nvgpu::TmaAsyncLoadOp, mlir::nvgpu::TmaAsyncStoreOp,
                    mlir::nvgpu::WarpgroupGenerateDescriptorOp>(user) ||
          isWgmmaTileAddress(user))
        return true;
      if (auto viewLike = llvm::dyn_cast<mlir::ViewLikeOpInterface>(user); viewLike && viewLike.getViewSource() == view)
        views.append(user->result_begin(), user->result_end());
    }
  }
  return false;
}

// The shared buffer a TMA copy or wgmma descriptor `op` reads or writes, or null for other ops.
mlir::Value tensorCoreTile(mlir::Operation *op) {
  if (auto load = llvm::dyn_cast<mlir::nvgpu::TmaAsyncLoadOp>(op))
    return load.getDst();
  if (auto store = llvm::dyn_cast<mlir::nvgpu::TmaAsyncStoreOp>(op))
    return store.getSrc();
  if (auto descriptor = llvm::dyn_cast<mlir::nvgpu::WarpgroupGenerateDescriptorOp>(op))
    return descriptor.getTensor();
  if (isWgmmaTileAddress(op))
    return llvm::cast<mlir::memref::ExtractAlignedPointerAsIndexOp>(op).getSource();
  return nullptr;
}

// TMA and wgmma tiles in a launch's dynamic shared memory (placeBuffers puts a kernel's buffers there
// past 48 KiB): the gpu.modules that hold such kernels go into `modules`, whose dynamic shared memory
// then starts on a kSwizzledTileAlignment boundary (externDynamicSharedMemory). A tile viewed at a
// constant byte offset that is not a multiple of it would be read with the wrong swizzle: an error.
bool findDynamicTensorCoreTiles(mlir::ModuleOp module, llvm::StringSet<> &modules,
                                std::vector<Diagnostic> &diagnostics) {
  bool ok = true;
  module.walk([&](mlir::Operation *op) {
    mlir::Value tile = tensorCoreTile(op);
    if (!tile)
      return;
    std::optional<int64_t> misaligned;
    mlir::Operation *root = tile.getDefiningOp();
    while (auto view = llvm::dyn_cast_if_present<mlir::ViewLikeOpInterface>(root)) {
      if (auto bytes = llvm::dyn_cast<mlir::memref::ViewOp>(root))
        if (std::optional<int64_t> shift = mlir::getConstantIntValue(bytes.getByteShift());
            shift && *shift % kSwizzledTileAlignment != 0)
          misaligned = shift;
      root = view.getViewSource().getDefiningOp();
    }
    if (!llvm::isa_and_present<mlir::gpu::DynamicSharedMemoryOp>(root))
      return;
    modules.insert(op->getParentOfType<mlir::gpu::GPUModuleOp>().getSymName());
    if (misaligned) {
      diagnostics.push_back(makeError(
          "compile: " + gpu::describe(op) + " uses a tile at byte " + std::to_string(*misaligned) +
          " of the launch's dynamic shared memory; TMA and wgmma tiles start on multiples of " +
          std::to_string(kSwizzledTileAlignment) + " bytes (past 48 KiB of shared buffers, each is placed there after the "
          "one allocated before it, at a 128-byte boundary: allocate tiles of whole KiB first, or keep the buffers "
          "within 48 KiB)"));
      ok = false;
    }
  });
  return ok;
}

// Shared-memory buffers become globals aligned to their element only; 16-byte vector copies and
// ldmatrix rows need 16, TMA and wgmma tiles kSwizzledTileAlignment.
void alignWorkgroupBuffers(mlir::ModuleOp module) {
  module.walk([](mlir::gpu::GPUFuncOp func) {
    for (unsigned i = 0; i < func.getNumWorkgroupAttributions(); ++i) {
      int64_t alignment = holdsTensorCoreTiles(func.getWorkgroupAttributions()[i]) ? kSwizzledTileAlignment : 16;
      func.setWorkgroupAttributionAttr(
          i, mlir::StringAttr::get(func.getContext(), "llvm.align"),
          mlir::IntegerAttr::get(mlir::IntegerType::get(func.getContext(), 64), alignment));
    }
  });
}

// A kernel whose warpgroups move registers between them (setmaxnreg: distribute_to_wgmma's
// consumer_registers) needs a register count at entry that ptxas can determine: one block per SM
// (.minnctapersm 1 beside .maxntid), so the block's share of the register file. Without it ptxas
// ignores setmaxnreg (C7508) where the kernel itself needs fewer registers.
void pinEntryRegisters(mlir::ModuleOp module) {
  module.walk([](mlir::LLVM::LLVMFuncOp fn) {
    if (fn->hasAttr(mlir::NVVM::NVVMDialect::getKernelFuncAttrName()) &&
        fn.walk([](mlir::NVVM::SetMaxRegisterOp) { return mlir::WalkResult::interrupt(); }).wasInterrupted())
      fn->setAttr(mlir::NVVM::NVVMDialect::getMinctasmAttrName(),
                  mlir::IntegerAttr::get(mlir::IntegerType::get(fn.getContext(), 32), 1));
  });
}

// A kernel cannot take an !nvgpu.tensormap.descriptor: the GPU-to-NVVM conversion has no LLVM type
// for it in a gpu.func signature. What the host holds is a device pointer to the tensor map
// (mgpuTensorMapEncodeTiledMemref returns one), so the launch takes it as an !llvm.ptr and casts it
// back to the descriptor type inside; the casts fold once the nvgpu ops on either side are lowered.
void passTensorMapsAsPointers(mlir::func::FuncOp func) {
  func.walk([](mlir::gpu::LaunchOp launch) {
    mlir::Region &body = launch.getBody();
    llvm::SetVector<mlir::Value> above;
    mlir::getUsedValuesDefinedAbove(body, above);
    auto pointerType = mlir::LLVM::LLVMPointerType::get(launch.getContext());
    mlir::OpBuilder host(launch);
    mlir::OpBuilder inside = mlir::OpBuilder::atBlockBegin(&body.front());
    for (mlir::Value map : above) {
      if (!llvm::isa<mlir::nvgpu::TensorMapDescriptorType>(map.getType()))
        continue;
      mlir::Value pointer =
          mlir::UnrealizedConversionCastOp::create(host, map.getLoc(), pointerType, map).getResult(0);
      mlir::Value kernelMap =
          mlir::UnrealizedConversionCastOp::create(inside, map.getLoc(), map.getType(), pointer).getResult(0);
      map.replaceUsesWithIf(kernelMap, [&](mlir::OpOperand &use) {
        return body.isAncestor(use.getOwner()->getParentRegion());
      });
    }
  });
}

// gpu.dynamic_shared_memory becomes a zero-sized addrspace(3) global of internal linkage, which
// NVPTX demotes to a 1-byte static shared variable: the kernel would index past it, not into the
// launch's dynamic shared memory. External linkage prints `.extern .shared .b8 name[]`, the
// dynamic shared memory's base (as flang's CUDA lowering does, llvm-project PR 161940). In the
// gpu.modules of `tileModules` it holds TMA or wgmma tiles and is aligned for them.
void externDynamicSharedMemory(mlir::ModuleOp module, const llvm::StringSet<> &tileModules) {
  module.walk([&](mlir::LLVM::GlobalOp global) {
    auto array = llvm::dyn_cast<mlir::LLVM::LLVMArrayType>(global.getGlobalType());
    if (!array || array.getNumElements() != 0 || global.getAddrSpace() != 3 ||
        !global.getSymName().starts_with("__dynamic_shmem__"))
      return;
    global.setLinkage(mlir::LLVM::Linkage::External);
    auto gpuModule = global->getParentOfType<mlir::gpu::GPUModuleOp>();
    if (gpuModule && tileModules.contains(gpuModule.getSymName()))
      global.setAlignment(kSwizzledTileAlignment);
  });
}

// LANTERN_CUDA_OPT=0..3: LLVM's optimization level for the kernel (default 3), to tell a wrong
// result that LLVM's optimizations bring out (undefined behaviour in the IR) from one they do not.
std::string attachTarget(const GpuTarget &target) {
  std::string level = "3";
  if (const char *env = std::getenv("LANTERN_CUDA_OPT"); env && std::string(env).size() == 1 && env[0] >= '0' &&
                                                          env[0] <= '3')
    level = env;
  return "nvvm-attach-target{chip=" + target.chip + " features=" + target.features + " O=" + level + "}";
}

// Once the launch is a kernel of a gpu.module, the host keeps gpu.launch_func and the
// gpu.alloc/memcpy ops, made asynchronous on a stream (gpu-async-region).
const char *kAfterOutlining = ",func.func(gpu-async-region)";
// Then the kernel's shared-memory buffers get their alignment (alignWorkgroupBuffers) and the kernel
// is lowered to NVVM.
const char *kKernelToNvvmPipeline =
    "gpu.module(convert-nvgpu-to-nvvm,"
    "convert-vector-to-llvm{vector-contract-lowering=outerproduct vector-transpose-lowering=eltwise},"
    "expand-strided-metadata,lower-affine,convert-scf-to-cf,"
    "convert-gpu-to-nvvm,canonicalize,cse,reconcile-unrealized-casts)";

// The host's nvgpu ops (TMA descriptor creation) become calls of the mgpu* runtime first.
const char *kHostPipeline = "convert-nvgpu-to-nvvm,expand-strided-metadata,lower-affine,convert-scf-to-cf,"
                            "convert-index-to-llvm,gpu-to-llvm,convert-arith-to-llvm,finalize-memref-to-llvm,"
                            "convert-func-to-llvm,convert-cf-to-llvm,canonicalize,cse,reconcile-unrealized-casts";

// exp(x) = 2^(x·log2 e) with NVVM's ex2.approx.ftz.f32, element by element (math.exp2 without the
// multiply, math.fma as LLVM's fma): lowered by MLIR, math.exp
// is a call to libdevice's __nv_expf, which only a CUDA toolkit provides (and LLVM's exp2 intrinsic is
// turned into __nv_exp2f by the GPU-to-NVVM conversion). ex2.approx has a relative error of about
// 2^-22 (PTX ISA); rounding the product adds |x|·2^-24 to the exponent. ftz: a result below 2^-126
// (exp(x) for x < -87.3, less than 1.2e-38) is 0, not a subnormal. Without ftz, ptxas wraps each
// MUFU.EX2 in a compare and two predicated multiplies that scale subnormal results (sm_90 SASS of
// the Hopper kernels: 3 of the softmax's 13 instructions per score element).
void lowerExpToEx2(mlir::func::FuncOp func) {
  llvm::SmallVector<mlir::Operation *> ops;
  func.walk([&](mlir::Operation *op) {
    if (mlir::isa<mlir::math::ExpOp, mlir::math::Exp2Op, mlir::math::FmaOp>(op) && gpu::insideKernel(op) &&
        mlir::getElementTypeOrSelf(op->getResult(0).getType()).isF32())
      ops.push_back(op);
  });
  for (mlir::Operation *op : ops) {
    mlir::OpBuilder b(op);
    mlir::Location loc = op->getLoc();
    mlir::Type type = op->getResult(0).getType(), f32 = b.getF32Type();
    // LLVM's vectors are 1-D: a vector is taken as one of its elements in a row, and given its shape back.
    auto vector = llvm::dyn_cast<mlir::VectorType>(type);
    mlir::Type flatType = vector ? mlir::VectorType::get({vector.getNumElements()}, f32) : type;
    auto flatten = [&](mlir::Value v) -> mlir::Value {
      return vector ? mlir::vector::ShapeCastOp::create(b, loc, flatType, v).getResult() : v;
    };
    auto restore = [&](mlir::Value v) -> mlir::Value {
      return vector ? mlir::vector::ShapeCastOp::create(b, loc, type, v).getResult() : v;
    };
    mlir::Value result;
    if (auto fma = mlir::dyn_cast<mlir::math::FmaOp>(op)) {
      // fold_scale_into_exp2's FMA: LLVM's fma intrinsic (one FFMA), not libdevice's __nv_fmaf.
      result = restore(mlir::LLVM::FMAOp::create(b, loc, flatten(fma.getA()), flatten(fma.getB()), flatten(fma.getC())));
    } else {
      bool base2 = mlir::isa<mlir::math::Exp2Op>(op);
      mlir::Value log2e = mlir::arith::ConstantOp::create(b, loc, b.getF32FloatAttr(1.44269504088896340736f));
      auto ex2 = [&](mlir::Value x) -> mlir::Value {
        mlir::Value scaled = base2 ? x : mlir::arith::MulFOp::create(b, loc, x, log2e).getResult();
        return mlir::LLVM::CallIntrinsicOp::create(b, loc, f32, b.getStringAttr("llvm.nvvm.ex2.approx.ftz.f32"),
                                                   mlir::ValueRange{scaled})
            .getResult(0);
      };
      if (!vector) {
        result = ex2(op->getOperand(0));
      } else {
        mlir::Value in = flatten(op->getOperand(0));
        llvm::SmallVector<mlir::Value> elements;
        for (int64_t i = 0; i < vector.getNumElements(); ++i)
          elements.push_back(ex2(mlir::vector::ExtractOp::create(b, loc, in, llvm::ArrayRef<int64_t>{i})));
        result = restore(mlir::vector::FromElementsOp::create(b, loc, flatType, elements));
      }
    }
    op->getResult(0).replaceAllUsesWith(result);
    op->erase();
  }
}

// Math the kernel still takes from libdevice (tanh of a soft cap, ...) needs a CUDA toolkit at run
// time; without one, gpu-module-to-binary would emit PTX with unresolved externs.
bool checkLibdevice(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics) {
  std::string needed;
  module.walk([&](mlir::LLVM::LLVMFuncOp fn) {
    if (fn.isExternal() && fn.getName().starts_with("__nv_") && fn->getParentOfType<mlir::gpu::GPUModuleOp>())
      needed += (needed.empty() ? "" : ", ") + fn.getName().str();
  });
  if (needed.empty())
    return true;
  std::string libdevice = (mlir::NVVM::getCUDAToolkitPath() + "/nvvm/libdevice/libdevice.10.bc").str();
  if (llvm::sys::fs::is_regular_file(libdevice))
    return true;
  diagnostics.push_back(makeError("compile: the kernel calls " + needed + " from libdevice, which is not at " +
                                  libdevice + ": install a CUDA toolkit or point CUDA_HOME at one"));
  return false;
}

// Above this many PTX instructions, ptxas (or the driver's JIT) takes minutes. Measured with ptxas
// 13.0 -O3 for sm_90a on the 2-core build machine (2026-12-02): 1.5 k instructions (the bf16 schedule,
// d 128) 0.14 s; the f32 schedule at d 128 / 192 / 256: 30.8 k 14.6 s, 52.4 k 29.3 s, 61.3 k 52.3 s;
// the bf16 schedule with distribute_to_mma_sync disabled (every thread multiplies whole tiles):
// 103.6 k instructions, 508 s and 229 KB of spills. Such kernels need a different schedule, so the
// compile is refused before ptxas starts.
constexpr size_t kMaxPtxInstructions = 64000;

// Instructions of a PTX text: statements ending in ';' that are not directives (.reg, .param, ...).
size_t ptxInstructions(llvm::StringRef ptx) {
  size_t count = 0;
  llvm::SmallVector<llvm::StringRef> lines;
  ptx.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    line = line.trim();
    if (line.ends_with(";") && !line.starts_with(".") && !line.starts_with("//"))
      ++count;
  }
  return count;
}

bool checkPtxSize(llvm::StringRef ptx, std::vector<Diagnostic> &diagnostics) {
  size_t instructions = ptxInstructions(ptx);
  if (instructions <= kMaxPtxInstructions)
    return true;
  diagnostics.push_back(makeError(
      "compile: the kernel is " + std::to_string(instructions) + " PTX instructions (limit " +
      std::to_string(kMaxPtxInstructions) +
      "): ptxas takes minutes on code this large. Each thread computes whole tiles: distribute the warp's tiles "
      "over its lanes (distribute_to_mma_sync) or tile to smaller sizes before vectorize"));
  return false;
}

using cuda::findCudaTool;
using cuda::findPtxas;
using cuda::runTool;

// PTX -> cubin with ptxas.
bool ptxToCubin(const std::string &ptx, const GpuTarget &target, std::string &cubin,
                std::vector<Diagnostic> &diagnostics) {
  if (std::string why = cuda::whyNoPtxas(); !why.empty()) {
    diagnostics.push_back(makeError("compile: " + why + ": a cubin needs the CUDA toolkit's assembler; PTX does not"));
    return false;
  }
  std::string log;
  return cuda::assemblePtx(ptx, target.chip, {}, cubin, log, diagnostics);
}

// The NVIDIA target's stages of the shared GPU lowering.
class CudaLowering final : public gpu::GpuLowering {
public:
  explicit CudaLowering(GpuTarget target) : target(std::move(target)) {}

  // The kernel down to NVVM and the host side to LLVM: `--emit mlir` shows the module as it is
  // serialized.
  bool lowerToTargetDialects(mlir::ModuleOp module, mlir::func::FuncOp func,
                             std::vector<Diagnostic> &diagnostics) override {
    if (!gpu::lowerKernelBodiesToLoops(module, diagnostics))
      return false;
    lowerExpToEx2(func);
    // Canonicalization hoisted constants out of the launch (it is not isolated from above).
    gpu::sinkHostValuesIntoKernels(func);
    passTensorMapsAsPointers(func);
    if (!gpu::outlineKernels(module, "outline the kernel", attachTarget(target), kAfterOutlining, diagnostics))
      return false;
    alignWorkgroupBuffers(module);
    llvm::StringSet<> tileModules;
    if (!findDynamicTensorCoreTiles(module, tileModules, diagnostics) ||
        !runStage(module, "lower the kernel to NVVM", kKernelToNvvmPipeline, diagnostics))
      return false;
    externDynamicSharedMemory(module, tileModules);
    pinEntryRegisters(module);
    return checkLibdevice(module, diagnostics) && widenBoolVectorMemory(module, diagnostics) &&
           runStage(module, "lower the host side to LLVM", kHostPipeline, diagnostics);
  }

  // lowerToTargetDialects ends in the LLVM dialect.
  bool lowerToLlvmDialect(mlir::ModuleOp, std::vector<Diagnostic> &) override { return true; }

  // For a run: the PTX is made first (for a cubin on a copy: NVPTX code generation is fast, ptxas is
  // what takes minutes) and refused when it is too large for ptxas or the driver's JIT.
  bool serialize(mlir::ModuleOp module, const std::string &format, std::vector<Diagnostic> &diagnostics) override {
    mlir::OwningOpRef<mlir::ModuleOp> copy = format == "bin" ? module.clone() : mlir::OwningOpRef<mlir::ModuleOp>();
    mlir::ModuleOp ptxModule = copy ? *copy : module;
    std::vector<std::pair<std::string, std::string>> ptxs;
    if (!serializeAs(ptxModule, "isa", diagnostics) || !gpu::binaryPayloads(ptxModule, ptxs, diagnostics))
      return false;
    for (const auto &[name, ptx] : ptxs)
      if (!checkPtxSize(ptx, diagnostics))
        return false;
    return format == "isa" || serializeAs(module, format, diagnostics);
  }

  // For a cubin, MLIR runs ptxas from its own idea of the toolkit (CUDA_ROOT, CUDA_HOME, CUDA_PATH or
  // a built-in path); it is given the toolkit of the ptxas Lantern found, so both agree.
  bool serializeAs(mlir::ModuleOp module, const std::string &format, std::vector<Diagnostic> &diagnostics) {
    std::string options = "format=" + format;
    if (format == "bin") {
      std::string ptxas = findPtxas(); // parent_path points into it
      llvm::StringRef bin = llvm::sys::path::parent_path(ptxas);
      if (!bin.empty())
        options += " toolkit=" + llvm::sys::path::parent_path(bin).str();
    }
    return runStage(module, "serialize the GPU module (" + format + ")", "gpu-module-to-binary{" + options + "}",
                    diagnostics);
  }

  // A cubin when ptxas is there (the driver then loads machine code), else PTX that the driver
  // compiles when the module is loaded.
  std::string loadableFormat() const override { return findPtxas().empty() ? "isa" : "bin"; }

  bool emitTargetCode(mlir::ModuleOp module, const std::string &what, std::string &out,
                      std::vector<Diagnostic> &diagnostics) override {
    if (what == "llvm") {
      // The device side as LLVM IR, before NVPTX code generation.
      if (!serializeAs(module, "llvm", diagnostics))
        return false;
      return disassembleBitcode(module, out, diagnostics);
    }
    if (!serializeAs(module, "isa", diagnostics))
      return false;
    // One PTX module per kernel: the attention's and, in a layer or model, one per op around it
    // (map_remaining_to_gpu). Text outputs give each under a `// gpu.module @name` line.
    std::vector<std::pair<std::string, std::string>> ptxs;
    if (!gpu::binaryPayloads(module, ptxs, diagnostics))
      return false;
    if (what == "cubin" && ptxs.size() > 1) {
      diagnostics.push_back(makeError("compile: the function has " + std::to_string(ptxs.size()) +
                                      " GPU modules (one per kernel); a cubin holds one: use --emit ptx, asm or "
                                      "resources, which give each"));
      return false;
    }
    std::vector<int64_t> dynamicShared = cuda::launchDynamicSharedBytes(module);
    for (size_t i = 0; i < ptxs.size(); ++i) {
      const auto &[name, ptx] = ptxs[i];
      // Launches and modules come in the same order (one module outlined per launch).
      std::vector<int64_t> shared = ptxs.size() == 1 ? dynamicShared
                                    : i < dynamicShared.size() ? std::vector<int64_t>{dynamicShared[i]}
                                                               : std::vector<int64_t>{};
      std::string text;
      if (what == "ptx") {
        text = ptx;
      } else if (what == "resources") {
        cuda::ResourceReport report;
        if (!cuda::ptxResources(ptx, report, diagnostics, target.chip, shared))
          return false;
        text = cuda::formatResourceTable(report);
      } else {
        std::string cubin;
        if (!checkPtxSize(ptx, diagnostics) || !ptxToCubin(ptx, target, cubin, diagnostics))
          return false;
        if (what == "cubin") {
          out = cubin;
          return true;
        }
        if (!cubinToSass(cubin, text, diagnostics))
          return false;
      }
      out += ptxs.size() > 1 ? "// gpu.module @" + name + "\n" + text + "\n" : text;
    }
    return true;
  }

private:
  // The device LLVM IR that gpu-module-to-binary{format=llvm} embedded as bitcode, as text.
  static bool disassembleBitcode(mlir::ModuleOp module, std::string &out, std::vector<Diagnostic> &diagnostics) {
    std::string bitcode;
    if (!gpu::binaryPayload(module, bitcode, diagnostics))
      return false;
    llvm::LLVMContext context;
    auto parsed = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bitcode, "kernel.bc"), context);
    if (!parsed) {
      diagnostics.push_back(makeError("compile: cannot read the device bitcode: " + llvm::toString(parsed.takeError())));
      return false;
    }
    llvm::raw_string_ostream os(out);
    (*parsed)->print(os, nullptr);
    return true;
  }

  // SASS, the machine code the cubin holds, as cuobjdump --dump-sass prints it, or nvdisasm where
  // only that is installed (pip's CUDA wheels ship nvdisasm alone).
  static bool cubinToSass(const std::string &cubin, std::string &out, std::vector<Diagnostic> &diagnostics) {
    std::string disassembler = findCudaTool("cuobjdump");
    std::vector<std::string> args{"--dump-sass"};
    if (disassembler.empty()) {
      disassembler = findCudaTool("nvdisasm");
      args = {"--print-code"};
    }
    if (disassembler.empty()) {
      diagnostics.push_back(makeError(std::string("compile: neither cuobjdump nor nvdisasm found (looked on ") +
                                      cuda::kToolSearchPath +
                                      "; set PATH or CUDA_HOME to a CUDA toolkit): SASS needs its disassembler"));
      return false;
    }
    llvm::SmallString<128> path;
    if (llvm::sys::fs::createTemporaryFile("lantern-kernel", "cubin", path)) {
      diagnostics.push_back(makeError("compile: cannot create a temporary file for the disassembler"));
      return false;
    }
    {
      std::ofstream f(path.c_str(), std::ios::binary);
      f << cubin;
    }
    args.push_back(std::string(path));
    bool ok = runTool(disassembler, args, "disassembling the cubin", out, diagnostics);
    llvm::sys::fs::remove(path);
    return ok;
  }

  GpuTarget target;
};

const gpu::DeviceRuntime<cuda::DeviceBuffer> kCudaRuntime{cuda::copyToDevice, cuda::copyToHost,
                                                           cuda::timeMilliseconds, cuda::mgpuSymbols,
                                                           cuda::takeErrors};

class CudaBackend final : public gpu::GpuBackend {
public:
  std::string name() const override { return "cuda"; }

  Availability availability() const override {
    const cuda::Status &status = cuda::status();
    return {status.available, status.reason};
  }

  std::vector<std::string> emitKinds() const override { return {"mlir", "llvm", "ptx", "cubin", "asm", "resources"}; }

protected:
  std::unique_ptr<gpu::GpuLowering> startLowering() const override {
    return std::make_unique<CudaLowering>(targetForThisMachine());
  }

  std::unique_ptr<Executable> jitExecutable(mlir::ModuleOp serialized, const std::string &function, size_t numArgs,
                                            std::vector<Diagnostic> &diagnostics) const override {
    return gpu::jitDeviceExecutable(kCudaRuntime, serialized, function, numArgs, diagnostics);
  }
};
} // namespace

Backend *cudaBackend() {
  static CudaBackend backend;
  return &backend;
}

} // namespace lantern::backend
