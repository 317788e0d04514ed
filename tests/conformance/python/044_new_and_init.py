# Calling a class runs its __new__, then __init__ only on an instance of that class
class Point:
    def __new__(cls, x, y):
        print('new', cls.__name__, x, y)
        return object.__new__(cls)
    def __init__(self, x, y):
        print('init', type(self).__name__)
        self.x, self.y = x, y
p = Point(1, 2)
p.x + p.y
class Point3(Point):
    def __init__(self, x, y):
        print('init3', x * y)
type(Point3(3, 4)).__name__
class Other:
    def __new__(cls, v):
        return Point.__new__(Point, v, v)
    def __init__(self, v):
        print('never printed')
type(Other(5)).__name__
class Number:
    def __new__(cls, v):
        return v * 2
Number(21)
class Tagged:
    def __new__(cls, tag):
        inst = object.__new__(cls)
        inst.tag = tag
        return inst
Tagged('a').tag
class Plain:
    pass
object.__new__(Plain, 1)
object.__new__(Tagged, 1)
