import numpy as np
type(1).__name__
type(1.0).__name__
type('s').__name__
type([]).__name__
type(()).__name__
type({}).__name__
type(None).__name__
type(np.arange(3)).__name__
type(np.arange(3)[0]).__name__
type(np.arange(3).shape).__name__
type(True).__name__
