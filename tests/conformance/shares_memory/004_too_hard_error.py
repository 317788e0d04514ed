import numpy as np
y = np.arange(80).reshape(4, 20).astype(np.int8)
try:
    np.shares_memory(y[:, ::7], y[:, 3::3], max_work=2)
except np.exceptions.TooHardError as e:
    print('too hard:', e)
err = None
try:
    np.shares_memory(y[:, ::7], y[:, 3::3], max_work=2)
except Exception as e:
    err = type(e).__name__
err
issubclass(np.exceptions.TooHardError, RuntimeError)
