func.func @f(%arg0: tensor<8x4xf32>) -> tensor<2x4x4xf32> {
  %0 = tensor.expand_shape %arg0 [[0, 1], []] output_shape [2, 4, 4] : tensor<8x4xf32> into tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}
