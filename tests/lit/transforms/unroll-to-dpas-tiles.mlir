// transform.lantern.unroll_to_dpas_tiles: a subgroup's vector program is cut into the tiles of one
// Xe DPAS (8x16x16) and 2D block loads; Kᵀ becomes a transpose right after the K read.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// 16 query rows, a 32-key tile, head dimension 32: S = Q·Kᵀ (K read row by row, scaled), the row
// max carried by the key loop, S - max.
// CHECK-LABEL: func.func @subgroup_program
// The K tile is read in 16x16 blocks, each transposed at once; the scaling follows the transpose.
// CHECK: scf.for %{{.+}} iter_args(%[[M0:.+]] = %{{.+}}, %[[M1:.+]] = %{{.+}}) -> (vector<8xf32>, vector<8xf32>)
// CHECK-COUNT-4: vector.transfer_read {{.*}} : memref<256x32xbf16>, vector<16x16xbf16>
// CHECK: %[[KT:.+]] = vector.transpose %{{.+}}, [1, 0] : vector<16x16xbf16> to vector<16x16xbf16>
// CHECK: arith.extf %[[KT]] : vector<16x16xbf16> to vector<16x16xf32>
// CHECK: arith.mulf %{{.+}}, %{{.+}} : vector<16x16xf32>
// Q·Kᵀ: (16 / 8) x (32 / 16) x (32 / 16) = 8 contractions of A 8x16 and B 16x16 (k, n).
// CHECK-COUNT-8: vector.contract {indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %{{.+}}, %{{.+}}, %{{.+}} : vector<8x16xbf16>, vector<16x16xbf16> into vector<8x16xf32>
// CHECK-NOT: vector.contract
// The row max: each 8x16 piece reduced from -inf, combined with maximumf, then with the carried max.
// CHECK: vector.multi_reduction <maximumf>, %{{.+}}, %[[NINF:.+]] [1] : vector<8x16xf32> to vector<8xf32>
// CHECK: arith.maximumf
// Row broadcasts: 8 -> 8x1 -> 8x16.
// CHECK: vector.shape_cast %{{.+}} : vector<8xf32> to vector<8x1xf32>
// CHECK: vector.broadcast %{{.+}} : vector<8x1xf32> to vector<8x16xf32>
// CHECK: scf.yield %{{.+}}, %{{.+}} : vector<8xf32>, vector<8xf32>
func.func @subgroup_program(%q: memref<16x32xbf16>, %k: memref<256x32xbf16>, %out: memref<16x32xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x32xf32>
  %m0 = arith.constant dense<0xFF800000> : vector<16xf32>
  %scale = arith.constant dense<0.5> : vector<32x32xf32>
  %qt = vector.transfer_read %q[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x32xbf16>, vector<16x32xbf16>
  %m = scf.for %j = %c0 to %c256 step %c32 iter_args(%m1 = %m0) -> (vector<16xf32>) {
    %kt = vector.transfer_read %k[%j, %c0], %pad {in_bounds = [true, true]} : memref<256x32xbf16>, vector<32x32xbf16>
    %ke = arith.extf %kt : vector<32x32xbf16> to vector<32x32xf32>
    %ks = arith.mulf %ke, %scale : vector<32x32xf32>
    %kn = arith.truncf %ks : vector<32x32xf32> to vector<32x32xbf16>
    %s = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>,
                                           affine_map<(m, n, k) -> (m, n)>],
                          iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
         %qt, %kn, %zero : vector<16x32xbf16>, vector<32x32xbf16> into vector<16x32xf32>
    %mx = vector.multi_reduction <maximumf>, %s, %m1 [1] : vector<16x32xf32> to vector<16xf32>
    %mb = vector.broadcast %mx : vector<16xf32> to vector<32x16xf32>
    %mt = vector.transpose %mb, [1, 0] : vector<32x16xf32> to vector<16x32xf32>
    %d = arith.subf %s, %mt : vector<16x32xf32>
    vector.transfer_write %d, %out[%c0, %c0] {in_bounds = [true, true]} : vector<16x32xf32>, memref<16x32xf32>
    scf.yield %mx : vector<16xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.unroll_to_dpas_tiles %f : !transform.any_op
    transform.yield
  }
}

