# numpy.pad: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = [1, 2, 3, 4, 5]
np.pad(a, (2, 3), 'constant', constant_values=(4, 6))
np.pad(a, (2, 3), 'edge')
np.pad(a, (2, 3), 'linear_ramp', end_values=(5, -4))
np.pad(a, (2,), 'maximum')
np.pad(a, (2,), 'mean')
np.pad(a, (2,), 'median')
a = [[1, 2], [3, 4]]
np.pad(a, ((3, 2), (2, 3)), 'minimum')
a = [1, 2, 3, 4, 5]
np.pad(a, (2, 3), 'reflect')
np.pad(a, (2, 3), 'reflect', reflect_type='odd')
np.pad(a, (2, 3), 'symmetric')
np.pad(a, (2, 3), 'symmetric', reflect_type='odd')
np.pad(a, (2, 3), 'wrap')
def pad_with(vector, pad_width, iaxis, kwargs):
    pad_value = kwargs.get('padder', 10)
    vector[:pad_width[0]] = pad_value
    vector[-pad_width[1]:] = pad_value
a = np.arange(6)
a = a.reshape((2, 3))
np.pad(a, 2, pad_with)
np.pad(a, 2, pad_with, padder=100)
a = np.arange(1, 7).reshape(2, 3)
np.pad(a, {1: (1, 2)})
np.pad(a, {-1: 2})
np.pad(a, {0: (3, 0)})
np.pad(a, {0: (3, 0), 1: 2})
