# np.pad of F-ordered inputs: every mode keeps F order in an array that owns its data
import numpy as np
b = np.arange(24.).reshape(4, 6)
f = np.asfortranarray(b)
for m in ["edge", "reflect", "symmetric", "wrap", "constant", "empty"]:
    p = np.pad(f, ((1, 2), (3, 0)), mode=m) if m != "empty" else np.pad(f, 1, mode=m)
    print(m, p.flags['F_CONTIGUOUS'], p.flags['OWNDATA'], p.base is None, p.strides)
    if m != "empty": print(p)
p = np.pad(f, 2, constant_values=(7, 9))
print(p, p.strides)
g = np.arange(60, dtype=np.int16).reshape(3, 4, 5).T
p = np.pad(g, ((0, 1), (2, 0), (1, 1)), mode="reflect")
print(p.strides, p.sum(), p[:, 0, 0])
p[0, 0, 0] = 99
print(g[0, 0, 0])
print(np.pad(np.arange(5), 2, mode="symmetric"))
