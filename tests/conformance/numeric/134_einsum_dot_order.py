# einsum('i,i') of float64 vectors sums as NumPy's einsum kernels do: contiguous operands in
# two SSE lanes, four vectors per step (einsum_sumprod.c.src is built for the baseline CPU);
# strided ones in order; 8192 elements per inner loop, each chunk added to the output.
import numpy as np
for n in [1, 7, 8, 31, 33, 1001, 8193, 40000]:
    A = np.sin(np.arange(n) * 0.37) * 1e3
    B = np.cos(np.arange(n) * 1.11) / 7
    print(n, repr(np.einsum('i,i', A, B)), repr(np.einsum('i,i->', A, B)))
A = np.sin(np.arange(40000) * 0.1)
B = np.cos(np.arange(40000) * 0.3)
np.einsum('i,i', A[::2], B[::2])
np.einsum('i,i', A[:20000], B[::2])
np.einsum('i,i', A[::-1], B)
np.einsum('j,j', A[:10000], B[:10000])
