import os
os.path.exists('tests/conformance/tutorials/data')
os.path.isdir('tests/conformance/tutorials/data'), os.path.isfile('tests/conformance/tutorials/data')
p = os.path.join('tests/conformance/tutorials/data', 'transistor_data.csv')
os.path.exists(p), os.path.isfile(p), os.path.isdir(p)
os.path.exists('no/such/file'), os.path.isfile(''), os.path.exists('')
sorted(os.listdir('tests/conformance/tutorials/data'))
'tests' in os.listdir()
os.path.isdir(os.getcwd())
os.listdir('no/such/dir')
os.listdir(p)
os.listdir(1.5)
try:
    os.listdir('nope')
except FileNotFoundError as e:
    print('caught', type(e).__name__, isinstance(e, OSError))
