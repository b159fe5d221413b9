// Form: two attention blocks in one function: a two-layer BERT encoder (the second layer reads the first layer's output), each layer with its own weights as function arguments (PyTorch [out, in] layout, transposed by linalg.transpose before linalg.matmul), SDPA math-path attention (sqrt(0.25) = 0.5 on Q and K, shared additive [1,1,1,S] mask argument, safe-softmax guard), LayerNorm with linalg.reduce, tanh-GELU. Stands for transformers' BertEncoder with num_hidden_layers=2, attn_implementation="sdpa" (hidden 32, 2 heads of 16, intermediate 64, hidden_act="gelu_new") on hidden_states f32 [1,16,32], exported with torch.export and the parameters lifted to inputs.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#col = affine_map<(d0, d1) -> (d0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#padmask = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module attributes {torch.debug_module_name = "BertEncoder"} {
  func.func @forward(%hidden_states: tensor<1x16x32xf32>, %attention_mask: tensor<1x1x1x16xf32>, %l0_wq: tensor<32x32xf32>, %l0_bq: tensor<32xf32>, %l0_wk: tensor<32x32xf32>, %l0_bk: tensor<32xf32>, %l0_wv: tensor<32x32xf32>, %l0_bv: tensor<32xf32>, %l0_wo: tensor<32x32xf32>, %l0_bo: tensor<32xf32>, %l0_ln1_w: tensor<32xf32>, %l0_ln1_b: tensor<32xf32>, %l0_w1: tensor<64x32xf32>, %l0_b1: tensor<64xf32>, %l0_w2: tensor<32x64xf32>, %l0_b2: tensor<32xf32>, %l0_ln2_w: tensor<32xf32>, %l0_ln2_b: tensor<32xf32>, %l1_wq: tensor<32x32xf32>, %l1_bq: tensor<32xf32>, %l1_wk: tensor<32x32xf32>, %l1_bk: tensor<32xf32>, %l1_wv: tensor<32x32xf32>, %l1_bv: tensor<32xf32>, %l1_wo: tensor<32x32xf32>, %l1_bo: tensor<32xf32>, %l1_ln1_w: tensor<32xf32>, %l1_ln1_b: tensor<32xf32>, %l1_w1: tensor<64x32xf32>, %l1_b1: tensor<64xf32>, %l1_w2: tensor<32x64xf32>, %l1_b2: tensor<32xf32>, %l1_ln2_w: tensor<32xf32>, %l1_ln2_b: tensor<32xf32>) -> tensor<1x16x32xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %half = arith.constant 5.000000e-01 : f32
    %sqrt_scale = arith.constant 5.000000e-01 : f32
    %neg_inf = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %inv_hidden = arith.constant 3.125000e-02 : f32
    %eps = arith.constant 9.99999996E-13 : f32
    %gelu_c = arith.constant 4.471500e-02 : f32
    %sqrt_2_over_pi = arith.constant 0.797884583 : f32
    %e16x32 = tensor.empty() : tensor<16x32xf32>
    %z16x32 = linalg.fill ins(%zero : f32) outs(%e16x32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %e16x64 = tensor.empty() : tensor<16x64xf32>
    %z16x64 = linalg.fill ins(%zero : f32) outs(%e16x64 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %e32x32 = tensor.empty() : tensor<32x32xf32>
    %e32x64 = tensor.empty() : tensor<32x64xf32>
    %e64x32 = tensor.empty() : tensor<64x32xf32>
    %e16 = tensor.empty() : tensor<16xf32>
    %z16 = linalg.fill ins(%zero : f32) outs(%e16 : tensor<16xf32>) -> tensor<16xf32>
    %e4d = tensor.empty() : tensor<1x2x16x16xf32>
    %e4d_t = tensor.empty() : tensor<1x16x2x16xf32>
    %e4d_i1 = tensor.empty() : tensor<1x2x16x16xi1>
    %e3d = tensor.empty() : tensor<2x16x16xf32>
    %z3d = linalg.fill ins(%zero : f32) outs(%e3d : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %e_rows = tensor.empty() : tensor<1x2x16x1xf32>
    %ninf_rows = linalg.fill ins(%neg_inf : f32) outs(%e_rows : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %zero_rows = linalg.fill ins(%zero : f32) outs(%e_rows : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %e_rows_i1 = tensor.empty() : tensor<1x2x16x1xi1>
    %true_rows = linalg.fill ins(%true : i1) outs(%e_rows_i1 : tensor<1x2x16x1xi1>) -> tensor<1x2x16x1xi1>
    %l0_in = tensor.collapse_shape %hidden_states [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    // ---- encoder.layer.0: BertSdpaSelfAttention (q, k, v = Linear(hidden), weights [out, in] as exported)
    %l0_wq_t = linalg.transpose ins(%l0_wq : tensor<32x32xf32>) outs(%e32x32 : tensor<32x32xf32>) permutation = [1, 0]
    %l0_wk_t = linalg.transpose ins(%l0_wk : tensor<32x32xf32>) outs(%e32x32 : tensor<32x32xf32>) permutation = [1, 0]
    %l0_wv_t = linalg.transpose ins(%l0_wv : tensor<32x32xf32>) outs(%e32x32 : tensor<32x32xf32>) permutation = [1, 0]
    %l0_q_mm = linalg.matmul ins(%l0_in, %l0_wq_t : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z16x32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %l0_k_mm = linalg.matmul ins(%l0_in, %l0_wk_t : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z16x32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %l0_v_mm = linalg.matmul ins(%l0_in, %l0_wv_t : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z16x32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %l0_q2 = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l0_q_mm, %l0_bq : tensor<16x32xf32>, tensor<32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l0_k2 = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l0_k_mm, %l0_bk : tensor<16x32xf32>, tensor<32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l0_v2 = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l0_v_mm, %l0_bv : tensor<16x32xf32>, tensor<32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l0_q4 = tensor.expand_shape %l0_q2 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %l0_k4 = tensor.expand_shape %l0_k2 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %l0_v4 = tensor.expand_shape %l0_v2 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %l0_q = linalg.transpose ins(%l0_q4 : tensor<1x16x2x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3]
    %l0_k = linalg.transpose ins(%l0_k4 : tensor<1x16x2x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3]
    %l0_v = linalg.transpose ins(%l0_v4 : tensor<1x16x2x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3]
    // F.scaled_dot_product_attention(q, k, v, attn_mask=extended_attention_mask), math backend
    %l0_qs = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l0_q : tensor<1x2x16x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.mulf %a, %sqrt_scale : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l0_ks = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l0_k : tensor<1x2x16x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.mulf %a, %sqrt_scale : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l0_kt = linalg.transpose ins(%l0_ks : tensor<1x2x16x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) permutation = [0, 1, 3, 2]
    %l0_q3 = tensor.collapse_shape %l0_qs [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %l0_kt3 = tensor.collapse_shape %l0_kt [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %l0_s3 = linalg.batch_matmul ins(%l0_q3, %l0_kt3 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%z3d : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %l0_s = tensor.expand_shape %l0_s3 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %l0_sm = linalg.generic {indexing_maps = [#id4, #padmask, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l0_s, %attention_mask : tensor<1x2x16x16xf32>, tensor<1x1x1x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l0_max = linalg.generic {indexing_maps = [#id4, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%l0_sm : tensor<1x2x16x16xf32>) outs(%ninf_rows : tensor<1x2x16x1xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %o : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x1xf32>
    %l0_exp = linalg.generic {indexing_maps = [#id4, #keep, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l0_sm, %l0_max : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %d = arith.subf %a, %b : f32
      %r = math.exp %d : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l0_sum = linalg.generic {indexing_maps = [#id4, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%l0_exp : tensor<1x2x16x16xf32>) outs(%zero_rows : tensor<1x2x16x1xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.addf %a, %o : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x1xf32>
    %l0_p = linalg.generic {indexing_maps = [#id4, #keep, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l0_exp, %l0_sum : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.divf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l0_isinf = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l0_sm : tensor<1x2x16x16xf32>) outs(%e4d_i1 : tensor<1x2x16x16xi1>) {
    ^bb0(%a: f32, %o: i1):
      %r = arith.cmpf oeq, %a, %neg_inf : f32
      linalg.yield %r : i1
    } -> tensor<1x2x16x16xi1>
    %l0_allinf = linalg.generic {indexing_maps = [#id4, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%l0_isinf : tensor<1x2x16x16xi1>) outs(%true_rows : tensor<1x2x16x1xi1>) {
    ^bb0(%a: i1, %o: i1):
      %r = arith.andi %a, %o : i1
      linalg.yield %r : i1
    } -> tensor<1x2x16x1xi1>
    %l0_psafe = linalg.generic {indexing_maps = [#keep, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l0_allinf, %l0_p : tensor<1x2x16x1xi1>, tensor<1x2x16x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: i1, %b: f32, %o: f32):
      %r = arith.select %a, %zero, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l0_p3 = tensor.collapse_shape %l0_psafe [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %l0_v3 = tensor.collapse_shape %l0_v [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %l0_o3 = linalg.batch_matmul ins(%l0_p3, %l0_v3 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%z3d : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %l0_o4 = tensor.expand_shape %l0_o3 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %l0_ot = linalg.transpose ins(%l0_o4 : tensor<1x2x16x16xf32>) outs(%e4d_t : tensor<1x16x2x16xf32>) permutation = [0, 2, 1, 3]
    %l0_ctx = tensor.collapse_shape %l0_ot [[0, 1], [2, 3]] : tensor<1x16x2x16xf32> into tensor<16x32xf32>
    // BertSelfOutput
    %l0_wo_t = linalg.transpose ins(%l0_wo : tensor<32x32xf32>) outs(%e32x32 : tensor<32x32xf32>) permutation = [1, 0]
    %l0_o_mm = linalg.matmul ins(%l0_ctx, %l0_wo_t : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z16x32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %l0_res1 = linalg.generic {indexing_maps = [#id2, #row, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%l0_o_mm, %l0_bo, %l0_in : tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %t = arith.addf %a, %b : f32
      %r = arith.addf %t, %c : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l0_mean1 = linalg.reduce ins(%l0_res1 : tensor<16x32xf32>) outs(%z16 : tensor<16xf32>) dimensions = [1]
      (%a: f32, %o: f32) {
        %r = arith.addf %a, %o : f32
        linalg.yield %r : f32
      }
    %l0_cen1 = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%l0_res1, %l0_mean1 : tensor<16x32xf32>, tensor<16xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %b, %inv_hidden : f32
      %r = arith.subf %a, %m : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l0_var1 = linalg.reduce ins(%l0_cen1 : tensor<16x32xf32>) outs(%z16 : tensor<16xf32>) dimensions = [1]
      (%a: f32, %o: f32) {
        %sq = arith.mulf %a, %a : f32
        %r = arith.addf %sq, %o : f32
        linalg.yield %r : f32
      }
    %l0_ln1 = linalg.generic {indexing_maps = [#id2, #col, #row, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l0_cen1, %l0_var1, %l0_ln1_w, %l0_ln1_b : tensor<16x32xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %v: f32, %g: f32, %b: f32, %o: f32):
      %m = arith.mulf %v, %inv_hidden : f32
      %e = arith.addf %m, %eps : f32
      %s = math.rsqrt %e : f32
      %n = arith.mulf %a, %s : f32
      %w = arith.mulf %n, %g : f32
      %r = arith.addf %w, %b : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    // BertIntermediate (gelu_new: tanh approximation) and BertOutput
    %l0_w1_t = linalg.transpose ins(%l0_w1 : tensor<64x32xf32>) outs(%e32x64 : tensor<32x64xf32>) permutation = [1, 0]
    %l0_h_mm = linalg.matmul ins(%l0_ln1, %l0_w1_t : tensor<16x32xf32>, tensor<32x64xf32>) outs(%z16x64 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %l0_h = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l0_h_mm, %l0_b1 : tensor<16x64xf32>, tensor<64xf32>) outs(%e16x64 : tensor<16x64xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %x = arith.addf %a, %b : f32
      %x2 = arith.mulf %x, %x : f32
      %x3 = arith.mulf %x2, %x : f32
      %c = arith.mulf %x3, %gelu_c : f32
      %u = arith.addf %x, %c : f32
      %k = arith.mulf %u, %sqrt_2_over_pi : f32
      %t = math.tanh %k : f32
      %t1 = arith.addf %t, %one : f32
      %hx = arith.mulf %x, %half : f32
      %r = arith.mulf %hx, %t1 : f32
      linalg.yield %r : f32
    } -> tensor<16x64xf32>
    %l0_w2_t = linalg.transpose ins(%l0_w2 : tensor<32x64xf32>) outs(%e64x32 : tensor<64x32xf32>) permutation = [1, 0]
    %l0_f_mm = linalg.matmul ins(%l0_h, %l0_w2_t : tensor<16x64xf32>, tensor<64x32xf32>) outs(%z16x32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %l0_res2 = linalg.generic {indexing_maps = [#id2, #row, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%l0_f_mm, %l0_b2, %l0_ln1 : tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %t = arith.addf %a, %b : f32
      %r = arith.addf %t, %c : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l0_mean2 = linalg.reduce ins(%l0_res2 : tensor<16x32xf32>) outs(%z16 : tensor<16xf32>) dimensions = [1]
      (%a: f32, %o: f32) {
        %r = arith.addf %a, %o : f32
        linalg.yield %r : f32
      }
    %l0_cen2 = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%l0_res2, %l0_mean2 : tensor<16x32xf32>, tensor<16xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %b, %inv_hidden : f32
      %r = arith.subf %a, %m : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l0_var2 = linalg.reduce ins(%l0_cen2 : tensor<16x32xf32>) outs(%z16 : tensor<16xf32>) dimensions = [1]
      (%a: f32, %o: f32) {
        %sq = arith.mulf %a, %a : f32
        %r = arith.addf %sq, %o : f32
        linalg.yield %r : f32
      }
    %l0_out = linalg.generic {indexing_maps = [#id2, #col, #row, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l0_cen2, %l0_var2, %l0_ln2_w, %l0_ln2_b : tensor<16x32xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %v: f32, %g: f32, %b: f32, %o: f32):
      %m = arith.mulf %v, %inv_hidden : f32
      %e = arith.addf %m, %eps : f32
      %s = math.rsqrt %e : f32
      %n = arith.mulf %a, %s : f32
      %w = arith.mulf %n, %g : f32
      %r = arith.addf %w, %b : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l0_out_3d = tensor.expand_shape %l0_out [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %l1_in = tensor.collapse_shape %l0_out_3d [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    // ---- encoder.layer.1: BertSdpaSelfAttention (q, k, v = Linear(hidden), weights [out, in] as exported)
    %l1_wq_t = linalg.transpose ins(%l1_wq : tensor<32x32xf32>) outs(%e32x32 : tensor<32x32xf32>) permutation = [1, 0]
    %l1_wk_t = linalg.transpose ins(%l1_wk : tensor<32x32xf32>) outs(%e32x32 : tensor<32x32xf32>) permutation = [1, 0]
    %l1_wv_t = linalg.transpose ins(%l1_wv : tensor<32x32xf32>) outs(%e32x32 : tensor<32x32xf32>) permutation = [1, 0]
    %l1_q_mm = linalg.matmul ins(%l1_in, %l1_wq_t : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z16x32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %l1_k_mm = linalg.matmul ins(%l1_in, %l1_wk_t : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z16x32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %l1_v_mm = linalg.matmul ins(%l1_in, %l1_wv_t : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z16x32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %l1_q2 = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l1_q_mm, %l1_bq : tensor<16x32xf32>, tensor<32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l1_k2 = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l1_k_mm, %l1_bk : tensor<16x32xf32>, tensor<32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l1_v2 = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l1_v_mm, %l1_bv : tensor<16x32xf32>, tensor<32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l1_q4 = tensor.expand_shape %l1_q2 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %l1_k4 = tensor.expand_shape %l1_k2 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %l1_v4 = tensor.expand_shape %l1_v2 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %l1_q = linalg.transpose ins(%l1_q4 : tensor<1x16x2x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3]
    %l1_k = linalg.transpose ins(%l1_k4 : tensor<1x16x2x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3]
    %l1_v = linalg.transpose ins(%l1_v4 : tensor<1x16x2x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3]
    // F.scaled_dot_product_attention(q, k, v, attn_mask=extended_attention_mask), math backend
    %l1_qs = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l1_q : tensor<1x2x16x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.mulf %a, %sqrt_scale : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l1_ks = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l1_k : tensor<1x2x16x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.mulf %a, %sqrt_scale : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l1_kt = linalg.transpose ins(%l1_ks : tensor<1x2x16x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) permutation = [0, 1, 3, 2]
    %l1_q3 = tensor.collapse_shape %l1_qs [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %l1_kt3 = tensor.collapse_shape %l1_kt [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %l1_s3 = linalg.batch_matmul ins(%l1_q3, %l1_kt3 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%z3d : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %l1_s = tensor.expand_shape %l1_s3 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %l1_sm = linalg.generic {indexing_maps = [#id4, #padmask, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l1_s, %attention_mask : tensor<1x2x16x16xf32>, tensor<1x1x1x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l1_max = linalg.generic {indexing_maps = [#id4, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%l1_sm : tensor<1x2x16x16xf32>) outs(%ninf_rows : tensor<1x2x16x1xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %o : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x1xf32>
    %l1_exp = linalg.generic {indexing_maps = [#id4, #keep, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l1_sm, %l1_max : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %d = arith.subf %a, %b : f32
      %r = math.exp %d : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l1_sum = linalg.generic {indexing_maps = [#id4, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%l1_exp : tensor<1x2x16x16xf32>) outs(%zero_rows : tensor<1x2x16x1xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.addf %a, %o : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x1xf32>
    %l1_p = linalg.generic {indexing_maps = [#id4, #keep, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l1_exp, %l1_sum : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.divf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l1_isinf = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l1_sm : tensor<1x2x16x16xf32>) outs(%e4d_i1 : tensor<1x2x16x16xi1>) {
    ^bb0(%a: f32, %o: i1):
      %r = arith.cmpf oeq, %a, %neg_inf : f32
      linalg.yield %r : i1
    } -> tensor<1x2x16x16xi1>
    %l1_allinf = linalg.generic {indexing_maps = [#id4, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%l1_isinf : tensor<1x2x16x16xi1>) outs(%true_rows : tensor<1x2x16x1xi1>) {
    ^bb0(%a: i1, %o: i1):
      %r = arith.andi %a, %o : i1
      linalg.yield %r : i1
    } -> tensor<1x2x16x1xi1>
    %l1_psafe = linalg.generic {indexing_maps = [#keep, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%l1_allinf, %l1_p : tensor<1x2x16x1xi1>, tensor<1x2x16x16xf32>) outs(%e4d : tensor<1x2x16x16xf32>) {
    ^bb0(%a: i1, %b: f32, %o: f32):
      %r = arith.select %a, %zero, %b : f32
      linalg.yield %r : f32
    } -> tensor<1x2x16x16xf32>
    %l1_p3 = tensor.collapse_shape %l1_psafe [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %l1_v3 = tensor.collapse_shape %l1_v [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %l1_o3 = linalg.batch_matmul ins(%l1_p3, %l1_v3 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%z3d : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %l1_o4 = tensor.expand_shape %l1_o3 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %l1_ot = linalg.transpose ins(%l1_o4 : tensor<1x2x16x16xf32>) outs(%e4d_t : tensor<1x16x2x16xf32>) permutation = [0, 2, 1, 3]
    %l1_ctx = tensor.collapse_shape %l1_ot [[0, 1], [2, 3]] : tensor<1x16x2x16xf32> into tensor<16x32xf32>
    // BertSelfOutput
    %l1_wo_t = linalg.transpose ins(%l1_wo : tensor<32x32xf32>) outs(%e32x32 : tensor<32x32xf32>) permutation = [1, 0]
    %l1_o_mm = linalg.matmul ins(%l1_ctx, %l1_wo_t : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z16x32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %l1_res1 = linalg.generic {indexing_maps = [#id2, #row, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%l1_o_mm, %l1_bo, %l1_in : tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %t = arith.addf %a, %b : f32
      %r = arith.addf %t, %c : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l1_mean1 = linalg.reduce ins(%l1_res1 : tensor<16x32xf32>) outs(%z16 : tensor<16xf32>) dimensions = [1]
      (%a: f32, %o: f32) {
        %r = arith.addf %a, %o : f32
        linalg.yield %r : f32
      }
    %l1_cen1 = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%l1_res1, %l1_mean1 : tensor<16x32xf32>, tensor<16xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %b, %inv_hidden : f32
      %r = arith.subf %a, %m : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l1_var1 = linalg.reduce ins(%l1_cen1 : tensor<16x32xf32>) outs(%z16 : tensor<16xf32>) dimensions = [1]
      (%a: f32, %o: f32) {
        %sq = arith.mulf %a, %a : f32
        %r = arith.addf %sq, %o : f32
        linalg.yield %r : f32
      }
    %l1_ln1 = linalg.generic {indexing_maps = [#id2, #col, #row, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l1_cen1, %l1_var1, %l1_ln1_w, %l1_ln1_b : tensor<16x32xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %v: f32, %g: f32, %b: f32, %o: f32):
      %m = arith.mulf %v, %inv_hidden : f32
      %e = arith.addf %m, %eps : f32
      %s = math.rsqrt %e : f32
      %n = arith.mulf %a, %s : f32
      %w = arith.mulf %n, %g : f32
      %r = arith.addf %w, %b : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    // BertIntermediate (gelu_new: tanh approximation) and BertOutput
    %l1_w1_t = linalg.transpose ins(%l1_w1 : tensor<64x32xf32>) outs(%e32x64 : tensor<32x64xf32>) permutation = [1, 0]
    %l1_h_mm = linalg.matmul ins(%l1_ln1, %l1_w1_t : tensor<16x32xf32>, tensor<32x64xf32>) outs(%z16x64 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %l1_h = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l1_h_mm, %l1_b1 : tensor<16x64xf32>, tensor<64xf32>) outs(%e16x64 : tensor<16x64xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %x = arith.addf %a, %b : f32
      %x2 = arith.mulf %x, %x : f32
      %x3 = arith.mulf %x2, %x : f32
      %c = arith.mulf %x3, %gelu_c : f32
      %u = arith.addf %x, %c : f32
      %k = arith.mulf %u, %sqrt_2_over_pi : f32
      %t = math.tanh %k : f32
      %t1 = arith.addf %t, %one : f32
      %hx = arith.mulf %x, %half : f32
      %r = arith.mulf %hx, %t1 : f32
      linalg.yield %r : f32
    } -> tensor<16x64xf32>
    %l1_w2_t = linalg.transpose ins(%l1_w2 : tensor<32x64xf32>) outs(%e64x32 : tensor<64x32xf32>) permutation = [1, 0]
    %l1_f_mm = linalg.matmul ins(%l1_h, %l1_w2_t : tensor<16x64xf32>, tensor<64x32xf32>) outs(%z16x32 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %l1_res2 = linalg.generic {indexing_maps = [#id2, #row, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%l1_f_mm, %l1_b2, %l1_ln1 : tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %t = arith.addf %a, %b : f32
      %r = arith.addf %t, %c : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l1_mean2 = linalg.reduce ins(%l1_res2 : tensor<16x32xf32>) outs(%z16 : tensor<16xf32>) dimensions = [1]
      (%a: f32, %o: f32) {
        %r = arith.addf %a, %o : f32
        linalg.yield %r : f32
      }
    %l1_cen2 = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%l1_res2, %l1_mean2 : tensor<16x32xf32>, tensor<16xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %b, %inv_hidden : f32
      %r = arith.subf %a, %m : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %l1_var2 = linalg.reduce ins(%l1_cen2 : tensor<16x32xf32>) outs(%z16 : tensor<16xf32>) dimensions = [1]
      (%a: f32, %o: f32) {
        %sq = arith.mulf %a, %a : f32
        %r = arith.addf %sq, %o : f32
        linalg.yield %r : f32
      }
    %l1_out = linalg.generic {indexing_maps = [#id2, #col, #row, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%l1_cen2, %l1_var2, %l1_ln2_w, %l1_ln2_b : tensor<16x32xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e16x32 : tensor<16x32xf32>) {
    ^bb0(%a: f32, %v: f32, %g: f32, %b: f32, %o: f32):
      %m = arith.mulf %v, %inv_hidden : f32
      %e = arith.addf %m, %eps : f32
      %s = math.rsqrt %e : f32
      %n = arith.mulf %a, %s : f32
      %w = arith.mulf %n, %g : f32
      %r = arith.addf %w, %b : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
    %last_hidden_state = tensor.expand_shape %l1_out [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    return %last_hidden_state : tensor<1x16x32xf32>
  }
}
