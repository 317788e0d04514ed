# reflect and symmetric with reflect_type='odd': chunks turned about the edge value, a period
# at a time (so pads wider than the array keep climbing); other reflect_type values mean even
import numpy as np
a = np.array([1, 2, 4, 7])
np.pad(a, (2, 3), 'reflect', reflect_type='odd')
np.pad(a, (9, 11), 'reflect', reflect_type='odd')
np.pad(a, (9, 11), 'symmetric', reflect_type='odd')
np.pad(a, 6, 'symmetric', reflect_type='even')
np.pad(a, 2, 'reflect', reflect_type='other')
np.pad(np.array([3]), 4, 'reflect', reflect_type='odd')
np.pad(np.array([3, 5]), (5, 4), 'reflect', reflect_type='odd')
np.pad(np.array([3, 5]), (5, 4), 'symmetric', reflect_type='odd')
m = np.array([[1, 2, 3], [5, 8, 13]])
np.pad(m, ((3, 4), (2, 5)), 'reflect', reflect_type='odd')
np.pad(m, 3, 'symmetric', reflect_type='odd')
np.pad(np.array([0.5, 1.25, 3.0]), 4, 'reflect', reflect_type='odd')
np.pad(np.array([5, 1, 200], dtype=np.uint8), 4, 'reflect', reflect_type='odd')
np.pad(np.array([[1], [4]]), 2, 'reflect', reflect_type='odd')
np.pad(np.asfortranarray(m), 2, 'reflect', reflect_type='odd').strides
