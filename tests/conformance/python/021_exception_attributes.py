import numpy as np
e = ValueError('bad value', 42)
e
e.args
str(e)
repr(ValueError('x'))
str(KeyError('k'))
repr(TypeError())
type(e).__name__
type(e)
ValueError
np.exceptions.AxisError
np.exceptions.TooHardError
try:
    np.arange(3).sum(axis=4)
except Exception as err:
    caught = err
caught
caught.args
str(caught)
type(caught).__name__
isinstance(caught, ValueError)
isinstance(caught, IndexError)
isinstance(caught, TypeError)
[ValueError('a'), KeyError(1)]
print(ValueError('printed'))
f'{ValueError("in f-string")}'
