// Registration of the transform.lantern extension: the one entry point Lantern's context and the
// mlir-opt plugin share.
#pragma once

namespace mlir {
class DialectRegistry;
}

namespace lantern::transforms {

// Adds the transform.lantern.* ops to the transform dialect of every context made from `registry`.
void registerTransformExtension(mlir::DialectRegistry &registry);

} // namespace lantern::transforms
