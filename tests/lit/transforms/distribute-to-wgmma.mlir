// transform.lantern.distribute_to_wgmma: distribute_to_mma_sync's split of a warp's tiles over its
// lanes, with the key loop's contractions as wgmma of the block's warpgroup (4 warps of 16 rows).
// RUN: %mlir-opt %s -load-dialect-plugin=%plugin --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// Q·Kᵀ from a zero accumulator, then P·V into the carried output, over 64-key tiles (d 64).
// K and V get two slots each of 64 rows of 64 elements (128-byte rows, no padding), 1024-byte
// aligned; a copy's 16-byte chunk c of row r lands at chunk c ^ (r % 8) (arith.xori). Each
// iteration waits for its tiles, fences them for the async proxy, passes the barrier. Q·Kᵀ is
// four m64n64k16 with K-major B (trans-b 0) whose descriptors start 32 bytes apart (2 in the
// descriptor's 16-byte units); the first step's scale-d is 0 (the zeros are not read). P·V is four
// with MN-major B (trans-b 1), 16 rows (2048 bytes: 128 units) apart, accumulating from the start.
// The descriptors' fixed fields: K's leading byte offset 1 (unused), V's one box (8192 bytes: 512),
// stride 1024 bytes (64) and the 128-byte swizzle (1 << 62).
#qk_lhs = affine_map<(m, n, k) -> (m, k)>
#qk_rhs = affine_map<(m, n, k) -> (n, k)>
#pv_rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @products
// CHECK: %[[V:.+]] = memref.alloc() {alignment = 1024 : i64} : memref<2x64x64xbf16, #gpu.address_space<workgroup>>
// CHECK: %[[K:.+]] = memref.alloc() {alignment = 1024 : i64} : memref<2x64x64xbf16, #gpu.address_space<workgroup>>
// CHECK: scf.forall
// CHECK: arith.xori
// CHECK: nvgpu.device_async_copy {{.*}}, %[[V]][%c0{{(_[0-9]+)?}}, %{{.+}}, %{{.+}}], 8 {bypassL1}
// CHECK: scf.for
// CHECK-NEXT: nvgpu.device_async_wait %{{.+}} {numGroups = 0 : i32}
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: memref.extract_aligned_pointer_as_index %[[K]] {{.*}} {lantern.wgmma_tile}
// CHECK: %[[KDESC:.+]] = arith.ori %{{.+}}, %c4611686293305360384_i64
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "{{.*}}setp.ne.b32 p, $37, 0;{{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, {{.*}}, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 0;{{.*}}", "=f,{{.*}}=f,r,r,r,r,l,r,~{memory}" {{.*}}%c0_i32
// CHECK: arith.addi %[[KDESC]], %c2_i64
// CHECK: llvm.inline_asm {{.*}}p, 1, 1, 0;{{.*}}"=f,{{.*}}=f,r,r,r,r,l,r,0,1,{{.*}},31,~{memory}"
// CHECK: arith.addi %[[KDESC]], %c4_i64
// CHECK: arith.addi %[[KDESC]], %c6_i64
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: memref.extract_aligned_pointer_as_index %[[V]] {{.*}} {lantern.wgmma_tile}
// CHECK: %[[VDESC:.+]] = arith.ori %{{.+}}, %c4611686293338849280_i64
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: p, 1, 1, 1;
// CHECK: arith.addi %[[VDESC]], %c128_i64
// CHECK: p, 1, 1, 1;
// CHECK: arith.addi %[[VDESC]], %c256_i64
// CHECK: p, 1, 1, 1;
// CHECK: arith.addi %[[VDESC]], %c384_i64
// CHECK: p, 1, 1, 1;
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: vector.contract
// CHECK-NOT: nvgpu.ldmatrix
// CHECK-NOT: nvvm.mma.sync
func.func @products(%q: memref<64x64xbf16>, %k: memref<256x64xbf16>, %v: memref<256x64xbf16>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x64xbf16>, vector<16x64xbf16>
    %o = scf.for %i = %c0 to %c256 step %c64 iter_args(%acc0 = %zero) -> (vector<16x64xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#qk_lhs, #qk_rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %zero : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      %p = arith.truncf %s : vector<16x64xf32> to vector<16x64xbf16>
      %vt = vector.transfer_read %v[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %o1 = vector.contract {indexing_maps = [#qk_lhs, #pv_rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %p, %vt, %acc0 : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      scf.yield %o1 : vector<16x64xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<64x64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_wgmma %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused: 2 warps of 16 rows (32-row blocks) are half a warpgroup; a wgmma takes 4 warps' 64 rows.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @two_warps(%q: memref<32x64xbf16>, %k: memref<256x64xbf16>, %out: memref<32x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  // expected-note @below {{here}}
  scf.forall (%w) = (0) to (32) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<32x64xbf16>, vector<16x64xbf16>
    %o = scf.for %i = %c0 to %c256 step %c64 iter_args(%acc0 = %zero) -> (vector<16x64xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %acc0 : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      scf.yield %s : vector<16x64xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<32x64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: the block has 2 warps; wgmma is an instruction of a warpgroup: 4 warps of 16 rows (64 query rows), so a block is 4, 8, ... warps}}
    %d = transform.lantern.distribute_to_wgmma %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused: a 32-column tile (head dim 32) is narrower than the swizzle's 128-byte rows.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @narrow_rows(%q: memref<64x32xbf16>, %k: memref<256x32xbf16>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x32xbf16>, vector<16x32xbf16>
    %o = scf.for %i = %c0 to %c256 step %c64 iter_args(%acc0 = %zero) -> (vector<16x64xf32>) {
      // expected-note @below {{here}}
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x32xbf16>, vector<64x32xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %acc0 : vector<16x32xbf16>, vector<64x32xbf16> into vector<16x64xf32>
      scf.yield %s : vector<16x64xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<64x64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: the tile is vector<64x32xbf16>; wgmma's 128-byte-swizzled B tiles have rows of 64 16-bit elements (head dims 64, 128, 192, 256) and a multiple of 16 keys}}
    %d = transform.lantern.distribute_to_wgmma %l : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// tma: the K tile's descriptor is built before the outermost loop from the function's memref (box
// of 64 keys x 64 features, 128-byte swizzle, zero fill); the key loop gets one mbarrier per stage,
// initialized by thread 0; thread 0 expects 8192 bytes per tile and starts one TMA copy at
// coordinates innermost first (feature 0, the key index); every thread waits on the slot's parity
// before the barrier. No cp.async, no proxy fence.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @by_tma
// CHECK: %[[CAST:.+]] = memref.cast %{{.+}} : memref<256x64xbf16> to memref<*xbf16>
// CHECK: %[[MAP:.+]] = nvgpu.tma.create.descriptor %[[CAST]] box[%c64{{(_[0-9]+)?}}, %c64{{(_[0-9]+)?}}] : memref<*xbf16> -> <tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// CHECK: scf.forall
// CHECK: %[[BAR:.+]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// CHECK-COUNT-2: nvgpu.mbarrier.init %[[BAR]]
// CHECK: nvvm.fence.mbarrier.init
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[BAR]][%{{.+}}], %c8192
// CHECK: nvgpu.tma.async.load %[[MAP]][%c0{{(_[0-9]+)?}}, %{{.+}}], %[[BAR]][%{{.+}}] to %{{.+}} : {{.*}} -> memref<64x64xbf16, strided<[64, 1], offset: ?>, #gpu.address_space<workgroup>>
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.try_wait.parity %[[BAR]][%{{.+}}], %{{.+}}, %{{.+}}
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: nvgpu.device_async_copy
// CHECK-NOT: nvvm.fence.proxy
func.func @by_tma(%q: memref<64x64xbf16>, %k: memref<256x64xbf16>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x64xbf16>, vector<16x64xbf16>
    %o = scf.for %i = %c0 to %c256 step %c64 iter_args(%acc0 = %zero) -> (vector<16x64xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %acc0 : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      scf.yield %s : vector<16x64xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<64x64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_wgmma %l {tma} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused with tma: the K tile is read from a buffer allocated inside the block loop, which the
// host cannot describe before the launch.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @made_inside(%q: memref<64x64xbf16>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  scf.forall (%b) in (1) {
    %k = memref.alloc() : memref<256x64xbf16>
    scf.forall (%w) = (0) to (64) step (16) {
      %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x64xbf16>, vector<16x64xbf16>
      %o = scf.for %i = %c0 to %c256 step %c64 iter_args(%acc0 = %zero) -> (vector<16x64xf32>) {
        // expected-note @below {{here}}
        %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
        %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
            %a, %kt, %acc0 : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
        scf.yield %s : vector<16x64xf32>
      }
      vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<64x64xf32>
    }
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %inner, %outer = transform.split_handle %f : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{transform.lantern.distribute_to_wgmma: the tile is read from a memref made inside the loops; TMA descriptors are built on the host from memrefs defined outside the block loop (a function argument, or a view of one made before the loop)}}
    %d = transform.lantern.distribute_to_wgmma %inner {tma} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// warp_specialize: the warp loop gets one more iteration (64 -> 80: a fifth warp, the producer).
// Two key loops, the second's bounds computed in the body from the block's row (as
// skip_masked_key_tiles and peel_edge_tile leave them): that code moves ahead of the split. Thread 0
// initializes a full barrier (1 arrival) and an empty one (4: one per consumer warp) per slot, the
// block passes one barrier, and the body splits on thread >= 128. The producer runs both loops
// again: from the third tile on (tile >= 2) it waits for the slot's empty barrier, then lane 0
// expects the bytes on the full one and starts the copy; the second loop's tiles are numbered after
// the first's (its trip count, a ceildiv). The consumers wait on the full barrier, compute, and lane
// 0 of each warp arrives on the empty one; no block barrier inside the loops.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @warp_specialized
// CHECK: scf.forall (%{{.+}}) = (0) to (80) step (16)
// CHECK: %[[END:.+]] = arith.minsi
// CHECK: %[[FULL:.+]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// CHECK: %[[EMPTY:.+]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// CHECK: nvgpu.mbarrier.init %[[FULL]][%c0{{(_[0-9]+)?}}], %c1
// CHECK: nvgpu.mbarrier.init %[[EMPTY]][%c0{{(_[0-9]+)?}}], %c4
// CHECK: nvvm.fence.mbarrier.init
// CHECK-NEXT: gpu.barrier
// CHECK: %[[TRIPS:.+]] = arith.ceildivui
// CHECK: %[[SECOND:.+]] = arith.addi %c0{{(_[0-9]+)?}}, %[[TRIPS]]
// CHECK: %[[PRODUCER:.+]] = arith.cmpi uge, %{{.+}}, %c128
// CHECK: scf.if %[[PRODUCER]] {
// CHECK: scf.for %[[I:.+]] = %c0{{(_[0-9]+)?}} to %[[END]] step %c64
// CHECK: arith.cmpi uge, %{{.+}}, %c2
// CHECK: nvgpu.mbarrier.try_wait.parity %[[EMPTY]]
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[FULL]][%{{.+}}], %c8192
// CHECK: nvgpu.tma.async.load %{{.+}}[%c0{{(_[0-9]+)?}}, %[[I]]], %[[FULL]]
// CHECK: scf.for %[[J:.+]] = %[[END]] to %c256 step %c64
// CHECK: arith.addi %[[SECOND]],
// CHECK: nvgpu.mbarrier.try_wait.parity %[[EMPTY]]
// CHECK: nvgpu.tma.async.load %{{.+}}[%c0{{(_[0-9]+)?}}, %[[J]]], %[[FULL]]
// CHECK: } else {
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULL]]
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvgpu.mbarrier.arrive %[[EMPTY]]
// CHECK: scf.yield
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULL]]
// CHECK: nvgpu.mbarrier.arrive %[[EMPTY]]
// CHECK-NOT: gpu.barrier
// CHECK: return
func.func @warp_specialized(%q: memref<64x64xbf16>, %k: memref<256x64xbf16>, %out: memref<64x64xf32>, %row: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x64xbf16>, vector<16x64xbf16>
    %next = arith.addi %row, %c64 : index
    %end = arith.minsi %next, %c256 : index
    %o = scf.for %i = %c0 to %end step %c64 iter_args(%acc0 = %zero) -> (vector<16x64xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %acc0 : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      scf.yield %s : vector<16x64xf32>
    }
    %o2 = scf.for %i = %end to %c256 step %c64 iter_args(%acc0 = %o) -> (vector<16x64xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %acc0 : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      scf.yield %s : vector<16x64xf32>
    }
    vector.transfer_write %o2, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<64x64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_wgmma %l {tma, warp_specialize} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused with warp_specialize: the key loop's bound depends on the warp (its own rows), so the
// producer warp could not copy the tiles of every consumer warp.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @per_warp_bound(%q: memref<64x64xbf16>, %k: memref<256x64xbf16>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  // expected-note @below {{here}}
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x64xbf16>, vector<16x64xbf16>
    %end = arith.addi %w, %c64 : index
    %o = scf.for %i = %c0 to %end step %c64 iter_args(%acc0 = %zero) -> (vector<16x64xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %acc0 : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      scf.yield %s : vector<16x64xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<64x64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: a key loop's bounds or a K/V tile's index depend on the warp; the producer warp copies the tiles that every consumer warp reads: they must be the block's}}
    %d = transform.lantern.distribute_to_wgmma %l {tma, warp_specialize} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused with warp_specialize: the key loop's bound is loaded from memory inside the warp loop;
// the producer would have to read it as well (only scalar code without memory effects is shared).
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @loaded_bound(%q: memref<64x64xbf16>, %k: memref<256x64xbf16>, %out: memref<64x64xf32>, %ends: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x64xbf16>, vector<16x64xbf16>
    // expected-note @below {{here}}
    %end = memref.load %ends[%c0] : memref<1xindex>
    %o = scf.for %i = %c0 to %end step %c64 iter_args(%acc0 = %zero) -> (vector<16x64xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %acc0 : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      scf.yield %s : vector<16x64xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<64x64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: memref.load computes a key loop's bound or a K/V tile's index; the producer warp computes them too: only scalar ops without memory effects can run in both roles}}
    %d = transform.lantern.distribute_to_wgmma %l {tma, warp_specialize} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused: warp_specialize without tma (the producer issues TMA copies).
func.func @without_tma(%out: memref<64x64xf32>) {
  // expected-note @below {{here}}
  scf.forall (%w) = (0) to (64) step (16) {
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: warp_specialize without tma; the producer warp issues TMA copies: set tma (and 2 stages or more)}}
    %d = transform.lantern.distribute_to_wgmma %l {warp_specialize} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// overlap (with warp_specialize): Q·Kᵀ (A from outside the loop, zero accumulator) is issued a tile
// ahead. Before the loop, where it runs, the first tile's product is issued in a branch that waits
// for the tile's full barrier (poison otherwise) and carried in; each iteration waits for the next
// tile's full barrier where there is one, issues its product (from the iteration's own slot in
// the last iteration), carries it out, and waits until only that newer group is in flight before
// the row max reads the carried one. After the loop, a wait for everything.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @overlapped
// CHECK: %[[FULL:.+]] = nvgpu.mbarrier.create
// CHECK: } else {
// CHECK: %[[FIRST:.+]] = scf.if %{{.+}} -> (vector<32xf32>) {
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULL]]
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.wait.group.sync.aligned
// CHECK: } else {
// CHECK: ub.poison : vector<32xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.+}} = %{{.+}}, %[[CURRENT:.+]] = %[[FIRST]]) -> (vector<2xf32>, vector<32xf32>)
// CHECK: scf.if
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULL]]
// CHECK: arith.select
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: %[[NEXT:.+]] = vector.from_elements
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: vector.extract %[[CURRENT]][0]
// CHECK: scf.yield %{{.+}}, %[[NEXT]] : vector<2xf32>, vector<32xf32>
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
func.func @overlapped(%q: memref<64x64xbf16>, %k: memref<256x64xbf16>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  %low = arith.constant dense<0xFF800000> : vector<16xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x64xbf16>, vector<16x64xbf16>
    %m = scf.for %i = %c0 to %c256 step %c64 iter_args(%m0 = %low) -> (vector<16xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %zero : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      %r = vector.multi_reduction <maximumf>, %s, %m0 [1] : vector<16x64xf32> to vector<16xf32>
      scf.yield %r : vector<16xf32>
    }
    vector.transfer_write %m, %out[%w] {in_bounds = [true]} : vector<16xf32>, memref<64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_wgmma %l {tma, warp_specialize, overlap} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused: pingpong with one consumer warpgroup (a block of 4 warps) has nobody to take turns with.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @pingpong_alone(%q: memref<64x64xbf16>, %k: memref<256x64xbf16>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  // expected-note @below {{here}}
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x64xbf16>, vector<16x64xbf16>
    %o = scf.for %i = %c0 to %c256 step %c64 iter_args(%acc0 = %zero) -> (vector<16x64xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %acc0 : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      scf.yield %s : vector<16x64xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<64x64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: pingpong with 1 consumer warpgroup; the warpgroups take turns at the tensor cores: a block of 8, 12, ... consumer warps (128, 192, ... rows)}}
    %d = transform.lantern.distribute_to_wgmma %l {tma, warp_specialize, pingpong} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused: consumer_registers 256 for 8 consumer warps and the producer warpgroup's 40 per thread
// take 70656 of the SM's 65536 registers.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @too_many_registers(%q: memref<128x64xbf16>, %k: memref<256x64xbf16>, %out: memref<128x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  // expected-note @below {{here}}
  scf.forall (%w) = (0) to (128) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<128x64xbf16>, vector<16x64xbf16>
    %o = scf.for %i = %c0 to %c256 step %c64 iter_args(%acc0 = %zero) -> (vector<16x64xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %acc0 : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      scf.yield %s : vector<16x64xf32>
    }
    vector.transfer_write %o, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<128x64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: consumer_registers = 256 for 8 consumer warps; setmaxnreg moves registers within what the block is launched with (168 per thread for 12 warps): the consumers' and the producer warpgroup's (at least 24 per thread) must fit it (at most 240 here)}}
    %d = transform.lantern.distribute_to_wgmma %l {tma, warp_specialize, consumer_registers = 256} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused: overlap and pingpong together (the turns would have to cover the product issued ahead).
