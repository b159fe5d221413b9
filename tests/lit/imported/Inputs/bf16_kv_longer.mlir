// Form: S_q != S_kv (Q [1,2,16,32], K and V [1,2,48,32]) in bf16, widened by extf generics to f32, sqrt(1/sqrt(32)) on Q and K, linalg.transpose of K, truncf back to bf16, no mask but the safe-softmax guard, with loc(...) on every op and #loc aliases at the end (as mlir-opt -mlir-print-debuginfo prints them). Stands for F.scaled_dot_product_attention(q.float(), k.float(), v.float()).to(torch.bfloat16) in model.py (cross-attention, 16 queries over 48 keys), torch-mlir FX importer.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module attributes {torch.debug_module_name = "CrossAttention"} {
  func.func @forward(%arg0: tensor<1x2x16x32xbf16> loc("model.py":36:22), %arg1: tensor<1x2x48x32xbf16> loc("model.py":36:25), %arg2: tensor<1x2x48x32xbf16> loc("model.py":36:28)) -> tensor<1x2x16x32xbf16> {
    %cst = arith.constant 4.204482e-01 : f32 loc(#loc4)
    %cst_0 = arith.constant 0.000000e+00 : f32 loc(#loc4)
    %cst_1 = arith.constant 0xFF800000 : f32 loc(#loc4)
    %true = arith.constant true loc(#loc4)
    %0 = tensor.empty() : tensor<1x2x16x32xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2x16x32xbf16>) outs(%0 : tensor<1x2x16x32xf32>) {
    ^bb0(%in: bf16 loc("model.py":38:12), %out: f32 loc("model.py":38:12)):
      %31 = arith.extf %in : bf16 to f32 loc(#loc1)
      linalg.yield %31 : f32 loc(#loc1)
    } -> tensor<1x2x16x32xf32> loc(#loc1)
    %2 = tensor.empty() : tensor<1x2x48x32xf32> loc(#loc2)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x2x48x32xbf16>) outs(%2 : tensor<1x2x48x32xf32>) {
    ^bb0(%in: bf16 loc("model.py":39:12), %out: f32 loc("model.py":39:12)):
      %31 = arith.extf %in : bf16 to f32 loc(#loc2)
      linalg.yield %31 : f32 loc(#loc2)
    } -> tensor<1x2x48x32xf32> loc(#loc2)
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x2x48x32xbf16>) outs(%2 : tensor<1x2x48x32xf32>) {
    ^bb0(%in: bf16 loc("model.py":40:12), %out: f32 loc("model.py":40:12)):
      %31 = arith.extf %in : bf16 to f32 loc(#loc3)
      linalg.yield %31 : f32 loc(#loc3)
    } -> tensor<1x2x48x32xf32> loc(#loc3)
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x2x16x32xf32>) outs(%0 : tensor<1x2x16x32xf32>) {
    ^bb0(%in: f32 loc("model.py":41:12), %out: f32 loc("model.py":41:12)):
      %31 = arith.mulf %in, %cst : f32 loc(#loc4)
      linalg.yield %31 : f32 loc(#loc4)
    } -> tensor<1x2x16x32xf32> loc(#loc4)
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x2x48x32xf32>) outs(%2 : tensor<1x2x48x32xf32>) {
    ^bb0(%in: f32 loc("model.py":41:12), %out: f32 loc("model.py":41:12)):
      %31 = arith.mulf %in, %cst : f32 loc(#loc4)
      linalg.yield %31 : f32 loc(#loc4)
    } -> tensor<1x2x48x32xf32> loc(#loc4)
    %7 = tensor.empty() : tensor<1x2x32x48xf32> loc(#loc4)
    %transposed = linalg.transpose ins(%6 : tensor<1x2x48x32xf32>) outs(%7 : tensor<1x2x32x48xf32>) permutation = [0, 1, 3, 2]  loc(#loc4)
    %collapsed = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32> loc(#loc4)
    %collapsed_2 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x2x32x48xf32> into tensor<2x32x48xf32> loc(#loc4)
    %8 = tensor.empty() : tensor<2x16x48xf32> loc(#loc4)
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<2x16x48xf32>) -> tensor<2x16x48xf32> loc(#loc4)
    %10 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<2x16x32xf32>, tensor<2x32x48xf32>) outs(%9 : tensor<2x16x48xf32>) -> tensor<2x16x48xf32> loc(#loc5)
    %expanded = tensor.expand_shape %10 [[0, 1], [2], [3]] output_shape [1, 2, 16, 48] : tensor<2x16x48xf32> into tensor<1x2x16x48xf32> loc(#loc4)
    %11 = tensor.empty() : tensor<1x2x16xf32> loc(#loc4)
    %12 = linalg.fill ins(%cst_1 : f32) outs(%11 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32> loc(#loc4)
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded : tensor<1x2x16x48xf32>) outs(%12 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc("model.py":41:12), %out: f32 loc("model.py":41:12)):
      %31 = arith.maximumf %in, %out : f32 loc(#loc4)
      linalg.yield %31 : f32 loc(#loc4)
    } -> tensor<1x2x16xf32> loc(#loc4)
    %14 = tensor.empty() : tensor<1x2x16x48xf32> loc(#loc4)
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %13 : tensor<1x2x16x48xf32>, tensor<1x2x16xf32>) outs(%14 : tensor<1x2x16x48xf32>) {
    ^bb0(%in: f32 loc("model.py":41:12), %in_3: f32 loc("model.py":41:12), %out: f32 loc("model.py":41:12)):
      %31 = arith.subf %in, %in_3 : f32 loc(#loc4)
      %32 = math.exp %31 : f32 loc(#loc4)
      linalg.yield %32 : f32 loc(#loc4)
    } -> tensor<1x2x16x48xf32> loc(#loc4)
    %16 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32> loc(#loc4)
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<1x2x16x48xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc("model.py":41:12), %out: f32 loc("model.py":41:12)):
      %31 = arith.addf %in, %out : f32 loc(#loc4)
      linalg.yield %31 : f32 loc(#loc4)
    } -> tensor<1x2x16xf32> loc(#loc4)
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %17 : tensor<1x2x16x48xf32>, tensor<1x2x16xf32>) outs(%14 : tensor<1x2x16x48xf32>) {
    ^bb0(%in: f32 loc("model.py":41:12), %in_3: f32 loc("model.py":41:12), %out: f32 loc("model.py":41:12)):
      %31 = arith.divf %in, %in_3 : f32 loc(#loc4)
      linalg.yield %31 : f32 loc(#loc4)
    } -> tensor<1x2x16x48xf32> loc(#loc4)
    %19 = tensor.empty() : tensor<1x2x16x48xi1> loc(#loc4)
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x2x16x48xf32>) outs(%19 : tensor<1x2x16x48xi1>) {
    ^bb0(%in: f32 loc("model.py":41:12), %out: i1 loc("model.py":41:12)):
      %31 = arith.cmpf oeq, %in, %cst_1 : f32 loc(#loc4)
      linalg.yield %31 : i1 loc(#loc4)
    } -> tensor<1x2x16x48xi1> loc(#loc4)
    %21 = tensor.empty() : tensor<1x2x16xi1> loc(#loc4)
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x2x16xi1>) -> tensor<1x2x16xi1> loc(#loc4)
    %23 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x16x48xi1>) outs(%22 : tensor<1x2x16xi1>) {
    ^bb0(%in: i1 loc("model.py":41:12), %out: i1 loc("model.py":41:12)):
      %31 = arith.andi %in, %out : i1 loc(#loc4)
      linalg.yield %31 : i1 loc(#loc4)
    } -> tensor<1x2x16xi1> loc(#loc4)
    %24 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %18 : tensor<1x2x16xi1>, tensor<1x2x16x48xf32>) outs(%14 : tensor<1x2x16x48xf32>) {
    ^bb0(%in: i1 loc("model.py":41:12), %in_3: f32 loc("model.py":41:12), %out: f32 loc("model.py":41:12)):
      %31 = arith.select %in, %cst_0, %in_3 : f32 loc(#loc4)
      linalg.yield %31 : f32 loc(#loc4)
    } -> tensor<1x2x16x48xf32> loc(#loc4)
    %collapsed_4 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x2x16x48xf32> into tensor<2x16x48xf32> loc(#loc4)
    %collapsed_5 = tensor.collapse_shape %4 [[0, 1], [2], [3]] : tensor<1x2x48x32xf32> into tensor<2x48x32xf32> loc(#loc4)
    %25 = tensor.empty() : tensor<2x16x32xf32> loc(#loc4)
    %26 = linalg.fill ins(%cst_0 : f32) outs(%25 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32> loc(#loc4)
    %27 = linalg.batch_matmul ins(%collapsed_4, %collapsed_5 : tensor<2x16x48xf32>, tensor<2x48x32xf32>) outs(%26 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32> loc(#loc6)
    %expanded_6 = tensor.expand_shape %27 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32> loc(#loc4)
    %28 = tensor.empty() : tensor<1x2x16x32xbf16> loc(#loc7)
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x16x32xf32>) outs(%28 : tensor<1x2x16x32xbf16>) {
    ^bb0(%in: f32 loc("model.py":42:15), %out: bf16 loc("model.py":42:15)):
      %31 = arith.truncf %in : f32 to bf16 loc(#loc7)
      linalg.yield %31 : bf16 loc(#loc7)
    } -> tensor<1x2x16x32xbf16> loc(#loc7)
    return %29 : tensor<1x2x16x32xbf16> loc(#loc8)
  } loc(#loc)
} loc(#loc)
#loc = loc("model.py":36:0)
#loc1 = loc("model.py":38:12)
#loc2 = loc("model.py":39:12)
#loc3 = loc("model.py":40:12)
#loc4 = loc("model.py":41:12)
#loc5 = loc("aten::bmm"(#loc4))
#loc6 = loc(callsite(#loc4 at "model.py":57:20))
#loc7 = loc("model.py":42:15)
#loc8 = loc("model.py":43:8)
