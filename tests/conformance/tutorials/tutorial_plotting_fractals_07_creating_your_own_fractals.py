# numpy-tutorials content/tutorial-plotting-fractals.md (numpy/numpy-tutorials@d8a82a1b792f), section "Creating your own fractals": its examples in order, by tools/teaching_suites.py
import numpy as np
kwargs = {'title': 'f(z) = tan(z^2)', 'cmap': 'gist_stern'}
kwargs = {'title': 'g(z) = sin(tan(z^2))', 'cmap': 'plasma_r'}
kwargs = {'title': 'h(z) = tan(z^2) + sin(tan(z^2))', 'figsize': (7, 7), 'extent': [-1, 1, -1, 1], 'cmap': 'jet'}
kwargs = {'title': 'Accidental \\ fractal', 'cmap': 'Blues'}
