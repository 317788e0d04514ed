1 + 2
'text'
None
x = 5
x
[x, x * 2]
(x,)
()
True and None
print('printed') or 7
