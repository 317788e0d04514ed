import numpy as np
# Python ints past int64 as indices: OverflowError in [2**63, 2**64), wrapped uint64 in lists, not an index beyond.
x = np.zeros(4)
for v in [2**63, 2**63 + 5, 2**64 - 1, 2**64, -2**63 - 1, -2**63]:
    for idx in [v, [v], (v,)]:
        try:
            x[idx]
        except Exception as e:
            print(type(e).__name__, e)
        try:
            x[idx] = 1
        except Exception as e:
            print(type(e).__name__, e)
x[np.array([2**64 - 1], dtype=np.uint64)]
x
