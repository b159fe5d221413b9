// TMA tiles in a launch's dynamic shared memory (tests/lit/cuda/wgmma-tma.test): three tiles of
// 8 KiB, 32 KiB and 9 KiB pass 48 KiB, so the cuda backend places them in dynamic shared memory, at
// 128-byte aligned offsets in the order they are allocated (0, 8192, 40960 here: multiples of 1024).
// The test makes the first tile 68 rows (8704 bytes), which puts the second at byte 8704.
!first = memref<64x64xbf16, #gpu.address_space<workgroup>>
!firstMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!second = memref<256x64xbf16, #gpu.address_space<workgroup>>
!secondMap = !nvgpu.tensormap.descriptor<tensor = memref<256x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!third = memref<72x64xbf16, #gpu.address_space<workgroup>>
!thirdMap = !nvgpu.tensormap.descriptor<tensor = memref<72x64xbf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>

func.func @main(%src: memref<256x64xbf16>, %out: memref<128xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c72 = arith.constant 72 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %firstRows = arith.constant 64 : index
  %any = memref.cast %src : memref<256x64xbf16> to memref<*xbf16>
  %firstMap = nvgpu.tma.create.descriptor %any box[%firstRows, %c64] : memref<*xbf16> -> !firstMap
  %secondMap = nvgpu.tma.create.descriptor %any box[%c256, %c64] : memref<*xbf16> -> !secondMap
  %thirdMap = nvgpu.tma.create.descriptor %any box[%c72, %c64] : memref<*xbf16> -> !thirdMap
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %bytes = arith.constant 50176 : index
    %ticks = arith.constant 10000000 : index
    %phase0 = arith.constant false
    %t0 = memref.alloc() : !first
    %t1 = memref.alloc() : !second
    %t2 = memref.alloc() : !third
    %bar = nvgpu.mbarrier.create -> !barriers
    %leader = arith.cmpi eq, %tx, %k0 : index
    nvgpu.mbarrier.init %bar[%k0], %k1, predicate = %leader : !barriers
    nvvm.fence.mbarrier.init
    gpu.barrier
    scf.if %leader {
      nvgpu.mbarrier.arrive.expect_tx %bar[%k0], %bytes : !barriers
      nvgpu.tma.async.load %firstMap[%k0, %k0], %bar[%k0] to %t0 : !firstMap, !barriers -> !first
      nvgpu.tma.async.load %secondMap[%k0, %k0], %bar[%k0] to %t1 : !secondMap, !barriers -> !second
      nvgpu.tma.async.load %thirdMap[%k0, %k0], %bar[%k0] to %t2 : !thirdMap, !barriers -> !third
    }
    nvgpu.mbarrier.try_wait.parity %bar[%k0], %phase0, %ticks : !barriers
    %x = memref.load %t1[%tx, %k0] : !second
    %y = arith.extf %x : bf16 to f32
    memref.store %y, %out[%tx] : memref<128xf32>
    gpu.terminator
  }
  return
}
