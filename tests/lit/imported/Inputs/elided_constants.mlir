// Form: an attention graph printed with large constants elided (mlir-opt --mlir-elide-elementsattrs-if-larger=16 prints them as dense_resource<__elided__>): the Q/K/V/output projection weights [32,32] and biases [32] are constants inside the graph whose values are not in the file; the splat and scalar constants stay. Stands for nn.MultiheadAttention(32, 2, batch_first=True)(x, x, x, need_weights=False) on x f32 [1,32,32] with frozen parameters (torch-mlir FX importer, parameters inlined as constants, SDPA math path with the guard), dumped with elision for a bug report.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module attributes {torch.debug_module_name = "MultiheadAttention"} {
  func.func @forward(%arg0: tensor<1x32x32xf32>) -> tensor<1x32x32xf32> {
    %cst = arith.constant dense_resource<__elided__> : tensor<32x32xf32>
    %cst_0 = arith.constant dense_resource<__elided__> : tensor<32xf32>
    %cst_1 = arith.constant dense_resource<__elided__> : tensor<32x32xf32>
    %cst_2 = arith.constant dense_resource<__elided__> : tensor<32xf32>
    %cst_3 = arith.constant dense_resource<__elided__> : tensor<32x32xf32>
    %cst_4 = arith.constant dense_resource<__elided__> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<__elided__> : tensor<32x32xf32>
    %cst_6 = arith.constant dense_resource<__elided__> : tensor<32xf32>
    %cst_7 = arith.constant 0.000000e+00 : f32
    %cst_8 = arith.constant 5.000000e-01 : f32
    %cst_9 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %0 = tensor.empty() : tensor<32x32xf32>
    %1 = linalg.fill ins(%cst_7 : f32) outs(%0 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %2 = linalg.matmul ins(%collapsed, %cst : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %cst_0 : tensor<32x32xf32>, tensor<32xf32>) outs(%0 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %40 = arith.addf %in, %in_16 : f32
      linalg.yield %40 : f32
    } -> tensor<32x32xf32>
    %4 = linalg.matmul ins(%collapsed, %cst_1 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_2 : tensor<32x32xf32>, tensor<32xf32>) outs(%0 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %40 = arith.addf %in, %in_16 : f32
      linalg.yield %40 : f32
    } -> tensor<32x32xf32>
    %6 = linalg.matmul ins(%collapsed, %cst_3 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %cst_4 : tensor<32x32xf32>, tensor<32xf32>) outs(%0 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %40 = arith.addf %in, %in_16 : f32
      linalg.yield %40 : f32
    } -> tensor<32x32xf32>
    %expanded = tensor.expand_shape %3 [[0, 1], [2, 3]] output_shape [1, 32, 2, 16] : tensor<32x32xf32> into tensor<1x32x2x16xf32>
    %expanded_10 = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [1, 32, 2, 16] : tensor<32x32xf32> into tensor<1x32x2x16xf32>
    %expanded_11 = tensor.expand_shape %7 [[0, 1], [2, 3]] output_shape [1, 32, 2, 16] : tensor<32x32xf32> into tensor<1x32x2x16xf32>
    %8 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x32x2x16xf32>) outs(%8 : tensor<1x2x32x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_12 = linalg.transpose ins(%expanded_10 : tensor<1x32x2x16xf32>) outs(%8 : tensor<1x2x32x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_13 = linalg.transpose ins(%expanded_11 : tensor<1x32x2x16xf32>) outs(%8 : tensor<1x2x32x16xf32>) permutation = [0, 2, 1, 3]
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x2x32x16xf32>) outs(%8 : tensor<1x2x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.mulf %in, %cst_8 : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x32x16xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12 : tensor<1x2x32x16xf32>) outs(%8 : tensor<1x2x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.mulf %in, %cst_8 : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x32x16xf32>
    %11 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_14 = linalg.transpose ins(%10 : tensor<1x2x32x16xf32>) outs(%11 : tensor<1x2x16x32xf32>) permutation = [0, 1, 3, 2]
    %collapsed_15 = tensor.collapse_shape %9 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %collapsed_16 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %12 = tensor.empty() : tensor<2x32x32xf32>
    %13 = linalg.fill ins(%cst_7 : f32) outs(%12 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %14 = linalg.batch_matmul ins(%collapsed_15, %collapsed_16 : tensor<2x32x16xf32>, tensor<2x16x32xf32>) outs(%13 : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
    %expanded_17 = tensor.expand_shape %14 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
    %15 = tensor.empty() : tensor<1x2x32xf32>
    %16 = linalg.fill ins(%cst_9 : f32) outs(%15 : tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_17 : tensor<1x2x32x32xf32>) outs(%16 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.maximumf %in, %out : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x32xf32>
    %18 = tensor.empty() : tensor<1x2x32x32xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %17 : tensor<1x2x32x32xf32>, tensor<1x2x32xf32>) outs(%18 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %40 = arith.subf %in, %in_16 : f32
      %41 = math.exp %40 : f32
      linalg.yield %41 : f32
    } -> tensor<1x2x32x32xf32>
    %20 = linalg.fill ins(%cst_7 : f32) outs(%15 : tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<1x2x32x32xf32>) outs(%20 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %in, %out : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x32xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %21 : tensor<1x2x32x32xf32>, tensor<1x2x32xf32>) outs(%18 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %40 = arith.divf %in, %in_16 : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x32x32xf32>
    %23 = tensor.empty() : tensor<1x2x32x32xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<1x2x32x32xf32>) outs(%23 : tensor<1x2x32x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %40 = arith.cmpf oeq, %in, %cst_9 : f32
      linalg.yield %40 : i1
    } -> tensor<1x2x32x32xi1>
    %25 = tensor.empty() : tensor<1x2x32xi1>
    %26 = linalg.fill ins(%true : i1) outs(%25 : tensor<1x2x32xi1>) -> tensor<1x2x32xi1>
    %27 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<1x2x32x32xi1>) outs(%26 : tensor<1x2x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %40 = arith.andi %in, %out : i1
      linalg.yield %40 : i1
    } -> tensor<1x2x32xi1>
    %28 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %22 : tensor<1x2x32xi1>, tensor<1x2x32x32xf32>) outs(%18 : tensor<1x2x32x32xf32>) {
    ^bb0(%in: i1, %in_16: f32, %out: f32):
      %40 = arith.select %in, %cst_7, %in_16 : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x32x32xf32>
    %collapsed_18 = tensor.collapse_shape %28 [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
    %collapsed_19 = tensor.collapse_shape %transposed_13 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %29 = tensor.empty() : tensor<2x32x16xf32>
    %30 = linalg.fill ins(%cst_7 : f32) outs(%29 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %31 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<2x32x32xf32>, tensor<2x32x16xf32>) outs(%30 : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %expanded_20 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [1, 2, 32, 16] : tensor<2x32x16xf32> into tensor<1x2x32x16xf32>
    %32 = tensor.empty() : tensor<1x32x2x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<1x2x32x16xf32>) outs(%32 : tensor<1x32x2x16xf32>) permutation = [0, 2, 1, 3]
    %collapsed_22 = tensor.collapse_shape %transposed_21 [[0, 1], [2, 3]] : tensor<1x32x2x16xf32> into tensor<32x32xf32>
    %33 = linalg.matmul ins(%collapsed_22, %cst_5 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%33, %cst_6 : tensor<32x32xf32>, tensor<32xf32>) outs(%0 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %40 = arith.addf %in, %in_16 : f32
      linalg.yield %40 : f32
    } -> tensor<32x32xf32>
    %expanded_23 = tensor.expand_shape %34 [[0, 1], [2]] output_shape [1, 32, 32] : tensor<32x32xf32> into tensor<1x32x32xf32>
    return %expanded_23 : tensor<1x32x32xf32>
  }
}
