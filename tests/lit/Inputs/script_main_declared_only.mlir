module attributes {transform.with_named_sequence} {
  transform.named_sequence private @__transform_main(%root: !transform.any_op {transform.readonly})
}
