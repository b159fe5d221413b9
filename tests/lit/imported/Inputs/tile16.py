# Writes flash-attention-cpu.json with 16-row and 16-key tiles, as a user adapts the built-in
# schedule to a graph of 16 queries or keys (its lengths then padded to multiples of 16, not 32).
import json
import sys

schedule = json.load(open(sys.argv[1]))
for step in schedule["steps"]:
    if step.get("step") == "fuse" and step.get("target") == "role:pv":
        step["sizes"] = [1, 16, 0, 0]
    if step.get("step") == "tile" and step.get("target") == "role:row_max":
        step["sizes"] = [0, 16]
    if step.get("step") == "pad_lengths":
        step["query_multiple"] = 16
        step["key_multiple"] = 16
json.dump(schedule, open(sys.argv[2], "w"), indent=2)
