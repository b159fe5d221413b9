"""Checks on sweep results files (JSONL) for the lit tests.

  sweep_table.py count FILE N          exactly N result lines, each point id once
  sweep_table.py same A B              the same table, ignoring what depends on when and where a point
                                       ran (times, TF/s, timestamps, host, shard); prints what differs
  sweep_table.py statuses FILE         one line per point: index, status, id (sorted by index)
"""
import json
import sys

TIMES = {"time_ms", "tflops", "compile_ms", "apply_ms", "total_ms", "stage_ms", "finished_at", "host", "shard"}


def lines(path):
    with open(path) as f:
        return [json.loads(l) for l in f if l.strip()]


def main(argv):
    what = argv[1]
    if what == "count":
        rows, n = lines(argv[2]), int(argv[3])
        ids = [r["id"] for r in rows]
        dup = sorted({i for i in ids if ids.count(i) > 1})
        if len(rows) != n or dup:
            print(f"{argv[2]}: {len(rows)} lines, expected {n}; repeated points: {dup}")
            return 1
        print(f"{len(rows)} lines, each point once")
        return 0
    if what == "same":
        a, b = lines(argv[2]), lines(argv[3])
        if len(a) != len(b):
            print(f"{len(a)} lines against {len(b)}")
            return 1
        bad = 0
        for x, y in zip(a, b):
            x = {k: v for k, v in x.items() if k not in TIMES}
            y = {k: v for k, v in y.items() if k not in TIMES}
            if x != y:
                bad += 1
                keys = sorted(k for k in set(x) | set(y) if x.get(k) != y.get(k))
                print(f"point {x.get('index')} differs in {keys}")
        if bad:
            return 1
        print(f"same {len(a)} points")
        return 0
    if what == "statuses":
        for r in sorted(lines(argv[2]), key=lambda r: r["index"]):
            print(r["index"], r["status"], r["id"])
        return 0
    print(__doc__)
    return 2


sys.exit(main(sys.argv))
