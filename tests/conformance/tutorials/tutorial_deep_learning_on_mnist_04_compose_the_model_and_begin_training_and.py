# numpy-tutorials content/tutorial-deep-learning-on-mnist.md (numpy/numpy-tutorials@d8a82a1b792f), section "Compose the model and begin training and testing it": its examples in order, by tools/teaching_suites.py
import numpy as np
seed = 884736743
rng = np.random.default_rng(seed)
def relu(x):
    return (x >= 0) * x
def relu2deriv(output):
    return output >= 0
learning_rate = 0.005
epochs = 20
hidden_size = 100
pixels_per_image = 784
num_labels = 10
weights_1 = 0.2 * rng.random((pixels_per_image, hidden_size)) - 0.1
weights_2 = 0.2 * rng.random((hidden_size, num_labels)) - 0.1
store_training_loss = []
store_training_accurate_pred = []
store_test_loss = []
store_test_accurate_pred = []
epoch_range = np.arange(epochs) + 1  # Starting from 1
