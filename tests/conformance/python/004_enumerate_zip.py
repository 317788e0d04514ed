for i, c in enumerate('abc'):
    print(i, c)
for i, v in enumerate([10, 20], start=1):
    print(i, v)
list(zip([1, 2, 3], 'xy'))
for a, b in zip(range(3), range(10, 13)):
    print(a + b)
dict(zip('ab', [1, 2]))
list(enumerate((5, 6)))
