# Writes each `// gpu.module @NAME` section of a multi-module --emit ptx file to PREFIX.N.ptx.
import sys

parts = open(sys.argv[1]).read().split("// gpu.module @")[1:]
for i, part in enumerate(parts):
    open("%s.%d.ptx" % (sys.argv[2], i), "w").write(part.split("\n", 1)[1])
print(len(parts), "modules")
