#!/usr/bin/env python3
"""Writes a variant of a flash-attention GPU schedule with another block and key tile, for measuring
tile sizes side by side (gpu_vs_pytorch.py takes several --schedule):

  tests/bench/schedule_variant.py schedules/flash-attention-hopper.json --rows 128 --keys 128 -o /tmp/v.json

--rows: query rows per block (the first `fuse role:pv`, pad_lengths' query multiple; 16 rows per
warp, so map_to_gpu gets rows * 2 threads); --keys: keys per tile (`tile role:row_max`,
pad_lengths' key multiple); --warp-specialize: distribute_to_wgmma's producer warp (map_to_gpu gets 32
threads more); --pingpong: its consumer warpgroups taking turns; --overlap: Q·Kᵀ a tile ahead; --intra-overlap: P·V an iteration late
(intra_warpgroup_overlap); --registers: the consumers' setmaxnreg; --stages: distribute_to_wgmma's ring of K/V slots. The variant's name gets
-<rows>x<keys>, then -ws and -s<stages> where set."""
import argparse
import json
import sys


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("schedule")
    p.add_argument("--rows", type=int, required=True)
    p.add_argument("--keys", type=int, required=True)
    p.add_argument("--warp-specialize", action="store_true")
    p.add_argument("--pingpong", action="store_true")
    p.add_argument("--overlap", action="store_true")
    p.add_argument("--intra-overlap", action="store_true", help="distribute_to_wgmma intra_warpgroup_overlap")
    p.add_argument("--registers", type=int, help="distribute_to_wgmma consumer_registers (a producer warpgroup)")
    p.add_argument("--stages", type=int)
    p.add_argument("-o", "--output", required=True)
    args = p.parse_args()
    if args.rows % 64 or args.keys % 16:
        sys.exit("schedule_variant.py: --rows must be a multiple of 64 (warpgroups of 16-row warps), --keys of 16")
    with open(args.schedule) as f:
        schedule = json.load(f)
    found = set()
    for step in schedule["steps"]:
        kind = step["step"]
        if kind == "pad_lengths":
            step["query_multiple"], step["key_multiple"] = args.rows, args.keys
            found.add(kind)
        elif kind == "fuse" and step.get("target") == "role:pv" and step["sizes"][1] not in (0, 16):
            step["sizes"][1] = args.rows
            found.add(kind)
        elif kind == "tile" and step.get("target") == "role:row_max":
            step["sizes"][1] = args.keys
            found.add(kind)
        elif kind == "map_to_gpu":
            step["block_dims"] = [args.rows * 2 + ((128 if args.registers else 32) if args.warp_specialize else 0)]
            found.add(kind)
        elif kind == "distribute_to_wgmma":
            if args.warp_specialize:
                step["warp_specialize"] = True
            if args.pingpong:
                step["pingpong"] = True
            if args.overlap:
                step["overlap"] = True
            if args.intra_overlap:
                step["intra_warpgroup_overlap"] = True
            if args.registers:
                step["consumer_registers"] = args.registers
            if args.stages:
                step["stages"] = args.stages
            found.add(kind)
    wanted = {"pad_lengths", "fuse", "tile", "map_to_gpu"}
    if args.warp_specialize or args.stages or args.pingpong or args.overlap or args.intra_overlap or args.registers:
        wanted.add("distribute_to_wgmma")
    missing = wanted - found
    if missing:
        sys.exit(f"schedule_variant.py: {args.schedule} has no {', '.join(sorted(missing))} step of the expected form")
    schedule["name"] += f"-{args.rows}x{args.keys}" + ("-ws" if args.warp_specialize else "") + ("-pp" if args.pingpong else "") + ("-ov" if args.overlap else "") + ("-io" if args.intra_overlap else "") + (f"-r{args.registers}" if args.registers else "") + (
        f"-s{args.stages}" if args.stages else "")
    with open(args.output, "w") as f:
        json.dump(schedule, f, indent=2, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
