//! NumPy's ufuncs (`numpy/_core/umath`): the element-wise functions with `.at`, plus
//! `divmod` and `promote_types`. Their `.reduce/.accumulate/.outer` live in `methods`.

pub mod frompyfunc;
pub mod methods;

use std::rc::Rc;

use stridelab_engine::ufunc;
use stridelab_engine::array::NdArray;
use stridelab_engine::ufunc::{BinOp, Operand, UnOp};
use stridelab_engine::error::{PyResult, overflow_error, type_error, value_error};
use crate::{convert, ufunc_kw};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::out_arg;
use crate::ops::{from_result, to_operand};
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.add", BIN_SIG, "Element-wise x1 + x2 (a ufunc; np.add.at accumulates at repeated indices).", "np.add(x, 1)", np_add),
    def!("numpy.add.at", AT_SIG, "Unbuffered a[indices] += b: repeated indices accumulate.", "np.add.at(a, [0, 1, 1], 1)", np_add_at),
    def!("numpy.subtract", BIN_SIG, "Element-wise x1 - x2.", "np.subtract(x, 1)", np_subtract),
    def!("numpy.subtract.at", AT_SIG, "Unbuffered a[indices] -= b.", "np.subtract.at(a, [0, 0], 1)", np_subtract_at),
    def!("numpy.multiply", BIN_SIG, "Element-wise x1 * x2.", "np.multiply(x, 2)", np_multiply),
    def!("numpy.multiply.at", AT_SIG, "Unbuffered a[indices] *= b.", "np.multiply.at(a, [0, 0], 2)", np_multiply_at),
    def!("numpy.divide", BIN_SIG, "Element-wise true division.", "np.divide(x, 2)", np_divide),
    def!("numpy.divide.at", AT_SIG, "Unbuffered a[indices] /= b.", "np.divide.at(a, [0], 2)", np_divide_at),
    def!("numpy.true_divide", BIN_SIG, "Element-wise true division.", "np.true_divide(x, 2)", np_divide),
    def!("numpy.true_divide.at", AT_SIG, "Unbuffered a[indices] /= b.", "np.true_divide.at(a, [0], 2)", np_divide_at),
    def!("numpy.floor_divide", BIN_SIG, "Element-wise floor division.", "np.floor_divide(x, 2)", np_floor_divide),
    def!("numpy.floor_divide.at", AT_SIG, "Unbuffered a[indices] //= b.", "np.floor_divide.at(a, [0], 2)", np_floor_divide_at),
    def!("numpy.remainder", BIN_SIG, "Element-wise remainder (sign of the divisor).", "np.remainder(x, 3)", np_remainder),
    def!("numpy.remainder.at", AT_SIG, "Unbuffered a[indices] %= b.", "np.remainder.at(a, [0], 3)", np_remainder_at),
    def!("numpy.mod", BIN_SIG, "Element-wise remainder (sign of the divisor).", "np.mod(x, 3)", np_remainder),
    def!("numpy.mod.at", AT_SIG, "Unbuffered a[indices] %= b.", "np.mod.at(a, [0], 3)", np_remainder_at),
    def!("numpy.power", BIN_SIG, "Element-wise x1 ** x2.", "np.power(x, 2)", np_power),
    def!("numpy.power.at", AT_SIG, "Unbuffered a[indices] **= b.", "np.power.at(a, [0], 2)", np_power_at),
    def!("numpy.maximum", BIN_SIG, "Element-wise maximum (NaN propagates).", "np.maximum(x, 0)", np_maximum),
    def!("numpy.maximum.at", AT_SIG, "Unbuffered a[indices] = maximum(a[indices], b).", "np.maximum.at(a, [0, 0], [3, 5])", np_maximum_at),
    def!("numpy.minimum", BIN_SIG, "Element-wise minimum (NaN propagates).", "np.minimum(x, 0)", np_minimum),
    def!("numpy.minimum.at", AT_SIG, "Unbuffered a[indices] = minimum(a[indices], b).", "np.minimum.at(a, [0, 0], [3, 5])", np_minimum_at),
    def!("numpy.fmax", BIN_SIG, "Element-wise maximum ignoring NaN.", "np.fmax(x, 0)", np_fmax),
    def!("numpy.fmax.at", AT_SIG, "Unbuffered fmax at indices.", "np.fmax.at(a, [0], 1)", np_fmax_at),
    def!("numpy.fmin", BIN_SIG, "Element-wise minimum ignoring NaN.", "np.fmin(x, 0)", np_fmin),
    def!("numpy.fmin.at", AT_SIG, "Unbuffered fmin at indices.", "np.fmin.at(a, [0], 1)", np_fmin_at),
    def!("numpy.bitwise_and", BIN_SIG, "Element-wise x1 & x2.", "np.bitwise_and(x, 1)", np_bitwise_and),
    def!("numpy.bitwise_and.at", AT_SIG, "Unbuffered a[indices] &= b.", "np.bitwise_and.at(a, [0], 1)", np_bitwise_and_at),
    def!("numpy.bitwise_or", BIN_SIG, "Element-wise x1 | x2.", "np.bitwise_or(x, 1)", np_bitwise_or),
    def!("numpy.bitwise_or.at", AT_SIG, "Unbuffered a[indices] |= b.", "np.bitwise_or.at(a, [0], 1)", np_bitwise_or_at),
    def!("numpy.bitwise_xor", BIN_SIG, "Element-wise x1 ^ x2.", "np.bitwise_xor(x, 1)", np_bitwise_xor),
    def!("numpy.bitwise_xor.at", AT_SIG, "Unbuffered a[indices] ^= b.", "np.bitwise_xor.at(a, [0], 1)", np_bitwise_xor_at),
    def!("numpy.left_shift", BIN_SIG, "Element-wise x1 << x2.", "np.left_shift(x, 1)", np_left_shift),
    def!("numpy.left_shift.at", AT_SIG, "Unbuffered a[indices] <<= b.", "np.left_shift.at(a, [0], 1)", np_left_shift_at),
    def!("numpy.right_shift", BIN_SIG, "Element-wise x1 >> x2.", "np.right_shift(x, 1)", np_right_shift),
    def!("numpy.right_shift.at", AT_SIG, "Unbuffered a[indices] >>= b.", "np.right_shift.at(a, [0], 1)", np_right_shift_at),
    def!("numpy.equal", BIN_SIG, "Element-wise x1 == x2.", "np.equal(x, 1)", np_equal),
    def!("numpy.equal.at", AT_SIG, "Unbuffered equal at indices.", "np.equal.at(a, [0], 1)", np_equal_at),
    def!("numpy.not_equal", BIN_SIG, "Element-wise x1 != x2.", "np.not_equal(x, 1)", np_not_equal),
    def!("numpy.not_equal.at", AT_SIG, "Unbuffered not_equal at indices.", "np.not_equal.at(a, [0], 1)", np_not_equal_at),
    def!("numpy.less", BIN_SIG, "Element-wise x1 < x2.", "np.less(x, 1)", np_less),
    def!("numpy.less.at", AT_SIG, "Unbuffered less at indices.", "np.less.at(a, [0], 1)", np_less_at),
    def!("numpy.less_equal", BIN_SIG, "Element-wise x1 <= x2.", "np.less_equal(x, 1)", np_less_equal),
    def!("numpy.less_equal.at", AT_SIG, "Unbuffered less_equal at indices.", "np.less_equal.at(a, [0], 1)", np_less_equal_at),
    def!("numpy.greater", BIN_SIG, "Element-wise x1 > x2.", "np.greater(x, 1)", np_greater),
    def!("numpy.greater.at", AT_SIG, "Unbuffered greater at indices.", "np.greater.at(a, [0], 1)", np_greater_at),
    def!("numpy.greater_equal", BIN_SIG, "Element-wise x1 >= x2.", "np.greater_equal(x, 1)", np_greater_equal),
    def!("numpy.greater_equal.at", AT_SIG, "Unbuffered greater_equal at indices.", "np.greater_equal.at(a, [0], 1)", np_greater_equal_at),
    def!("numpy.logical_and", BIN_SIG, "Element-wise logical and.", "np.logical_and(x > 0, x < 3)", np_logical_and),
    def!("numpy.logical_and.at", AT_SIG, "Unbuffered logical_and at indices.", "np.logical_and.at(a, [0], 1)", np_logical_and_at),
    def!("numpy.logical_or", BIN_SIG, "Element-wise logical or.", "np.logical_or(x < 1, x > 3)", np_logical_or),
    def!("numpy.logical_or.at", AT_SIG, "Unbuffered logical_or at indices.", "np.logical_or.at(a, [0], 1)", np_logical_or_at),
    def!("numpy.logical_xor", BIN_SIG, "Element-wise logical xor.", "np.logical_xor(x < 1, x > 3)", np_logical_xor),
    def!("numpy.logical_xor.at", AT_SIG, "Unbuffered logical_xor at indices.", "np.logical_xor.at(a, [0], 1)", np_logical_xor_at),
    def!("numpy.arctan2", BIN_SIG, "Element-wise arctan(x1/x2) with quadrant.", "np.arctan2(1.0, 1.0)", np_arctan2),
    def!("numpy.arctan2.at", AT_SIG, "Unbuffered arctan2 at indices.", "np.arctan2.at(a, [0], 1.0)", np_arctan2_at),
    def!("numpy.hypot", BIN_SIG, "Element-wise sqrt(x1**2 + x2**2).", "np.hypot(3.0, 4.0)", np_hypot),
    def!("numpy.hypot.at", AT_SIG, "Unbuffered hypot at indices.", "np.hypot.at(a, [0], 1.0)", np_hypot_at),
    def!("numpy.negative", UN_SIG, "Element-wise -x.", "np.negative(x)", np_negative),
    def!("numpy.negative.at", AT_SIG, "Unbuffered a[indices] = negative(a[indices]); repeated indices apply again.", "np.negative.at(a, [0, 1])", np_negative_at),
    def!("numpy.positive", UN_SIG, "Element-wise +x.", "np.positive(x)", np_positive),
    def!("numpy.positive.at", AT_SIG, "Unbuffered a[indices] = positive(a[indices]); repeated indices apply again.", "np.positive.at(a, [0, 1])", np_positive_at),
    def!("numpy.absolute", UN_SIG, "Element-wise absolute value.", "np.absolute(x)", np_absolute),
    def!("numpy.absolute.at", AT_SIG, "Unbuffered a[indices] = absolute(a[indices]); repeated indices apply again.", "np.absolute.at(a, [0, 1])", np_absolute_at),
    def!("numpy.abs", UN_SIG, "Element-wise absolute value.", "np.abs(x)", np_absolute),
    def!("numpy.abs.at", AT_SIG, "Unbuffered a[indices] = abs(a[indices]); repeated indices apply again.", "np.abs.at(a, [0, 1])", np_absolute_at),
    def!("numpy.invert", UN_SIG, "Element-wise ~x.", "np.invert(x)", np_invert),
    def!("numpy.invert.at", AT_SIG, "Unbuffered a[indices] = invert(a[indices]); repeated indices apply again.", "np.invert.at(a, [0, 1])", np_invert_at),
    def!("numpy.bitwise_not", UN_SIG, "Element-wise ~x.", "np.bitwise_not(x)", np_invert),
    def!("numpy.bitwise_not.at", AT_SIG, "Unbuffered a[indices] = bitwise_not(a[indices]); repeated indices apply again.", "np.bitwise_not.at(a, [0, 1])", np_invert_at),
    def!("numpy.logical_not", UN_SIG, "Element-wise not x.", "np.logical_not(x)", np_logical_not),
    def!("numpy.logical_not.at", AT_SIG, "Unbuffered a[indices] = logical_not(a[indices]); repeated indices apply again.", "np.logical_not.at(a, [0, 1])", np_logical_not_at),
    def!("numpy.sqrt", UN_SIG, "Element-wise square root.", "np.sqrt(x)", np_sqrt),
    def!("numpy.sqrt.at", AT_SIG, "Unbuffered a[indices] = sqrt(a[indices]); repeated indices apply again.", "np.sqrt.at(a, [0, 1])", np_sqrt_at),
    def!("numpy.exp", UN_SIG, "Element-wise e**x.", "np.exp(x)", np_exp),
    def!("numpy.exp.at", AT_SIG, "Unbuffered a[indices] = exp(a[indices]); repeated indices apply again.", "np.exp.at(a, [0, 1])", np_exp_at),
    def!("numpy.log", UN_SIG, "Element-wise natural logarithm.", "np.log(x)", np_log),
    def!("numpy.log.at", AT_SIG, "Unbuffered a[indices] = log(a[indices]); repeated indices apply again.", "np.log.at(a, [0, 1])", np_log_at),
    def!("numpy.log2", UN_SIG, "Element-wise base-2 logarithm.", "np.log2(x)", np_log2),
    def!("numpy.log2.at", AT_SIG, "Unbuffered a[indices] = log2(a[indices]); repeated indices apply again.", "np.log2.at(a, [0, 1])", np_log2_at),
    def!("numpy.log10", UN_SIG, "Element-wise base-10 logarithm.", "np.log10(x)", np_log10),
    def!("numpy.log10.at", AT_SIG, "Unbuffered a[indices] = log10(a[indices]); repeated indices apply again.", "np.log10.at(a, [0, 1])", np_log10_at),
    def!("numpy.sin", UN_SIG, "Element-wise sine.", "np.sin(x)", np_sin),
    def!("numpy.sin.at", AT_SIG, "Unbuffered a[indices] = sin(a[indices]); repeated indices apply again.", "np.sin.at(a, [0, 1])", np_sin_at),
    def!("numpy.cos", UN_SIG, "Element-wise cosine.", "np.cos(x)", np_cos),
    def!("numpy.cos.at", AT_SIG, "Unbuffered a[indices] = cos(a[indices]); repeated indices apply again.", "np.cos.at(a, [0, 1])", np_cos_at),
    def!("numpy.tan", UN_SIG, "Element-wise tangent.", "np.tan(x)", np_tan),
    def!("numpy.tan.at", AT_SIG, "Unbuffered a[indices] = tan(a[indices]); repeated indices apply again.", "np.tan.at(a, [0, 1])", np_tan_at),
    def!("numpy.tanh", UN_SIG, "Element-wise hyperbolic tangent.", "np.tanh(x)", np_tanh),
    def!("numpy.tanh.at", AT_SIG, "Unbuffered a[indices] = tanh(a[indices]); repeated indices apply again.", "np.tanh.at(a, [0, 1])", np_tanh_at),
    def!("numpy.copysign", BIN_SIG, "Magnitude of x1 with the sign of x2.", "np.copysign(x, y)", np_copysign),
    def!("numpy.copysign.at", AT_SIG, "Unbuffered copysign at indices.", "np.copysign.at(a, [0], y)", np_copysign_at),
    def!("numpy.fmod", BIN_SIG, "C-style remainder (sign of the dividend).", "np.fmod(x, y)", np_fmod),
    def!("numpy.fmod.at", AT_SIG, "Unbuffered fmod at indices.", "np.fmod.at(a, [0], y)", np_fmod_at),
    def!("numpy.float_power", BIN_SIG, "x1 ** x2 computed in float64.", "np.float_power(x, y)", np_float_power),
    def!("numpy.float_power.at", AT_SIG, "Unbuffered float_power at indices.", "np.float_power.at(a, [0], y)", np_float_power_at),
    def!("numpy.logaddexp", BIN_SIG, "log(exp(x1) + exp(x2)) without overflow.", "np.logaddexp(x, y)", np_logaddexp),
    def!("numpy.logaddexp.at", AT_SIG, "Unbuffered logaddexp at indices.", "np.logaddexp.at(a, [0], y)", np_logaddexp_at),
    def!("numpy.logaddexp2", BIN_SIG, "log2(2**x1 + 2**x2) without overflow.", "np.logaddexp2(x, y)", np_logaddexp2),
    def!("numpy.logaddexp2.at", AT_SIG, "Unbuffered logaddexp2 at indices.", "np.logaddexp2.at(a, [0], y)", np_logaddexp2_at),
    def!("numpy.heaviside", BIN_SIG, "Step function: 0 below zero, x2 at zero, 1 above.", "np.heaviside(x, y)", np_heaviside),
    def!("numpy.heaviside.at", AT_SIG, "Unbuffered heaviside at indices.", "np.heaviside.at(a, [0], y)", np_heaviside_at),
    def!("numpy.nextafter", BIN_SIG, "The next float after x1 towards x2.", "np.nextafter(x, y)", np_nextafter),
    def!("numpy.nextafter.at", AT_SIG, "Unbuffered nextafter at indices.", "np.nextafter.at(a, [0], y)", np_nextafter_at),
    def!("numpy.gcd", BIN_SIG, "Greatest common divisor of integers.", "np.gcd(x, y)", np_gcd),
    def!("numpy.gcd.at", AT_SIG, "Unbuffered gcd at indices.", "np.gcd.at(a, [0], y)", np_gcd_at),
    def!("numpy.lcm", BIN_SIG, "Least common multiple of integers.", "np.lcm(x, y)", np_lcm),
    def!("numpy.lcm.at", AT_SIG, "Unbuffered lcm at indices.", "np.lcm.at(a, [0], y)", np_lcm_at),
    def!("numpy.trunc", UN_SIG, "Element-wise: Round towards zero.", "np.trunc(x)", np_trunc),
    def!("numpy.trunc.at", AT_SIG, "Unbuffered a[indices] = trunc(a[indices]); repeated indices apply again.", "np.trunc.at(a, [0, 1])", np_trunc_at),
    def!("numpy.log1p", UN_SIG, "Element-wise: log(1 + x), accurate near zero.", "np.log1p(x)", np_log1p),
    def!("numpy.log1p.at", AT_SIG, "Unbuffered a[indices] = log1p(a[indices]); repeated indices apply again.", "np.log1p.at(a, [0, 1])", np_log1p_at),
    def!("numpy.expm1", UN_SIG, "Element-wise: exp(x) - 1, accurate near zero.", "np.expm1(x)", np_expm1),
    def!("numpy.expm1.at", AT_SIG, "Unbuffered a[indices] = expm1(a[indices]); repeated indices apply again.", "np.expm1.at(a, [0, 1])", np_expm1_at),
    def!("numpy.arcsin", UN_SIG, "Element-wise: Inverse sine.", "np.arcsin(x)", np_arcsin),
    def!("numpy.arcsin.at", AT_SIG, "Unbuffered a[indices] = arcsin(a[indices]); repeated indices apply again.", "np.arcsin.at(a, [0, 1])", np_arcsin_at),
    def!("numpy.arccos", UN_SIG, "Element-wise: Inverse cosine.", "np.arccos(x)", np_arccos),
    def!("numpy.arccos.at", AT_SIG, "Unbuffered a[indices] = arccos(a[indices]); repeated indices apply again.", "np.arccos.at(a, [0, 1])", np_arccos_at),
    def!("numpy.arctan", UN_SIG, "Element-wise: Inverse tangent.", "np.arctan(x)", np_arctan),
    def!("numpy.arctan.at", AT_SIG, "Unbuffered a[indices] = arctan(a[indices]); repeated indices apply again.", "np.arctan.at(a, [0, 1])", np_arctan_at),
    def!("numpy.sinh", UN_SIG, "Element-wise: Hyperbolic sine.", "np.sinh(x)", np_sinh),
    def!("numpy.sinh.at", AT_SIG, "Unbuffered a[indices] = sinh(a[indices]); repeated indices apply again.", "np.sinh.at(a, [0, 1])", np_sinh_at),
    def!("numpy.cosh", UN_SIG, "Element-wise: Hyperbolic cosine.", "np.cosh(x)", np_cosh),
    def!("numpy.cosh.at", AT_SIG, "Unbuffered a[indices] = cosh(a[indices]); repeated indices apply again.", "np.cosh.at(a, [0, 1])", np_cosh_at),
    def!("numpy.arcsinh", UN_SIG, "Element-wise: Inverse hyperbolic sine.", "np.arcsinh(x)", np_arcsinh),
    def!("numpy.arcsinh.at", AT_SIG, "Unbuffered a[indices] = arcsinh(a[indices]); repeated indices apply again.", "np.arcsinh.at(a, [0, 1])", np_arcsinh_at),
    def!("numpy.arccosh", UN_SIG, "Element-wise: Inverse hyperbolic cosine.", "np.arccosh(x)", np_arccosh),
    def!("numpy.arccosh.at", AT_SIG, "Unbuffered a[indices] = arccosh(a[indices]); repeated indices apply again.", "np.arccosh.at(a, [0, 1])", np_arccosh_at),
    def!("numpy.arctanh", UN_SIG, "Element-wise: Inverse hyperbolic tangent.", "np.arctanh(x)", np_arctanh),
    def!("numpy.arctanh.at", AT_SIG, "Unbuffered a[indices] = arctanh(a[indices]); repeated indices apply again.", "np.arctanh.at(a, [0, 1])", np_arctanh_at),
    def!("numpy.exp2", UN_SIG, "Element-wise: 2 ** x.", "np.exp2(x)", np_exp2),
    def!("numpy.exp2.at", AT_SIG, "Unbuffered a[indices] = exp2(a[indices]); repeated indices apply again.", "np.exp2.at(a, [0, 1])", np_exp2_at),
    def!("numpy.cbrt", UN_SIG, "Element-wise: Cube root.", "np.cbrt(x)", np_cbrt),
    def!("numpy.cbrt.at", AT_SIG, "Unbuffered a[indices] = cbrt(a[indices]); repeated indices apply again.", "np.cbrt.at(a, [0, 1])", np_cbrt_at),
    def!("numpy.degrees", UN_SIG, "Element-wise: Radians to degrees.", "np.degrees(x)", np_degrees),
    def!("numpy.degrees.at", AT_SIG, "Unbuffered a[indices] = degrees(a[indices]); repeated indices apply again.", "np.degrees.at(a, [0, 1])", np_degrees_at),
    def!("numpy.radians", UN_SIG, "Element-wise: Degrees to radians.", "np.radians(x)", np_radians),
    def!("numpy.radians.at", AT_SIG, "Unbuffered a[indices] = radians(a[indices]); repeated indices apply again.", "np.radians.at(a, [0, 1])", np_radians_at),
    def!("numpy.signbit", UN_SIG, "Element-wise: True where the sign bit is set (also -0.0 and -nan).", "np.signbit(x)", np_signbit),
    def!("numpy.signbit.at", AT_SIG, "Unbuffered a[indices] = signbit(a[indices]); repeated indices apply again.", "np.signbit.at(a, [0, 1])", np_signbit_at),
    def!("numpy.spacing", UN_SIG, "Element-wise: Distance to the next float away from zero.", "np.spacing(x)", np_spacing),
    def!("numpy.spacing.at", AT_SIG, "Unbuffered a[indices] = spacing(a[indices]); repeated indices apply again.", "np.spacing.at(a, [0, 1])", np_spacing_at),
    def!("numpy.conjugate", UN_SIG, "Element-wise complex conjugate (a copy for real dtypes).", "np.conjugate(1+2j)", np_conjugate),
    def!("numpy.conjugate.at", AT_SIG, "Unbuffered a[indices] = conjugate(a[indices]).", "np.conjugate.at(a, [0, 1])", np_conjugate_at),
    def!("numpy.conj", UN_SIG, "Element-wise complex conjugate (np.conjugate).", "np.conj(1+2j)", np_conjugate),
    def!("numpy.conj.at", AT_SIG, "Unbuffered a[indices] = conj(a[indices]).", "np.conj.at(a, [0, 1])", np_conjugate_at),
    def!("numpy.divmod", "x1, x2, /, *, where=True, casting='same_kind', order='K', dtype=None", "Element-wise (floor_divide, remainder) as a tuple.", "np.divmod(x, 3)", np_divmod),
    def!("numpy.modf", "x, /, out=None, *, where=True, casting='same_kind', order='K', dtype=None", "Element-wise (fractional part, integral part), both with the sign of x.", "np.modf([2.5, -3.0])", np_modf),
    def!("numpy.rad2deg", UN_SIG, "Element-wise: radians to degrees.", "np.rad2deg(x)", np_degrees),
    def!("numpy.rad2deg.at", AT_SIG, "Unbuffered a[indices] = rad2deg(a[indices]); repeated indices apply again.", "np.rad2deg.at(a, [0, 1])", np_degrees_at),
    def!("numpy.deg2rad", UN_SIG, "Element-wise: degrees to radians.", "np.deg2rad(x)", np_radians),
    def!("numpy.deg2rad.at", AT_SIG, "Unbuffered a[indices] = deg2rad(a[indices]); repeated indices apply again.", "np.deg2rad.at(a, [0, 1])", np_radians_at),
    def!("numpy.floor", UN_SIG, "Element-wise floor.", "np.floor(x)", np_floor),
    def!("numpy.floor.at", AT_SIG, "Unbuffered a[indices] = floor(a[indices]); repeated indices apply again.", "np.floor.at(a, [0, 1])", np_floor_at),
    def!("numpy.ceil", UN_SIG, "Element-wise ceiling.", "np.ceil(x)", np_ceil),
    def!("numpy.ceil.at", AT_SIG, "Unbuffered a[indices] = ceil(a[indices]); repeated indices apply again.", "np.ceil.at(a, [0, 1])", np_ceil_at),
    def!("numpy.rint", UN_SIG, "Round to the nearest integer (halves to even).", "np.rint(x)", np_rint),
    def!("numpy.rint.at", AT_SIG, "Unbuffered a[indices] = rint(a[indices]); repeated indices apply again.", "np.rint.at(a, [0, 1])", np_rint_at),
    def!("numpy.sign", UN_SIG, "Element-wise sign (-1, 0, 1).", "np.sign(x)", np_sign),
    def!("numpy.sign.at", AT_SIG, "Unbuffered a[indices] = sign(a[indices]); repeated indices apply again.", "np.sign.at(a, [0, 1])", np_sign_at),
    def!("numpy.square", UN_SIG, "Element-wise x**2.", "np.square(x)", np_square),
    def!("numpy.square.at", AT_SIG, "Unbuffered a[indices] = square(a[indices]); repeated indices apply again.", "np.square.at(a, [0, 1])", np_square_at),
    def!("numpy.isnan", UN_SIG, "Element-wise test for NaN.", "np.isnan(x)", np_isnan),
    def!("numpy.isnan.at", AT_SIG, "Unbuffered a[indices] = isnan(a[indices]); repeated indices apply again.", "np.isnan.at(a, [0, 1])", np_isnan_at),
    def!("numpy.isinf", UN_SIG, "Element-wise test for infinity.", "np.isinf(x)", np_isinf),
    def!("numpy.isinf.at", AT_SIG, "Unbuffered a[indices] = isinf(a[indices]); repeated indices apply again.", "np.isinf.at(a, [0, 1])", np_isinf_at),
    def!("numpy.isfinite", UN_SIG, "Element-wise test for finite values.", "np.isfinite(x)", np_isfinite),
    def!("numpy.isfinite.at", AT_SIG, "Unbuffered a[indices] = isfinite(a[indices]); repeated indices apply again.", "np.isfinite.at(a, [0, 1])", np_isfinite_at),
    def!("numpy.reciprocal", UN_SIG, "Element-wise 1/x.", "np.reciprocal(x)", np_reciprocal),
    def!("numpy.reciprocal.at", AT_SIG, "Unbuffered a[indices] = reciprocal(a[indices]); repeated indices apply again.", "np.reciprocal.at(a, [0, 1])", np_reciprocal_at),
];

