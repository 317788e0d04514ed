1 < 2 < 3
1 < 3 < 2
x = 5
0 <= x < 10
x == 5 != 6
[1, 2] == [1, 2]
(1, 2) < (1, 3)
'abc' < 'abd'
a = [1]
b = a
b is a
[1] is a
None is None
3 in [1, 2, 3]
'z' not in 'abc'
'k' in {'k': 1}
