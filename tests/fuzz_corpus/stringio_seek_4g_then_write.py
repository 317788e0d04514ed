import io
t = io.StringIO()
t.seek(2**32)
t.write("X")
t.getvalue()
