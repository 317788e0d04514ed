# numpy-tutorials content/tutorial-plotting-fractals.md (numpy/numpy-tutorials@d8a82a1b792f), section "Warmup": its examples in order, by tools/teaching_suites.py
import numpy as np
def f(z):
    return np.square(z) - 1
f(0)
z = [4, 1-0.2j, 1.6]
f(z)
x, y = np.meshgrid(np.linspace(-10, 10, 20), np.linspace(-10, 10, 20))
mesh = x + (1j * y)  # Make mesh of complex plane
output = np.abs(f(mesh))  # Take the absolute value of the output (for plotting)
output = np.abs(f(f(mesh)))
selected_values = np.array([0.4 + 0.4j, 0.41 + 0.4j, 0.4 + 0.41j])
num_iter = 9
outputs = np.zeros((num_iter+1, selected_values.shape[0]), dtype=complex)
outputs[0] = selected_values
for i in range(num_iter):
    outputs[i+1] = f(outputs[i])  # Apply 10 iterations, save each output
def divergence_rate(mesh, num_iter=10, radius=2):

    z = mesh.copy()
    diverge_len = np.zeros(mesh.shape)  # Keep tally of the number of iterations

    # Iterate on element if and only if |element| < radius (Otherwise assume divergence)
    for i in range(num_iter):
        conv_mask = np.abs(z) < radius
        diverge_len[conv_mask] += 1
        z[conv_mask] = f(z[conv_mask])

    return diverge_len
x, y = np.meshgrid(np.linspace(-2, 2, 400), np.linspace(-2, 2, 400))
mesh = x + (1j * y)
output = divergence_rate(mesh)
