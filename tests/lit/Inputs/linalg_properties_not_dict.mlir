func.func @f() {
  linalg.matmul <2>
}
