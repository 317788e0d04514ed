# long fuzz run, seed 7777: tensordot(axes=-2**63) negated the count into a huge range (capacity overflow); a negative count is an outer product
# tensordot with an integer axes count beyond any ndim: Num axes=2**31 aborted stridelab; NumPy itself runs out of memory there, so it ismory there, so it is only in tests/fuzz_corpus)
import numpy as np
np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=65)
np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=-2**63)
np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=-2
**31)
