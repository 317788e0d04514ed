# finfo and iinfo: the machine limits of each float and integer dtype
import numpy as np
np.iinfo(np.int32)
np.iinfo('uint8')
np.iinfo(np.int64).max, np.iinfo(np.int64).min, np.iinfo(np.int16).bits, np.iinfo(np.int16).dtype, np.iinfo(np.uint16).kind
np.iinfo(np.uint64).max, np.iinfo(np.int8).min
print(np.iinfo(np.int8))
print(np.iinfo(np.uint64))
np.finfo(np.float64)
np.finfo(np.float32)
np.finfo(np.float16)
f = np.finfo(float)
f.eps, f.epsneg, f.max, f.min, f.tiny, f.smallest_normal, f.smallest_subnormal, f.resolution, f.precision, f.bits, f.dtype
f.iexp, f.maxexp, f.minexp, f.negep, f.machep, f.nexp, f.nmant
g = np.finfo(np.float32)
g.eps, g.epsneg, g.max, g.min, g.tiny, g.smallest_subnormal, g.resolution, g.precision
h = np.finfo(np.float16)
h.eps, h.epsneg, h.max, h.min, h.tiny, h.smallest_subnormal, h.resolution, h.precision, h.machep, h.minexp, h.maxexp
print(np.finfo(np.float32))
print(np.finfo(np.float64))
print(np.finfo('e'))
type(np.finfo(float)), type(np.iinfo(int))
np.finfo(1.0)
np.iinfo(5)
np.iinfo(int)
np.finfo(np.float32(2)).dtype
np.iinfo(np.int16(3)).max
np.finfo(np.arange(3.0).dtype).eps
np.array([1, 2, 300], dtype=np.int16).max() < np.iinfo(np.int16).max
np.float32(1) + np.finfo(np.float32).eps > 1, np.float32(1) + np.finfo(np.float32).epsneg < 1
np.finfo(np.float64).max * 2
np.clip(np.array([1e300, -1e300, 5.0]), np.finfo(np.float32).min, np.finfo(np.float32).max)
np.iinfo(np.arange(3))
np.finfo(np.arange(3.0))
np.finfo(int)
np.finfo(np.int8)
np.finfo(bool)
np.iinfo(np.float64)
np.iinfo(bool)
np.iinfo(float)
np.finfo(np.float64).foo
np.iinfo(np.int8).eps
