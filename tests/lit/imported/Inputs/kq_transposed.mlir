// Form: the scores computed as K·Qᵀ (batch_matmul of K [BH,Skv,D] with Qᵀ [BH,D,Sq]) and then linalg.transpose [0, 2, 1] to [BH,Sq,Skv], followed by a baddbmm leftover s*1.0 + 0.0*C with a zero-filled C; the scale 0.25 on K only; no mask, no guard. Stands for torch.baddbmm(torch.zeros(4, 32, 64), q_, (k_ * 0.25).transpose(1, 2), beta=0.0, alpha=1.0).softmax(-1) @ v_ (Bloom/GPT-NeoX style) with q f32 [2,2,32,16], k and v f32 [2,2,64,16], as a front end emits it that decomposes baddbmm into bmm, mul and add and computes the bmm as (Bᵀ·Aᵀ)ᵀ.
module {
  func.func @attention(%q: tensor<2x2x32x16xf32>, %k: tensor<2x2x64x16xf32>, %v: tensor<2x2x64x16xf32>) -> tensor<2x2x32x16xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %scale = arith.constant 2.500000e-01 : f32
    %neg_inf = arith.constant 0xFF800000 : f32
    %k_init = tensor.empty() : tensor<2x2x64x16xf32>
    %k_scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k : tensor<2x2x64x16xf32>) outs(%k_init : tensor<2x2x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.mulf %in, %scale : f32
      linalg.yield %m : f32
    } -> tensor<2x2x64x16xf32>
    %k3 = tensor.collapse_shape %k_scaled [[0, 1], [2], [3]] : tensor<2x2x64x16xf32> into tensor<4x64x16xf32>
    %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x2x32x16xf32> into tensor<4x32x16xf32>
    %qt_init = tensor.empty() : tensor<4x16x32xf32>
    %qt = linalg.transpose ins(%q3 : tensor<4x32x16xf32>) outs(%qt_init : tensor<4x16x32xf32>) permutation = [0, 2, 1]
    %kq_init = tensor.empty() : tensor<4x64x32xf32>
    %kq_zero = linalg.fill ins(%zero : f32) outs(%kq_init : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %kq = linalg.batch_matmul ins(%k3, %qt : tensor<4x64x16xf32>, tensor<4x16x32xf32>) outs(%kq_zero : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %qk_init = tensor.empty() : tensor<4x32x64xf32>
    %qk = linalg.transpose ins(%kq : tensor<4x64x32xf32>) outs(%qk_init : tensor<4x32x64xf32>) permutation = [0, 2, 1]
    %c = linalg.fill ins(%zero : f32) outs(%qk_init : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %baddbmm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%qk, %c : tensor<4x32x64xf32>, tensor<4x32x64xf32>) outs(%qk_init : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %in_c: f32, %out: f32):
      %a = arith.mulf %in, %one : f32
      %b = arith.mulf %in_c, %zero : f32
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<4x32x64xf32>
    %scores = tensor.expand_shape %baddbmm [[0, 1], [2], [3]] output_shape [2, 2, 32, 64] : tensor<4x32x64xf32> into tensor<2x2x32x64xf32>
    %row_init = tensor.empty() : tensor<2x2x32xf32>
    %max_init = linalg.fill ins(%neg_inf : f32) outs(%row_init : tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %row_max = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%scores : tensor<2x2x32x64xf32>) outs(%max_init : tensor<2x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.maximumf %in, %out : f32
      linalg.yield %m : f32
    } -> tensor<2x2x32xf32>
    %p_init = tensor.empty() : tensor<2x2x32x64xf32>
    %exp = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores, %row_max : tensor<2x2x32x64xf32>, tensor<2x2x32xf32>) outs(%p_init : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_m: f32, %out: f32):
      %d = arith.subf %in, %in_m : f32
      %e = math.exp %d : f32
      linalg.yield %e : f32
    } -> tensor<2x2x32x64xf32>
    %sum_init = linalg.fill ins(%zero : f32) outs(%row_init : tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
    %row_sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<2x2x32x64xf32>) outs(%sum_init : tensor<2x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    } -> tensor<2x2x32xf32>
    %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %row_sum : tensor<2x2x32x64xf32>, tensor<2x2x32xf32>) outs(%p_init : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %in_s: f32, %out: f32):
      %r = arith.divf %in, %in_s : f32
      linalg.yield %r : f32
    } -> tensor<2x2x32x64xf32>
    %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<2x2x64x16xf32> into tensor<4x64x16xf32>
    %o_init = tensor.empty() : tensor<4x32x16xf32>
    %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %o3 = linalg.batch_matmul ins(%p3, %v3 : tensor<4x32x64xf32>, tensor<4x64x16xf32>) outs(%o_zero : tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [2, 2, 32, 16] : tensor<4x32x16xf32> into tensor<2x2x32x16xf32>
    return %o : tensor<2x2x32x16xf32>
  }
}
