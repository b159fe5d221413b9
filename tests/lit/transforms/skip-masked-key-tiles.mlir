// transform.lantern.skip_masked_key_tiles: a vectorized key loop whose scores are set to -inf by a
// causal comparison of key and row indices ends at the last key tile that any row of the block
// sees.
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// Block rows %r0 + [0, 64), warps of 16 rows (%w = 0, 16, 32, 48), keys %k + [0, 32): the last row
// of the block is %r0 + 48 + 15, so the loop runs while %k < %r0 + 64 (and < 256). The warp loop is
// inside the block loop: every warp runs as many iterations as the last one.
// CHECK-LABEL: func.func @causal
// CHECK: scf.forall (%{{.+}}) in (1)
// CHECK: scf.forall (%[[W:.+]]) = (0) to (64) step (16)
// CHECK: %[[LAST:.+]] = arith.addi %[[R0:.+]], %c48
// CHECK: %[[BOUND:.+]] = arith.addi %[[LAST]], %c16
// CHECK: %[[UB:.+]] = arith.minsi %c256, %[[BOUND]] : index
// CHECK: scf.for %{{.+}} = %c0 to %[[UB]] step %c32
func.func @causal(%s: memref<256x32xf32>, %r0: index) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : f32
  %ninf = arith.constant dense<0xFF800000> : vector<16x32xf32>
  %m0 = arith.constant dense<0xFF800000> : vector<16xf32>
  %out = memref.alloc() : memref<64xf32>
  scf.forall (%block) in (1) {
  scf.forall (%w) = (0) to (64) step (16) {
    %m = scf.for %k = %c0 to %c256 step %c32 iter_args(%m1 = %m0) -> (vector<16xf32>) {
      %t = vector.transfer_read %s[%w, %k], %pad {in_bounds = [true, true]} : memref<256x32xf32>, vector<16x32xf32>
      %rs = vector.step : vector<16xindex>
      %rb = vector.broadcast %rs : vector<16xindex> to vector<32x16xindex>
      %rt = vector.transpose %rb, [1, 0] : vector<32x16xindex> to vector<16x32xindex>
      %row = arith.addi %r0, %w : index
      %rowb = vector.broadcast %row : index to vector<16x32xindex>
      %rows = arith.addi %rowb, %rt : vector<16x32xindex>
      %ks = vector.step : vector<32xindex>
      %kb = vector.broadcast %k : index to vector<32xindex>
      %k1 = arith.addi %kb, %ks : vector<32xindex>
      %keys = vector.broadcast %k1 : vector<32xindex> to vector<16x32xindex>
      %visible = arith.cmpi ule, %keys, %rows : vector<16x32xindex>
      %masked = arith.select %visible, %t, %ninf : vector<16x32xi1>, vector<16x32xf32>
      %mx = vector.multi_reduction <maximumf>, %masked, %m1 [1] : vector<16x32xf32> to vector<16xf32>
      %mb = vector.broadcast %mx : vector<16xf32> to vector<32x16xf32>
      %mt = vector.transpose %mb, [1, 0] : vector<32x16xf32> to vector<16x32xf32>
      %d = arith.subf %masked, %mt : vector<16x32xf32>
      %e = math.exp %d : vector<16x32xf32>
      scf.yield %mx : vector<16xf32>
    }
    vector.transfer_write %m, %out[%w] {in_bounds = [true]} : vector<16xf32>, memref<64xf32>
  }
  }
  %r = vector.transfer_read %out[%c0], %pad {in_bounds = [true]} : memref<64xf32>, vector<16xf32>
  return %r : vector<16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.skip_masked_key_tiles %l : !transform.any_op
    transform.yield
  }
}

// -----

