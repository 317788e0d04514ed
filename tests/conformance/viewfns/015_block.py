# np.block: nested lists of blocks, the innermost joined along the last axis
import numpy as np
A = np.eye(2) * 2
B = np.eye(3) * 3
np.block([[A, np.zeros((2, 3))], [np.ones((3, 2)), B]])
np.block([[1, 2], [3, 4]])
np.block([1, 2, 3])
np.block([np.array([1, 2]), 3])
np.block([[np.eye(2), np.zeros((2, 1))], [np.ones((1, 2)), 5]])
np.block([[[1], [2]], [[3], [4]]])
np.block([np.int8(1), np.array([2], dtype=np.int8)])
np.block([np.array([1.5]), [2]])
b = np.block(np.arange(3)); b
b5 = np.block(5); b5, b5.shape
np.block([[1, 2], [3]])
np.block([[1, 2], 3])
np.block([])
np.block([[1], []])
np.block([[]])
np.block(([1], [2]))
np.block([[1, 2], [(3, 4)]])
np.block([[np.ones((2, 2))], [np.ones((2, 3))]])
