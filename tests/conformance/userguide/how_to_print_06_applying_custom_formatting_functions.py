# NumPy user guide how-to-print.rst (numpy/numpy@1f90bbb55e65), section "Applying custom formatting functions": its examples in order, by tools/teaching_suites.py
import numpy as np
arr = np.array([np.datetime64("2025-01-01"), np.datetime64("2024-01-01")])
with np.printoptions(formatter={"datetime":lambda x: f"(Year: {x.item().year}, Month: {x.item().month})"}):
    print(arr)
