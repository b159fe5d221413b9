// The kernel stages shared by the GPU backends.
#include "backend/gpu/kernel_lowering.h"

#include "backend/lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>

namespace lantern::backend::gpu {

mlir::func::FuncOp prepareKernelFunction(mlir::ModuleOp module, const std::string &backend,
                                         std::vector<Diagnostic> &diagnostics) {
  if (!lowerToBufferAbi(module, diagnostics))
    return nullptr;
  mlir::func::FuncOp func = kernelFunction(module);
  if (!func) {
    diagnostics.push_back(makeError("compile: the final IR has no public function"));
    return nullptr;
  }
  func->setAttr("llvm.emit_c_interface", mlir::UnitAttr::get(module.getContext()));
  return placeBuffers(func, backend, diagnostics) ? func : nullptr;
}

void expandIntegerPowers(mlir::ModuleOp module) {
  llvm::SmallVector<mlir::math::FPowIOp> powers;
  module.walk([&](mlir::math::FPowIOp op) {
    if (insideKernel(op))
      powers.push_back(op);
  });
  for (mlir::math::FPowIOp op : powers) {
    mlir::OpBuilder b(op);
    mlir::Location loc = op.getLoc();
    mlir::Value base = op.getLhs(), exponent = op.getRhs();
    llvm::APInt constant;
    mlir::Value result;
    if (mlir::matchPattern(exponent, mlir::m_ConstantInt(&constant)) && constant.getSignificantBits() <= 64 &&
        std::abs(constant.getSExtValue()) <= 16) {
      // x^n by squaring: exact for n = 2 and 3, the cases models write (RMSNorm, GELU's tanh form).
      int64_t n = constant.getSExtValue();
      uint64_t left = static_cast<uint64_t>(n < 0 ? -n : n);
      mlir::Value square = base;
      mlir::Value product;
      for (; left; left >>= 1) {
        if (left & 1)
          product = product ? mlir::arith::MulFOp::create(b, loc, product, square).getResult() : square;
        if (left > 1)
          square = mlir::arith::MulFOp::create(b, loc, square, square);
      }
      auto one = [&] {
        mlir::Type type = base.getType();
        return mlir::arith::ConstantOp::create(b, loc, type, b.getFloatAttr(mlir::getElementTypeOrSelf(type), 1.0))
            .getResult();
      };
      if (!product)
        product = one();
      result = n < 0 ? mlir::arith::DivFOp::create(b, loc, one(), product).getResult() : product;
    } else if (mlir::getElementTypeOrSelf(exponent.getType()).getIntOrFloatBitWidth() > 32) {
      // libdevice's __nv_powif and OpenCL's pown take a 32-bit exponent.
      mlir::Type i32 = b.getI32Type();
      if (auto vector = llvm::dyn_cast<mlir::VectorType>(exponent.getType()))
        i32 = vector.clone(i32);
      mlir::Value narrow = mlir::arith::TruncIOp::create(b, loc, i32, exponent);
      result = mlir::math::FPowIOp::create(b, loc, base, narrow);
    } else {
      continue;
    }
    op.replaceAllUsesWith(result);
    op.erase();
  }
}

bool lowerKernelBodiesToLoops(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics) {
  expandIntegerPowers(module);
  return runStage(module, "lower vectors and linalg ops in the kernel",
                  "func.func(convert-linalg-to-loops,lower-vector-multi-reduction,"
                  "convert-vector-to-scf{full-unroll=true},canonicalize)",
                  diagnostics);
}

bool outlineKernels(mlir::ModuleOp module, const std::string &stage, const std::string &attachTarget,
                    const std::string &then, std::vector<Diagnostic> &diagnostics) {
  return runStage(module, stage, "gpu-kernel-outlining," + attachTarget + then, diagnostics);
}

std::string describe(mlir::Operation *op) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << op->getName();
  if (auto loc = llvm::dyn_cast<mlir::FileLineColLoc>(op->getLoc()))
    os << " at line " << loc.getLine();
  return s;
}

bool insideKernel(mlir::Operation *op) { return op->getParentOfType<mlir::gpu::LaunchOp>() != nullptr; }

bool isWorkgroupBuffer(mlir::MemRefType type) {
  auto space = llvm::dyn_cast_if_present<mlir::gpu::AddressSpaceAttr>(type.getMemorySpace());
  return space && space.getValue() == mlir::gpu::AddressSpace::Workgroup;
}

