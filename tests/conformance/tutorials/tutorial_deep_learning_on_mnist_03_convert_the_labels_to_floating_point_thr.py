# numpy-tutorials content/tutorial-deep-learning-on-mnist.md (numpy/numpy-tutorials@d8a82a1b792f), section "Convert the labels to floating point through categorical/one-hot encoding": its examples in order, by tools/teaching_suites.py
import numpy as np
def one_hot_encoding(labels, dimension=10):
    # Define a one-hot variable for an all-zero vector
    # with 10 dimensions (number labels from 0 to 9).
    one_hot_labels = labels[..., None] == np.arange(dimension)[None]
    # Return one-hot encoded labels.
    return one_hot_labels.astype(np.float64)
