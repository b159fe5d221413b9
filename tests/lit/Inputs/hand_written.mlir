// A hand-written transform script: tile P·V, then canonicalize.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%module: !transform.any_op {transform.readonly}) {
    // Select P·V by its role.
    %pv = transform.structured.match attributes{"lantern.role" = "pv"} in %module : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_forall %pv tile_sizes [1, 64, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %func = transform.structured.match ops{["func.func"]} in %module : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %func {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