const BIN_SIG: &str = "x1, x2, /, out=None, *, where=True, casting='same_kind', order='K', dtype=None";
const UN_SIG: &str = "x, /, out=None, *, where=True, casting='same_kind', order='K', dtype=None";
const AT_SIG: &str = "a, indices, b=None, /";
macro_rules! binufunc {
    ($($f:ident, $at:ident => $op:expr;)*) => {
        $(
            fn $f(interp: &mut Interp, a: &Args) -> PyResult<Value> {
                // an object array calls its objects' own operators
                if let Some(v) = super::object_arrays::ufunc(interp, $op, a)? {
                    return Ok(v);
                }
                call_binary($op, a)
            }
            fn $at(_: &mut Interp, a: &Args) -> PyResult<Value> { call_at($op, a) }
        )*
    };
}

macro_rules! unufunc {
    ($($f:ident, $at:ident => $op:expr;)*) => {
        $(
            fn $f(_: &mut Interp, a: &Args) -> PyResult<Value> { call_unary($op, a) }
            fn $at(_: &mut Interp, a: &Args) -> PyResult<Value> { call_unary_at($op, a) }
        )*
    };
}

binufunc! {
    np_add, np_add_at => BinOp::Add;
    np_subtract, np_subtract_at => BinOp::Sub;
    np_multiply, np_multiply_at => BinOp::Mul;
    np_divide, np_divide_at => BinOp::TrueDiv;
    np_floor_divide, np_floor_divide_at => BinOp::FloorDiv;
    np_remainder, np_remainder_at => BinOp::Mod;
    np_power, np_power_at => BinOp::Pow;
    np_maximum, np_maximum_at => BinOp::Maximum;
    np_minimum, np_minimum_at => BinOp::Minimum;
    np_fmax, np_fmax_at => BinOp::Fmax;
    np_fmin, np_fmin_at => BinOp::Fmin;
    np_bitwise_and, np_bitwise_and_at => BinOp::BitAnd;
    np_bitwise_or, np_bitwise_or_at => BinOp::BitOr;
    np_bitwise_xor, np_bitwise_xor_at => BinOp::BitXor;
    np_left_shift, np_left_shift_at => BinOp::LShift;
    np_right_shift, np_right_shift_at => BinOp::RShift;
    np_equal, np_equal_at => BinOp::Eq;
    np_not_equal, np_not_equal_at => BinOp::Ne;
    np_less, np_less_at => BinOp::Lt;
    np_less_equal, np_less_equal_at => BinOp::Le;
    np_greater, np_greater_at => BinOp::Gt;
    np_greater_equal, np_greater_equal_at => BinOp::Ge;
    np_logical_and, np_logical_and_at => BinOp::LogicalAnd;
    np_logical_or, np_logical_or_at => BinOp::LogicalOr;
    np_logical_xor, np_logical_xor_at => BinOp::LogicalXor;
    np_arctan2, np_arctan2_at => BinOp::Arctan2;
    np_hypot, np_hypot_at => BinOp::Hypot;
    np_copysign, np_copysign_at => BinOp::Copysign;
    np_fmod, np_fmod_at => BinOp::Fmod;
    np_float_power, np_float_power_at => BinOp::FloatPower;
    np_logaddexp, np_logaddexp_at => BinOp::Logaddexp;
    np_logaddexp2, np_logaddexp2_at => BinOp::Logaddexp2;
    np_heaviside, np_heaviside_at => BinOp::Heaviside;
    np_nextafter, np_nextafter_at => BinOp::Nextafter;
    np_gcd, np_gcd_at => BinOp::Gcd;
    np_lcm, np_lcm_at => BinOp::Lcm;
}

