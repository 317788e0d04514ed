# tensordot with an integer axes count beyond any ndim: NumPy fails at the first axis (fuzz: axes=2**31 aborted stridelab; NumPy itself runs out of memory there, so it is only in tests/fuzz_corpus)
import numpy as np
np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=65)
np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=3)
np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=-2**31)
np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=-2).shape
np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=-2**63).shape
np.insert(np.zeros((0, 5)), [0, 0], 1, axis=1).shape
