// Precompiled headers of the app: the engine's MLIR-heavy headers and ImGui, parsed once per build.
#pragma once

#include "session/session.h"
#include "schedule/catalog.h"
#include "diff/ir_diff.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"

#include <imgui.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <vector>
