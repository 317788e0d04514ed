# Generator functions: nothing runs at the call; each next() runs to the next yield
import numpy as np
def squares(n):
    for i in range(n):
        print("making", i)
        yield i * i
    print("finished")
g = squares(3)
type(g)
for v in g:
    print("got", v)
next(g, 'no more')
next(g)
list(squares(2))
[v + 1 for v in squares(2)]
{v: -v for v in squares(2)}
np.fromiter(squares(4), dtype=float)
np.fromiter(squares(5), dtype=np.int16, count=2)
np.fromiter(squares(2), int, count=3)
np.fromiter(range(4), 'f4')
np.fromiter([[1, 2]], float)
def evens():
    k = 0
    while True:
        k += 1
        if k % 2:
            continue
        yield k
        if k > 6:
            return
e = evens()
next(e), next(e)
list(e)
next(e, None)
def pairs():
    yield 1, 2
    yield
a, b = pairs()
a
b
sum(squares(3))
max(squares(3))
sorted(squares(3), reverse=True)
def first_two():
    for i in range(10):
        if i == 2:
            break
        yield i
    else:
        yield 'else'
    yield 'after'
list(first_two())
def walk(rows):
    for r in rows:
        if r:
            for x in r:
                yield x
        else:
            yield 'empty'
list(walk([[1, 2], [], [3]]))
def fails():
    yield 1
    raise KeyError('k')
f = fails()
next(f)
next(f)
next(f)
def again():
    yield next(me)
me = again()
next(me)
def counter(start, step=1):
    n = start
    while n < start + 3 * step:
        yield n
        n += step
np.array(list(counter(10, step=5)))
' '.join(str(k) for k in counter(0))
len(squares(2))
