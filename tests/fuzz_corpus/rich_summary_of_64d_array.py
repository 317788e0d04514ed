# fuzz seed 1795506834 after the dict fix: rich mode's summary of a 33-d array wrapped its one-token shape tuple forever (stack overflow)
import numpy as np
n = 1
for i in range(64):
    n = [n]
a = np.array(n)
a
np.zeros((1,) * 33)[None]