unufunc! {
    np_negative, np_negative_at => UnOp::Neg;
    np_positive, np_positive_at => UnOp::Pos;
    np_absolute, np_absolute_at => UnOp::Abs;
    np_invert, np_invert_at => UnOp::Invert;
    np_logical_not, np_logical_not_at => UnOp::Not;
    np_sqrt, np_sqrt_at => UnOp::Sqrt;
    np_exp, np_exp_at => UnOp::Exp;
    np_log, np_log_at => UnOp::Log;
    np_log2, np_log2_at => UnOp::Log2;
    np_log10, np_log10_at => UnOp::Log10;
    np_sin, np_sin_at => UnOp::Sin;
    np_cos, np_cos_at => UnOp::Cos;
    np_tan, np_tan_at => UnOp::Tan;
    np_tanh, np_tanh_at => UnOp::Tanh;
    np_floor, np_floor_at => UnOp::Floor;
    np_ceil, np_ceil_at => UnOp::Ceil;
    np_rint, np_rint_at => UnOp::Round;
    np_sign, np_sign_at => UnOp::Sign;
    np_square, np_square_at => UnOp::Square;
    np_isnan, np_isnan_at => UnOp::IsNan;
    np_isinf, np_isinf_at => UnOp::IsInf;
    np_isfinite, np_isfinite_at => UnOp::IsFinite;
    np_reciprocal, np_reciprocal_at => UnOp::Reciprocal;
    np_trunc, np_trunc_at => UnOp::Trunc;
    np_log1p, np_log1p_at => UnOp::Log1p;
    np_expm1, np_expm1_at => UnOp::Expm1;
    np_arcsin, np_arcsin_at => UnOp::Arcsin;
    np_arccos, np_arccos_at => UnOp::Arccos;
    np_arctan, np_arctan_at => UnOp::Arctan;
    np_sinh, np_sinh_at => UnOp::Sinh;
    np_cosh, np_cosh_at => UnOp::Cosh;
    np_arcsinh, np_arcsinh_at => UnOp::Arcsinh;
    np_arccosh, np_arccosh_at => UnOp::Arccosh;
    np_arctanh, np_arctanh_at => UnOp::Arctanh;
    np_exp2, np_exp2_at => UnOp::Exp2;
    np_cbrt, np_cbrt_at => UnOp::Cbrt;
    np_degrees, np_degrees_at => UnOp::Degrees;
    np_radians, np_radians_at => UnOp::Radians;
    np_signbit, np_signbit_at => UnOp::Signbit;
    np_spacing, np_spacing_at => UnOp::Spacing;
    np_conjugate, np_conjugate_at => UnOp::Conjugate;
}

