// Hopper rung 1 (issue 35), B K-major as Q·Kᵀ takes it: one warpgroup (128 threads) copies A (64x64
// bf16, row-major: the query tile) and B (128x64 bf16: 128 keys of 64 features, the K tile) with TMA
// into 128-byte-swizzled shared memory, completing on one mbarrier, then computes
//   d128[i][j] = sum_k a[i][k] * b[j][k]   for j < 128   (wgmma m64n128k16, f32 accumulators)
//   d64[i][j]  = sum_k a[i][k] * b[j][k]   for j < 64    (wgmma m64n64k16, the first 64 keys)
// Both operands are K-major (no transposeB). nvgpu.warpgroup.mma steps B's descriptor along K only
// for an MN-major B, so each 16-wide k step is one op whose descriptors start 32 bytes further into
// the swizzled rows. Compiled with lantern-cli compile ... no_steps.json (tests/lit/cuda/
// wgmma-tma.test) and run by the GoogleTest CudaWgmma (tests/unit/cuda_wgmma_test.cpp).
!aMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!bMap = !nvgpu.tensormap.descriptor<tensor = memref<128x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
#shared = #gpu.address_space<workgroup>
!aSlice = memref<64x16xbf16, strided<[64, 1], offset: ?>, #shared>
!bSlice128 = memref<128x16xbf16, strided<[64, 1], offset: ?>, #shared>
!bSlice64 = memref<64x16xbf16, strided<[64, 1], offset: ?>, #shared>
!descA = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xbf16, #shared>>
!descB128 = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xbf16, #shared>>
!descB64 = !nvgpu.warpgroup.descriptor<tensor = memref<16x64xbf16, #shared>>
!acc128 = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
!acc64 = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>

func.func @main(%a: memref<64x64xbf16>, %b: memref<128x64xbf16>, %d64: memref<64x64xf32>,
                %d128: memref<64x128xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %aAny = memref.cast %a : memref<64x64xbf16> to memref<*xbf16>
  %bAny = memref.cast %b : memref<128x64xbf16> to memref<*xbf16>
  %aMap = nvgpu.tma.create.descriptor %aAny box[%c64, %c64] : memref<*xbf16> -> !aMap
  %bMap = nvgpu.tma.create.descriptor %bAny box[%c128, %c64] : memref<*xbf16> -> !bMap
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %tileBytes = arith.constant 24576 : index
    %ticks = arith.constant 10000000 : index
    %phase0 = arith.constant false
    %aTile = memref.alloc() : memref<64x64xbf16, #shared>
    %bTile = memref.alloc() : memref<128x64xbf16, #shared>
    // Thread 0 initializes the barrier (one arrival: its own expect_tx) and issues both copies.
    %bar = nvgpu.mbarrier.create -> !barriers
    %leader = arith.cmpi eq, %tx, %k0 : index
    nvgpu.mbarrier.init %bar[%k0], %k1, predicate = %leader : !barriers
    nvvm.fence.mbarrier.init
    gpu.barrier
    scf.if %leader {
      nvgpu.mbarrier.arrive.expect_tx %bar[%k0], %tileBytes : !barriers
      nvgpu.tma.async.load %aMap[%k0, %k0], %bar[%k0] to %aTile : !aMap, !barriers -> memref<64x64xbf16, #shared>
      nvgpu.tma.async.load %bMap[%k0, %k0], %bar[%k0] to %bTile : !bMap, !barriers -> memref<128x64xbf16, #shared>
    }
    nvgpu.mbarrier.try_wait.parity %bar[%k0], %phase0, %ticks : !barriers

    %s128_0 = nvgpu.warpgroup.mma.init.accumulator -> !acc128
    %s64_0 = nvgpu.warpgroup.mma.init.accumulator -> !acc64
    %k16 = arith.constant 16 : index
    %k64 = arith.constant 64 : index
    %s128, %s64 = scf.for %k = %k0 to %k64 step %k16 iter_args(%s128_k = %s128_0, %s64_k = %s64_0) -> (!acc128, !acc64) {
      %aK = memref.subview %aTile[0, %k] [64, 16] [1, 1] : memref<64x64xbf16, #shared> to !aSlice
      %bK = memref.subview %bTile[0, %k] [128, 16] [1, 1] : memref<128x64xbf16, #shared> to !bSlice128
      %bK64 = memref.subview %bTile[0, %k] [64, 16] [1, 1] : memref<128x64xbf16, #shared> to !bSlice64
      %dA = nvgpu.warpgroup.generate.descriptor %aK, %aMap : !aSlice, !aMap -> !descA
      %dB = nvgpu.warpgroup.generate.descriptor %bK, %bMap : !bSlice128, !bMap -> !descB128
      %dB64 = nvgpu.warpgroup.generate.descriptor %bK64, %bMap : !bSlice64, !bMap -> !descB64
      %next128 = nvgpu.warpgroup.mma %dA, %dB, %s128_k : !descA, !descB128, !acc128 -> !acc128
      %next64 = nvgpu.warpgroup.mma %dA, %dB64, %s64_k : !descA, !descB64, !acc64 -> !acc64
      scf.yield %next128, %next64 : !acc128, !acc64
    }
    nvvm.wgmma.wait.group.sync.aligned 0
    nvgpu.warpgroup.mma.store %s128, %d128 : !acc128 to memref<64x128xf32>
    nvgpu.warpgroup.mma.store %s64, %d64 : !acc64 to memref<64x64xf32>
    gpu.terminator
  }
  return
}