// The CPU's form: one parallel loop over tiles of 32 rows (%r = 0, 32, ..., 224), whose iterations
// are independent: each ends its key loop after its own last row, %r + 31 (the first tile sees one
// key tile, the last all eight).
// CHECK-LABEL: func.func @causal_rows_loop
// CHECK: scf.forall (%[[R:.+]]) = (0) to (256) step (32)
// CHECK: %[[BOUND:.+]] = arith.addi %[[R]], %c32
// CHECK: %[[UB:.+]] = arith.minsi %c256, %[[BOUND]] : index
// CHECK: scf.for %{{.+}} = %c0 to %[[UB]] step %c32
func.func @causal_rows_loop(%s: memref<256x256xf32>) -> vector<32xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : f32
  %ninf = arith.constant dense<0xFF800000> : vector<32x32xf32>
  %m0 = arith.constant dense<0xFF800000> : vector<32xf32>
  %out = memref.alloc() : memref<256xf32>
  scf.forall (%r) = (0) to (256) step (32) {
    %rs = vector.step : vector<32xindex>
    %rb = vector.broadcast %rs : vector<32xindex> to vector<32x32xindex>
    %rt = vector.transpose %rb, [1, 0] : vector<32x32xindex> to vector<32x32xindex>
    %rowb = vector.broadcast %r : index to vector<32x32xindex>
    %rows = arith.addi %rowb, %rt : vector<32x32xindex>
    %m = scf.for %k = %c0 to %c256 step %c32 iter_args(%m1 = %m0) -> (vector<32xf32>) {
      %t = vector.transfer_read %s[%r, %k], %pad {in_bounds = [true, true]} : memref<256x256xf32>, vector<32x32xf32>
      %ks = vector.step : vector<32xindex>
      %kb = vector.broadcast %k : index to vector<32xindex>
      %k1 = arith.addi %kb, %ks : vector<32xindex>
      %keys = vector.broadcast %k1 : vector<32xindex> to vector<32x32xindex>
      %visible = arith.cmpi ule, %keys, %rows : vector<32x32xindex>
      %masked = arith.select %visible, %t, %ninf : vector<32x32xi1>, vector<32x32xf32>
      %mx = vector.multi_reduction <maximumf>, %masked, %m1 [1] : vector<32x32xf32> to vector<32xf32>
      %mb = vector.broadcast %mx : vector<32xf32> to vector<32x32xf32>
      %mt = vector.transpose %mb, [1, 0] : vector<32x32xf32> to vector<32x32xf32>
      %d = arith.subf %masked, %mt : vector<32x32xf32>
      %e = math.exp %d : vector<32x32xf32>
      scf.yield %mx : vector<32xf32>
    }
    vector.transfer_write %m, %out[%r] {in_bounds = [true]} : vector<32xf32>, memref<256xf32>
  }
  %res = vector.transfer_read %out[%c0], %pad {in_bounds = [true]} : memref<256xf32>, vector<32xf32>
  return %res : vector<32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.skip_masked_key_tiles %l : !transform.any_op
    transform.yield
  }
}

// -----

// torch-mlir's causal mask: indices as i64 aranges, `keys - rows <= 0`, and the mask added to the
// scores as select(c, 0, -inf). The same bound as above: each row tile ends after its last row.
// CHECK-LABEL: func.func @causal_added_mask
// CHECK: scf.forall (%[[R:.+]]) = (0) to (256) step (32)
// CHECK: %[[BOUND:.+]] = arith.addi %[[R]], %c32
// CHECK: %[[UB:.+]] = arith.minsi %c256, %[[BOUND]] : index
// CHECK: scf.for %{{.+}} = %c0 to %[[UB]] step %c32
func.func @causal_added_mask(%s: memref<256x256xf32>) -> vector<32xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : f32
  %zero = arith.constant dense<0> : vector<32x32xi64>
  %fzero = arith.constant dense<0.0> : vector<32x32xf32>
  %ninf = arith.constant dense<0xFF800000> : vector<32x32xf32>
  %m0 = arith.constant dense<0xFF800000> : vector<32xf32>
  %step = vector.step : vector<32xindex>
  %out = memref.alloc() : memref<256xf32>
  scf.forall (%r) = (0) to (256) step (32) {
    %rb = vector.broadcast %r : index to vector<32xindex>
    %ri = arith.addi %rb, %step : vector<32xindex>
    %r64 = arith.index_cast %ri : vector<32xindex> to vector<32xi64>
    %rbb = vector.broadcast %r64 : vector<32xi64> to vector<32x32xi64>
    %rows = vector.transpose %rbb, [1, 0] : vector<32x32xi64> to vector<32x32xi64>
    %m = scf.for %k = %c0 to %c256 step %c32 iter_args(%m1 = %m0) -> (vector<32xf32>) {
      %t = vector.transfer_read %s[%r, %k], %pad {in_bounds = [true, true]} : memref<256x256xf32>, vector<32x32xf32>
      %kb = vector.broadcast %k : index to vector<32xindex>
      %ki = arith.addi %kb, %step : vector<32xindex>
      %k64 = arith.index_cast %ki : vector<32xindex> to vector<32xi64>
      %keys = vector.broadcast %k64 : vector<32xi64> to vector<32x32xi64>
      %diff = arith.subi %keys, %rows : vector<32x32xi64>
      %visible = arith.cmpi sle, %diff, %zero : vector<32x32xi64>
      %bias = arith.select %visible, %fzero, %ninf : vector<32x32xi1>, vector<32x32xf32>
      %masked = arith.addf %t, %bias : vector<32x32xf32>
      %mx = vector.multi_reduction <maximumf>, %masked, %m1 [1] : vector<32x32xf32> to vector<32xf32>
      %mb = vector.broadcast %mx : vector<32xf32> to vector<32x32xf32>
      %mt = vector.transpose %mb, [1, 0] : vector<32x32xf32> to vector<32x32xf32>
      %d = arith.subf %masked, %mt : vector<32x32xf32>
      %e = math.exp %d : vector<32x32xf32>
      scf.yield %mx : vector<32xf32>
    }
    vector.transfer_write %m, %out[%r] {in_bounds = [true]} : vector<32xf32>, memref<256xf32>
  }
  %res = vector.transfer_read %out[%c0], %pad {in_bounds = [true]} : memref<256xf32>, vector<32xf32>
  return %res : vector<32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.skip_masked_key_tiles %l : !transform.any_op
    transform.yield
  }
}

