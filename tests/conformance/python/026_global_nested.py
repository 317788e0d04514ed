counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump()
bump()
counter
def set_both():
    global a, b
    a, b = 1, 2
set_both()
a + b
def outer(n):
    scale = 10
    def inner(x):
        return x * scale + n
    return [inner(i) for i in range(3)]
outer(5)
def make_adder(k):
    def add(x):
        return x + k
    return add
add3 = make_adder(3)
add3(4)
total = 100
def reads_global():
    return total + 1
reads_global()
def shadow():
    total = 5
    return total
shadow()
total
