# numpy-tutorials content/tutorial-x-ray-image-processing.md (numpy/numpy-tutorials@d8a82a1b792f), section "Combine images into a multidimensional array to demonstrate progression": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
import os
DIR = "tutorial-x-ray-image-processing"
# --- Combine images into a multidimensional array to demonstrate progression
import numpy as np
num_imgs = 9
GIF_PATH = os.path.join(DIR, "xray_image.gif")
