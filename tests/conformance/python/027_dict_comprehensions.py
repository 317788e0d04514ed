import numpy as np
{k: k * 2 for k in range(4)}
{k: v for k, v in zip('abc', range(3))}
{s: len(s) for s in ['one', 'three', 'five'] if len(s) > 3}
{i % 3: i for i in range(7)}
shapes = {name: arr.shape for name, arr in [('a', np.zeros((2, 3))), ('b', np.zeros(4))]}
shapes
{(i, j): i * j for i in range(2) for j in range(2)}
inv = {v: k for k, v in {'x': 1, 'y': 2}.items()}
inv
{k: [] for k in 'ab'}
{[1]: 2 for _ in range(1)}
