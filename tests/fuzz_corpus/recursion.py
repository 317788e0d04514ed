def f(): return f()
f()
class A:
    def __repr__(self): return repr(self)
A()
