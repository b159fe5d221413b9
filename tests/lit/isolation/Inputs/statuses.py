"""One line per result of a sweep results file: index, status, and for a failed point its stage and
how its process ended (isolation.end, and the signal for one that was killed by a signal)."""
import json
import sys

lines = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
for r in sorted(lines, key=lambda r: r["index"]):
    words = [str(r["index"]), r["status"]]
    if r["status"] == "failed":
        words.append(r.get("failed_stage", "?"))
        iso = r.get("isolation", {})
        words.append(iso.get("end", "-"))
        if "signal" in iso:
            words.append(str(iso["signal"]))
    print(" ".join(words))
