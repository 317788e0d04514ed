# numpy-tutorials content/mooreslaw-tutorial.md (numpy/numpy-tutorials@d8a82a1b792f), section "Creating your own comma separated value file": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
A_M = np.log(2) / 2
B_M = np.log(2250) - A_M * 1971
Moores_law = lambda year: np.exp(B_M) * np.exp(A_M * year)
data = np.loadtxt('tests/conformance/tutorials/data/transistor_data.csv', delimiter=",", usecols=[1, 2], skiprows=1)
year = data[:, 1]  # grab the second column and assign
transistor_count = data[:, 0]  # grab the first column and assign
yi = np.log(transistor_count)
model = np.polynomial.Polynomial.fit(year, yi, deg=1)
model = model.convert()
B, A = model
transistor_count_predicted = np.exp(B) * np.exp(A * year)
transistor_Moores_law = Moores_law(year)
# --- Creating your own comma separated value file
head = "the columns in this file are the result of a linear regression model\n"
head += "the columns include\nyear: year of manufacture\n"
head += "transistor_count: number of transistors reported by manufacturers in a given year\n"
head += "transistor_count_predicted: linear regression model = exp({:.2f})*exp({:.2f}*year)\n".format(
    B, A
)
head += "transistor_Moores_law: Moores law =exp({:.2f})*exp({:.2f}*year)\n".format(
    B_M, A_M
)
head += "year:, transistor_count:, transistor_count_predicted:, transistor_Moores_law:"
print(head)
output = np.block(
    [
        year[:, np.newaxis],
        transistor_count[:, np.newaxis],
        transistor_count_predicted[:, np.newaxis],
        transistor_Moores_law[:, np.newaxis],
    ]
)
