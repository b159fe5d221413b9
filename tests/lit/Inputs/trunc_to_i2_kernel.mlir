// A kernel already in gpu.launch form whose SPIR-V LLVM 22's SPIR-V backend writes invalid: it
// writes the truncation of the 64-bit work-group id to an i2 as a 32-bit OpBitwiseAnd of the 64-bit
// value (tests/lit/level_zero/errors.test).
func.func @main(%rows: memref<4x16xi32>) -> memref<4x16xi32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %id = arith.index_cast %bx : index to i64
    %low = arith.trunci %id : i64 to i2
    %wide = arith.extui %low : i2 to i32
    memref.store %wide, %rows[%bx, %tx] : memref<4x16xi32>
    gpu.terminator
  }
  return %rows : memref<4x16xi32>
}
