import numpy as np
# the memory model: a complex128 element is two float64 parts side by side
z = np.array([1+2j, 3-4j, -5.5+0.25j])
z.dtype, z.itemsize, z.strides, z.nbytes
z.dtype.kind, z.dtype.char, z.dtype.str, z.dtype.alignment, z.dtype.num
re = z.real
im = z.imag
re.dtype, re.strides, im.strides
re.base is z, im.base is z
np.shares_memory(re, im), np.shares_memory(re, z)
im.__array_interface__['data'][0] - z.__array_interface__['data'][0]
re.flags['C_CONTIGUOUS'], re.flags['OWNDATA'], re.flags['WRITEABLE']
im[1] = 40
z
z.real[::2] = 0
z
z.imag = -1
z
w = z.view(np.float64)
w
w.shape, w.strides
z[::-1].real.strides
z.reshape(3, 1).imag.strides
c = np.zeros((2, 3), dtype=np.complex64)
c.real.strides, c.imag.strides, c.T.imag.strides
c.imag[1, :] = [1, 2, 3]
c
# real arrays: .real is the array itself, .imag a fresh read-only zeros array
x = np.arange(4.0)
x.real is x
x.imag, x.imag.flags.writeable, x.imag.base is None
# dtype names and promotion
np.dtype('c8'), np.dtype('c16'), np.dtype('F'), np.dtype('D'), np.dtype(complex), np.dtype('complex64')
np.complex64, np.complex128, np.csingle, np.cdouble
np.promote_types(np.float32, np.complex64), np.promote_types(np.int16, np.complex64), np.promote_types(np.int32, np.complex64)
np.result_type(np.float16, 1j), np.result_type(np.float32, 1j), np.result_type(np.int8, 1j)
np.can_cast(np.complex64, np.complex128), np.can_cast(np.complex128, np.complex64), np.can_cast(np.complex64, np.float64)
np.can_cast(np.complex128, np.float64, 'same_kind'), np.can_cast(np.float64, np.complex64, 'same_kind')
np.array([1, 2.5, 3j]), np.array([1, 2], dtype=complex)
np.array([np.float32(1), 1j]).dtype, np.array([np.complex64(1), 2.5]).dtype
np.array([1+1j, 2], dtype=np.complex64) + np.float64(1)
np.array([1+1j], dtype=np.complex64) + 1.5
np.arange(3, dtype=np.int16) * (1 + 1j)
# printing
np.array([1e-5j, 1e5+1j])
np.array([np.nan + 1j, complex(1, np.inf), complex(-np.inf, -np.nan)])
np.array([[1+1j, 2], [3, 4j]], dtype=np.complex64)
print(np.array([1.5+2j, -3j]))
np.complex64(1.5-2j), np.complex128(-0.0 + 0j), np.complex128(1e20 + 1e-7j)
print(np.complex128(2j), np.complex128(3+0j))
np.array(1+2j), np.array(1+2j)[()]
np.zeros(3, complex), np.ones((2, 2), 'F')
np.full(2, 1 - 1j)
# scalars
s = z[0]
s, type(s), s.real, s.imag, s.conjugate(), abs(s)
complex(s), s.item(), z.tolist()
np.complex64(1+1j).real
