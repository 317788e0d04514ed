# numpy-tutorials content/tutorial-deep-learning-on-mnist.md (numpy/numpy-tutorials@d8a82a1b792f), section "1. Load the MNIST dataset": its examples in order, by tools/teaching_suites.py
import numpy as np
data_sources = {
    "training_images": "train-images-idx3-ubyte.gz",  # 60,000 training images.
    "test_images": "t10k-images-idx3-ubyte.gz",  # 10,000 test images.
    "training_labels": "train-labels-idx1-ubyte.gz",  # 60,000 training labels.
    "test_labels": "t10k-labels-idx1-ubyte.gz",  # 10,000 test labels.
}
headers = {
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:10.0) Gecko/20100101 Firefox/10.0"
}
request_opts = {
    "headers": headers,
    "params": {"raw": "true"},
}
import os
data_dir = "../_data"
import numpy as np
mnist_dataset = {}
num_examples = 5
seed = 147197952744
rng = np.random.default_rng(seed)