/// A ufunc's identity (`np.add.identity` is 0; most ufuncs have none).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Identity {
    None,
    Int(i64),
    Bool(bool),
    NegInf,
}

/// What NumPy's ufunc object says about itself: the name stridelab binds it to under
/// `numpy`, its canonical `__name__` (`np.abs` is `absolute`), `nin`, `nout`, `identity`.
pub struct UfuncInfo {
    pub name: &'static str,
    pub canonical: &'static str,
    pub nin: u8,
    pub nout: u8,
    pub identity: Identity,
}

/// Every ufunc stridelab has, one row each (values from NumPy 2.4's own ufunc objects).
pub static UFUNCS: &[UfuncInfo] = &[
    UfuncInfo { name: "add", canonical: "add", nin: 2, nout: 1, identity: Identity::Int(0) },
    UfuncInfo { name: "subtract", canonical: "subtract", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "multiply", canonical: "multiply", nin: 2, nout: 1, identity: Identity::Int(1) },
    UfuncInfo { name: "divide", canonical: "divide", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "true_divide", canonical: "divide", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "floor_divide", canonical: "floor_divide", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "remainder", canonical: "remainder", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "mod", canonical: "remainder", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "power", canonical: "power", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "maximum", canonical: "maximum", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "minimum", canonical: "minimum", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "fmax", canonical: "fmax", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "fmin", canonical: "fmin", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "bitwise_and", canonical: "bitwise_and", nin: 2, nout: 1, identity: Identity::Int(-1) },
    UfuncInfo { name: "bitwise_or", canonical: "bitwise_or", nin: 2, nout: 1, identity: Identity::Int(0) },
    UfuncInfo { name: "bitwise_xor", canonical: "bitwise_xor", nin: 2, nout: 1, identity: Identity::Int(0) },
    UfuncInfo { name: "left_shift", canonical: "left_shift", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "right_shift", canonical: "right_shift", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "equal", canonical: "equal", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "not_equal", canonical: "not_equal", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "less", canonical: "less", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "less_equal", canonical: "less_equal", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "greater", canonical: "greater", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "greater_equal", canonical: "greater_equal", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "logical_and", canonical: "logical_and", nin: 2, nout: 1, identity: Identity::Bool(true) },
    UfuncInfo { name: "logical_or", canonical: "logical_or", nin: 2, nout: 1, identity: Identity::Bool(false) },
    UfuncInfo { name: "logical_xor", canonical: "logical_xor", nin: 2, nout: 1, identity: Identity::Bool(false) },
    UfuncInfo { name: "arctan2", canonical: "arctan2", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "hypot", canonical: "hypot", nin: 2, nout: 1, identity: Identity::Int(0) },
    UfuncInfo { name: "negative", canonical: "negative", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "positive", canonical: "positive", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "absolute", canonical: "absolute", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "abs", canonical: "absolute", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "invert", canonical: "invert", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "bitwise_not", canonical: "invert", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "logical_not", canonical: "logical_not", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "sqrt", canonical: "sqrt", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "exp", canonical: "exp", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "log", canonical: "log", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "log2", canonical: "log2", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "log10", canonical: "log10", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "sin", canonical: "sin", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "cos", canonical: "cos", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "tan", canonical: "tan", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "tanh", canonical: "tanh", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "copysign", canonical: "copysign", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "fmod", canonical: "fmod", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "float_power", canonical: "float_power", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "logaddexp", canonical: "logaddexp", nin: 2, nout: 1, identity: Identity::NegInf },
    UfuncInfo { name: "logaddexp2", canonical: "logaddexp2", nin: 2, nout: 1, identity: Identity::NegInf },
    UfuncInfo { name: "heaviside", canonical: "heaviside", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "nextafter", canonical: "nextafter", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "gcd", canonical: "gcd", nin: 2, nout: 1, identity: Identity::Int(0) },
    UfuncInfo { name: "lcm", canonical: "lcm", nin: 2, nout: 1, identity: Identity::None },
    UfuncInfo { name: "trunc", canonical: "trunc", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "log1p", canonical: "log1p", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "expm1", canonical: "expm1", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "arcsin", canonical: "arcsin", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "arccos", canonical: "arccos", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "arctan", canonical: "arctan", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "sinh", canonical: "sinh", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "cosh", canonical: "cosh", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "arcsinh", canonical: "arcsinh", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "arccosh", canonical: "arccosh", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "arctanh", canonical: "arctanh", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "exp2", canonical: "exp2", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "cbrt", canonical: "cbrt", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "degrees", canonical: "degrees", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "radians", canonical: "radians", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "signbit", canonical: "signbit", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "spacing", canonical: "spacing", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "conjugate", canonical: "conjugate", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "conj", canonical: "conjugate", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "divmod", canonical: "divmod", nin: 2, nout: 2, identity: Identity::None },
    UfuncInfo { name: "modf", canonical: "modf", nin: 1, nout: 2, identity: Identity::None },
    UfuncInfo { name: "rad2deg", canonical: "rad2deg", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "deg2rad", canonical: "deg2rad", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "floor", canonical: "floor", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "ceil", canonical: "ceil", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "rint", canonical: "rint", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "sign", canonical: "sign", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "square", canonical: "square", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "isnan", canonical: "isnan", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "isinf", canonical: "isinf", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "isfinite", canonical: "isfinite", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "reciprocal", canonical: "reciprocal", nin: 1, nout: 1, identity: Identity::None },
    UfuncInfo { name: "matmul", canonical: "matmul", nin: 2, nout: 1, identity: Identity::None },
];

