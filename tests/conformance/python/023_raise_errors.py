raise 5
raise ValueError from 3
try:
    pass
except 5:
    pass
print('not evaluated when nothing is raised')
try:
    1 / 0
except 5:
    pass
try:
    1 / 0
except (ZeroDivisionError, 'x'):
    pass
ValueError(x=1)
issubclass(5, int)
issubclass(int, 5)