// -----

// A causal index mask (16 rows at %row0, a 32-key tile at %j): the row indices, a vector.step seen only
// through row broadcasts, become the constant [0..7] of each 8-row piece; the key indices are cut
// into pieces of 16, one per lane, each a vector.step of 16 plus its offset (XeGPU distributes a step
// of 16 as the lane id, and cannot cut one of 32).
// CHECK-LABEL: func.func @causal_mask
// CHECK-DAG: %[[SIXTEEN:.+]] = arith.constant dense<16> : vector<16xindex>
// CHECK-DAG: %[[ROWS1:.+]] = arith.constant dense<[8, 9, 10, 11, 12, 13, 14, 15]> : vector<8xindex>
// CHECK-DAG: %[[ROWS0:.+]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xindex>
// CHECK: vector.shape_cast %[[ROWS0]] : vector<8xindex> to vector<8x1xindex>
// CHECK: vector.shape_cast %[[ROWS1]] : vector<8xindex> to vector<8x1xindex>
// CHECK: scf.for
// CHECK: %[[STEP0:.+]] = vector.step : vector<16xindex>
// CHECK: %[[KEYS0:.+]] = arith.addi %{{.+}}, %[[STEP0]] : vector<16xindex>
// CHECK: %[[STEP1:.+]] = vector.step : vector<16xindex>
// CHECK: %[[SECOND:.+]] = arith.addi %[[STEP1]], %[[SIXTEEN]] : vector<16xindex>
// CHECK: %[[KEYS1:.+]] = arith.addi %{{.+}}, %[[SECOND]] : vector<16xindex>
// CHECK: vector.broadcast %[[KEYS0]] : vector<16xindex> to vector<8x16xindex>
// CHECK: arith.cmpi ule, %{{.+}}, %{{.+}} : vector<8x16xindex>
// CHECK: vector.broadcast %[[KEYS1]] : vector<16xindex> to vector<8x16xindex>
// CHECK-COUNT-4: arith.select %{{.+}}, %{{.+}}, %{{.+}} : vector<8x16xi1>, vector<8x16xf32>
// CHECK-NOT: vector<32xindex>
// CHECK: return
func.func @causal_mask(%q: memref<16x32xbf16>, %k: memref<256x32xbf16>, %out: memref<16x32xf32>, %row0: index) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x32xf32>
  %ninf = arith.constant dense<0xFF800000> : vector<16x32xf32>
  %qt = vector.transfer_read %q[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x32xbf16>, vector<16x32xbf16>
  %rs = vector.step : vector<16xindex>
  %rb = vector.broadcast %rs : vector<16xindex> to vector<32x16xindex>
  %rt = vector.transpose %rb, [1, 0] : vector<32x16xindex> to vector<16x32xindex>
  %r0 = vector.broadcast %row0 : index to vector<16x32xindex>
  %rows = arith.addi %r0, %rt : vector<16x32xindex>
  scf.for %j = %c0 to %c256 step %c32 {
    %kt = vector.transfer_read %k[%j, %c0], %pad {in_bounds = [true, true]} : memref<256x32xbf16>, vector<32x32xbf16>
    %s = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>,
                                           affine_map<(m, n, k) -> (m, n)>],
                          iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
         %qt, %kt, %zero : vector<16x32xbf16>, vector<32x32xbf16> into vector<16x32xf32>
    %ks = vector.step : vector<32xindex>
    %kj = vector.broadcast %j : index to vector<32xindex>
    %keys = arith.addi %kj, %ks : vector<32xindex>
    %kb = vector.broadcast %keys : vector<32xindex> to vector<16x32xindex>
    %visible = arith.cmpi ule, %kb, %rows : vector<16x32xindex>
    %masked = arith.select %visible, %s, %ninf : vector<16x32xi1>, vector<16x32xf32>
    vector.transfer_write %masked, %out[%c0, %c0] {in_bounds = [true, true]} : vector<16x32xf32>, memref<16x32xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.unroll_to_dpas_tiles %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: there must be a contraction to map onto DPAS.
// expected-note @below {{here}}
func.func @no_contraction(%a: vector<16x32xf32>) -> vector<16x32xf32> {
  %b = arith.addf %a, %a : vector<16x32xf32>
  return %b : vector<16x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.unroll_to_dpas_tiles: the target holds no vector.contract; there is nothing to map onto DPAS}}
    transform.lantern.unroll_to_dpas_tiles %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: DPAS multiplies bf16/f16; an f32 graph's contraction is refused.
