// Imported from PyTorch by tools/import_torch.py (torch.export + torch_mlir.fx.export_and_import).
// PyTorch: flex_attention(q, k, v, score_mod=softcap, block_mask=create_block_mask(causal, None, None, 128,
//    128), return_lse=True)
// Inputs: %arg0 q: f32[1,4,128,64], %arg1 k: f32[1,4,128,64], %arg2 v: f32[1,4,128,64]
// Results: f32[1,4,128,64], f32[1,4,128]
// Output type: torch; SDPA decomposition: PyTorch math (torch-mlir's default table); flex_attention:
//    higher-order op; debug locations: on
// Versions: torch 2.15.0, torch-mlir 20261001
// Regenerate: venv/bin/python tools/import_torch.py --preset flex_hop_softcap_causal_lse_f32 -o assets/imported/torch/flex_hop_softcap_causal_lse_f32.mlir
#loc1 = loc("<eval_with_key>":18:0)
#loc2 = loc("tools/import_torch.py":161:0)
#loc3 = loc("<eval_with_key>":5:0)
#loc4 = loc(callsite(#loc1 at #loc2))
#loc5 = loc(callsite(#loc3 at #loc4))
module {
  func.func private @sdpa_score0(%arg0: !torch.vtensor<[],f32> loc(callsite(#loc1 at #loc2)), %arg1: !torch.vtensor<[],si32> loc(callsite(#loc1 at #loc2)), %arg2: !torch.vtensor<[],si32> loc(callsite(#loc1 at #loc2)), %arg3: !torch.vtensor<[],si32> loc(callsite(#loc1 at #loc2)), %arg4: !torch.vtensor<[],si32> loc(callsite(#loc1 at #loc2))) -> !torch.vtensor<[],f32> {
    %float3.000000e01 = torch.constant.float 3.000000e+01 loc(#loc)
    %0 = torch.aten.div.Scalar %arg0, %float3.000000e01 : !torch.vtensor<[],f32>, !torch.float -> !torch.vtensor<[],f32> loc(#loc4)
    %1 = torch.aten.tanh %0 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc(#loc4)
    %2 = torch.aten.mul.Scalar %1, %float3.000000e01 : !torch.vtensor<[],f32>, !torch.float -> !torch.vtensor<[],f32> loc(#loc4)
    return %2 : !torch.vtensor<[],f32> loc(#loc4)
  } loc(#loc4)
  func.func private @sdpa_mask0(%arg0: !torch.vtensor<[],si32> loc(callsite(#loc3 at #loc4)), %arg1: !torch.vtensor<[],si32> loc(callsite(#loc3 at #loc4)), %arg2: !torch.vtensor<[],si32> loc(callsite(#loc3 at #loc4)), %arg3: !torch.vtensor<[],si32> loc(callsite(#loc3 at #loc4))) -> !torch.vtensor<[],i1> {
    %0 = torch.aten.ge.Tensor %arg2, %arg3 : !torch.vtensor<[],si32>, !torch.vtensor<[],si32> -> !torch.vtensor<[],i1> loc(#loc5)
    return %0 : !torch.vtensor<[],i1> loc(#loc5)
  } loc(#loc5)
  func.func @main(%arg0: !torch.vtensor<[1,4,128,64],f32> loc(callsite(#loc1 at #loc2)), %arg1: !torch.vtensor<[1,4,128,64],f32> loc(callsite(#loc1 at #loc2)), %arg2: !torch.vtensor<[1,4,128,64],f32> loc(callsite(#loc1 at #loc2))) -> (!torch.vtensor<[1,4,128,64],f32>, !torch.vtensor<[1,4,128],f32>) {
    %float6.931470e-01 = torch.constant.float 0.69314718055994529 loc(#loc2)
    %float1.250000e-01 = torch.constant.float 1.250000e-01 loc(#loc4)
    %true = torch.constant.bool true loc(#loc4)
    %false = torch.constant.bool false loc(#loc4)
    %output, %logsumexp, %max_scores = torch.hop_flex_attention %arg0, %arg1, %arg2, %float1.250000e-01, %true, %false {mask_mod_fn = @sdpa_mask0, score_mod_fn = @sdpa_score0} : !torch.vtensor<[1,4,128,64],f32>, !torch.vtensor<[1,4,128,64],f32>, !torch.vtensor<[1,4,128,64],f32>, !torch.float, !torch.bool, !torch.bool -> !torch.vtensor<[1,4,128,64],f32>, !torch.vtensor<[1,4,128],f32>, !torch.vtensor<[1,4,128],f32> loc(#loc4)
    %0 = torch.aten.mul.Scalar %logsumexp, %float6.931470e-01 : !torch.vtensor<[1,4,128],f32>, !torch.float -> !torch.vtensor<[1,4,128],f32> loc(#loc2)
    return %output, %0 : !torch.vtensor<[1,4,128,64],f32>, !torch.vtensor<[1,4,128],f32> loc(#loc2)
  } loc(#loc4)
} loc(#loc)
#loc = loc(unknown)