/// The ufunc bound to a registry key (`numpy.abs`), if that key is a ufunc.
pub fn ufunc(key: &str) -> Option<&'static UfuncInfo> {
    let name = key.strip_prefix("numpy.")?;
    UFUNCS.iter().find(|u| u.name == name)
}

/// A ufunc's count of positional arguments, checked before binding as NumPy's
/// `ufunc_generic_fastcall` (`numpy/_core/src/umath/ufunc_object.c`) and `ufunc.at` do.
pub fn check_arity(key: &str, npos: usize) -> PyResult<()> {
    if let Some(u) = ufunc(key) {
        let (min, max) = (usize::from(u.nin), usize::from(u.nin + u.nout));
        if npos < min || npos > max {
            let verb = if npos == 1 { "was" } else { "were" };
            return Err(type_error(format!("{}() takes from {min} to {max} positional arguments but {npos} {verb} given", u.canonical)));
        }
    } else if key.strip_suffix(".at").is_some_and(|k| ufunc(k).is_some()) && !(2..=3).contains(&npos) {
        let bound = if npos < 2 { "at least 2" } else { "at most 3" };
        return Err(type_error(format!("at() takes {bound} arguments ({npos} given)")));
    }
    Ok(())
}

pub fn is_ufunc(key: &str) -> bool {
    ufunc(key).is_some()
}

