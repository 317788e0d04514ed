import numpy as np
try:
    np.arange(4).reshape(3)
except ValueError as e:
    print('caught:', e)
try:
    np.arange(4)[9]
except IndexError as e:
    msg = str(e)
msg
try:
    np.arange(3).squeeze(axis=0)
except Exception as e:
    print(type(e).__name__, '|', e)
try:
    x = 1
finally:
    print('finally ran')
