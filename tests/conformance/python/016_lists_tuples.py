xs = [3, 1, 2]
xs.append(5)
xs
xs[1:3]
xs[::-1]
xs[-1]
sorted(xs)
list((1, 2))
tuple([1, 2])
t = (1,)
t + (2, 3)
[0] * 3
(1, 2) * 2
xs.index(2)
[1, [2, [3]]]