/// An attribute of a ufunc object that follows from its row (`nin`, `nout`, `identity`,
/// `__name__`); None for any other name.
pub fn ufunc_attr(u: &UfuncInfo, name: &str) -> Option<Value> {
    Some(match name {
        "__name__" => Value::str(u.canonical),
        "nin" => Value::Int(u.nin as i128),
        "nout" => Value::Int(u.nout as i128),
        "nargs" => Value::Int((u.nin + u.nout) as i128),
        "identity" => match u.identity {
            Identity::None => Value::None,
            Identity::Int(i) => Value::Int(i as i128),
            Identity::Bool(b) => Value::Bool(b),
            Identity::NegInf => Value::Float(f64::NEG_INFINITY),
        },
        _ => return None,
    })
}

pub(crate) fn operand(v: &Value) -> PyResult<Operand> {
    to_operand(v)?.ok_or_else(|| {
        type_error(format!(
            "ufunc operand of type '{}' is not supported",
            v.type_name()
        ))
    })
}

fn call_binary(op: BinOp, a: &Args) -> PyResult<Value> {
    let x = operand(&a.req("x1"))?;
    let y = operand(&a.req("x2"))?;
    let kw = ufunc_kw::Kw::parse(a, out_arg(a)?)?;
    let r = ufunc_kw::binary(op, x, y, &kw)?;
    Ok(if kw.out.is_some() { Value::Array(r) } else { from_result(r) })
}

