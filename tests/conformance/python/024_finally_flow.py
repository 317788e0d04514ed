def f():
    try:
        return 'from try'
    finally:
        print('finally runs before the return')
f()
def g():
    try:
        raise ValueError('lost')
    finally:
        return 'finally wins'
g()
for i in range(4):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print('body', i)
    finally:
        print('finally', i)
try:
    try:
        raise TypeError('inner')
    finally:
        print('inner finally')
except TypeError as e:
    print('outer caught', e)
try:
    [][0]
except ValueError:
    print('wrong handler')
finally:
    print('uncaught error still runs finally')
print('next statement')
