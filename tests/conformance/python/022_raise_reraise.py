def check(n):
    if n < 0:
        raise ValueError(f'negative: {n}')
    return n * 2
check(3)
check(-1)
try:
    check(-5)
except ValueError as e:
    print('caught', e)
def wrapper():
    try:
        check(-2)
    except ValueError:
        print('logging, then re-raising')
        raise
wrapper()
try:
    wrapper()
except Exception as e:
    print('outer got', repr(e))
try:
    raise KeyError('key')
except KeyError as e:
    print(e, e.args)
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise RuntimeError('converted') from e
except RuntimeError as e:
    print('chained:', e)
raise NotImplementedError
raise
