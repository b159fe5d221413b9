// liblantern-transforms.so: the transform.lantern extension as a dialect plugin for stock tools,
// `mlir-opt-22 --load-dialect-plugin=<build>/lib/liblantern-transforms.so --transform-interpreter`.
#include "transforms/extension.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "lantern-transforms", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) { lantern::transforms::registerTransformExtension(*registry); }};
}
