import io
# a seek past the end pads with NULs when written; CPython's size limits
t = io.StringIO("ab")
t.seek(4)
t.write("c")
t.getvalue()
t.seek(2**62)
t.write("x")
t.seek(2**63 - 1)
t.write("xy")
t.seek(2**63)
t.seek(2**64)
t.tell()