// -----

// torch-mlir's form vectorized: the additive mask became Q·Kᵀ's accumulator, so the scores are
// contract(q, kᵀ, select(c, 0, -inf)): -inf plus the products where the key is after the row. The
// same bound.
// CHECK-LABEL: func.func @causal_mask_as_accumulator
// CHECK: scf.forall (%[[R:.+]]) = (0) to (256) step (32)
// CHECK: %[[BOUND:.+]] = arith.addi %[[R]], %c32
// CHECK: %[[UB:.+]] = arith.minsi %c256, %[[BOUND]] : index
// CHECK: scf.for %{{.+}} = %c0 to %[[UB]] step %c32
func.func @causal_mask_as_accumulator(%q: memref<256x16xf32>, %kt: memref<16x256xf32>) -> vector<32xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : f32
  %zero = arith.constant dense<0> : vector<32x32xi64>
  %fzero = arith.constant dense<0.0> : vector<32x32xf32>
  %ninf = arith.constant dense<0xFF800000> : vector<32x32xf32>
  %m0 = arith.constant dense<0xFF800000> : vector<32xf32>
  %step = vector.step : vector<32xindex>
  %out = memref.alloc() : memref<256xf32>
  scf.forall (%r) = (0) to (256) step (32) {
    %qt = vector.transfer_read %q[%r, %c0], %pad {in_bounds = [true, true]} : memref<256x16xf32>, vector<32x16xf32>
    %rb = vector.broadcast %r : index to vector<32xindex>
    %ri = arith.addi %rb, %step : vector<32xindex>
    %r64 = arith.index_cast %ri : vector<32xindex> to vector<32xi64>
    %rbb = vector.broadcast %r64 : vector<32xi64> to vector<32x32xi64>
    %rows = vector.transpose %rbb, [1, 0] : vector<32x32xi64> to vector<32x32xi64>
    %m = scf.for %k = %c0 to %c256 step %c32 iter_args(%m1 = %m0) -> (vector<32xf32>) {
      %kk = vector.transfer_read %kt[%c0, %k], %pad {in_bounds = [true, true]} : memref<16x256xf32>, vector<16x32xf32>
      %kb = vector.broadcast %k : index to vector<32xindex>
      %ki = arith.addi %kb, %step : vector<32xindex>
      %k64 = arith.index_cast %ki : vector<32xindex> to vector<32xi64>
      %keys = vector.broadcast %k64 : vector<32xi64> to vector<32x32xi64>
      %diff = arith.subi %keys, %rows : vector<32x32xi64>
      %visible = arith.cmpi sle, %diff, %zero : vector<32x32xi64>
      %bias = arith.select %visible, %fzero, %ninf : vector<32x32xi1>, vector<32x32xf32>
      %masked = vector.contract {indexing_maps = [affine_map<(i, j, d) -> (i, d)>, affine_map<(i, j, d) -> (d, j)>, affine_map<(i, j, d) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %qt, %kk, %bias : vector<32x16xf32>, vector<16x32xf32> into vector<32x32xf32>
      %mx = vector.multi_reduction <maximumf>, %masked, %m1 [1] : vector<32x32xf32> to vector<32xf32>
      %mb = vector.broadcast %mx : vector<32xf32> to vector<32x32xf32>
      %mt = vector.transpose %mb, [1, 0] : vector<32x32xf32> to vector<32x32xf32>
      %d = arith.subf %masked, %mt : vector<32x32xf32>
      %e = math.exp %d : vector<32x32xf32>
      scf.yield %mx : vector<32xf32>
    }
    vector.transfer_write %m, %out[%r] {in_bounds = [true]} : vector<32xf32>, memref<256xf32>
  }
  %res = vector.transfer_read %out[%c0], %pad {in_bounds = [true]} : memref<256xf32>, vector<32xf32>
  return %res : vector<32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.skip_masked_key_tiles %l : !transform.any_op
    transform.yield
  }
}

// -----

// No causal comparison: refused, or left alone with if_present.
func.func @no_mask(%s: memref<256x32xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : f32
  %m0 = arith.constant dense<0xFF800000> : vector<16xf32>
  // expected-note @below {{here}}
  %m = scf.for %k = %c0 to %c256 step %c32 iter_args(%m1 = %m0) -> (vector<16xf32>) {
    %t = vector.transfer_read %s[%k, %c0], %pad {in_bounds = [true, true]} : memref<256x32xf32>, vector<16x32xf32>
    %mx = vector.multi_reduction <maximumf>, %t, %m1 [1] : vector<16x32xf32> to vector<16xf32>
    scf.yield %mx : vector<16xf32>
  }
  return %m : vector<16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.lantern.skip_masked_key_tiles %l if_present : !transform.any_op
    // expected-error @below {{transform.lantern.skip_masked_key_tiles: no score in the loop is set to -inf by comparing the key index}}
    transform.lantern.skip_masked_key_tiles %l : !transform.any_op
    transform.yield
  }
}
