# Python's random module: CPython's seeding (init_by_array over abs(seed)), getrandbits-based
# integers, and the float methods, against a loop that draws a random walk the slow way
import random
random.seed(7)
steps = [1 if random.randint(0, 1) else -1 for _ in range(12)]
steps
sum(steps)
random.random()
random.getrandbits(3), random.getrandbits(45), random.getrandbits(0)
random.randrange(3, 40, 5), random.randrange(20, 2, -3), random.randrange(9)
random.choice("abcdef"), random.choice((10, 20, 30))
cards = list(range(8))
random.shuffle(cards)
cards
random.sample(range(1000), 7)
random.sample(["x", "y", "z"], 2)
random.seed(123456789012345678901234)
random.uniform(-2, 2)
random.normalvariate(10, 3)
random.gauss(0, 1), random.gauss(0, 1), random.gauss(0, 1)
random.expovariate(0.5)
random.seed(-3)
a = random.random()
random.seed(3)
a == random.random()
random.seed(True)
random.randint(-5, 5)
# errors, in CPython's words
random.randrange(0)
random.randrange(4, 4)
random.randrange(1, 9, 0)
random.randrange(5, step=2)
random.randrange(2.5)
random.choice([])
random.sample({1, 2, 3}, 2)
random.sample([1, 2], 3)
random.getrandbits(-1)
random.seed([1, 2])
from random import randint, normalvariate
random.seed(11)
randint(100, 200), normalvariate()