namespace {

int64_t bufferBytes(mlir::MemRefType type) {
  return type.getNumElements() * llvm::divideCeil(type.getElementTypeBitWidth(), 8);
}

// Dynamic shared memory is one byte array; each buffer starts on a 128-byte boundary (cp.async and
// ldmatrix need 16, swizzled layouts 128).
constexpr int64_t kDynamicSharedAlignment = 128;

std::vector<mlir::memref::AllocOp> workgroupAllocs(mlir::gpu::LaunchOp launch) {
  std::vector<mlir::memref::AllocOp> allocs;
  launch.walk([&](mlir::memref::AllocOp alloc) {
    if (isWorkgroupBuffer(alloc.getType()) && alloc.getType().hasStaticShape())
      allocs.push_back(alloc);
  });
  return allocs;
}

// A view of the launch's dynamic shared memory at `offset` (advanced past it) in place of `alloc`.
mlir::Value dynamicSharedView(mlir::gpu::LaunchOp launch, mlir::memref::AllocOp alloc, int64_t &offset) {
  mlir::OpBuilder b = mlir::OpBuilder::atBlockBegin(&launch.getBody().front());
  mlir::MLIRContext *context = launch.getContext();
  auto workgroup = mlir::gpu::AddressSpaceAttr::get(context, mlir::gpu::AddressSpace::Workgroup);
  auto bytesType = mlir::MemRefType::get({mlir::ShapedType::kDynamic}, b.getI8Type(), mlir::MemRefLayoutAttrInterface(),
                                         workgroup);
  auto memory = mlir::gpu::DynamicSharedMemoryOp::create(b, alloc.getLoc(), bytesType);
  b.setInsertionPoint(alloc);
  mlir::Value at = mlir::arith::ConstantIndexOp::create(b, alloc.getLoc(), offset);
  offset += llvm::alignTo(bufferBytes(alloc.getType()), kDynamicSharedAlignment);
  return mlir::memref::ViewOp::create(b, alloc.getLoc(), alloc.getType(), memory, at, mlir::ValueRange());
}

} // namespace

int64_t dynamicSharedBytes(mlir::gpu::LaunchOp launch) {
  int64_t total = 0, aligned = 0;
  for (mlir::memref::AllocOp alloc : workgroupAllocs(launch)) {
    total += bufferBytes(alloc.getType());
    aligned += llvm::alignTo(bufferBytes(alloc.getType()), kDynamicSharedAlignment);
  }
  return total > kStaticSharedLimitBytes ? aligned : 0;
}

bool placeBuffers(mlir::func::FuncOp func, const std::string &backend, std::vector<Diagnostic> &diagnostics) {
  bool launches = false;
  func.walk([&](mlir::gpu::LaunchOp) { launches = true; });
  if (!launches) {
    diagnostics.push_back(makeError(
        "compile: @" + func.getSymName().str() +
        " has no gpu.launch: the " + backend + " backend runs schedules that map their loops to blocks and threads "
        "(the map_to_gpu step, or transform.gpu.map_forall_to_blocks and map_nested_forall_to_threads)"));
    return false;
  }
  std::vector<mlir::Operation *> toRewrite;
  std::string hostOp;
  func.walk([&](mlir::Operation *op) {
    if (llvm::isa<mlir::memref::AllocOp, mlir::memref::DeallocOp, mlir::memref::CopyOp>(op)) {
      toRewrite.push_back(op);
      return;
    }
    if (insideKernel(op) || llvm::isa<mlir::gpu::LaunchOp>(op) || !hostOp.empty())
      return;
    bool touchesBuffers = llvm::isa<mlir::linalg::LinalgOp, mlir::memref::LoadOp, mlir::memref::StoreOp>(op) ||
                          op->getDialect()->getNamespace() == "vector";
    if (touchesBuffers)
      hostOp = describe(op);
  });
  if (!hostOp.empty()) {
    diagnostics.push_back(makeError("compile: " + hostOp +
                                    " runs on the host but reads or writes buffers that live on the GPU; "
                                    "fuse it into the loops mapped to blocks before map_to_gpu"));
    return false;
  }
  // CUDA kernels whose shared buffers pass 48 KiB take them as dynamic shared memory (static
  // shared memory stops there); the launch says how much, and the driver opts in.
  llvm::SmallPtrSet<mlir::Operation *, 2> dynamicLaunches;
  llvm::DenseMap<mlir::Operation *, int64_t> dynamicOffsets;
  if (backend == "cuda")
    func.walk([&](mlir::gpu::LaunchOp launch) {
      if (int64_t bytes = dynamicSharedBytes(launch)) {
        dynamicLaunches.insert(launch);
        mlir::OpBuilder host(launch);
        launch.getDynamicSharedMemorySizeMutable().assign(mlir::arith::ConstantIntOp::create(
            host, launch.getLoc(), host.getI32Type(), bytes));
      }
    });
  for (mlir::Operation *op : toRewrite) {
    mlir::OpBuilder b(op);
    if (auto alloc = llvm::dyn_cast<mlir::memref::AllocOp>(op)) {
      if (insideKernel(op) && isWorkgroupBuffer(alloc.getType())) {
        // Shared memory (e.g. K/V tiles staged by distribute_to_mma_sync): a buffer of the launch,
        // static up to 48 KiB, else a view of its dynamic shared memory.
        auto launch = op->getParentOfType<mlir::gpu::LaunchOp>();
        if (dynamicLaunches.count(launch))
          alloc.replaceAllUsesWith(dynamicSharedView(launch, alloc, dynamicOffsets[launch]));
        else
          alloc.replaceAllUsesWith(launch.addWorkgroupAttribution(alloc.getType(), alloc.getLoc()));
      } else if (insideKernel(op)) {
        if (!alloc.getType().hasStaticShape()) {
          diagnostics.push_back(makeError("compile: " + describe(op) +
                                          " allocates a dynamically shaped buffer inside the kernel"));
          return false;
        }
        auto alloca = mlir::memref::AllocaOp::create(b, alloc.getLoc(), alloc.getType(), alloc.getAlignmentAttr());
        alloc.replaceAllUsesWith(alloca.getResult());
      } else {
        auto device = mlir::gpu::AllocOp::create(b, alloc.getLoc(), alloc.getType(), /*asyncToken=*/mlir::Type(),
                                                 mlir::ValueRange(), alloc.getDynamicSizes(), alloc.getSymbolOperands());
        alloc.replaceAllUsesWith(device.getMemref());
      }
    } else if (auto dealloc = llvm::dyn_cast<mlir::memref::DeallocOp>(op)) {
      if (!insideKernel(op))
        mlir::gpu::DeallocOp::create(b, dealloc.getLoc(), mlir::Type(), mlir::ValueRange(), dealloc.getMemref());
    } else if (auto copy = llvm::dyn_cast<mlir::memref::CopyOp>(op)) {
      if (insideKernel(op)) {
        // A copy inside the kernel becomes a loop nest (the runtime's memrefCopy is host code).
        mlir::linalg::CopyOp::create(b, copy.getLoc(), copy.getSource(), copy.getTarget());
      } else {
        mlir::gpu::MemcpyOp::create(b, copy.getLoc(), mlir::Type(), mlir::ValueRange(), copy.getTarget(),
                                    copy.getSource());
      }
    }
    op->erase();
  }
  return true;
}

