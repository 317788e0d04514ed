# numpy-tutorials content/tutorial-x-ray-image-processing.md (numpy/numpy-tutorials@d8a82a1b792f), section "Examine an X-ray with imageio": its examples in order, by tools/teaching_suites.py
import numpy as np
import os
DIR = "tutorial-x-ray-image-processing"