/// np.divmod: the floor quotient and the remainder, as a tuple of two results.
fn np_divmod(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = operand(&a.req("x1"))?;
    let y = operand(&a.req("x2"))?;
    let kw = ufunc_kw::Kw::parse(a, None)?;
    let q = ufunc_kw::binary(BinOp::FloorDiv, x.clone(), y.clone(), &kw)?;
    let r = ufunc_kw::binary(BinOp::Mod, x, y, &kw)?;
    Ok(Value::Tuple(Rc::new(vec![from_result(q), from_result(r)])))
}

/// np.modf: C's `modf` per element, in the float type NumPy's loops pick for the input
/// (`e->ee`, `f->ff`, `d->dd`; integers and bools go to the smallest float that holds them).
/// Both parts carry x's sign, so modf(-3.0) is (-0.0, -3.0) and modf(inf) is (0.0, inf).
fn np_modf(_: &mut Interp, a: &Args) -> PyResult<Value> {
    if a.opt("out").is_some() || a.opt("dtype").is_some() || !matches!(a.get("where"), None | Some(Value::Bool(true))) {
        return Err(stridelab_engine::error::not_implemented("numpy.modf with out=, where= or dtype= is not supported by stridelab"));
    }
    let x = match operand(&a.req("x"))? {
        Operand::Array(arr) => arr,
        other => crate::numeric::operand_to_array(&other)?,
    };
    if !(x.dtype.is_integer() || x.dtype.is_float() || x.dtype == stridelab_engine::dtype::DType::Bool) {
        return Err(type_error(
            "ufunc 'modf' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''",
        ));
    }
    let f = ufunc::unary_result_dtype(UnOp::Sqrt, x.dtype)?;
    let (mut fracs, mut wholes) = (Vec::with_capacity(x.size()), Vec::with_capacity(x.size()));
    for v in x.to_scalars() {
        let v = v.as_f64();
        let whole = v.trunc();
        let frac = if v.is_infinite() { 0.0 } else { v - whole };
        fracs.push(stridelab_engine::dtype::Scalar::Float(frac.copysign(v)));
        wholes.push(stridelab_engine::dtype::Scalar::Float(whole));
    }
    let frac = NdArray::from_scalars(f, &x.shape, &fracs)?;
    let whole = NdArray::from_scalars(f, &x.shape, &wholes)?;
    Ok(Value::Tuple(Rc::new(vec![from_result(frac), from_result(whole)])))
}

