# Teaching output a learner can trust: sources, copies, scalars, change reports.
x = np.arange(6).reshape(2, 3)
a = x[:, ::-1]
b = x.T
c = x[1]
a3 = np.asarray(x)
d = a3[1:]
info(b)
whereis(x[[1]])
x1 = x[0, 2]
x[0, 2] = 20
whereis(x1)
i, j = np.indices((3, 3))
out = np.zeros((2, 2))
r = np.ones(out.shape)
g = np.zeros(5)
np.add.at(g, [0, 1, 1], 1)
explain(x.ravel())
explain(np.ascontiguousarray(x.T))
explain(x.T.ravel())
explain(x[x > 2])
explain(x[:, None, [0, 2]])
explain(x.view(np.int32))
explain(x.astype(np.float64))
explain(x * 2)
k = np.arange(16).reshape(2, 2, 2, 2)
explain(k[1, ::-1])
rust(x[::-1, 1:])
rust(windows(np.arange(5), 3))
rust(x.view(np.int32))
transposed_matrix = np.arange(6).reshape(2, 3).T
mem(transposed_matrix)
w = windows(np.arange(8), 3)
whereis(w[3, 2])
x1 = x[2 - 1, 0]
whereis(x1)
explain(x.flat[3])
