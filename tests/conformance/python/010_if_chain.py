x = 7
if x < 5:
    print('small')
elif x < 10:
    print('medium')
else:
    print('large')
'even' if x % 2 == 0 else 'odd'
if not []:
    print('empty list is falsy')
y = None
if y is None:
    print('y is None')
