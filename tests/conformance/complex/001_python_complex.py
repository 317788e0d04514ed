1j
2+3j
-1j
-0-1j
complex(1, 2)
complex()
complex(2)
complex(1j, 1j)
complex(1e16, 1.5)
z = (1+2j) * (3-4j)
z
(1+2j) / (3-4j)
2 / (1+1j)
(1+2j) ** 2
(1+2j) ** -2
(1+2j) ** 0.5
z.real, z.imag, z.conjugate()
abs(3+4j)
type(1j)
isinstance(1j, complex)
1j == 1j, (1+0j) == 1, 1j != 2
bool(0j), bool(1j)
[1j, 2+0j]
1j / 0
0j ** -1
1j // 2
1j < 2j
float(1j)
complex('1', 2)
complex([1])
