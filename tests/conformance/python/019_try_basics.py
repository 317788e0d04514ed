def safe_div(a, b):
    try:
        r = a / b
    except ZeroDivisionError:
        print('division by zero')
        return None
    else:
        print('ok')
        return r
    finally:
        print('finally', a, b)
safe_div(6, 3)
safe_div(1, 0)
try:
    x = [1, 2][5]
except (KeyError, IndexError) as e:
    print(type(e).__name__, e)
try:
    d = {}
    d['missing']
except LookupError as e:
    print('lookup:', repr(e), e.args)
try:
    int('abc')
except:
    print('bare except caught it')
