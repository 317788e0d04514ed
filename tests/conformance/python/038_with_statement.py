# The with statement: __enter__/__exit__ of user classes (several items, exit in reverse, a
# true __exit__ swallows, return inside), np.printoptions and np.errstate (restored on exit,
# not re-enterable), get_printoptions, seterr/geterr, set_printoptions' checks
import numpy as np
class Ctx:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print('enter', self.name)
        return self
    def __exit__(self, typ, val, tb):
        print('exit', self.name, typ, val)
        return self.name == 'swallow'
with Ctx('a') as c, Ctx('b') as d:
    print(c.name, d.name)
with Ctx('swallow'):
    1 / 0
print('after')
def f():
    for i in range(3):
        with Ctx(str(i)):
            if i == 1:
                return i
f()
with Ctx('x'):
    int('z')
x = np.array([1/3, 2/3, -1.5])
with np.printoptions(precision=2, sign='+') as opts:
    x
    opts['precision']
x
with np.printoptions(floatmode='fixed', precision=3):
    print(x)
np.get_printoptions()
p = np.printoptions(precision=1)
type(p).__name__
with p:
    with p:
        x
    x
x
with np.printoptions(foo=1):
    pass
np.set_printoptions(sign='x')
np.set_printoptions(floatmode='y')
np.set_printoptions(threshold='a')
np.set_printoptions(precision=1.5)
np.set_printoptions(threshold=np.inf)
np.get_printoptions()['threshold']
np.set_printoptions(threshold=1000)
np.geterr()
old = np.seterr(all='ignore')
old
np.geterr()
np.seterr(**old)
np.geterr()
with np.errstate(divide='ignore', invalid='ignore'):
    np.geterr()
    np.array([1.0, 0.0]) / 0
np.geterr()
e = np.errstate(over='ignore')
with e:
    np.geterr()['over']
with e:
    pass
np.seterr(divide='x')
with 5:
    pass
class B:
    def __enter__(self):
        return 1
with B():
    pass
with np.errstate(divide='ignore') as r:
    r
