total = 0
for i in range(10):
    if i % 2 == 0:
        continue
    if i > 7:
        break
    total += i
total
n = 0
while n < 5:
    n += 2
n
for i in range(3):
    pass
else:
    print('loop finished', i)
k = 10
while True:
    k -= 3
    if k < 0:
        break
k
