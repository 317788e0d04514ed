# numpy-tutorials content/mooreslaw-tutorial.md (numpy/numpy-tutorials@d8a82a1b792f), section "Zipping the arrays into a file": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
A_M = np.log(2) / 2
B_M = np.log(2250) - A_M * 1971
data = np.loadtxt('tests/conformance/tutorials/data/transistor_data.csv', delimiter=",", usecols=[1, 2], skiprows=1)
year = data[:, 1]  # grab the second column and assign
transistor_count = data[:, 0]  # grab the first column and assign
yi = np.log(transistor_count)
model = np.polynomial.Polynomial.fit(year, yi, deg=1)
model = model.convert()
B, A = model
# --- Zipping the arrays into a file
notes = "the arrays in this file are the result of a linear regression model\n"
notes += "the arrays include\nyear: year of manufacture\n"
notes += "transistor_count: number of transistors reported by manufacturers in a given year\n"
notes += "transistor_count_predicted: linear regression model = exp({:.2f})*exp({:.2f}*year)\n".format(
    B, A
)
notes += "transistor_Moores_law: Moores law =exp({:.2f})*exp({:.2f}*year)\n".format(
    B_M, A_M
)
notes += "regression_csts: linear regression constants A and B for log(transistor_count)=A*year+B"
print(notes)
