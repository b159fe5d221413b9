"""Makes a schedule's final IR read far out of bounds: the first vector.transfer_read of the key
(%arg1) inside the kernel gets row 2^30 instead of its own (2^30 * 64 floats = 256 GiB past the
buffer), so the compiled kernel touches memory that is not mapped: a SIGSEGV on the CPU, an illegal
address on a GPU. The IR still verifies (the index is a value, in_bounds is a promise).
usage: out_of_bounds.py FINAL.mlir > BAD.mlir"""
import re
import sys

lines = open(sys.argv[1]).read().split("\n")
read = re.compile(r"^(\s*)(.*vector\.transfer_read %arg1\[)([^,\]]+), ([^,\]]+), ([^,\]]+), (.*)$")
for i, line in enumerate(lines):
    m = read.match(line)
    if m:
        indent = m.group(1)
        lines[i] = indent + m.group(2) + m.group(3) + ", " + m.group(4) + ", %lantern_oob, " + m.group(6)
        lines.insert(i, indent + "%lantern_oob = arith.constant 1073741824 : index")
        break
else:
    sys.exit("out_of_bounds.py: no vector.transfer_read of %arg1 with four indices in " + sys.argv[1])
sys.stdout.write("\n".join(lines))
