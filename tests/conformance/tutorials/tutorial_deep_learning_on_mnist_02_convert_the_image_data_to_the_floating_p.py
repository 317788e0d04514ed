# numpy-tutorials content/tutorial-deep-learning-on-mnist.md (numpy/numpy-tutorials@d8a82a1b792f), section "Convert the image data to the floating-point format": its examples in order, by tools/teaching_suites.py
import numpy as np
training_sample, test_sample = 1000, 1000
