import numpy as np
results = {}
for axis in range(-3, 3):
    try:
        results[axis] = np.zeros((2, 3)).sum(axis=axis).shape
    except np.exceptions.AxisError as e:
        results[axis] = str(e)
results
def first_bad(arrays):
    for i, arr in enumerate(arrays):
        try:
            arr.reshape(2, 2)
        except ValueError:
            return i
    return None
first_bad([np.zeros(4), np.zeros(8), np.zeros(4)])
first_bad([np.zeros(4)])
