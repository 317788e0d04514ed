import numpy as np
for n in [3, 7, 8, 9, 100, 128, 129, 1000, 5000]:
    a = (np.arange(n, dtype=np.float16) * np.float16(0.37)) % np.float16(11.3)
    print(n, repr(a.sum()), repr(a.mean()), a.max(), a.min(), a.cumsum()[-1])
b = np.linspace(0, 1, 300).astype(np.float16).reshape(3, 100)
b.sum(axis=0)[:5]
b.sum(axis=1)
b.mean(axis=1)
b.T.sum(axis=1)[:4]
b[:, ::3].sum(axis=1)
b.sum(dtype=np.float32), b.sum(axis=1, dtype=np.float64)
b.std(axis=1), b.var()
c = np.full((20, 5), 0.1, dtype=np.float16)
c.sum(axis=1)
c.sum(axis=0), c.mean()
np.full(3000, 0.1, dtype=np.float16).sum()
np.full(3000, 1, dtype=np.float16).sum()
x = (np.arange(60, dtype=np.float16) % 7 + 1) * np.float16(0.37)
x.prod(), x.reshape(6, 10).prod(axis=1), x.reshape(20, 3).prod(axis=1)[:5]
np.median(x), np.median(x.reshape(6, 10), axis=1)
np.dot(x[:10], x[:10]), x[:10] @ x[:10]
