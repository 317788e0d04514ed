# numpy-tutorials content/mooreslaw-tutorial.md (numpy/numpy-tutorials@d8a82a1b792f), section "Calculating the historical growth curve for transistors": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
A_M = np.log(2) / 2
B_M = np.log(2250) - A_M * 1971
Moores_law = lambda year: np.exp(B_M) * np.exp(A_M * year)
data = np.loadtxt('tests/conformance/tutorials/data/transistor_data.csv', delimiter=",", usecols=[1, 2], skiprows=1)
year = data[:, 1]  # grab the second column and assign
transistor_count = data[:, 0]  # grab the first column and assign
yi = np.log(transistor_count)
# --- Calculating the historical growth curve for transistors
model = np.polynomial.Polynomial.fit(year, yi, deg=1)
model = model.convert()
model
B, A = model
print(f"Rate of semiconductors added on a chip every 2 years: {np.exp(2 * A):.2f}")
transistor_count_predicted = np.exp(B) * np.exp(A * year)
transistor_Moores_law = Moores_law(year)
transistor_count2017 = transistor_count[year == 2017]
print(
    transistor_count2017.max(), transistor_count2017.min(), transistor_count2017.mean()
)
y = np.linspace(2016.5, 2017.5)
your_model2017 = np.exp(B) * np.exp(A * y)
Moore_Model2017 = Moores_law(y)
