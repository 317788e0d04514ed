import numpy as np
try:
    np.array([1+2j], dtype=int)
except TypeError as e:
    print(e)
try:
    np.array([1+2j], dtype=np.float32)
except TypeError as e:
    print(e)
np.array([1+2j], dtype=bool)
x = np.zeros(2)
try:
    x[0] = 1j
except TypeError as e:
    print(e)
x[0] = np.complex128(1+5j)
x
float(np.complex128(1+2j)), int(np.complex128(1+2j))
np.unique(np.array([1+2j, 3, 1+2j, 2j]))
np.arange(3) * 1j
np.clip(np.array([1+2j, 3]), 0, 2)
np.isclose(np.array([1+2j]), 1+2.0000001j), np.allclose(np.array([1+2j]), 1+2j)
np.searchsorted(np.array([1, 2+1j]), 1.5)
try:
    np.percentile(np.array([1j, 2]), 50)
except TypeError as e:
    print(e)
try:
    np.bincount(np.array([1j]))
except TypeError as e:
    print(e)
a = np.array([3+1j, 1, 2j, 1+0.5j, 3+1j])
np.partition(a, 2), np.argpartition(a, 2)
np.searchsorted(np.sort(a), 1+1j), np.isin(a, [1, 2j]), np.unique(a, return_counts=True)
np.nanmax(np.array([np.nan, 1j])), np.nansum(np.array([np.nan, 1j])), np.nanmean(np.array([np.nan, 1j, 1]))
a.fill(2j)
a
np.copyto(a, 1+1j)
a
a.view(np.float32)
np.frombuffer(np.array([1j]).tobytes(), dtype=complex)
np.array([1+2j])[0] == 1+2j, np.complex128(1+2j) * 2, 1j * np.float32(2), (1+1j) + np.int64(3)
np.diff(np.array([1j, 2, 3+3j]))
np.cumsum(np.array([1j, 2]))
np.mean(np.array([1, 2]), dtype=complex)
np.abs(np.complex64(3+4j))
np.array([1, 2]).astype(complex)
np.float64(1) + np.complex64(1j)
np.concatenate([np.array([1j]), np.array([2])])
np.stack([np.array([1j]), np.array([2.0])])
np.where(np.array([True, False]), 1j, np.array([1, 2]))
np.array([3+1j, 1, 2j]).argsort(), np.sort(np.array([3+1j, 1, 2j]))[::-1]
z = np.array([[1+1j, 2], [3, 4-4j]])
z.T, z.sum(axis=0), z.mean(axis=1), z.max(axis=0)
np.trace(z), np.diag(z), z.flatten(), z.ravel()[1:]
z[z.imag != 0]
z[:, 0] = 7j
z
np.tile(np.array([1j]), 3), np.repeat(np.array([1j, 2]), 2)
np.pad(np.array([1j, 2]), 1)
np.count_nonzero(np.array([0j, 1j, 0])), np.nonzero(np.array([0j, 1j, 3]))
np.array_equal(np.array([1j]), np.array([1j])), np.any(np.array([0j])), np.all(np.array([1j, 1]))
np.full((2,), 1 - 1j), np.full_like(np.zeros(2), 3j), np.zeros_like(z), np.ones_like(np.array([1j]))
np.eye(2, dtype=complex)
np.vdot([1+2j, 3j], [2, 1j]), np.vdot([1, 2], [3, 4])
try:
    np.vdot([1, 2], [1, 2, 3])
except ValueError as e:
    print(e)
np.inner(np.array([1j, 2]), np.array([1j, 2])), np.tensordot(np.array([1j, 2]), np.array([1, 1j]), axes=1)
np.einsum('i,i->', np.array([1j, 2]), np.array([1j, 2]))
np.finfo(np.complex64).dtype, np.finfo(1j).eps
np.result_type(np.float16, 1j), np.result_type(np.float32, 1j), np.result_type(np.int8, 1j), np.result_type(1j, 1.0)
np.dtype('c16').alignment, np.dtype('c8').alignment
