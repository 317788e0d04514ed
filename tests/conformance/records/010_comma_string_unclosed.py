import numpy as np
# an unclosed parenthesis makes that format unrecognized (numpy/_core/_internal.py _commastring)
np.dtype("i1,Vx(3,i4")
np.dtype("i1,V(3")
np.dtype("i1,i2,V(3,i4")
np.dtype("V(3,i4")
np.dtype("V(,")
np.dtype("i1,Vx(3,i4", align=True)
np.dtype("(2,3)i4, f8")
