// Registration of dialects, extensions and passes for Lantern's context.
#include "ir/context.h"

#include "transforms/extension.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

#include <mutex>

namespace lantern {

void registerEverything(mlir::DialectRegistry &registry) {
  // `transform.apply_registered_pass` looks passes up in the global registry.
  static std::once_flag passesOnce;
  std::call_once(passesOnce, [] { mlir::registerAllPasses(); });
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  transforms::registerTransformExtension(registry);
}

std::unique_ptr<mlir::MLIRContext> makeContext() {
  mlir::DialectRegistry registry;
  registerEverything(registry);
  auto context = std::make_unique<mlir::MLIRContext>(registry);
  context->loadAllAvailableDialects();
  context->allowUnregisteredDialects(false);
  return context;
}

} // namespace lantern
