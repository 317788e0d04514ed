# np.lexsort: the last key is the primary one; ties keep their original order; NaN sorts
# last; text keys compare by code point; a 2-d array is a stack of keys (its rows)
import numpy as np
surname = np.array(['Hertz', 'Galilei', 'Hertz', 'Curie', 'Galilei'])
given = np.array(['Heinrich', 'Galileo', 'Gustav', 'Marie', 'Vincenzo'])
order = np.lexsort((given, surname))
order
list(zip(surname[order], given[order]))
age = [30, 12, 30, 51, 12]
score = [2.5, np.nan, 1.0, np.nan, 0.5]
np.lexsort((score, age))
np.lexsort((age,))
np.lexsort(np.array([[1, 1, 0, 0], [9, 8, 9, 8]]))
k = np.array([[[3, 1], [1, 0]], [[0, 0], [1, 1]]])
np.lexsort(k)
np.lexsort(k, axis=0)
np.lexsort(([True, False, True], [1.5, 1.5, -2.0]))
np.lexsort(([1 + 1j, 1 - 1j, 0j],))
np.lexsort(np.array([5, 4]))
np.lexsort([])
np.lexsort(([1, 2], [1, 2, 3]))
np.lexsort(([1, 2], [3, 4]), axis=1)
np.lexsort(7)
