// The MLIR context every Lantern component shares: all upstream dialects, their extensions
// (transform ops, bufferization models, ...) and passes, plus Lantern's own transform extension.
#pragma once

#include <memory>

namespace mlir {
class DialectRegistry;
class MLIRContext;
} // namespace mlir

namespace lantern {

// Fills `registry` with everything a schedule may name. Registration of global passes happens once.
void registerEverything(mlir::DialectRegistry &registry);

// A context with every dialect loaded eagerly, so parsing on one thread and applying on another
// never races on lazy dialect loading.
std::unique_ptr<mlir::MLIRContext> makeContext();

} // namespace lantern
