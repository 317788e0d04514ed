import numpy as np
a = np.arange(6).reshape(2, 3)
n = 7
f'n = {n}'
f'{n * 2} and {n / 2}'
f'shape {a.shape} strides {a.strides}'
f'{a.dtype} {a.ndim}d'
print(f'{a.flags.c_contiguous=}')
print(f'value: {a[1, 2]}')
print(f'{3.14159:.2f} {42:5d}|{"x":>3}|')
f'{[1, 2]} {(3,)}'
