"""The tensor-core instructions of a PTX kernel: each ldmatrix and mma.sync variant with its count,
sorted by name, then the sizes of the kernel's static shared buffers, and "dynamic" where it takes
the launch's dynamic shared memory (whose size the launch gives, not the PTX). head-dims.test checks
them against what each head dim needs."""
import collections
import re
import sys

text = open(sys.argv[1]).read()
counts = collections.Counter(re.findall(r"\b(ldmatrix\.\S+|mma\.sync\.\S+)\s", text))
for name in sorted(counts):
    print(name, counts[name])
static = re.findall(r"\.shared \.align \d+ \.b8 \w+\[(\d+)\];", text)
dynamic = ["dynamic"] if re.search(r"\.extern \.shared \.align \d+ \.b8 \w+\[\];", text) else []
print("shared", " ".join(static + dynamic))
