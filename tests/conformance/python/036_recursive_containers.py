# containers that hold themselves print as [...] / {...} / (...), compare by identity first,
# and nesting too deep to print or compare is CPython's RecursionError
l = [1]
l.append(l)
l
print(l)
str(l)
f"{l}"
"%s" % (l,)
l == l
l != l
l in l
l.index(l)
l.count(l)
d = {'a': 1}
d['self'] = d
d
d == d
d == {'a': 1, 'self': d}
t = ([],)
t[0].append(t)
t
a = [1]
b = [1]
a.append(b)
b.append(a)
a
try:
    a == b
except RecursionError as e:
    print(e)
try:
    a < b
except RecursionError as e:
    print(e)
{'a': 1} == {'a': 1}
{'a': [1, 2]} == {'a': [1, 2]}
{'a': 1} == {'a': 2}
{'a': 1} == {'b': 1}
[{'a': 1}] == [{'a': 1}]
({'x': (1, 2)},) == ({'x': (1, 2)},)
{'a': 1} in [{'a': 1}]
[1, 2, 3].index(3)
try:
    (1, 2).index(3)
except ValueError as e:
    print(e)
try:
    [1, 2].index(3)
except ValueError as e:
    print(e)
n = []
for i in range(5000):
    n = [n]
try:
    repr(n)
except RecursionError as e:
    print(e)
try:
    print(n)
except RecursionError as e:
    print(e)
k = []
for i in range(5000):
    k = [k]
try:
    n == k
except RecursionError as e:
    print(e)
n == n
e = ValueError(0)
for i in range(5000):
    e = ValueError(e)
try:
    repr(e)
except RecursionError as err:
    print(err)
m = [ValueError([1])]
m[0].args[0].append(m)
m
