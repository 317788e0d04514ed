# an unclosed parenthesis in a comma-string dtype sent the parser back into itself
import numpy as np
np.dtype("i1,Vx(3,i4", align=True)
np.dtype("V(,")
np.dtype("V(3,i4")[["f0"]]
