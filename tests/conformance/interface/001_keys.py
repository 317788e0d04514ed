import numpy as np
x = np.arange(1, 7)
ai = x.__array_interface__
list(ai.keys())
ai['strides']
ai['descr']
ai['typestr']
ai['shape']
ai['version']
ai['data'][1]
type(ai['data'][0]).__name__
