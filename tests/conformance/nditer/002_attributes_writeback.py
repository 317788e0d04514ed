# np.nditer's attributes, errors, allocation, and write-back of temporaries (with, close).
import numpy as np
a = np.arange(6).reshape(2,3)
def t(f):
    try:
        r = f()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: np.nditer([np.arange(2), np.arange(4)], op_axes=[[0,-1],[0,-1]]))
t(lambda: np.nditer([a, None], op_flags=[['readonly'],['writeonly','allocate','no_broadcast']]).operands[1].shape)
t(lambda: np.nditer([np.arange(3), a], op_flags=[['readwrite','no_broadcast'],['readonly']]))
t(lambda: np.nditer([np.arange(3), a], op_flags=[['readwrite'],['readonly']]))
it = np.nditer(a)
t(lambda: it.multi_index)
it = np.nditer(a, ['multi_index'])
t(lambda: it.shape)
t(lambda: it.index)
t(lambda: it[0])
t(lambda: it.value)
t(lambda: len(it))
t(lambda: it[0:1])
t(lambda: it[5])
it.iternext()
it.iternext()
t(lambda: it.multi_index)
t(lambda: it.iterindex)
it.multi_index = (1, 2)
t(lambda: it.value)
t(lambda: it.iterindex)
it.iterindex = 1
t(lambda: it.value)
it.reset()
t(lambda: it.value)
print(it.iternext(), it.finished)
it = np.nditer(a, ['c_index'])
t(lambda: it.index)
it = np.nditer(a, op_flags=['readwrite'])
with it:
    pass
t(lambda: it.operands)
t(lambda: it.value)
t(lambda: next(it))
t(lambda: np.nditer(a, order='X'))
t(lambda: np.nditer(a, ['external_loop', 'multi_index']))
t(lambda: np.nditer(a, op_flags=['readonly', 'readwrite']))
t(lambda: np.nditer(a, op_dtypes=['f8'], casting='unsafe'))
t(lambda: np.nditer(a, op_dtypes=['f8'], op_flags=['readwrite','updateifcopy'], casting='same_kind'))
t(lambda: np.nditer([a, a], op_dtypes=['f4', None], op_flags=[['readwrite','updateifcopy'],['readonly']], casting='same_kind'))
it = np.nditer([a, None], ['external_loop'])
for x, y in it:
    y[...] = x * 2
print(it.operands[1])
t(lambda: it.dtypes)
t(lambda: np.nditer([None]))
t(lambda: np.nditer(5).value)
t(lambda: list(np.nditer([1, 2.5])))
t(lambda: np.nditer([a, None], op_flags=[['readonly'],['readonly']]))
it = np.nditer(a, ['external_loop'])
it.close()
t(lambda: it.iternext())
t(lambda: it[0])
t(lambda: np.nditer(a, op_dtypes=['f4'], flags=['buffered'], casting='same_kind').operands[0])
t(lambda: np.nditer(a, flags=['f_index']).index)
t(lambda: np.nditer(a[:, ::-1], flags=['f_index', 'multi_index']).multi_index)
t(lambda: np.nditer(a[:, ::-1], flags=['f_index']).index)
t(lambda: np.nditer(np.zeros((0,3))))
t(lambda: np.nditer(np.zeros((0,3)), ['zerosize_ok']).finished)
t(lambda: np.nditer(a, ['external_loop']).shape)
t(lambda: np.nditer(a, ['external_loop']).ndim)
t(lambda: np.nditer([a, np.arange(3)]).itersize)
t(lambda: np.nditer(a, ['foo']))
t(lambda: np.nditer(a, op_flags=[['foo']]))
t(lambda: np.nditer(a, op_dtypes=['f4']))
t(lambda: np.nditer(a, op_dtypes=['i4'], flags=['buffered']))
b = a.copy()
for x in np.nditer(b, op_flags=['readwrite']):
    x[...] = x * 10
b
for x in np.nditer(np.arange(3)):
    def put1(): x[...] = 1
    t(put1)
    break
it = np.nditer([a, None])
with it:
    for x, y in it:
        y[...] = x + 1
    r = it.operands[1]
r
c = np.zeros((2, 3), dtype=np.float32)
with np.nditer(c, op_flags=[['readwrite', 'updateifcopy']], op_dtypes=['f8']) as it:
    for x in it:
        x[...] = 0.5
    print(c)
c
d = np.arange(8.).reshape(2, 4)[:, ::2]
with np.nditer(d, ['buffered', 'external_loop'], op_flags=['readwrite'], buffersize=3) as it:
    for x in it:
        x[...] = -x
d
it = np.nditer(a.T, ['multi_index'])
print(it.shape, it.ndim)
type(np.nditer(a))
t(lambda: np.nditer([np.ones((2, 1, 4)), np.ones((2, 3, 4))], op_flags=[['readwrite'], ['readonly']]))
t(lambda: np.nditer([np.ones((3, 4)), np.ones((2, 3, 4))], op_flags=[['readwrite'], ['readonly']]))
t(lambda: np.nditer([np.arange(2), np.arange(3)], op_axes=[[0, -1], [-1, 0]], flags=['multi_index']).shape)
it = np.nditer(a, ['multi_index'], order='F')
[it.multi_index for _ in it]
x = next(np.nditer(a))
type(x.base)