/// `ufunc.at` for a unary ufunc: each indexed element, in index order, becomes op(element)
/// cast back to the array's dtype (NumPy's at loop casts unsafely, so
/// np.sqrt.at(int_array, i) truncates).
fn call_unary_at(op: UnOp, a: &Args) -> PyResult<Value> {
    let target = match a.req("a") {
        Value::Array(t) => t,
        other => {
            return Err(type_error(format!(
                "ufunc.at() first argument must be an array, not {}",
                other.type_name()
            )));
        }
    };
    if a.opt("b").is_some() {
        return Err(value_error("second operand provided when ufunc is unary"));
    }
    target.check_writeable()?;
    let idx = a.req("indices");
    let offsets = if is_whole(&idx) { target.offsets() } else { crate::index::index_offsets(&target, &idx)?.0 };
    let isz = target.itemsize();
    for off in offsets {
        let elem = NdArray::build(target.buf.clone(), off, vec![], vec![], target.dtype, false, false, None)?;
        let r = ufunc::unary(op, &elem, None)?.copy_as(target.dtype, false)?;
        let bytes = r.buf.data.borrow()[r.offset..r.offset + isz].to_vec();
        target.buf.data.borrow_mut()[off..off + isz].copy_from_slice(&bytes);
    }
    Ok(Value::None)
}

fn call_unary(op: UnOp, a: &Args) -> PyResult<Value> {
    let x = match operand(&a.req("x"))? {
        Operand::Array(arr) => arr,
        other => crate::numeric::operand_to_array(&other)?,
    };
    let kw = ufunc_kw::Kw::parse(a, out_arg(a)?)?;
    let r = ufunc_kw::unary(op, x, &kw)?;
    Ok(if kw.out.is_some() { Value::Array(r) } else { from_result(r) })
}

/// A unary ufunc applied to a value (used by `abs()`).
pub fn apply_unary(_: &mut Interp, op: UnOp, v: &Value) -> PyResult<Value> {
    let x = convert::as_array(v, None)?;
    Ok(from_result(ufunc::unary(op, &x, None)?))
}

/// Whether an index selects the whole array in C order (`()`, `...`, `slice(None)`).
fn is_whole(idx: &Value) -> bool {
    match idx {
        Value::Ellipsis => true,
        Value::Tuple(t) => t.is_empty() || (t.len() == 1 && is_whole(&t[0])),
        Value::Slice(s) => s.iter().all(|p| p.is_none()),
        _ => false,
    }
}

fn call_at(op: BinOp, a: &Args) -> PyResult<Value> {
    let target = match a.req("a") {
        Value::Array(t) => t,
        other => {
            return Err(type_error(format!(
                "ufunc.at() first argument must be an array, not {}",
                other.type_name()
            )));
        }
    };
    let b = a.opt("b").ok_or_else(|| value_error("second operand needed for ufunc"))?;
    target.check_writeable()?;
    let idx = a.req("indices");
    // ufunc.at takes its values through np.asarray, so Python scalars are int64/float64/bool
    // arrays there, not weak scalars: np.add.at(uint8_array, i, -3) wraps instead of raising.
    let vals = match &b {
        // beyond uint64 NumPy makes an object array, whose cast back fails like this
        Value::Int(i) if *i < i64::MIN as i128 || *i > u64::MAX as i128 => {
            return Err(overflow_error("Python int too large to convert to C long"));
        }
        Value::Int(_) | Value::Float(_) | Value::Bool(_) => Operand::Array(convert::to_array(&b, None)?),
        _ => operand(&b)?,
    };
    if is_whole(&idx) {
        ufunc::accumulate_into(op, &target, &vals)?;
        return Ok(Value::None);
    }
    let (sel, shape) = crate::index::index_selection(&target, &idx)?;
    let count = stridelab_engine::layout::size_of(&shape);
    let vals = match vals {
        Operand::Array(v) if v.size() != 1 && v.shape == shape && v.is_c_contiguous() => Operand::Array(v),
        Operand::Array(v) if v.size() != 1 => {
            let strides = stridelab_engine::view::broadcast_strides(&v, &shape).map_err(|_| {
                value_error("array is not broadcastable to correct shape".to_string())
            })?;
            let bv = NdArray::build(v.buf.clone(), v.offset, shape.clone(), strides, v.dtype, false, false, None)?;
            Operand::Array(bv.copy_as(v.dtype, false)?)
        }
        other => other,
    };
    ufunc::ufunc_at_fancy(op, &target, &sel, count, &vals)?;
    Ok(Value::None)
}
