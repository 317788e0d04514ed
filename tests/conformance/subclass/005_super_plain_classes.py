class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return self.name + ' makes a sound'
class Dog(Animal):
    def __init__(self, name, breed):
        super().__init__(name)
        self.breed = breed
    def speak(self):
        return super().speak() + ' (woof)'
d = Dog('Rex', 'lab')
d.name, d.breed
d.speak()
super(Dog, d).speak()
class Base:
    pass
class Child(Base):
    def __init__(self):
        super().__init__()
Child().__class__.__name__
class Bad(Base):
    def __init__(self):
        super().__init__(1)
Bad()