void sinkHostValuesIntoKernels(mlir::func::FuncOp func) {
  func.walk([](mlir::gpu::LaunchOp launch) {
    mlir::Region &body = launch.getBody();
    llvm::SetVector<mlir::Value> above;
    mlir::getUsedValuesDefinedAbove(body, above);
    // Which host ops can be recomputed: pure, and every operand recomputable too.
    llvm::DenseMap<mlir::Operation *, bool> sinkable;
    std::function<bool(mlir::Operation *)> canSink = [&](mlir::Operation *op) -> bool {
      if (!op || op->getNumRegions() != 0 || !mlir::isMemoryEffectFree(op))
        return false;
      auto [it, inserted] = sinkable.try_emplace(op, false);
      if (!inserted)
        return it->second;
      bool ok = llvm::all_of(op->getOperands(), [&](mlir::Value v) { return canSink(v.getDefiningOp()); });
      sinkable[op] = ok;
      return ok;
    };
    mlir::OpBuilder b(&body.front(), body.front().begin());
    mlir::IRMapping mapping;
    std::function<mlir::Value(mlir::Value)> recompute = [&](mlir::Value v) -> mlir::Value {
      if (mlir::Value known = mapping.lookupOrNull(v))
        return known;
      mlir::Operation *op = v.getDefiningOp();
      for (mlir::Value operand : op->getOperands())
        recompute(operand);
      mlir::Operation *copy = b.clone(*op, mapping);
      return copy->getResult(llvm::cast<mlir::OpResult>(v).getResultNumber());
    };
    for (mlir::Value v : above) {
      if (!canSink(v.getDefiningOp()))
        continue;
      mlir::Value inside = recompute(v);
      v.replaceUsesWithIf(inside, [&](mlir::OpOperand &use) { return body.isAncestor(use.getOwner()->getParentRegion()); });
    }
  });
}

bool binaryPayload(mlir::ModuleOp module, std::string &out, std::vector<Diagnostic> &diagnostics) {
  std::vector<std::pair<std::string, std::string>> payloads;
  if (!binaryPayloads(module, payloads, diagnostics))
    return false;
  out = std::move(payloads.front().second);
  return true;
}

bool binaryPayloads(mlir::ModuleOp module, std::vector<std::pair<std::string, std::string>> &out,
                    std::vector<Diagnostic> &diagnostics) {
  module.walk([&](mlir::gpu::BinaryOp binary) {
    for (mlir::Attribute object : binary.getObjects())
      if (auto o = llvm::dyn_cast<mlir::gpu::ObjectAttr>(object)) {
        out.emplace_back(binary.getSymName().str(), o.getObject().getValue().str());
        break;
      }
  });
  if (out.empty())
    diagnostics.push_back(makeError("compile: the GPU module serialized to nothing"));
  return !out.empty();
}

} // namespace lantern::backend::gpu
