// Form: torch-mlir's aten.max.dim lowering (one linalg.generic, two results: running max + unused argmax, keepdim as the output map (d0, d1, d2, 0)); stands for F.scaled_dot_product_attention(q, k, v, attn_mask=m) with q, k, v f32 [1,4,32,16] and m bool [1,1,32,32], through the FX importer (math backend, _safe_softmax).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module attributes {torch.debug_module_name = "Attention"} {
  func.func @forward(%arg0: tensor<1x4x32x16xf32>, %arg1: tensor<1x4x32x16xf32>, %arg2: tensor<1x4x32x16xf32>, %arg3: tensor<1x1x32x32xi1>) -> tensor<1x4x32x16xf32> {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %c0_i64 = arith.constant 0 : i64
    %true = arith.constant true
    %0 = tensor.empty() : tensor<1x4x32x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x4x32x16xf32>) outs(%0 : tensor<1x4x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = arith.mulf %in, %cst : f32
      linalg.yield %36 : f32
    } -> tensor<1x4x32x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x4x32x16xf32>) outs(%0 : tensor<1x4x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = arith.mulf %in, %cst : f32
      linalg.yield %36 : f32
    } -> tensor<1x4x32x16xf32>
    %3 = tensor.empty() : tensor<1x4x16x32xf32>
    %transposed = linalg.transpose ins(%2 : tensor<1x4x32x16xf32>) outs(%3 : tensor<1x4x16x32xf32>) permutation = [0, 1, 3, 2]
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<1x4x32x16xf32> into tensor<4x32x16xf32>
    %collapsed_2 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x4x16x32xf32> into tensor<4x16x32xf32>
    %4 = tensor.empty() : tensor<4x32x32xf32>
    %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<4x32x16xf32>, tensor<4x16x32xf32>) outs(%5 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2], [3]] output_shape [1, 4, 32, 32] : tensor<4x32x32xf32> into tensor<1x4x32x32xf32>
    %7 = tensor.empty() : tensor<1x4x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %arg3 : tensor<1x4x32x32xf32>, tensor<1x1x32x32xi1>) outs(%7 : tensor<1x4x32x32xf32>) {
    ^bb0(%in: f32, %in_3: i1, %out: f32):
      %36 = arith.select %in_3, %in, %cst_1 : f32
      linalg.yield %36 : f32
    } -> tensor<1x4x32x32xf32>
    %9 = tensor.empty() : tensor<1x4x32x1xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<1x4x32x1xf32>) -> tensor<1x4x32x1xf32>
    %11 = tensor.empty() : tensor<1x4x32x1xi64>
    %12 = linalg.fill ins(%c0_i64 : i64) outs(%11 : tensor<1x4x32x1xi64>) -> tensor<1x4x32x1xi64>
    %13:2 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%8 : tensor<1x4x32x32xf32>) outs(%10, %12 : tensor<1x4x32x1xf32>, tensor<1x4x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_3: i64):
      %36 = linalg.index 3 : index
      %37 = arith.index_cast %36 : index to i64
      %38 = arith.maximumf %in, %out : f32
      %39 = arith.cmpf ogt, %in, %out : f32
      %40 = arith.select %39, %37, %out_3 : i64
      linalg.yield %38, %40 : f32, i64
    } -> (tensor<1x4x32x1xf32>, tensor<1x4x32x1xi64>)
    %14 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %13#0 : tensor<1x4x32x32xf32>, tensor<1x4x32x1xf32>) outs(%7 : tensor<1x4x32x32xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %36 = arith.subf %in, %in_3 : f32
      linalg.yield %36 : f32
    } -> tensor<1x4x32x32xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x4x32x32xf32>) outs(%7 : tensor<1x4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = math.exp %in : f32
      linalg.yield %36 : f32
    } -> tensor<1x4x32x32xf32>
    %16 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<1x4x32x1xf32>) -> tensor<1x4x32x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<1x4x32x32xf32>) outs(%16 : tensor<1x4x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = arith.addf %in, %out : f32
      linalg.yield %36 : f32
    } -> tensor<1x4x32x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %17 : tensor<1x4x32x32xf32>, tensor<1x4x32x1xf32>) outs(%7 : tensor<1x4x32x32xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %36 = arith.divf %in, %in_3 : f32
      linalg.yield %36 : f32
    } -> tensor<1x4x32x32xf32>
    %19 = tensor.empty() : tensor<1x4x32x32xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x4x32x32xf32>) outs(%19 : tensor<1x4x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %36 = arith.cmpf oeq, %in, %cst_1 : f32
      linalg.yield %36 : i1
    } -> tensor<1x4x32x32xi1>
    %21 = tensor.empty() : tensor<1x4x32x1xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<1x4x32x1xi1>) -> tensor<1x4x32x1xi1>
    %23 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x4x32x32xi1>) outs(%22 : tensor<1x4x32x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %36 = arith.andi %in, %out : i1
      linalg.yield %36 : i1
    } -> tensor<1x4x32x1xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %18 : tensor<1x4x32x1xi1>, tensor<1x4x32x32xf32>) outs(%7 : tensor<1x4x32x32xf32>) {
    ^bb0(%in: i1, %in_3: f32, %out: f32):
      %36 = arith.select %in, %cst_0, %in_3 : f32
      linalg.yield %36 : f32
    } -> tensor<1x4x32x32xf32>
    %collapsed_4 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<1x4x32x32xf32> into tensor<4x32x32xf32>
    %collapsed_5 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x4x32x16xf32> into tensor<4x32x16xf32>
    %25 = tensor.empty() : tensor<4x32x16xf32>
    %26 = linalg.fill ins(%cst_0 : f32) outs(%25 : tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_4, %collapsed_5 : tensor<4x32x32xf32>, tensor<4x32x16xf32>) outs(%26 : tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %expanded_6 = tensor.expand_shape %27 [[0, 1], [2], [3]] output_shape [1, 4, 32, 16] : tensor<4x32x16xf32> into tensor<1x4x32x16xf32>
    return %expanded_6 : tensor<1x4x32x16xf32>
  }
}