func.func @overlap_and_pingpong(%out: memref<64x64xf32>) {
  // expected-note @below {{here}}
  scf.forall (%w) = (0) to (64) step (16) {
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: overlap with pingpong; the two do not combine yet: turns would have to cover the product issued ahead}}
    %d = transform.lantern.distribute_to_wgmma %l {tma, warp_specialize, overlap, pingpong} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// intra_warpgroup_overlap (with warp_specialize; FA3's intra-warpgroup overlap): the key loop is
// rotated so that P·V (the product whose result the loop carries) is issued one iteration late.
// Under a guard that the loop runs: the first tile's iteration waits for its full barrier and runs
// Q·Kᵀ (waited for), the softmax and the output's rescale, but not P·V. The loop from the second
// tile carries the row max, the rescaled output and P (vector<32xbf16>); each iteration waits for
// its tile, issues Q·Kᵀ and P·V of the previous tile back to back, waits until only P·V is in
// flight, runs the softmax, waits for P·V, rescales the output (arith.mulf after the wait) and
// releases the previous tile's slot (tile - 1, mod 3). After the loop P·V of the last tile, its
// wait and its slot's release; the guard's other branch yields the loop's initial values.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#pv = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @rotated
// CHECK: %[[FULL:.+]] = nvgpu.mbarrier.create
// CHECK: %[[EMPTY:.+]] = nvgpu.mbarrier.create
// CHECK: } else {
// CHECK: %[[RUNS:.+]] = arith.cmpi slt, %c0{{(_[0-9]+)?}}, %c256
// CHECK: %[[GUARD:.+]]:2 = scf.if %[[RUNS]] -> (vector<2xf32>, vector<32xf32>) {
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULL]]
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvvm.wgmma
// CHECK: %[[SECOND:.+]] = arith.addi %c0{{(_[0-9]+)?}}, %c64
// CHECK: %[[LOOP:.+]]:3 = scf.for %{{.+}} = %[[SECOND]] to %c256 step %c64 iter_args({{.*}}) -> (vector<2xf32>, vector<32xf32>, vector<32xbf16>) {
// CHECK: %[[TILE:.+]] = arith.addi %c0{{(_[0-9]+)?}}, %{{.+}} : index
// CHECK: %[[SLOT:.+]] = arith.remui %[[TILE]], %c3
// CHECK: %[[BEFORE:.+]] = arith.subi %[[TILE]], %c1
// CHECK: %[[PREVIOUS:.+]] = arith.remui %[[BEFORE]], %c3
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULL]][%[[SLOT]]]
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: p, 1, 1, 0;
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.wait
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: p, 1, 1, 1;
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: math.exp
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: %[[SUM:.+]] = vector.from_elements
// CHECK: %[[RESCALED:.+]] = arith.mulf %[[SUM]],
// CHECK: nvgpu.mbarrier.arrive %[[EMPTY]][%[[PREVIOUS]]]
// CHECK: scf.yield %{{.+}}, %[[RESCALED]], %{{.+}} : vector<2xf32>, vector<32xf32>, vector<32xbf16>
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: p, 1, 1, 1;
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: nvgpu.mbarrier.arrive %[[EMPTY]]
// CHECK: scf.yield %[[LOOP]]#0, %{{.+}} : vector<2xf32>, vector<32xf32>
// CHECK: } else {
// CHECK-NEXT: scf.yield %{{.+}}, %{{.+}} : vector<2xf32>, vector<32xf32>
func.func @rotated(%q: memref<64x64xbf16>, %k: memref<256x64xbf16>, %v: memref<256x64xbf16>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  %low = arith.constant dense<0xFF800000> : vector<16xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x64xbf16>, vector<16x64xbf16>
    %r:2 = scf.for %i = %c0 to %c256 step %c64 iter_args(%m0 = %low, %o0 = %zero) -> (vector<16xf32>, vector<16x64xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %zero : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      %m = vector.multi_reduction <maximumf>, %s, %m0 [1] : vector<16x64xf32> to vector<16xf32>
      %d = arith.subf %m0, %m : vector<16xf32>
      %alpha = math.exp %d : vector<16xf32>
      %ab = vector.broadcast %alpha : vector<16xf32> to vector<64x16xf32>
      %at = vector.transpose %ab, [1, 0] : vector<64x16xf32> to vector<16x64xf32>
      %scaled = arith.mulf %o0, %at : vector<16x64xf32>
      %mb = vector.broadcast %m : vector<16xf32> to vector<64x16xf32>
      %mt = vector.transpose %mb, [1, 0] : vector<64x16xf32> to vector<16x64xf32>
      %e = arith.subf %s, %mt : vector<16x64xf32>
      %pe = math.exp %e : vector<16x64xf32>
      %p = arith.truncf %pe : vector<16x64xf32> to vector<16x64xbf16>
      %vt = vector.transfer_read %v[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %o1 = vector.contract {indexing_maps = [#lhs, #pv, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %p, %vt, %scaled : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      scf.yield %m, %o1 : vector<16xf32>, vector<16x64xf32>
    }
    vector.transfer_write %r#1, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<64x64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.lantern.distribute_to_wgmma %l {stages = 3, tma, warp_specialize, intra_warpgroup_overlap} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused with intra_warpgroup_overlap: the carried output also feeds a row sum the loop carries,
// so the code on its way into P·V could not wait for P·V.
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#pv = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @output_leaks(%q: memref<64x64xbf16>, %k: memref<256x64xbf16>, %v: memref<256x64xbf16>, %out: memref<64x64xf32>, %sums: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  %none = arith.constant dense<0.0> : vector<16xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x64xbf16>, vector<16x64xbf16>
    %r:2 = scf.for %i = %c0 to %c256 step %c64 iter_args(%l0 = %none, %o0 = %zero) -> (vector<16xf32>, vector<16x64xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %zero : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      // expected-note @below {{here}}
      %l = vector.multi_reduction <add>, %o0, %l0 [1] : vector<16x64xf32> to vector<16xf32>
      %p = arith.truncf %s : vector<16x64xf32> to vector<16x64xbf16>
      %vt = vector.transfer_read %v[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %o1 = vector.contract {indexing_maps = [#lhs, #pv, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %p, %vt, %o0 : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      scf.yield %l, %o1 : vector<16xf32>, vector<16x64xf32>
    }
    vector.transfer_write %r#1, %out[%w, %c0] {in_bounds = [true, true]} : vector<16x64xf32>, memref<64x64xf32>
    vector.transfer_write %r#0, %sums[%w] {in_bounds = [true]} : vector<16xf32>, memref<64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: the loop's carried vector<16x64xf32> reaches another value the loop carries; with intra_warpgroup_overlap the carried output may only lead into the accumulator of the product issued an iteration late, whose wait the code on that way follows}}
    %d = transform.lantern.distribute_to_wgmma %l {tma, warp_specialize, intra_warpgroup_overlap} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused with intra_warpgroup_overlap: no product is only the loop's carried value (a row max of
// Q·Kᵀ alone has no P·V to delay).
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (n, k)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @nothing_to_delay(%q: memref<64x64xbf16>, %k: memref<256x64xbf16>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pad = ub.poison : bf16
  %zero = arith.constant dense<0.0> : vector<16x64xf32>
  %low = arith.constant dense<0xFF800000> : vector<16xf32>
  scf.forall (%w) = (0) to (64) step (16) {
    %a = vector.transfer_read %q[%w, %c0], %pad {in_bounds = [true, true]} : memref<64x64xbf16>, vector<16x64xbf16>
    // expected-note @below {{here}}
    %m = scf.for %i = %c0 to %c256 step %c64 iter_args(%m0 = %low) -> (vector<16xf32>) {
      %kt = vector.transfer_read %k[%i, %c0], %pad {in_bounds = [true, true]} : memref<256x64xbf16>, vector<64x64xbf16>
      %s = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
          %a, %kt, %zero : vector<16x64xbf16>, vector<64x64xbf16> into vector<16x64xf32>
      %r = vector.multi_reduction <maximumf>, %s, %m0 [1] : vector<16x64xf32> to vector<16xf32>
      scf.yield %r : vector<16xf32>
    }
    vector.transfer_write %m, %out[%w] {in_bounds = [true]} : vector<16xf32>, memref<64xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: intra_warpgroup_overlap, and no product of the key loop is only its carried value; the product issued an iteration late (P·V) is what the loop carries, used by nothing else in the iteration}}
    %d = transform.lantern.distribute_to_wgmma %l {tma, warp_specialize, intra_warpgroup_overlap} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Refused: intra_warpgroup_overlap without warp_specialize (P·V's slot is kept by the producer's
// ring), and with overlap (each overlaps the softmax with another product).
func.func @intra_without_producer(%out: memref<64x64xf32>) {
  // expected-note @below {{here}}
  scf.forall (%w) = (0) to (64) step (16) {
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: intra_warpgroup_overlap without warp_specialize; P·V is issued an iteration late, on a slot the producer's ring keeps: set warp_specialize}}
    %d = transform.lantern.distribute_to_wgmma %l {tma, intra_warpgroup_overlap} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @intra_and_overlap(%out: memref<64x64xf32>) {
  // expected-note @below {{here}}
  scf.forall (%w) = (0) to (64) step (16) {
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.lantern.distribute_to_wgmma: intra_warpgroup_overlap with overlap; each overlaps the softmax with a different product: set one of them}}
    %d = transform.lantern.distribute_to_wgmma %l {tma, warp_specialize, overlap, intra_warpgroup_overlap} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
