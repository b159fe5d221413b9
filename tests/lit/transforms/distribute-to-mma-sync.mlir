// transform.lantern.distribute_to_mma_sync: one iteration of the scf.forall is a warp's program
// over tiles of its 16 rows; afterwards each lane computes only its elements, in the register
// layout of mma.sync m16n8k16 (rows g = lane/4 and g+8, columns 8j + 2t + {0,1}, t = lane%4).
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// Scores of 16 rows against 16 keys (d = 32), their row max, and both written back.
// Q·Kᵀ is 2 (n) x 2 (k) mma.sync; a lane holds 8 of the 16x16 scores, 16 of the 16x32 Q tile (8
// pairs of adjacent bf16, loaded two at a time) and 16 of the K tile. The row max reduces the
// lane's 4 elements per row, then the 4 lanes of its row group (xor 1, xor 2) and the initial
// value. The broadcast of the max over the columns reads the lane's own rows: no data moves.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @scores
func.func @scores(%q: memref<64x32xbf16>, %k: memref<16x32xbf16>, %out: memref<64x16xf32>, %mx: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x16xf32>
  %ninf = arith.constant dense<0xFF800000> : vector<16xf32>
  // CHECK: scf.forall
  // CHECK: %[[LANE:.+]] = gpu.lane_id
  // CHECK: %[[G:.+]] = arith.divui %[[LANE]], %c4
  // CHECK: %[[T:.+]] = arith.remui %[[LANE]], %c4
  // CHECK-COUNT-8: vector.load %{{.+}} : memref<64x32xbf16>, vector<2xbf16>
  // CHECK-COUNT-8: vector.load %{{.+}} : memref<16x32xbf16>, vector<2xbf16>
  // CHECK-COUNT-4: nvvm.mma.sync {{.*}}multiplicandAPtxType = #nvvm.mma_type<bf16>{{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 16>
  // CHECK-NOT: nvvm.mma.sync
  // CHECK: gpu.shuffle  xor %{{.+}}, %c1_i32{{(_[0-9]+)?}}, %c32_i32{{(_[0-9]+)?}} : f32
  // CHECK: gpu.shuffle  xor %{{.+}}, %c2_i32{{(_[0-9]+)?}}, %c32_i32{{(_[0-9]+)?}} : f32
  // CHECK: gpu.shuffle  xor %{{.+}}, %c1_i32{{(_[0-9]+)?}}, %c32_i32{{(_[0-9]+)?}} : f32
  // CHECK: gpu.shuffle  xor %{{.+}}, %c2_i32{{(_[0-9]+)?}}, %c32_i32{{(_[0-9]+)?}} : f32
  // CHECK: arith.subf %{{.+}}, %{{.+}} : vector<8xf32>
  // CHECK-COUNT-4: vector.store %{{.+}} : memref<64x16xf32>, vector<2xf32>
  // CHECK-COUNT-2: memref.store %{{.+}} : memref<64xf32>
  // CHECK-NOT: vector.contract
  // CHECK-NOT: vector.transfer_read
  // CHECK-NOT: vector.multi_reduction
  scf.forall (%w) in (4) {
    %r = affine.apply affine_map<(d0) -> (d0 * 16)>(%w)
    %a = vector.transfer_read %q[%r, %c0], %pad {in_bounds = [true, true]} : memref<64x32xbf16>, vector<16x32xbf16>
    %b = vector.transfer_read %k[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x32xbf16>, vector<16x32xbf16>
    %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
        %a, %b, %zero : vector<16x32xbf16>, vector<16x32xbf16> into vector<16x16xf32>
    %m = vector.multi_reduction <maximumf>, %s, %ninf [1] : vector<16x16xf32> to vector<16xf32>
    %mb = vector.broadcast %m : vector<16xf32> to vector<16x16xf32>
    %mt = vector.transpose %mb, [1, 0] : vector<16x16xf32> to vector<16x16xf32>
    %d = arith.subf %s, %mt : vector<16x16xf32>
    vector.transfer_write %d, %out[%r, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<64x16xf32>
    vector.transfer_write %m, %mx[%r] {in_bounds = [true]} : vector<16xf32>, memref<64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_mma_sync %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A loop carrying the running max and a 16x8 accumulator: its iter_args become the lane's part
// (4 elements of the 16x8 tile); a P·V-style contraction whose B operand is [k, n] (V), so its
// pairs are not adjacent in memory and are loaded one by one.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @carried
func.func @carried(%p: memref<16x64xf16>, %v: memref<64x8xf16>, %out: memref<16x8xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %pad = ub.poison : f16
  %zero = arith.constant dense<0.0> : vector<16x8xf32>
  // CHECK: scf.for {{.*}} iter_args(%{{.+}} = %{{.+}}) -> (vector<4xf32>)
  // CHECK: memref.load %{{.+}} : memref<64x8xf16>
  // CHECK: nvvm.mma.sync {{.*}} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: scf.yield %{{.+}} : vector<4xf32>
  scf.forall (%w) in (1) {
    %o = scf.for %i = %c0 to %c64 step %c16 iter_args(%acc0 = %zero) -> (vector<16x8xf32>) {
      %a = vector.transfer_read %p[%c0, %i], %pad {in_bounds = [true, true]} : memref<16x64xf16>, vector<16x16xf16>
      %b = vector.transfer_read %v[%i, %c0], %pad {in_bounds = [true, true]} : memref<64x8xf16>, vector<16x8xf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %b, %acc0 : vector<16x16xf16>, vector<16x8xf16> into vector<16x8xf32>
      scf.yield %s : vector<16x8xf32>
    }
    vector.transfer_write %o, %out[%c0, %c0] {in_bounds = [true, true]} : vector<16x8xf32>, memref<16x8xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_mma_sync %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused: f32 operands (mma.sync m16n8k16 multiplies bf16/f16).
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @wide(%q: memref<16x16xf32>, %out: memref<16x8xf32>) {
  %c0 = arith.constant 0 : index
  %pad = ub.poison : f32
  %zero = arith.constant dense<0.0> : vector<16x8xf32>
  scf.forall (%w) in (1) {
    %a = vector.transfer_read %q[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x16xf32>, vector<16x16xf32>
    %b = vector.transfer_read %q[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x16xf32>, vector<8x16xf32>
    // expected-note @below {{here}}
    %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
        %a, %b, %zero : vector<16x16xf32>, vector<8x16xf32> into vector<16x8xf32>
    vector.transfer_write %s, %out[%c0, %c0] {in_bounds = [true, true]} : vector<16x8xf32>, memref<16x8xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_mma_sync: its operands are vector<16x16xf32> and vector<8x16xf32>; mma.sync m16n8k16 multiplies bf16 or f16; narrow the operands first (narrow_vector_contract_operands)}}
    %d = transform.lantern.distribute_to_mma_sync %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused: a warp tile of 8 rows.
func.func @eight_rows(%x: memref<8x16xf32>) {
  %c0 = arith.constant 0 : index
  %pad = ub.poison : f32
  scf.forall (%w) in (1) {
    %a = vector.transfer_read %x[%c0, %c0], %pad {in_bounds = [true, true]} : memref<8x16xf32>, vector<8x16xf32>
    %b = arith.negf %a : vector<8x16xf32>
    // expected-note @below {{here}}
    vector.transfer_write %b, %x[%c0, %c0] {in_bounds = [true, true]} : vector<8x16xf32>, memref<8x16xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_mma_sync: it writes vector<8x16xf32>; a warp writes [16] row vectors and [16, 8k] tiles of its 16 rows}}
    %d = transform.lantern.distribute_to_mma_sync %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused: an op it cannot split over lanes (a shape_cast mixes rows and columns).
func.func @shape_cast(%x: memref<256xf32>, %y: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %pad = ub.poison : f32
  scf.forall (%w) in (1) {
    %a = vector.transfer_read %x[%c0], %pad {in_bounds = [true]} : memref<256xf32>, vector<256xf32>
    // expected-note @below {{here}}
    %b = vector.shape_cast %a : vector<256xf32> to vector<16x16xf32>
    vector.transfer_write %b, %y[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<16x16xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_mma_sync: vector.shape_cast}}
    %d = transform.lantern.distribute_to_mma_sync %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused: the loop still works on tensors.
func.func @tensors(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-note @below {{here}}
  %r = scf.forall (%w) in (1) shared_outs(%o = %x) -> (tensor<16x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %o into %o[0, 0] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<16x16xf32>
    }
  }
  return %r : tensor<16x16xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_mma_sync: the loop has shared outputs (tensors); run it after bufferize: lanes share memrefs, not tensors}}
    %d = transform.lantern.distribute_to_mma_sync %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// shared_memory with K read straight out of a [B, S, H, D] projection (BERT's keys, the head's
// transpose left to the read): the tile's rows step along S (memref dim 1, 4·32 elements apart),
// its columns along D; each 16-byte chunk is copied from row %i + r of head %h.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
#heads = affine_map<(b, s, h, d) -> (s, d)>
// CHECK-LABEL: func.func @staged_heads
// CHECK: %[[BUF:.+]] = memref.alloc() {alignment = 16 : i64} : memref<32x40xbf16, #gpu.address_space<workgroup>>
// CHECK: scf.for %[[I:[^ ]+]] =
// CHECK: gpu.barrier
// CHECK: %[[ROW:.+]] = arith.addi %[[I]], %{{.+}} : index
// CHECK: %[[CHUNK:.+]] = vector.load %arg1[%c1, %[[ROW]], %arg3, %{{.+}}] {alignment = 16 : i64} : memref<2x256x4x32xbf16>, vector<8xbf16>
// CHECK: vector.store %[[CHUNK]], %[[BUF]]
// CHECK: gpu.barrier
// CHECK-COUNT-4: nvgpu.ldmatrix %[[BUF]]
func.func @staged_heads(%q: memref<64x32xbf16>, %k: memref<2x256x4x32xbf16>, %out: memref<64x32xf32>, %h: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x32xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x32xbf16>, vector<16x32xbf16>
    %o = scf.for %i = %c0 to %c256 step %c32 iter_args(%acc0 = %zero) -> (vector<16x32xf32>) {
      %b = vector.transfer_read %k[%c1, %i, %h, %c0], %pad {in_bounds = [true, true], permutation_map = #heads} : memref<2x256x4x32xbf16>, vector<32x32xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %b, %acc0 : vector<16x32xbf16>, vector<32x32xbf16> into vector<16x32xf32>
      scf.yield %s : vector<16x32xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x32xf32>, memref<64x32xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_mma_sync %l {shared_memory} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// shared_memory: the K tile of the key loop (32 keys x 32, a B operand stored [n, k]) is copied
// by the block's 4 warps into a workgroup buffer with rows padded to 40 elements (32 x 32 bf16 =
// 128 chunks of 16 bytes: one per thread), between two barriers, and each warp loads its fragments
// with ldmatrix.x4: 4 (n) x 2 (k) fragments, two per ldmatrix. Q, read once outside the loop, is not
// staged.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @staged
// CHECK: %[[BUF:.+]] = memref.alloc() {alignment = 16 : i64} : memref<32x40xbf16, #gpu.address_space<workgroup>>
// CHECK: scf.forall (%[[W:.+]]) = (0) to (64) step (16)
// CHECK: %[[LANE:.+]] = gpu.lane_id
// CHECK: %[[WARP:.+]] = arith.divui %[[W]], %c16
// CHECK: scf.for
// CHECK: gpu.barrier
// CHECK: %[[CHUNK:.+]] = vector.load %{{.+}} {alignment = 16 : i64} : memref<256x32xbf16>, vector<8xbf16>
// CHECK: vector.store %[[CHUNK]], %[[BUF]][%{{.+}}, %{{.+}}] {alignment = 16 : i64} : memref<32x40xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// CHECK: gpu.barrier
// CHECK-COUNT-4: nvgpu.ldmatrix %[[BUF]][%{{.+}}, %{{.+}}] {numTiles = 4 : i32, transpose = false}
// CHECK-NOT: nvgpu.ldmatrix
// CHECK: nvvm.mma.sync
func.func @staged(%q: memref<64x32xbf16>, %k: memref<256x32xbf16>, %out: memref<64x32xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x32xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x32xbf16>, vector<16x32xbf16>
    %o = scf.for %i = %c0 to %c256 step %c32 iter_args(%acc0 = %zero) -> (vector<16x32xf32>) {
      %b = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x32xbf16>, vector<32x32xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %b, %acc0 : vector<16x32xbf16>, vector<32x32xbf16> into vector<16x32xf32>
      scf.yield %s : vector<16x32xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x32xf32>, memref<64x32xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_mma_sync %l {shared_memory} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// shared_memory with nothing to stage: the key loop reads no K/V tile (no 16-bit contraction
// operand). (A warp loop with no key loop at all, one key tile in all, stages nothing and passes.)
func.func @nothing_to_stage(%x: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = ub.poison : f32
  // expected-note @below {{here}}
  scf.forall (%w) in (1) {
    scf.for %k = %c0 to %c2 step %c1 {
      %a = vector.transfer_read %x[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x16xf32>, vector<16x16xf32>
      vector.transfer_write %a, %x[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<16x16xf32>
    }
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_mma_sync: no K/V tile is read inside a key loop; there is nothing to stage in shared memory}}
    %d = transform.lantern.distribute_to_mma_sync %l {shared_memory} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// stages = 2: the K tile gets two slots; the tile of the first iteration is copied before the loop
// with cp.async (one commit group), and each iteration waits for its own tile (0 groups pending),
// passes one barrier, starts the copy of the next tile into the other slot (guarded: not past the
// loop's end), commits, and reads its slot with ldmatrix.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @pipelined
// CHECK: %[[BUF:.+]] = memref.alloc() {alignment = 16 : i64} : memref<2x32x40xbf16, #gpu.address_space<workgroup>>
// CHECK: scf.forall
// CHECK: gpu.barrier
// CHECK: scf.if
// CHECK: nvgpu.device_async_copy %{{.+}}[%{{.+}}, %{{.+}}], %[[BUF]][%c0{{(_[0-9]+)?}}, %{{.+}}, %{{.+}}], 8 {bypassL1} : memref<256x32xbf16> to memref<2x32x40xbf16, #gpu.address_space<workgroup>>
// CHECK: %[[G:.+]] = nvgpu.device_async_create_group
// CHECK: scf.for %[[I:.+]] =
// CHECK-NEXT: nvgpu.device_async_wait %[[G]] {numGroups = 0 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK: %[[SLOT:.+]] = arith.remui %{{.+}}, %c2
// CHECK: scf.if
// CHECK: nvgpu.device_async_copy
// CHECK: nvgpu.device_async_create_group
// CHECK-NOT: gpu.barrier
// CHECK-COUNT-4: nvgpu.ldmatrix %[[BUF]][%[[SLOT]], %{{.+}}, %{{.+}}] {numTiles = 4 : i32, transpose = false}
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.mma.sync
func.func @pipelined(%q: memref<64x32xbf16>, %k: memref<256x32xbf16>, %out: memref<64x32xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x32xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x32xbf16>, vector<16x32xbf16>
    %o = scf.for %i = %c0 to %c256 step %c32 iter_args(%acc0 = %zero) -> (vector<16x32xf32>) {
      %b = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x32xbf16>, vector<32x32xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %b, %acc0 : vector<16x32xbf16>, vector<32x32xbf16> into vector<16x32xf32>
      scf.yield %s : vector<16x32xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x32xf32>, memref<64x32xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_mma_sync %l {shared_memory, stages = 2} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// stages = 3: two tiles are started before the loop, and each iteration waits until one group is
// pending.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @three_stages
// CHECK: memref.alloc() {alignment = 16 : i64} : memref<3x32x40xbf16, #gpu.address_space<workgroup>>
// CHECK-COUNT-2: nvgpu.device_async_create_group
// CHECK: scf.for
// CHECK-NEXT: nvgpu.device_async_wait %{{.+}} {numGroups = 1 : i32}
// CHECK: arith.remui %{{.+}}, %c3
func.func @three_stages(%q: memref<64x32xbf16>, %k: memref<256x32xbf16>, %out: memref<64x32xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x32xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x32xbf16>, vector<16x32xbf16>
    %o = scf.for %i = %c0 to %c256 step %c32 iter_args(%acc0 = %zero) -> (vector<16x32xf32>) {
      %b = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x32xbf16>, vector<32x32xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %b, %acc0 : vector<16x32xbf16>, vector<32x32xbf16> into vector<16x32xf32>
      scf.yield %s : vector<16x32xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x32xf32>, memref<64x32xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_mma_sync %l {shared_memory, stages = 3} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// stages without shared_memory, and slots past the 48 KiB of static shared memory: refused.
func.func @stages_without_shared(%x: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %pad = ub.poison : f32
  // expected-note @below {{here}}
  scf.forall (%w) in (1) {
    %a = vector.transfer_read %x[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x16xf32>, vector<16x16xf32>
    vector.transfer_write %a, %x[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<16x16xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_mma_sync: stages = 2 without shared_memory; stages pipeline the copies of K/V tiles into shared memory: set shared_memory}}
    %d = transform.lantern.distribute_to_mma_sync %l {stages = 2} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @too_much_shared(%q: memref<64x128xbf16>, %k: memref<1024x128xbf16>, %out: memref<64x128xf32>) {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c1024 = arith.constant 1024 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x128xf32>
  // expected-note @below {{here}}
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x128xbf16>, vector<16x128xbf16>
    %o = scf.for %i = %c0 to %c1024 step %c128 iter_args(%acc0 = %zero) -> (vector<16x128xf32>) {
      %b = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<1024x128xbf16>, vector<128x128xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %b, %acc0 : vector<16x128xbf16>, vector<128x128xbf16> into vector<16x128xf32>
      scf.yield %s : vector<16x128xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x128xf32>, memref<64x128xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_mma_sync: the staged K/V tiles take 69632 bytes of shared memory (2 stage(s)); shared_memory_bytes allows 49152: use fewer stages, smaller key tiles or a larger shared_memory_bytes (up to 232448, sm_90's opt-in limit)}}
    %d = transform.lantern.distribute_to_mma_sync %l {shared_memory, stages = 2} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A budget past 48 KiB (shared_memory_bytes): the two 128x136 slots (69632 bytes) are allocated;
// the CUDA backend places them in dynamic shared memory.
// CHECK-LABEL: func.func @dynamic_budget
// CHECK: memref.alloc() {alignment = 16 : i64} : memref<2x128x136xbf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_copy
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @dynamic_budget(%q: memref<64x128xbf16>, %k: memref<1024x128xbf16>, %out: memref<64x128xf32>) {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c1024 = arith.constant 1024 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x128xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x128xbf16>, vector<16x128xbf16>
    %o = scf.for %i = %c0 to %c1024 step %c128 iter_args(%acc0 = %zero) -> (vector<16x128xf32>) {
      %b = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<1024x128xbf16>, vector<128x128xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %b, %acc0 : vector<16x128xbf16>, vector<128x128xbf16> into vector<16x128xf32>
      scf.yield %s : vector<16x128xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x128xf32>, memref<64x128xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_mma_sync %l {shared_memory, stages = 2, shared_memory_bytes = 101376} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @bad_budget(%q: memref<64x128xbf16>, %k: memref<1024x128xbf16>, %out: memref<64x128xf32>) {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c1024 = arith.constant 1024 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x128xf32>
  // expected-note @below {{here}}
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x128xbf16>, vector<16x128xbf16>
    %o = scf.for %i = %c0 to %c1024 step %c128 iter_args(%acc0 = %zero) -> (vector<16x128xf32>) {
      %b = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<1024x128xbf16>, vector<128x128xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %b, %acc0 : vector<16x128xbf16>, vector<128x128xbf16> into vector<16x128xf32>
      scf.yield %s : vector<16x128xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x128xf32>, memref<64x128xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_mma_sync: shared_memory_bytes = 300000; a block's shared memory budget is 1024 to 232448 bytes (sm_90's opt-in limit)}}
    %d = transform.lantern.distribute_to_mma_sync %l {shared_memory, stages = 2, shared_memory_bytes = 300000} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
