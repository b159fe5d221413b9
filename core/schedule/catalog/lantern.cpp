// The transform.lantern extension (core/transforms): the clean-up pattern sets and the flash-attention
// derivation.
#include "schedule/catalog/builder.h"

#include "transforms/annotate_fastmath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace lantern::schedule {

namespace {

// The clean-up steps run one pattern set over a whole function body.
std::string targetsAFunction(const Step &s) {
  Target::Kind kind = s.resolvedTarget().kind;
  if (kind == Target::Kind::Root || kind == Target::Kind::Role)
    return "target must be a function (\"func\", or an \"op:\"/\"ir:\" target that matches functions): the step "
           "rewrites a whole function body";
  return "";
}

} // namespace

void addLanternKinds(KindList &kinds) {
  kinds.add("fold_scalar_or_splat_constant")
      .summary("Fold scalar and splat constants that linalg.generic ops read as inputs into their bodies.")
      .teaching("Before: a `linalg.generic` reads a constant as an input, e.g. `ins(%s, %c : ...)` with `%c = arith.constant "
                "dense<0.125> : tensor<1x4x256x256xf32>`: a whole tensor of one value, read element by element. After: that "
                "input is gone and the body uses `arith.constant 0.125 : f32`. Only this rewrite runs, not the whole "
                "`linalg-fuse-elementwise-ops` pass, which would also fuse the mask into the P·V body and stop P·V from mapping "
                "to a matrix instruction. Why: fewer operands to tile, fuse and bufferize, no constant tensor in memory, and a "
                "body that vectorises to a broadcast. A constant that is the only operand giving a loop its extent stays (the "
                "loop bounds need it); a function with nothing to fold is left as it is.")
      .preconditions("a function with a body as the target (default \"func\"); it fails only when every splat "
                     "constant it finds is the only operand that gives some loop its extent")
      .defaultTarget("func")
      .check(targetsAFunction)
      .emit(LanternOp("fold_scalar_or_splat_constant"));

  kinds.add("erase_unused_operands_and_results")
      .summary("Drop duplicate and unread inputs and unused results of linalg.generic ops.")
      .teaching("Before: a `linalg.generic` with the same tensor as two inputs, inputs its body never reads, or results "
                "nobody uses (left by the importer and by earlier rewrites). After: each input once, only the inputs the "
                "body reads, only the results something uses. Only this pattern set runs (upstream's "
                "`populateEraseUnusedOperandsAndResultsPatterns`, part of `linalg-fuse-elementwise-ops` without its fusion). "
                "Why: every dead operand becomes a slice, a loop-carried value or a buffer after tiling and bufferisation.")
      .preconditions("a function with a body as the target (default \"func\")")
      .defaultTarget("func")
      .check(targetsAFunction)
      .emit(LanternOp("erase_unused_operands_and_results"));

  kinds.add("normalize_reductions")
      .summary("Reductions as tiling takes them: drop an unused argmax result, reduce keepdim outputs into the smaller tensor.")
      .teaching("Before: torch-mlir's softmax max is one reduction with two results, the max and its argmax (i64, never read), "
                "and its row sum and safe-softmax guard keep the reduced dimension through the output map "
                "`(d0, d1, d2, d3) -> (d0, d1, d2, 0)` into `tensor<1x4x128x1xf32>`. After: the max alone; the keepdim reductions "
                "write `tensor<1x4x128xf32>` through `(d0, d1, d2)` and a `tensor.expand_shape` restores the unit dimension. "
                "The bodies and the values are unchanged. Why: tiling needs every result written through a projection of the "
                "loops (a constant 0 is not one: upstream refuses with \"result is not accessed using a permuted "
                "projection\", so `fuse` leaves the reductions outside the loop), and the flash derivation tiles a one-result "
                "max. A function that has neither form is left as it is, so one schedule serves graphs of all forms.")
      .preconditions("a function with a body as the target (default \"func\")")
      .defaultTarget("func")
      .check(targetsAFunction)
      .emit(LanternOp("normalize_reductions"));

  kinds.add("fuse_same_role_elementwise")
      .summary("Fuse chains of elementwise ops that carry the same role into one op (torch-mlir's s - m, then exp).")
      .teaching("Before: torch-mlir's softmax computes `s - m` in one `linalg.generic` and `exp` of it in the next, both "
                "tagged `exp`. After: one generic computing `exp(s - m)`. Only producers with one use whose consumer has the "
                "same `lantern.role` are fused (upstream's elementwise fusion with that control), so the mask, the scale, the "
                "guard and the normalisation stay ops of their own and P·V stays a contraction. Why: "
                "`fuse_dependent_reductions` factors the exponential E(s, m) = f(s)·g(m) from one op's body; split over two "
                "ops, the second is not linear in the first and the derivation refuses. A graph whose exponential is already "
                "one op is left as it is.")
      .preconditions("a function with a body as the target (default \"func\")")
      .defaultTarget("func")
      .check(targetsAFunction)
      .emit(LanternOp("fuse_same_role_elementwise"));

  kinds.add("normalize_graph")
      .summary("Put an imported graph in the form the later steps take: splat constants folded, reductions normalised, "
               "the exponential one op.")
      .teaching("Runs three rewrites on the function, each also a step of its own: `fold_scalar_or_splat_constant` (torch-mlir "
                "reads constants such as the guard's zero tensor and the scale as whole-tensor inputs), "
                "`normalize_reductions` (the unused argmax of `aten.max.dim` goes; keepdim reductions with a constant 0 in the "
                "output map reduce into the smaller tensor) and `fuse_same_role_elementwise` (torch-mlir's `s - m` and `exp` "
                "become one `exp(s - m)`). Before: the graph as the importer wrote it. After: the same computation in the "
                "form Lantern's own generator writes, which `fuse`, `tile` and the flash derivation take. A graph already in "
                "that form is left unchanged, so the built-in schedules start with this step and serve both. Why: without "
                "it `fuse` cannot tile the keepdim reductions into the loop and the derivation cannot factor a split "
                "exponential.")
      .preconditions("a function with a body as the target (default \"func\")")
      .defaultTarget("func")
      .check(targetsAFunction)
      .emit([](const Step &s, Emitter &e) {
        std::string f = e.match(s.resolvedTarget(), "func");
        for (const char *op : {"fold_scalar_or_splat_constant", "normalize_reductions", "fuse_same_role_elementwise"})
          e.line("transform.lantern." + std::string(op) + " " + f + " : " + kAnyOp);
      });

  kinds.add("fold_reshape_ops_by_expansion")
      .summary("Move reshapes past elementwise linalg ops by expanding their loops; never across a reduction.")
      .teaching("Before: `tensor.collapse_shape`/`expand_shape` between linalg ops (torch's 4-D <-> 3-D plumbing). After: an "
                "elementwise op next to a reshape runs on the expanded shape and the reshape moves past it "
                "(upstream's `populateFoldReshapeOpsByExpansionPatterns`), so elementwise chains meet without reshapes in "
                "between. The control refuses every fold that touches a linalg op with a reduction loop: the reductions of "
                "the attention chain (Q·Kᵀ, row max, row sum, P·V) keep the loops that later steps name by position (tile "
                "sizes, the key dimension of the flash derivation). When every candidate is such a fold the step fails and "
                "names the reshape and the reduction: on torch-mlir's plain SDPA graphs every reshape sits next to a batch "
                "matmul, so there it fails; with GQA it moves the head-broadcast reshapes through the casts and the scale. "
                "Why: reshapes between elementwise ops block fusion through them.")
      .preconditions("a function with a body as the target (default \"func\") where, if reshapes sit next to linalg "
                     "ops, at least one is next to an elementwise op: when every candidate fold touches a reduction "
                     "(a plain SDPA graph, whose reshapes all touch batch matmuls) the step fails")
      .defaultTarget("func")
      .check(targetsAFunction)
      .emit(LanternOp("fold_reshape_ops_by_expansion"));

  kinds.add("annotate_fastmath")
      .summary("Add fast-math flags (default afn) to the arith, math and vector ops of the target.")
      .teaching("Before: `math.exp %x : vector<8x64xf32>`, `arith.mulf` and `vector.reduction` without flags. After: "
                "`math.exp %x fastmath<afn> : vector<8x64xf32>`: `flags` are added to the target and every op in it that "
                "carries fast-math flags (flags already there stay). Why: `afn` lets LLVM use a fast approximate exp, the "
                "main cost of the softmax; `contract` allows fused multiply-add. `fast` is unsafe here: it includes `ninf`, "
                "which lets LLVM assume no value is -inf and delete the `== -inf` tests that keep fully masked rows at 0 "
                "(they then give exp(-inf - -inf) = NaN), and `nnan`, which turns the NaN of a missing guard into poison "
                "the numeric check may never see. `ninf`, `nnan` and `fast` are refused unless `unsafe` is true (to show "
                "that failure on purpose).")
      .preconditions("nothing beyond a target that matches (default \"func\"): the flags go on whatever arith, math "
                     "and vector ops it holds; `ninf`, `nnan` and `fast` need `unsafe`")
      .defaultTarget("func")
      .param(text("flags", ParamType::String, "afn",
             "fast-math flags to add, comma-separated: reassoc, nnan, ninf, nsz, arcp, contract, afn, fast"))
      .param(boolean("unsafe", false, "allow ninf, nnan and fast, which let LLVM delete the -inf handling of masked rows"))
      .check([](const Step &s) -> std::string {
        const std::string &flags = s.text("flags");
        std::optional<mlir::arith::FastMathFlags> parsed = mlir::arith::symbolizeFastMathFlags(flags);
        if (!parsed || *parsed == mlir::arith::FastMathFlags::none)
          return "field 'flags' must be comma-separated fast-math flags (reassoc, nnan, ninf, nsz, arcp, contract, "
                 "afn, fast), got '" + flags + "'";
        std::string hazard = transforms::infinityAssumptionHazard(*parsed);
        if (!hazard.empty() && !s.flag("unsafe"))
          return "field 'flags': " + hazard + "; set \"unsafe\": true to add them anyway";
        return "";
      })
      .emit(LanternOp("annotate_fastmath").suffix([](const Step &s) {
        mlir::arith::FastMathFlags flags = *mlir::arith::symbolizeFastMathFlags(s.text("flags"));
        return " flags<" + mlir::arith::stringifyFastMathFlags(flags) + ">" + (s.flag("unsafe") ? " unsafe" : "");
      }));

  kinds.add("narrow_vector_contract_operands")
      .summary("Give vector.contract ops their bf16/f16 operands back, accumulating in f32 (for matrix units).")
      .teaching("Before (a bf16 graph after vectorize): `vector.contract %p, %vw, %acc : vector<32x64xf32>, "
                "vector<64x64xf32> into vector<32x64xf32>` with `%vw = arith.extf %v : vector<64x64xbf16> to "
                "vector<64x64xf32>`. After: `vector.contract %pn, %v, %acc : vector<32x64xbf16>, vector<64x64xbf16> into "
                "vector<32x64xf32>` with `%pn = arith.truncf %p`; the accumulator stays f32. Why: matrix units (AMX, tensor "
                "cores, XMX) take bf16/f16 operands and an f32 accumulator; an f32 x f32 contract cannot use them. The "
                "contract still extends its operands to f32 before multiplying, so only the truncated operand (P) is "
                "rounded, within the bf16 verdict tolerance. Contracts with no narrow source (all of them in an f32 graph) "
                "are left alone, so one schedule serves f32 and bf16 graphs. With `scales_to_result`, Q·Kᵀ of a torch-mlir graph "
                "(`(q·s)·(k·s)ᵀ`, s = scale^½ in f32) becomes `s·s·(q·kᵀ)` on the bf16 q and k themselves: the products of "
                "bf16 values are exact in f32, so nothing is rounded before the multiply, and the kernel scales one score "
                "tile per key tile instead of converting, scaling and rounding every element of every K tile.")
      .preconditions("`vectorize` first (vector.contract ops in the target, default \"func\"); a vector.contract "
                     "named as the target itself needs an operand widened by arith.extf from bf16 or f16, and inside "
                     "a function not every contract with such an operand may be blocked (two different narrow types, "
                     "or an accumulator that is not f32)")
      .defaultTarget("func")
      .param(boolean("scales_to_result", false,
                     "when both operands are narrow values scaled by scalars (q·s, k·s), multiply by the narrow values "
                     "and scale the result instead"))
      .emit(LanternOp("narrow_vector_contract_operands").unitAttr("scales_to_result"));

  kinds.add("fold_scale_into_exp2")
      .summary("Compute the softmax's exponentials of a tile as exp2 of one FMA per score: the scale and log2 e "
               "in one factor, the row max once per row.")
      .teaching("Before (a flash loop after `narrow_vector_contract_operands` with `scales_to_result`): per score "
                "`x = (s·a)·a` (a = √scale), the row max of x, then `exp(x - m)`, which a GPU computes as "
                "`ex2((x - m)·log2 e)`: three multiplies and a subtraction per element beside the exponential. "
                "After: `exp2(fma(s, K, -m·log2 e))` with K = a·a·log2 e, the product -m·log2 e taken once per row, "
                "and the row max taken on s itself and then scaled (`max(s)·a·a`): one FMA per element "
                "(FlashAttention 3 writes its softmax this way). Masks to -inf between the scales move onto s. "
                "Valid because a rounded product by a positive constant never reverses an order, so the row max "
                "is the same value bit for bit, and exp(y) = 2^(y·log2 e). Only the exponent's rounding changes: "
                "each probability by at most about 2^-22·(|x| + |m|) relative (2.4e-5 at scores of 50; P is "
                "rounded to bf16, 3.9e-3, right after). Where the scores are not scaled constants (a bias or an "
                "additive mask added), only the subtraction and the log2 e multiply become the FMA. Why: the "
                "Hopper kernel's softmax is bound by issuing instructions, not by the tensor cores, and these "
                "were 3 of its instructions per score.")
      .preconditions("after `vectorize` (default target `func`): `math.exp` of `x - t` on f32 vector tiles, t a "
                     "row value broadcast or transposed over the tile, or a splat; without one it fails unless "
                     "`if_present` (on by default). Meant for the GPU schedules: the CPU computes exp2(y) as "
                     "exp(y·ln 2) with its vector polynomial, which gains nothing")
      .defaultTarget("func")
      .param(boolean("if_present", true, "leave a target without such an exponential unchanged instead of failing"))
      .emit(LanternOp("fold_scale_into_exp2").ifPresent());

  kinds.add("multiply_by_row_reciprocal")
      .summary("Divide a tile by its row sum as one reciprocal per row and a multiply per element.")
      .teaching("Before (the end of a flash loop after `vectorize`): `o = acc / transpose(broadcast(l))`, one "
                "division per output element; on NVIDIA GPUs an IEEE division is a reciprocal, its refinement and "
                "a range check (64 per thread for a warp's 16x128 output tile). After: `r = 1 / l` once per row and "
                "`o = acc · transpose(broadcast(r))`. Valid because x/l = x·(1/l); only the rounding changes: two "
                "roundings instead of one, within 2^-23 relative (the output is then rounded to bf16, 2^-8). Where "
                "1/l would overflow (|l| < 2^-126) the result is x·inf; a flash loop's row sum is at least 1 where "
                "the row has a finite score, and 0 for a fully masked row, whose 0·inf is NaN as 0/0 was before "
                "the safe-softmax guard selects 0. Why: FlashAttention multiplies by the reciprocal too; on short "
                "key loops the epilogue's divisions are a visible share of a block's time.")
      .preconditions("after `vectorize` (default target `func`): `arith.divf` of an f32 vector tile by a row value "
                     "broadcast or transposed over it; without one it fails unless `if_present` (on by default)")
      .defaultTarget("func")
      .param(boolean("if_present", true, "leave a target without such a division unchanged instead of failing"))
      .emit(LanternOp("multiply_by_row_reciprocal").ifPresent());

  kinds.add("pad_lengths")
      .summary("Pad the block's query and key lengths to multiples of the tiles: padded keys masked to -inf, padded "
               "rows sliced off.")
      .teaching("Before: Q·Kᵀ, the softmax and P·V on the graph's lengths, e.g. 197 tokens (ViT), 77 (CLIP), 1500 "
                "(Whisper), which no tile of 32 or 64 divides; the tiling steps after this one would leave a last tile "
                "of dynamic size, or a tile longer than a short sequence. After: the same chain on lengths rounded up "
                "(197 -> 224 with multiples of 32): Q, K, V and the masks are padded with zeros (`tensor.pad`), a bias "
                "over the keys, 0 on the 197 real ones and -inf on the padded ones, is added to the scores before the "
                "row max (read per key tile as a padding mask is: no index arithmetic in the kernels), and the result is "
                "sliced back to the 197 real rows (`tensor.extract_slice`). Valid because a padded key adds max(m, -inf) "
                "= m to the row max, exp(-inf - m) = 0 to the sum and 0 * v to P·V, so every real row keeps its value "
                "exactly; a row whose real keys are all masked is still all -inf, so the safe-softmax guard still "
                "gives 0 (and a graph without it still gives NaN there, as PyTorch does); the padded rows are computed "
                "and never read. Why padding and not tiles of dynamic size: every later step (the online softmax, "
                "vectorize, the mma.sync and DPAS mappings) keeps working on static tiles, and the cost is what "
                "FlashAttention pays for its ragged last block anyway: 197 -> 224 computes 29% more scores, "
                "1000 -> 1024 5%. Lengths that are already multiples are left as they are, so one schedule serves "
                "every length.")
      .preconditions("P·V (the target, default `role:pv`) and its block's Q·Kᵀ tagged by the role finder, in one block "
                     "of ops (before `fuse` and `tile`); `query_multiple` a multiple of the row tile of the `fuse` "
                     "steps after it, `key_multiple` of the key tile of `tile role:row_max`")
      .defaultTarget("role:pv")
      .param(integer("query_multiple", 64, "round the query length up to a multiple of this (the row tile)", 1, 4096))
      .param(integer("key_multiple", 64, "round the key length up to a multiple of this (the key tile)", 1, 4096))
      .emit(LanternOp("pad_attention_lengths").suffix([](const Step &s) {
        return " {query_multiple = " + std::to_string(s.integer("query_multiple")) +
               ", key_multiple = " + std::to_string(s.integer("key_multiple")) + "}";
      }));

  kinds.add("sink_normalization_past_contraction")
      .summary("Move the softmax division (and the fully-masked-row select) from before P·V to after it.")
      .teaching("Before: `P = select(row_fully_masked, 0, E / rowsum)` then `O = P·V`: every probability is divided "
                "before the contraction. After: `O' = E·V` then `O = select(row_fully_masked, 0, O' / rowsum)`: one "
                "division per output element instead of per score, and P·V reads E directly. Valid because "
                "Σ_k (e_k / s) v_k = (Σ_k e_k v_k) / s when s does not depend on k (the op checks that on the indexing "
                "maps), and the select's condition is per row too. The select stays on the result: a fully masked row "
                "has E = 0 (or NaN) everywhere and rowsum = 0, so O'/rowsum is 0/0 = NaN, which the select turns into 0. "
                "Why: this is the flash order: the online loop derived next accumulates unnormalised E·V and divides "
                "once at the end.")
      .preconditions("P·V (the target, default `role:pv`) reading the elementwise op that divides (or multiplies) the "
                     "probabilities by a per-row value, through the `select(c, 0, ·)` guard if any, with no reshape "
                     "in between (`generalize` and `fold_unit_dims` remove torch's 3-D/4-D reshapes once `fuse` has "
                     "tiled batch and heads to 1); a second application finds no division to move and fails")
      .defaultTarget("role:pv")
      .emit(LanternOp("sink_normalization_past_contraction"));

  kinds.add("fuse_dependent_reductions")
      .summary("Fuse E(x, R1) and a reduction R2 of it into R1's tiled loop as an online (rescaled) reduction.")
      .teaching("Before: an `scf.for` over key tiles computing the row max m (R1, from `tile` with loop `for`), then after "
                "the loop `E = exp(s - m)` over the whole row and `l = Σ E` (R2). After: the loop carries l too; each tile "
                "computes its new max m', evaluates E on the tile with m', and updates `l = l·exp(m - m') + Σ_tile E`. "
                "Applied again with P·V as R2 it carries the output accumulator `O = O·exp(m - m') + E_tile·V_tile`: "
                "that is the flash-attention loop, derived, not written. The factor exp(m - m') comes from E's body: the "
                "op proves E(x, m) = f(x)·g(m) (exp of a sum, products, selects of 0) and builds g(m')/g(m); E that reads "
                "m any other way is refused with the op that blocks it. Guards (`guard_infinities`, on by default): "
                "while a row has seen only -inf scores (masked keys), m' = -inf and exp(s - m') = exp(-inf + inf) = NaN; "
                "the tile uses m' = 0 there, so E = exp(-inf) = 0, and the factor is 0 when the old m is -inf (nothing "
                "accumulated; avoids 0·inf). Without them a NaN from a row's fully masked first tile stays in its sum for "
                "good: on flex_alibi_window_f32 (sliding window: the first key tiles of rows past the window are masked) "
                "the check then finds NaN in 644 rows that are not fully masked (tests/lit/flash/nan-teaching-proof.test). "
                "Why: the S×S scores, probabilities and row statistics never exist at once; "
                "each key tile is read once.")
      .preconditions("the row max (the target, default `role:row_max`) tiled along the keys in an scf.for first (a "
                     "`tile role:row_max loop=for` before it, its tile size dividing the key extent); `elementwise` "
                     "(default `role:exp`) one op exp(s - m) reading the loop's result outside it (`normalize_graph` "
                     "makes it one op on imported graphs); `reduction` reducing it along the keys: `role:row_sum`, or "
                     "`role:pv` once `sink_normalization_past_contraction` has made P·V read E rather than E divided "
                     "by the row sum")
      .defaultTarget("role:row_max")
      .param(target("elementwise", "role:exp", "target of E, the elementwise op reading R1's result"))
      .param(target("reduction", "role:row_sum", "target of R2, the reduction of E (role:row_sum, role:pv)"))
      .param(boolean("guard_infinities", true,
             "guard exp(-inf - -inf): keep on; off only to show the NaN it prevents"))
      .emit([](const Step &s, Emitter &e) {
        std::string loop = emitParentLoop(e, e.match(s.resolvedTarget(), "r1"), "for");
        std::string elementwise = e.match(s.targetParam("elementwise"), "elementwise");
        std::string reduction = e.match(s.targetParam("reduction"), "reduction");
        e.line("transform.lantern.fuse_dependent_reductions " + loop + ", " + elementwise + ", " + reduction +
               (s.flag("guard_infinities") ? "" : " {guard_infinities = false}") + " : " + kAnyOp +
               ", " + kAnyOp + ", " + kAnyOp);
      });

  kinds.add("rewrite_attention_row_mask")
      .summary("Replace the all(s == -inf) row reduction of the safe-softmax guard by max(s) == -inf on the loop's max.")
      .teaching("Before: after the key loop, `row_fully_masked = AND_k (s_k == -inf)` reads the whole score row again (an "
                "S-wide i1 tensor per row, and the scores kept alive for it). After: `row_fully_masked = (m == -inf)` on the "
                "loop's final row max m; the comparison and the AND reduction are gone. Valid because max over a row, "
                "starting at -inf, is -inf exactly when every score is -inf. Inside the loop the same test is what "
                "`fuse_dependent_reductions`' guards do on the running max (zero E while no finite score was seen). Why: "
                "without it the scores must exist in full after the loop, so the S×S matrix survives the derivation. "
                "It is not what keeps fully masked rows NaN-free: the graph's select(row_fully_masked, 0, ·) does that, "
                "with either test, even when the loop's -inf guards are off (O = NaN/NaN there, which the select "
                "discards; measured: PASS, 0 NaN on sdpa_bool_mask_f32 with padding). The NaN appears when the select is "
                "missing: the graph sdpa_bool_mask_no_guard_f32 (no safe-softmax guard) gives NaN in exactly its fully "
                "masked rows under every schedule, because that is its meaning (0/0); this step then has nothing to rewrite "
                "and fails, unless `if_present` is set. The failure the guards prevent is shown by "
                "`fuse_dependent_reductions` with `guard_infinities` off on a sliding-window graph.")
      .preconditions("the row max (the target, default `role:row_max`) tiled along the keys in an scf.for from -inf "
                     "first (a `tile role:row_max loop=for` before it) and still reading slices of the scores (before "
                     "`fuse_producers_into_loop`), in a graph with the safe-softmax guard (an AND reduction of s == "
                     "-inf) unless `if_present`")
      .defaultTarget("role:row_max")
      .param(boolean("if_present", false,
             "succeed without change on a graph that has no safe-softmax guard (so one schedule serves both)"))
      .emit(LanternOp("rewrite_attention_row_mask").matchAs("r1").inParentLoop("for").ifPresent());

  kinds.add("fuse_producers_into_loop")
      .summary("Tile and fuse into the loop around the target every producer the loop reads one slice of.")
      .teaching("Before: the key loop reads `extract_slice %scores[0, %k] [32, 32]` of scores computed for all keys "
                "before it (Q·Kᵀ, the scale, score mods, the mask). After: each of those producers is tiled to the slice "
                "and computed in the loop, one after the other back along the chain (the mask, then Q·Kᵀ and its zero "
                "init, then the transpose of K), and the whole-row versions are gone. Unlike `fuse_into` it needs no "
                "names, so one step serves graphs with or without a mask or score mods. Why: after this the S-wide score "
                "rows never exist; each key tile of Q·Kᵀ is computed, used and dropped. Slices of reshapes are moved above "
                "them first (a `collapse_shape` merging batch and heads, GQA's expand/broadcast/collapse of K and V), so "
                "with `loop: forall` right after the first `fuse` the K/V chain of batch > 1 and GQA graphs follows into "
                "the block loop too (`if_present`: graphs with nothing left outside are fine).")
      .preconditions("a target inside an scf.<loop> loop (`loop`, default `for`: the key loop of `tile role:row_max "
                     "loop=for`) whose body reads a slice of a tileable op computed outside it; with `if_present` "
                     "nothing left to fuse is fine")
      .defaultTarget("role:row_max")
      .param(choice("loop", "for", {"for", "forall"}, "kind of the loop around the target to fuse into"))
      .param(boolean("if_present", false, "succeed without change when the loop reads no producer by slice"))
      .emit(LanternOp("fuse_producers_into_loop").matchAs("inner").inParentLoopNamedBy("loop").ifPresent());
}

} // namespace lantern::schedule
