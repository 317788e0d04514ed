while True: pass
print("after")
