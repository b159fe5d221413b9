# Writes the flash-attention-cpu schedule without rewrite_attention_row_mask and with the -inf
# guards of fuse_dependent_reductions off: $1 = schedule, $2 = output.
python3 - "$1" "$2" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
s["name"] = "flash-attention-cpu-unguarded"
s["steps"] = [x for x in s["steps"] if x["step"] != "rewrite_attention_row_mask"]
for x in s["steps"]:
    if x["step"] == "fuse_dependent_reductions":
        x["guard_infinities"] = False
json.dump(s, open(sys.argv[2], "w"), indent=1)
PY