func.func @f32_operands(%a: vector<16x32xf32>, %b: vector<32x32xf32>, %c: vector<16x32xf32>) -> vector<16x32xf32> {
  // expected-note @below {{here}}
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>,
                                         affine_map<(m, n, k) -> (m, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
       %a, %b, %c : vector<16x32xf32>, vector<32x32xf32> into vector<16x32xf32>
  return %r : vector<16x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.unroll_to_dpas_tiles: a vector.contract multiplies 16x32 and 32x32 operands that are not both bf16 or f16 into f32}}
    transform.lantern.unroll_to_dpas_tiles %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: the contraction must be a 2-D matrix product (here the reduction runs over m).
func.func @not_a_matrix_product(%a: vector<16x32xbf16>, %b: vector<16x32xbf16>, %c: vector<32x32xf32>) -> vector<32x32xf32> {
  // expected-note @below {{here}}
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>,
                                         affine_map<(m, n, k) -> (m, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
       %a, %b, %c : vector<16x32xbf16>, vector<16x32xbf16> into vector<32x32xf32>
  return %r : vector<32x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.unroll_to_dpas_tiles: a vector.contract is not a 2-D matrix product (m, k) x (k, n) or (n, k); DPAS multiplies an 8x16 A by a 16x16 B}}
    transform.lantern.unroll_to_dpas_tiles %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: m a multiple of 8, n and k of 16.
func.func @rows_not_multiple_of_8(%a: vector<4x32xbf16>, %b: vector<32x32xbf16>, %c: vector<4x32xf32>) -> vector<4x32xf32> {
  // expected-note @below {{here}}
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>,
                                         affine_map<(m, n, k) -> (m, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
       %a, %b, %c : vector<4x32xbf16>, vector<32x32xbf16> into vector<4x32xf32>
  return %r : vector<4x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.unroll_to_dpas_tiles: a vector.contract is 4x32x32 (m, n, k); m must be a multiple of 8 and n, k multiples of 16 (one DPAS is 8x16x16)}}
    transform.lantern.unroll_to_dpas_tiles %f : !transform.any_op
    transform.yield
  }
}

// -----

// Legality: every vector is a whole number of tiles (a 16x24 tile is not).
func.func @shape_not_tiled(%a: vector<16x32xbf16>, %b: vector<32x32xbf16>, %c: vector<16x32xf32>,
                           %x: vector<16x24xf32>) -> (vector<16x32xf32>, vector<16x24xf32>) {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>,
                                         affine_map<(m, n, k) -> (m, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
       %a, %b, %c : vector<16x32xbf16>, vector<32x32xbf16> into vector<16x32xf32>
  // expected-note @below {{here}}
  %y = arith.addf %x, %x : vector<16x24xf32>
  return %r, %y : vector<16x32xf32>, vector<16x24xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.unroll_to_dpas_tiles: arith.addf works on 16x24, which 8x16 tiles do not divide; subgroup tiles must be whole DPAS tiles: rows a multiple of 8, columns of 16}}
    transform.lantern.unroll_to_dpas_tiles %f : !transform.any_op
    transform.yield
  }
}
