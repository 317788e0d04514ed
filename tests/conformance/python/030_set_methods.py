s = set()
for v in [4, 8, 15, 16, 23, 42]:
    s.add(v)
s
s.discard(15)
s.discard(99)
s
s.remove(4)
s
s.remove(4)
a = {1, 2, 3, 4}
b = {3, 4, 5}
a | b
a & b
a - b
b - a
a ^ b
a <= {1, 2, 3, 4, 5}
{1, 2} < {1, 2}
a == {4, 3, 2, 1}
a.union([9, 8])
a.intersection(range(3))
a.issubset(range(10))
a.isdisjoint({7})
c = {1, 2}
c |= {30, 40}
c
c -= {1}
c
c.pop()
c
set().pop()
