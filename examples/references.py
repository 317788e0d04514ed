# Arrays whose elements are not numbers: what their memory holds.
import numpy as np
# datetime64: int64 counts of a unit
days = np.arange('2024-02-27', '2024-03-02', dtype='datetime64[D]')
days
mem(days)
# dtype=object: 8-byte references to Python objects
things = np.array([1.5, None, 'text'], dtype=object)
every_other = things[::2]
copied = things.copy()
mem(things, every_other, copied)
copied[1] = [1, 2]
things
copied
# text: each element is a fixed number of UCS4 code points; info reports the text array
# itself (its dtype, strides and __array_interface__ are NumPy's), over its bytes
words = np.array(['Bonjour', 'Hi'])
backwards = words[::-1]
info(backwards)
whereis(backwards)
whereis(words[1])
