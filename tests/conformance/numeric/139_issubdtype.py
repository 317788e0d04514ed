# np.issubdtype and the abstract scalar types: np.generic > np.number > np.integer ...
import numpy as np
d = np.dtype(np.int64)
np.issubdtype(d, np.integer)
np.issubdtype(d, np.floating)
np.issubdtype(np.float64, np.floating)
np.issubdtype(np.float32, np.integer)
np.issubdtype(np.int8, np.signedinteger), np.issubdtype(np.uint8, np.signedinteger)
np.issubdtype(np.uint8, np.unsignedinteger)
np.issubdtype(np.bool_, np.number), np.issubdtype(np.bool_, np.generic)
np.issubdtype(np.complex64, np.inexact), np.issubdtype(np.complex64, np.floating)
np.issubdtype('f8', float), np.issubdtype(np.float32, float)
np.issubdtype(np.int32, int), np.issubdtype('int64', 'i8')
np.issubdtype(np.floating, np.inexact), np.issubdtype(np.inexact, np.floating)
np.issubdtype(np.arange(3).dtype, np.number)
np.integer, np.floating, np.number, np.generic
np.signedinteger, np.unsignedinteger, np.inexact, np.complexfloating
np.floating.__name__
isinstance(np.float32(1), np.floating), isinstance(np.int8(1), np.number), isinstance(1.0, np.floating)
isinstance(np.float64(1), float), isinstance(np.uint16(1), (np.signedinteger, np.unsignedinteger))
issubclass(np.float64, float), issubclass(np.int64, np.integer), issubclass(np.integer, np.number)
issubclass(np.bool_, np.generic), issubclass(np.integer, object), issubclass(np.complex128, complex)
np.typecodes['AllInteger'], np.typecodes['Float']
sorted(np.typecodes)
np.integer(3)
np.dtype(np.floating)
np.zeros(2, dtype=np.integer)
np.issubdtype(np.float64, 'spam')
