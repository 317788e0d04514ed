# dict: insertion order, equal numbers as one key, and the methods learners use
d = {3: 'c', 1.0: 'one', 'k': [1, 2]}
d[True] = 'true'
d
len(d), 1 in d, 2 in d, d[1]
d.get(5), d.get(5, 'x'), d.get('k')
d.setdefault('new', 0), d.setdefault('k', 'no')
d
d.pop(3), d.pop(99, 'default')
d.pop(99)
d.popitem()
d.update({'a': 1}, b=2)
d.update([('c', 3), ('a', 10)])
d
d.update([('x', 1, 2)])
list(d.keys()), list(d.values())
del d['a']
d['a'] = 'again'
d
del d['zzz']
d[[1]] = 2
[1] in d
e = dict([(1, 'a'), (1, 'b'), (2, 'c')], z=0)
e
e.clear()
e, bool(e)
sq = {i: i * i for i in range(10) if i % 3}
sq
for i in range(0, 10, 2):
    sq.pop(i, None)
sq, sum(sq.values())
big = {}
for i in range(20000):
    big[i] = i
for i in range(0, 20000, 2):
    del big[i]
len(big), list(big)[:5], big[19999]
