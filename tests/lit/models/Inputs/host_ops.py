# Counts the linalg ops of an IR file outside every gpu.launch (they would run on the host).
import sys

depth = 0
host = 0
for line in open(sys.argv[1]):
    word = line.strip().split(" ")[0]
    if word == "gpu.launch" or line.strip().startswith("gpu.launch "):
        depth += 1
    elif depth and word == "gpu.terminator":
        depth -= 1
    elif depth == 0 and word.startswith("linalg."):
        host += 1
    elif depth == 0 and "= linalg." in line:
        host += 1
print("host linalg ops:", host)
