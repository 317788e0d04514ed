ba = bytearray(b'abc')
ba
len(ba), ba[0], ba[-1], ba[1:], ba[::-1]
ba[0] = 65
ba
ba == b'Abc', b'Abc' == ba, ba == bytearray(b'Abc'), ba == 'Abc'
list(ba), bytes(ba), type(ba)
bytearray(), bytearray(3), bytearray([1, 2, 255]), bytearray('hé', 'utf-8')
bytearray(range(3))
for c in bytearray(b'xy'):
    print(c)
ba[1:3] = b'12345'
ba
ba.append(33)
ba.extend([34, 35])
ba, ba.hex(), ba.decode()
ba.pop(), ba
ba[5]
ba[0] = 256
ba[0] = 'a'
ba['x']
ba[0:2] = 5
bytearray('x')
bytearray(-1)
bytearray(1.5)
bytearray([300])
ba.foo
