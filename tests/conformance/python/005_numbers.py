int(3.9)
int(-3.9)
int('12')
float(3)
float('2.5')
bool(0)
bool([])
bool('x')
abs(-4)
abs(-2.5)
7 // 2
-7 // 2
7 % 3
-7 % 3
2 ** 10
7 / 2
0.1 + 0.2
round(2.675, 2)
divmod(17, 5)
