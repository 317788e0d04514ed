s = 'stride'
s.upper()
s[1:4]
s + 'lab'
len(s)
'-'.join(['a', 'b', 'c'])
repr('quote\'s')
str(12)
'a,b'.split(',')
"double"
print(repr("tab\there"))
