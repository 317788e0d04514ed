# list.sort honours key= and reverse=, like sorted().
shapes = [(2, 3), (1,), (4, 1, 2)]
shapes.sort(key=len)
shapes
shapes.sort(key=len, reverse=True)
shapes
names = ['w', 'x', 'y']
names.sort(reverse=True)
names
