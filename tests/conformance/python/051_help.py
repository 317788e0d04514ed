import numpy as np
help(max)
help(min)
help(len)
help(print)
help(abs)
help(sum)
def double(a):
  '''Return a * 2'''
  return a * 2
help(double)
def f(a, b=2.5, *args, c='x', **kw):
    """First line.

      Indented more.
    Last.
    """
    pass
help(f)
def g(): pass
help(g)
def h(x, y=None, z=(1, 2)):
    """
    Starts on the second line.
    """
help(h)
