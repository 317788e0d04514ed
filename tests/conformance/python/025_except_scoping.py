try:
    raise ValueError('first')
except ValueError as e:
    msg = str(e)
msg
e
errors = []
for x in ['1', 'two', '3', None]:
    try:
        errors.append(int(x))
    except ValueError:
        errors.append('bad')
    except TypeError:
        errors.append('none')
errors
try:
    raise ValueError('a')
except TypeError:
    print('no')
except ValueError:
    print('second clause')
except Exception:
    print('never')
try:
    x = 1
except Exception:
    print('no')
else:
    print('else ran, x =', x)
