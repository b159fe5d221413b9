// Hopper rung 1 (issue 35), B MN-major as P·V takes it: one warpgroup (128 threads) copies A (64x64
// bf16, row-major: the probabilities of 64 rows over 64 keys) and B (64x128 bf16: 64 keys of 128
// features, the V tile, features contiguous) with TMA into 128-byte-swizzled shared memory,
// completing on one mbarrier, then computes
//   d128[i][j] = sum_k a[i][k] * b[k][j]   for j < 128   (wgmma m64n128k16, f32 accumulators)
//   d64[i][j]  = sum_k a[i][k] * b[k][j]   for j < 64    (wgmma m64n64k16, the first 64 features)
// A swizzled box row is at most 128 bytes, so B arrives as two 64x64 boxes, features 0-63 then
// 64-127, 8 KiB apart: the descriptor's leading offset. B is MN-major ({transposeB}); one
// nvgpu.warpgroup.mma covers k = 0..63 and steps both descriptors itself. Compiled with lantern-cli
// compile ... no_steps.json (tests/lit/cuda/wgmma-tma.test) and run by the GoogleTest CudaWgmma
// (tests/unit/cuda_wgmma_test.cpp).
!aMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!bMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
#shared = #gpu.address_space<workgroup>
!bLowBox = memref<64x64xbf16, strided<[64, 1]>, #shared>
!bHighBox = memref<64x64xbf16, strided<[64, 1], offset: 4096>, #shared>
!descA = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xbf16, #shared>>
!descB128 = !nvgpu.warpgroup.descriptor<tensor = memref<64x128xbf16, #shared>>
!descB64 = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xbf16, #shared>>
!acc128 = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
!acc64 = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>

func.func @main(%a: memref<64x64xbf16>, %b: memref<64x128xbf16>, %d64: memref<64x64xf32>,
                %d128: memref<64x128xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %aAny = memref.cast %a : memref<64x64xbf16> to memref<*xbf16>
  %bAny = memref.cast %b : memref<64x128xbf16> to memref<*xbf16>
  %aMap = nvgpu.tma.create.descriptor %aAny box[%c64, %c64] : memref<*xbf16> -> !aMap
  %bMap = nvgpu.tma.create.descriptor %bAny box[%c64, %c64] : memref<*xbf16> -> !bMap
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k64 = arith.constant 64 : index
    %tileBytes = arith.constant 24576 : index
    %ticks = arith.constant 10000000 : index
    %phase0 = arith.constant false
    %aTile = memref.alloc() : memref<64x64xbf16, #shared>
    %bTile = memref.alloc() : memref<2x64x64xbf16, #shared>
    %bLow = memref.subview %bTile[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xbf16, #shared> to !bLowBox
    %bHigh = memref.subview %bTile[1, 0, 0] [1, 64, 64] [1, 1, 1] : memref<2x64x64xbf16, #shared> to !bHighBox
    // Thread 0 initializes the barrier (one arrival: its own expect_tx) and issues the three copies.
    // TMA coordinates run innermost first: (feature, key).
    %bar = nvgpu.mbarrier.create -> !barriers
    %leader = arith.cmpi eq, %tx, %k0 : index
    nvgpu.mbarrier.init %bar[%k0], %k1, predicate = %leader : !barriers
    nvvm.fence.mbarrier.init
    gpu.barrier
    scf.if %leader {
      nvgpu.mbarrier.arrive.expect_tx %bar[%k0], %tileBytes : !barriers
      nvgpu.tma.async.load %aMap[%k0, %k0], %bar[%k0] to %aTile : !aMap, !barriers -> memref<64x64xbf16, #shared>
      nvgpu.tma.async.load %bMap[%k0, %k0], %bar[%k0] to %bLow : !bMap, !barriers -> !bLowBox
      nvgpu.tma.async.load %bMap[%k64, %k0], %bar[%k0] to %bHigh : !bMap, !barriers -> !bHighBox
    }
    nvgpu.mbarrier.try_wait.parity %bar[%k0], %phase0, %ticks : !barriers

    %dA = nvgpu.warpgroup.generate.descriptor %aTile, %aMap : memref<64x64xbf16, #shared>, !aMap -> !descA
    %dB128 = nvgpu.warpgroup.generate.descriptor %bLow, %bMap : !bLowBox, !bMap -> !descB128
    %dB64 = nvgpu.warpgroup.generate.descriptor %bLow, %bMap : !bLowBox, !bMap -> !descB64
    %o128_0 = nvgpu.warpgroup.mma.init.accumulator -> !acc128
    %o64_0 = nvgpu.warpgroup.mma.init.accumulator -> !acc64
    %o128 = nvgpu.warpgroup.mma %dA, %dB128, %o128_0 {transposeB} : !descA, !descB128, !acc128 -> !acc128
    %o64 = nvgpu.warpgroup.mma %dA, %dB64, %o64_0 {transposeB, waitGroup = 0} : !descA, !descB64, !acc64 -> !acc64
    nvgpu.warpgroup.mma.store %o128, %d128 : !acc128 to memref<64x128xf32>
    nvgpu.warpgroup.mma.store %o64, %d64 : !acc64 to memref<64x64xf32>
    gpu.terminator
  }
  return
}
