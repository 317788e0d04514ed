import numpy as np
np.set_printoptions(formatter={'all':lambda x: 'int: '+str(-x)})
x = np.arange(3)
x
print(x)
np.get_printoptions()['formatter'] is not None
np.set_printoptions(formatter={'float': lambda x: f'{x:.2f}'})
np.array([1.5, 2.25, 3.0])
np.arange(3)
np.array([1.5, 2.25], dtype=np.float32)
np.set_printoptions(formatter={'int_kind': lambda x: hex(x), 'all': lambda x: 'A'})
np.arange(20).reshape(4, 5)
np.array([True, False])
np.arange(2000)
np.array(5)
print(np.array(5))
with np.printoptions(formatter={'float_kind': '{:.1f}'.format}):
    print(np.linspace(0, 1, 4))
np.linspace(0, 1, 4)
np.set_printoptions(formatter=None)
np.arange(3)
arr = np.array([np.datetime64("2025-01-01"), np.datetime64("2024-01-01")])
with np.printoptions(formatter={"datetime":lambda x: f"(Year: {x.item().year}, Month: {x.item().month})"}):
    print(arr)
f"{np.arange(2)}"
np.set_printoptions(formatter={'bool': lambda b: 'Y' if b else 'N', 'int': None})
np.array([True, False])
np.arange(3)
np.array([1+2j, 3j])
np.set_printoptions(formatter={'complex_kind': lambda z: f'<{z.real:g}|{z.imag:g}>'})
np.array([1+2j, 3j])
np.set_printoptions()
np.array([1+2j, 3j])
