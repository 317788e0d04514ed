# np.linspace with 10^7 points (creation).
import numpy as np
# --- timed ---
a = np.linspace(0.0, 1.0, 10_000_000)
print(a[12345])
