//! Element-wise ufuncs: broadcasting, NumPy 2 type promotion (NEP 50), output casting and
//! overlap handling, then one typed strided loop per call (see `kernels`).
//!
//! Rules implemented (NumPy 2.4, verified against it):
//! - Broadcasting (ufunc_object.c / nditer_constr.c `npyiter_fill_axisdata`): trailing-aligned,
//!   dims of 1 stretch; errors "operands could not be broadcast together with shapes (2,3) (4,) ".
//! - Promotion (`np.promote_types`, NEP 50): Python scalars are weak — a Python int takes an
//!   integer array's dtype (and must fit it: "Python integer 300 out of bounds for int8"), a
//!   Python float takes a float array's dtype; NumPy scalars / 0-d arrays are not weak.
//! - Loop selection per ufunc (umath/ufunc_type_resolution.c and the loop tables): true
//!   division of integers is float64, bool floor-division/power/shift use int8, bitwise ops
//!   refuse floats, float functions (sqrt, arctan2, ...) of bool/int8/uint8 use float16 and
//!   of int16/uint16 float32.
//! - `out=`: casting 'same_kind' (`_UFuncOutputCastingError`), read-only check, and NumPy's
//!   overlap rule (`NPY_ITER_COPY_IF_OVERLAP`): when `out` overlaps an input other than
//!   exactly, or overlaps itself, the result is computed from the original inputs into a
//!   temporary and then written back in C order (last write wins).

use std::rc::Rc;

use super::array::NdArray;
use super::dtype::{DType, Kind, Scalar};
use super::kernels::{self, Arith, Dst, Elem, Fast, Float, Src, with_elem, with_float};
use super::layout;
use super::mapping::Fancy;
use super::mathfns;
use crate::error::{PyErr, PyResult, overflow_error, type_error, value_error};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    Maximum,
    Minimum,
    Fmax,
    Fmin,
    BitAnd,
    BitOr,
    BitXor,
    LShift,
    RShift,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    LogicalAnd,
    LogicalOr,
    LogicalXor,
    Arctan2,
    Hypot,
    Copysign,
    Fmod,
    FloatPower,
    Logaddexp,
    Logaddexp2,
    Heaviside,
    Nextafter,
    Gcd,
    Lcm,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnOp {
    Neg,
    Pos,
    Abs,
    Invert,
    /// logical_not
    Not,
    Sqrt,
    Exp,
    Log,
    Log2,
    Log10,
    Sin,
    Cos,
    Tan,
    Tanh,
    Floor,
    Ceil,
    /// rint (round half to even)
    Round,
    Sign,
    Square,
    IsNan,
    IsInf,
    IsFinite,
    Reciprocal,
    Trunc,
    Log1p,
    Expm1,
    Arcsin,
    Arccos,
    Arctan,
    Sinh,
    Cosh,
    Arcsinh,
    Arccosh,
    Arctanh,
    Exp2,
    Cbrt,
    Degrees,
    Radians,
    Signbit,
    Spacing,
    Conjugate,
}

impl UnOp {
    /// Whether a loop of this op costs a libm call per element (see [`BinOp::heavy`]).
    pub fn heavy(self, lt: DType) -> bool {
        use UnOp::*;
        match self {
            Exp | Log | Log2 | Log10 | Sin | Cos | Tan | Tanh | Log1p | Expm1 | Arcsin | Arccos | Arctan | Sinh | Cosh
            | Arcsinh | Arccosh | Arctanh | Exp2 | Cbrt => true,
            Sqrt | Reciprocal => lt.is_complex(),
            _ => false,
        }
    }
}

/// An operand: arrays (NumPy scalars are passed as 0-d arrays: they are NOT weak) or Python
/// scalars (weak, NEP 50).
#[derive(Debug, Clone)]
pub enum Operand {
    Array(Rc<NdArray>),
    PyInt(i128),
    PyFloat(f64),
    PyBool(bool),
    /// A Python complex (real, imaginary): weak like the other Python scalars.
    PyComplex(f64, f64),
}

impl BinOp {
    /// Whether a loop of this op for loop dtype `lt` costs a libm call or more per element,
    /// so that a long one is split over two threads (`parallel.rs`).
    pub fn heavy(self, lt: DType) -> bool {
        use BinOp::*;
        let float = lt.is_float() || lt.is_complex();
        match self {
            Pow | Arctan2 | Hypot | FloatPower | Logaddexp | Logaddexp2 | Gcd | Lcm => true,
            FloorDiv | Mod | Fmod => float,
            _ => false,
        }
    }

    /// The ufunc's `__name__`.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "subtract",
            BinOp::Mul => "multiply",
            BinOp::TrueDiv => "divide",
            BinOp::FloorDiv => "floor_divide",
            BinOp::Mod => "remainder",
            BinOp::Pow => "power",
            BinOp::Maximum => "maximum",
            BinOp::Minimum => "minimum",
            BinOp::Fmax => "fmax",
            BinOp::Fmin => "fmin",
            BinOp::BitAnd => "bitwise_and",
            BinOp::BitOr => "bitwise_or",
            BinOp::BitXor => "bitwise_xor",
            BinOp::LShift => "left_shift",
            BinOp::RShift => "right_shift",
            BinOp::Eq => "equal",
            BinOp::Ne => "not_equal",
            BinOp::Lt => "less",
            BinOp::Le => "less_equal",
            BinOp::Gt => "greater",
            BinOp::Ge => "greater_equal",
            BinOp::LogicalAnd => "logical_and",
            BinOp::LogicalOr => "logical_or",
            BinOp::LogicalXor => "logical_xor",
            BinOp::Arctan2 => "arctan2",
            BinOp::Hypot => "hypot",
            BinOp::Copysign => "copysign",
            BinOp::Fmod => "fmod",
            BinOp::FloatPower => "float_power",
            BinOp::Logaddexp => "logaddexp",
            BinOp::Logaddexp2 => "logaddexp2",
            BinOp::Heaviside => "heaviside",
            BinOp::Nextafter => "nextafter",
            BinOp::Gcd => "gcd",
            BinOp::Lcm => "lcm",
        }
    }

    pub fn is_comparison(self) -> bool {
        matches!(self, BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge)
    }

    pub fn is_logical(self) -> bool {
        matches!(self, BinOp::LogicalAnd | BinOp::LogicalOr | BinOp::LogicalXor)
    }
}

impl UnOp {
    pub fn name(self) -> &'static str {
        match self {
            UnOp::Neg => "negative",
            UnOp::Pos => "positive",
            UnOp::Abs => "absolute",
            UnOp::Conjugate => "conjugate",
            UnOp::Invert => "invert",
            UnOp::Not => "logical_not",
            UnOp::Sqrt => "sqrt",
            UnOp::Exp => "exp",
            UnOp::Log => "log",
            UnOp::Log2 => "log2",
            UnOp::Log10 => "log10",
            UnOp::Sin => "sin",
            UnOp::Cos => "cos",
            UnOp::Tan => "tan",
            UnOp::Tanh => "tanh",
            UnOp::Floor => "floor",
            UnOp::Ceil => "ceil",
            UnOp::Round => "rint",
            UnOp::Sign => "sign",
            UnOp::Square => "square",
            UnOp::IsNan => "isnan",
            UnOp::IsInf => "isinf",
            UnOp::IsFinite => "isfinite",
            UnOp::Reciprocal => "reciprocal",
            UnOp::Trunc => "trunc",
            UnOp::Log1p => "log1p",
            UnOp::Expm1 => "expm1",
            UnOp::Arcsin => "arcsin",
            UnOp::Arccos => "arccos",
            UnOp::Arctan => "arctan",
            UnOp::Sinh => "sinh",
            UnOp::Cosh => "cosh",
            UnOp::Arcsinh => "arcsinh",
            UnOp::Arccosh => "arccosh",
            UnOp::Arctanh => "arctanh",
            UnOp::Exp2 => "exp2",
            UnOp::Cbrt => "cbrt",
            UnOp::Degrees => "degrees",
            UnOp::Radians => "radians",
            UnOp::Signbit => "signbit",
            UnOp::Spacing => "spacing",
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Promotion
// ---------------------------------------------------------------------------------------------

/// `np.promote_types` for the twelve modelled dtypes.
pub fn promote_types(a: DType, b: DType) -> DType {
    use DType::*;
    if a == b {
        return a;
    }
    let (ka, kb) = (a.kind(), b.kind());
    if ka == Kind::Bool {
        return b;
    }
    if kb == Kind::Bool {
        return a;
    }
    if ka == Kind::Complex || kb == Kind::Complex {
        // as for floats, per part: a complex's part size, a float's size, an integer's need
        let need = |d: DType| match d.kind() {
            Kind::Complex => d.itemsize() / 2,
            Kind::Float => d.itemsize(),
            _ => (2 * d.itemsize()).min(8),
        };
        return if need(a).max(need(b)) <= 4 { Complex64 } else { Complex128 };
    }
    if ka == Kind::Float || kb == Kind::Float {
        // the smallest float holding both exactly: an n-byte integer needs a 2n-byte float
        // (int8 fits float16, int16 float32), 64-bit integers settle for float64
        let need = |d: DType| if d.is_float() { d.itemsize() } else { (2 * d.itemsize()).min(8) };
        return match need(a).max(need(b)) {
            2 => Float16,
            4 => Float32,
            _ => Float64,
        };
    }
    if ka == kb {
        return if a.itemsize() >= b.itemsize() { a } else { b };
    }
    let (s, u) = if ka == Kind::Int { (a, b) } else { (b, a) };
    if s.itemsize() > u.itemsize() {
        return s;
    }
    match u.itemsize().max(s.itemsize()) * 2 {
        2 => Int16,
        4 => Int32,
        8 => Int64,
        _ => Float64,
    }
}

/// `np.can_cast(from, to, 'same_kind')`: safe casts plus casts within or up the kind order
/// bool < uint < int < float < complex.
pub fn can_cast_same_kind(from: DType, to: DType) -> bool {
    fn order(d: DType) -> u8 {
        match d.kind() {
            Kind::Bool => 0,
            Kind::UInt => 1,
            Kind::Int => 2,
            Kind::Float => 3,
            Kind::Complex => 4,
        }
    }
    order(from) <= order(to)
}

/// The float type NumPy's float-only loops (sqrt, arctan2, ...) pick for an input dtype: the
/// first of e, f, d the input casts to safely.
fn float_loop_for(d: DType) -> DType {
    match d {
        DType::Float16 | DType::Float32 | DType::Float64 => d,
        DType::Bool | DType::Int8 | DType::UInt8 => DType::Float16,
        DType::Int16 | DType::UInt16 => DType::Float32,
        _ => DType::Float64,
    }
}

/// The dtype an operand contributes to NEP 50 promotion (`None` for weak Python scalars).
fn strong_dtype(o: &Operand) -> Option<DType> {
    match o {
        Operand::Array(a) => Some(a.dtype),
        _ => None,
    }
}

/// NEP 50 promotion of two operands.
fn promote_operands(a: &Operand, b: &Operand) -> DType {
    fn weak_with(strong: DType, weak: &Operand) -> DType {
        match weak {
            Operand::PyBool(_) => strong,
            Operand::PyInt(_) => {
                if strong == DType::Bool {
                    DType::Int64
                } else {
                    strong
                }
            }
            Operand::PyFloat(_) => {
                if strong.is_float() || strong.is_complex() {
                    strong
                } else {
                    DType::Float64
                }
            }
            // float32 takes complex64, float16 too (NumPy has no complex32)
            Operand::PyComplex(..) => {
                if strong.is_float() || strong.is_complex() {
                    strong.complex_of()
                } else {
                    DType::Complex128
                }
            }
            Operand::Array(a) => a.dtype,
        }
    }
    fn weak_alone(o: &Operand) -> DType {
        match o {
            Operand::PyBool(_) => DType::Bool,
            Operand::PyInt(_) => DType::Int64,
            Operand::PyFloat(_) => DType::Float64,
            Operand::PyComplex(..) => DType::Complex128,
            Operand::Array(a) => a.dtype,
        }
    }
    match (strong_dtype(a), strong_dtype(b)) {
        (Some(x), Some(y)) => promote_types(x, y),
        (Some(x), None) => weak_with(x, b),
        (None, Some(y)) => weak_with(y, a),
        (None, None) => promote_types(weak_alone(a), weak_alone(b)),
    }
}

fn no_loop_error(name: &str) -> PyErr {
    type_error(format!(
        "ufunc '{}' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''",
        name
    ))
}

/// NumPy's message when a two-input ufunc has no loop for the (promoted) input dtype.
fn no_loop_error2(name: &str, d: DType) -> PyErr {
    let cls = dtype_class(d);
    PyErr::new(crate::error::ExcKind::UFuncTypeError, format!(
        "ufunc '{}' did not contain a loop with signature matching types (<class '{}'>, <class '{}'>) -> None",
        name, cls, cls
    ))
}

/// The `numpy.dtypes` class name NumPy prints for a dtype.
pub fn dtype_class(d: DType) -> String {
    let n = d.name();
    let mut c: Vec<char> = n.chars().collect();
    c[0] = c[0].to_ascii_uppercase();
    if n.starts_with("uint") {
        c[1] = 'I';
    }
    format!("numpy.dtypes.{}DType", c.into_iter().collect::<String>())
}

fn bool_loop_missing(name: &str) -> PyErr {
    PyErr::new(crate::error::ExcKind::UFuncTypeError, format!(
        "ufunc '{}' did not contain a loop with signature matching types <class 'numpy.dtypes.BoolDType'> -> None",
        name
    ))
}

/// (loop input dtype, output dtype) for a binary op given the promoted dtype.
fn binary_loop_types(op: BinOp, p: DType) -> PyResult<(DType, DType)> {
    use BinOp::*;
    let k = p.kind();
    if k == Kind::Complex {
        // complex has loops only for arithmetic, power, comparisons, extrema and logic
        return match op {
            FloorDiv | Mod | Fmod | BitAnd | BitOr | BitXor | LShift | RShift | Arctan2 | Hypot | Copysign
            | Logaddexp | Logaddexp2 | Heaviside | Nextafter => Err(no_loop_error(op.name())),
            Gcd | Lcm => Err(no_loop_error2(op.name(), p)),
            FloatPower => Ok((DType::Complex128, DType::Complex128)),
            Eq | Ne | Lt | Le | Gt | Ge | LogicalAnd | LogicalOr | LogicalXor => Ok((p, DType::Bool)),
            Add | Sub | Mul | TrueDiv | Pow | Maximum | Minimum | Fmax | Fmin => Ok((p, p)),
        };
    }
    Ok(match op {
        Add | Mul | Maximum | Minimum | Fmax | Fmin => (p, p),
        Sub => {
            if k == Kind::Bool {
                return Err(type_error(
                    "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.",
                ));
            }
            (p, p)
        }
        TrueDiv | Arctan2 | Hypot | Copysign | Logaddexp | Logaddexp2 | Heaviside | Nextafter => {
            let f = if op == TrueDiv {
                if p.is_float() { p } else { DType::Float64 }
            } else {
                float_loop_for(p)
            };
            (f, f)
        }
        FloatPower => (DType::Float64, DType::Float64),
        Gcd | Lcm => {
            if k == Kind::Bool || k == Kind::Float {
                return Err(no_loop_error2(op.name(), p));
            }
            (p, p)
        }
        FloorDiv | Mod | Pow | Fmod => {
            if k == Kind::Bool {
                (DType::Int8, DType::Int8)
            } else {
                (p, p)
            }
        }
        BitAnd | BitOr | BitXor => {
            if k == Kind::Float {
                return Err(no_loop_error(op.name()));
            }
            (p, p)
        }
        LShift | RShift => match k {
            Kind::Float => return Err(no_loop_error(op.name())),
            Kind::Bool => (DType::Int8, DType::Int8),
            _ => (p, p),
        },
        Eq | Ne | Lt | Le | Gt | Ge | LogicalAnd | LogicalOr | LogicalXor => (p, DType::Bool),
    })
}

/// (loop input dtype, output dtype) for a unary op.
fn unary_loop_types(op: UnOp, d: DType) -> PyResult<(DType, DType)> {
    use UnOp::*;
    let k = d.kind();
    if k == Kind::Complex {
        return match op {
            Floor | Ceil | Trunc | Invert | Signbit | Spacing | Cbrt | Degrees | Radians => Err(no_loop_error(op.name())),
            Abs => Ok((d, d.part())),
            Not | IsNan | IsInf | IsFinite => Ok((d, DType::Bool)),
            Neg | Pos | Sign | Square | Reciprocal | Round | Conjugate | Sqrt | Exp | Log | Log2 | Log10 | Log1p
            | Expm1 | Exp2 | Sin | Cos | Tan | Sinh | Cosh | Tanh => Ok((d, d)),
            Arcsin | Arccos | Arctan | Arcsinh | Arccosh | Arctanh => {
                Err(crate::error::not_implemented(format!("numpy.{} of complex values is not supported by stridelab", op.name())))
            }
        };
    }
    Ok(match op {
        Neg => {
            if k == Kind::Bool {
                return Err(type_error(
                    "The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.",
                ));
            }
            (d, d)
        }
        Pos | Sign => {
            if k == Kind::Bool {
                return Err(bool_loop_missing(op.name()));
            }
            (d, d)
        }
        Abs | Floor | Ceil | Trunc => (d, d),
        Invert => {
            if k == Kind::Float {
                return Err(no_loop_error(op.name()));
            }
            (d, d)
        }
        Square | Reciprocal | Conjugate => {
            if k == Kind::Bool {
                (DType::Int8, DType::Int8)
            } else {
                (d, d)
            }
        }
        Not | IsNan | IsInf | IsFinite => (d, DType::Bool),
        Signbit => (float_loop_for(d), DType::Bool),
        Sqrt | Exp | Log | Log2 | Log10 | Sin | Cos | Tan | Tanh | Round | Log1p | Expm1 | Arcsin | Arccos
        | Arctan | Sinh | Cosh | Arcsinh | Arccosh | Arctanh | Exp2 | Cbrt | Degrees | Radians | Spacing => {
            let f = float_loop_for(d);
            (f, f)
        }
    })
}

/// The dtype of `op(a, b)` (raising what NumPy raises during type resolution).
pub fn binary_result_dtype(op: BinOp, a: &Operand, b: &Operand) -> PyResult<DType> {
    let plan = plan_binary(op, a, b)?;
    Ok(plan.out)
}

/// The dtype of `op(a)`.
pub fn unary_result_dtype(op: UnOp, a: DType) -> PyResult<DType> {
    Ok(unary_loop_types(op, a)?.1)
}

struct Plan {
    lt: DType,
    out: DType,
    /// Converted Python-scalar values (in the loop dtype) for a and b.
    sa: Option<Scalar>,
    sb: Option<Scalar>,
    /// A comparison against a Python int outside the loop dtype's range has a constant answer.
    constant: Option<bool>,
}

fn int_range(d: DType) -> (i128, i128) {
    d.int_bounds().unwrap_or((i128::MIN, i128::MAX))
}

/// Convert a Python int to an integer dtype as NumPy 2 does for weak scalars and for
/// assignment (arraytypes.c.src, `@TYPE@_safe_pyint_setitem`).
pub fn pyint_to_int(v: i128, d: DType) -> PyResult<Scalar> {
    // CPython's conversion to C long fails first for anything outside int64; uint32 and
    // uint64 convert through an unsigned C type, so they also accept up to uint64's maximum
    // before the range check
    let fits_long = v >= i64::MIN as i128 && v <= i64::MAX as i128;
    let (lo, hi) = int_range(d);
    let wide_unsigned = matches!(d, DType::UInt32 | DType::UInt64) && (0..=u64::MAX as i128).contains(&v);
    if !(fits_long || wide_unsigned) {
        return Err(overflow_error("Python int too large to convert to C long"));
    }
    if v < lo || v > hi {
        return Err(overflow_error(format!("Python integer {} out of bounds for {}", v, d.name())));
    }
    Ok(if d.kind() == Kind::UInt { Scalar::UInt(v as u64) } else { Scalar::Int(v as i64) })
}

/// The value of a Python scalar operand in loop dtype `lt` (None for arrays).
fn scalar_value(o: &Operand, lt: DType, check_int: bool) -> PyResult<Option<Scalar>> {
    Ok(match o {
        Operand::Array(_) => None,
        Operand::PyBool(v) => Some(Scalar::Bool(*v).cast(lt)),
        Operand::PyFloat(v) => Some(Scalar::Float(*v).cast(lt)),
        Operand::PyComplex(r, i) => Some(Scalar::Complex(*r, *i).cast(lt)),
        Operand::PyInt(v) => {
            if lt.is_float() || lt.is_complex() {
                Some(Scalar::Float(*v as f64).cast(lt))
            } else if lt == DType::Bool {
                Some(Scalar::Bool(*v != 0))
            } else if check_int {
                Some(pyint_to_int(*v, lt)?.cast(lt))
            } else {
                let (lo, hi) = int_range(lt);
                Some(Scalar::Int((*v).clamp(lo, hi) as i64).cast(lt))
            }
        }
    })
}

fn plan_binary(op: BinOp, a: &Operand, b: &Operand) -> PyResult<Plan> {
    let p = promote_operands(a, b);
    let (mut lt, mut out) = binary_loop_types(op, p).map_err(|e| {
        if matches!(op, BinOp::Gcd | BinOp::Lcm) {
            // the message names each operand's own DType class (weak scalars: _PyLongDType ...)
            let cls = |o: &Operand| match o {
                Operand::Array(x) => dtype_class(x.dtype),
                Operand::PyInt(_) => "numpy.dtypes._PyLongDType".to_string(),
                Operand::PyFloat(_) => "numpy.dtypes._PyFloatDType".to_string(),
                Operand::PyComplex(..) => "numpy.dtypes._PyComplexDType".to_string(),
                Operand::PyBool(_) => dtype_class(DType::Bool),
            };
            PyErr::new(crate::error::ExcKind::UFuncTypeError, format!(
                "ufunc '{}' did not contain a loop with signature matching types (<class '{}'>, <class '{}'>) -> None",
                op.name(),
                cls(a),
                cls(b)
            ))
        } else {
            e
        }
    })?;
    if matches!(
        op,
        BinOp::Arctan2 | BinOp::Hypot | BinOp::Copysign | BinOp::Logaddexp | BinOp::Logaddexp2 | BinOp::Heaviside | BinOp::Nextafter
    ) {
        // float-only loops are chosen by safe casting of each input (after weak scalars took
        // their NEP 50 dtype): int8 with uint16 runs in float32, not float64
        let eff = |o: &Operand, other: &Operand| match (o, other) {
            (Operand::Array(x), _) => x.dtype,
            (_, Operand::Array(_)) => promote_operands(o, other),
            _ => p,
        };
        let f = promote_types(float_loop_for(eff(a, b)), float_loop_for(eff(b, a)));
        lt = f;
        out = f;
    }
    // A comparison with an out-of-range Python int is decided without a loop (NumPy 2's
    // special comparison promoters); e.g. uint8_arr == -1 is all False.
    if op.is_comparison() && lt.is_integer() {
        let (lo, hi) = int_range(lt);
        let side = |o: &Operand| match o {
            Operand::PyInt(v) if *v < lo => Some(-1),
            Operand::PyInt(v) if *v > hi => Some(1),
            _ => None,
        };
        // `dir` is the sign of (array - scalar): the scalar is above (-1) or below (1) every value
        let dir = match (side(a), side(b)) {
            (None, Some(s)) => Some(-s),
            (Some(s), None) => Some(s),
            _ => None,
        };
        if let Some(d) = dir {
            let c = match op {
                BinOp::Eq => false,
                BinOp::Ne => true,
                BinOp::Lt | BinOp::Le => d < 0,
                _ => d > 0,
            };
            return Ok(Plan { lt, out, sa: None, sb: None, constant: Some(c) });
        }
    }
    // Weak Python ints must fit the integer dtype they adopt; for true division (float loop)
    // and float loops the value converts directly.
    let check = p.is_integer();
    let sa = scalar_value(a, lt, check)?;
    let sb = scalar_value(b, lt, check)?;
    Ok(Plan { lt, out, sa, sb, constant: None })
}

// ---------------------------------------------------------------------------------------------
// Broadcasting and operand preparation
// ---------------------------------------------------------------------------------------------

/// NumPy's shape text in broadcast errors: `(2,3)`, `(4,)`, `()`.
fn shape_compact(s: &[usize]) -> String {
    match s.len() {
        0 => "()".into(),
        1 => format!("({},)", s[0]),
        _ => format!("({})", s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(",")),
    }
}

/// Broadcast shapes together. The error is the ufunc message
/// "operands could not be broadcast together with shapes (2,3) (4,) ".
pub fn broadcast_shapes(shapes: &[&[usize]]) -> Result<Vec<usize>, String> {
    let nd = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    let mut out = vec![1usize; nd];
    for s in shapes {
        let off = nd - s.len();
        for (i, &d) in s.iter().enumerate() {
            let o = &mut out[off + i];
            if *o == 1 {
                *o = d;
            } else if d != 1 && d != *o {
                let mut msg = String::from("operands could not be broadcast together with shapes ");
                for s in shapes {
                    msg.push_str(&shape_compact(s));
                    msg.push(' ');
                }
                return Err(msg);
            }
        }
    }
    Ok(out)
}

/// Strides of an array (shape `s`, strides `st`) broadcast to `shape`, which callers have
/// already checked is compatible ([`layout::broadcast_strides`]; an incompatible shape,
/// which cannot reach here, reads every element at the first one rather than out of bounds).
pub fn broadcast_strides(s: &[usize], st: &[isize], shape: &[usize]) -> Vec<isize> {
    layout::broadcast_strides(s, st, shape).unwrap_or_else(|| vec![0; shape.len()])
}

/// A copy of `a` as a C-contiguous array of `dt` (one typed pass).
pub fn cast_copy(a: &NdArray, dt: DType) -> PyResult<Rc<NdArray>> {
    let out = NdArray::for_overwrite(dt, &a.shape)?;
    super::assign::assign(&out, a, &a.strides);
    Ok(out)
}

/// Copy `src` into `dst` (same shape), casting, in the destination's memory order
/// (`assign::assign`).
pub fn assign_cast(dst: &NdArray, src: &NdArray) {
    let sstr = broadcast_strides(&src.shape, &src.strides, &dst.shape);
    super::assign::assign(dst, src, &sstr);
}

/// Whether a view may hit the same byte twice (conservative: `true` may be a false alarm,
/// which only costs a temporary). Sorted by |stride|, each stride must clear the extent of
/// all smaller axes.
pub fn may_self_overlap(shape: &[usize], strides: &[isize], itemsize: usize) -> bool {
    if shape.contains(&0) {
        return false;
    }
    let mut dims: Vec<(usize, usize)> =
        shape.iter().zip(strides).filter(|(d, _)| **d > 1).map(|(&d, &s)| (s.unsigned_abs(), d)).collect();
    dims.sort();
    let mut extent = itemsize;
    for (s, d) in dims {
        if s < extent {
            return true;
        }
        extent = s.saturating_mul(d - 1).saturating_add(extent);
    }
    false
}

/// An input ready for a loop: an array of the loop dtype and its strides over the walk.
struct Prep {
    arr: Rc<NdArray>,
    strides: Vec<isize>,
}

fn prep(o: &Operand, sv: Option<Scalar>, lt: DType, shape: &[usize]) -> PyResult<Prep> {
    let arr = match (o, sv) {
        (Operand::Array(a), _) => {
            if a.dtype == lt {
                a.clone()
            } else {
                cast_copy(a, lt)?
            }
        }
        (_, Some(v)) => NdArray::from_scalars(lt, &[], &[v])?,
        (_, None) => NdArray::from_scalars(lt, &[], &[Scalar::Int(0)])?,
    };
    let strides = broadcast_strides(&arr.shape, &arr.strides, shape);
    Ok(Prep { arr, strides })
}

fn src<'a>(p: &'a Prep, data: &'a [u8]) -> Src<'a> {
    Src { data, offset: p.arr.offset, strides: &p.strides }
}

// ---------------------------------------------------------------------------------------------
// Loop dispatch
// ---------------------------------------------------------------------------------------------

/// Bind `$f` to the (T, T) -> T closure of a same-type op and run `$call` for loop dtype `$t`.
macro_rules! same_type_op {
    ($op:expr, $t:expr, $T:ident, $f:ident => $call:expr) => {{
        match $op {
            BinOp::Add => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.add(y); $call }),
            BinOp::Sub => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.sub(y); $call }),
            BinOp::Mul => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.mul(y); $call }),
            BinOp::FloorDiv => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.floordiv(y); $call }),
            BinOp::Mod => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.modulo(y); $call }),
            BinOp::Pow => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.power(y); $call }),
            BinOp::Maximum => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.np_max(y); $call }),
            BinOp::Minimum => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.np_min(y); $call }),
            BinOp::Fmax => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.np_fmax(y); $call }),
            BinOp::Fmin => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.np_fmin(y); $call }),
            BinOp::BitAnd => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.bitand(y); $call }),
            BinOp::BitOr => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.bitor(y); $call }),
            BinOp::BitXor => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.bitxor(y); $call }),
            BinOp::LShift => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.shl(y); $call }),
            BinOp::RShift => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.shr(y); $call }),
            BinOp::TrueDiv => with_float!($t, $T => { let $f = |x: $T, y: $T| x.truediv(y); $call }, ()),
            BinOp::Arctan2 => with_float!($t, $T => { let $f = |x: $T, y: $T| x.atan2_(y); $call }, ()),
            BinOp::Hypot => with_float!($t, $T => { let $f = |x: $T, y: $T| x.hypot_(y); $call }, ()),
            BinOp::FloatPower => with_float!($t, $T => { let $f = |x: $T, y: $T| x.float_power_(y); $call }, ()),
            BinOp::Copysign => with_float!($t, $T => { let $f = |x: $T, y: $T| x.zip_f(y, f32::copysign, f64::copysign); $call }, ()),
            BinOp::Logaddexp => with_float!($t, $T => { let $f = |x: $T, y: $T| x.zip_f(y, mathfns::logaddexp_f32, mathfns::logaddexp_f64); $call }, ()),
            BinOp::Logaddexp2 => with_float!($t, $T => { let $f = |x: $T, y: $T| x.zip_f(y, mathfns::logaddexp2_f32, mathfns::logaddexp2_f64); $call }, ()),
            BinOp::Heaviside => with_float!($t, $T => { let $f = |x: $T, y: $T| x.zip_f(y, mathfns::heaviside_f32, mathfns::heaviside_f64); $call }, ()),
            BinOp::Nextafter => with_float!($t, $T => { let $f = |x: $T, y: $T| x.nextafter_(y); $call }, ()),
            BinOp::Fmod => with_elem!($t, $T => { let $f = |x: $T, y: $T| mathfns::fmod_any(x, y); $call }),
            BinOp::Gcd => with_elem!($t, $T => { let $f = |x: $T, y: $T| mathfns::gcd_any(x, y); $call }),
            BinOp::Lcm => with_elem!($t, $T => { let $f = |x: $T, y: $T| mathfns::lcm_any(x, y); $call }),
            _ => (),
        }
    }};
}

/// As [`same_type_op!`] for the (T, T) -> bool ops.
macro_rules! bool_out_op {
    ($op:expr, $t:expr, $T:ident, $f:ident => $call:expr) => {{
        match $op {
            BinOp::Eq => with_elem!($t, $T => { let $f = |x: $T, y: $T| x == y; $call }),
            BinOp::Ne => with_elem!($t, $T => { let $f = |x: $T, y: $T| x != y; $call }),
            BinOp::Lt => with_elem!($t, $T => { let $f = |x: $T, y: $T| x < y; $call }),
            BinOp::Le => with_elem!($t, $T => { let $f = |x: $T, y: $T| x <= y; $call }),
            BinOp::Gt => with_elem!($t, $T => { let $f = |x: $T, y: $T| x > y; $call }),
            BinOp::Ge => with_elem!($t, $T => { let $f = |x: $T, y: $T| x >= y; $call }),
            BinOp::LogicalAnd => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.to_bool() && y.to_bool(); $call }),
            BinOp::LogicalOr => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.to_bool() || y.to_bool(); $call }),
            BinOp::LogicalXor => with_elem!($t, $T => { let $f = |x: $T, y: $T| x.to_bool() != y.to_bool(); $call }),
            _ => (),
        }
    }};
}

/// The divisor of an integer `//` or `%` whose second operand is one value over the whole
/// walk, when [`kernels::int_div_by`] can take it.
fn scalar_int_divisor(op: BinOp, lt: DType, b: &Src) -> Option<i64> {
    if !matches!(op, BinOp::FloorDiv | BinOp::Mod) || !lt.is_integer() || b.strides.iter().any(|&s| s != 0) {
        return None;
    }
    // (an empty walk may point past its buffer: nothing to read there)
    with_elem!(lt, T => b.data.get(b.offset..b.offset + T::SIZE).and_then(|v| kernels::int_divisor::<T>(T::rd(v))))
}

fn run_binary(op: BinOp, lt: DType, shape: &[usize], a: Src, b: Src, out: Dst) {
    if let Some(d) = scalar_int_divisor(op, lt, &b) {
        let m = op == BinOp::Mod;
        return with_elem!(lt, T => kernels::int_div_by::<T>(shape, Some(a), d, out, m));
    }
    if op.is_comparison() || op.is_logical() {
        bool_out_op!(op, lt, T, f => kernels::binary_loop::<T, T, bool>(shape, a, b, out, false, f))
    } else {
        same_type_op!(op, lt, T, f => kernels::binary_loop::<T, T, T>(shape, a, b, out, op.heavy(lt), f))
    }
}

/// out = op(out, b) (or op(b, out) when `out_second`) for a same-type op: one set of typed
/// loops for every in-place caller.
fn run_binary_inplace(op: BinOp, lt: DType, shape: &[usize], out: Dst, b: Src, out_second: bool) {
    same_type_op!(op, lt, T, f => kernels::binary_loop_inplace::<T, T>(shape, out, b, out_second, op.heavy(lt), f, f))
}

/// A [`kernels::Patched`] loop function: the vectorisable form of `which`, the elements it
/// leaves out, and the exact method for those.
macro_rules! patched {
    ($T:ty, $which:expr, $exact:ident) => {
        kernels::Patched(|x: $T| x.fast($which), |x: $T| x.needs_exact($which), |x: $T| x.$exact())
    };
}

/// Bind `$f` to the T -> T closure of a same-type unary op.
macro_rules! unary_same_op {
    ($op:expr, $t:expr, $T:ident, $f:ident => $call:expr) => {{
        match $op {
            UnOp::Neg => with_elem!($t, $T => { let $f = |x: $T| x.neg(); $call }),
            UnOp::Pos => with_elem!($t, $T => { let $f = |x: $T| x; $call }),
            UnOp::Abs => with_elem!($t, $T => { let $f = |x: $T| x.absv(); $call }),
            UnOp::Invert => with_elem!($t, $T => { let $f = |x: $T| x.invert(); $call }),
            UnOp::Floor => with_elem!($t, $T => { let $f = |x: $T| x.floorv(); $call }),
            UnOp::Ceil => with_elem!($t, $T => { let $f = |x: $T| x.ceilv(); $call }),
            UnOp::Sign => with_elem!($t, $T => { let $f = |x: $T| x.sign(); $call }),
            UnOp::Square => with_elem!($t, $T => { let $f = |x: $T| x.square(); $call }),
            UnOp::Reciprocal => with_elem!($t, $T => { let $f = |x: $T| x.reciprocal(); $call }),
            UnOp::Sqrt => with_float!($t, $T => { let $f = |x: $T| x.sqrt_(); $call }, ()),
            UnOp::Exp => with_float!($t, $T => { let $f = patched!($T, Fast::Exp, exp_); $call }, ()),
            UnOp::Log => with_float!($t, $T => { let $f = |x: $T| x.ln_(); $call }, ()),
            UnOp::Log2 => with_float!($t, $T => { let $f = |x: $T| x.log2_(); $call }, ()),
            UnOp::Log10 => with_float!($t, $T => { let $f = |x: $T| x.log10_(); $call }, ()),
            UnOp::Sin => with_float!($t, $T => { let $f = patched!($T, Fast::Sin, sin_); $call }, ()),
            UnOp::Cos => with_float!($t, $T => { let $f = patched!($T, Fast::Cos, cos_); $call }, ()),
            UnOp::Tan => with_float!($t, $T => { let $f = |x: $T| x.tan_(); $call }, ()),
            UnOp::Tanh => with_float!($t, $T => { let $f = |x: $T| x.tanh_(); $call }, ()),
            UnOp::Round => with_float!($t, $T => { let $f = |x: $T| x.rint_(); $call }, ()),
            UnOp::Log1p => with_float!($t, $T => { let $f = |x: $T| x.log1p_(); $call }, ()),
            UnOp::Expm1 => with_float!($t, $T => { let $f = |x: $T| x.expm1_(); $call }, ()),
            UnOp::Conjugate => with_elem!($t, $T => { let $f = |x: $T| x.conjugate(); $call }),
            UnOp::Arcsin => with_float!($t, $T => { let $f = |x: $T| x.map_f(f32::asin, f64::asin); $call }, ()),
            UnOp::Arccos => with_float!($t, $T => { let $f = |x: $T| x.map_f(f32::acos, f64::acos); $call }, ()),
            UnOp::Arctan => with_float!($t, $T => { let $f = |x: $T| x.map_f(f32::atan, f64::atan); $call }, ()),
            UnOp::Sinh => with_float!($t, $T => { let $f = |x: $T| x.sinh_(); $call }, ()),
            UnOp::Cosh => with_float!($t, $T => { let $f = |x: $T| x.cosh_(); $call }, ()),
            UnOp::Arcsinh => with_float!($t, $T => { let $f = |x: $T| x.map_f(mathfns::asinh_f32, mathfns::asinh_f64); $call }, ()),
            UnOp::Arccosh => with_float!($t, $T => { let $f = |x: $T| x.map_f(mathfns::acosh_f32, mathfns::acosh_f64); $call }, ()),
            UnOp::Arctanh => with_float!($t, $T => { let $f = |x: $T| x.map_f(mathfns::atanh_f32, mathfns::atanh_f64); $call }, ()),
            UnOp::Exp2 => with_float!($t, $T => { let $f = |x: $T| x.exp2_(); $call }, ()),
            UnOp::Cbrt => with_float!($t, $T => { let $f = |x: $T| x.map_f(mathfns::cbrt_f32, mathfns::cbrt_f64); $call }, ()),
            UnOp::Degrees => with_float!($t, $T => { let $f = |x: $T| x.map_f(mathfns::degrees_f32, mathfns::degrees_f64); $call }, ()),
            UnOp::Radians => with_float!($t, $T => { let $f = |x: $T| x.map_f(mathfns::radians_f32, mathfns::radians_f64); $call }, ()),
            UnOp::Spacing => with_float!($t, $T => { let $f = |x: $T| x.spacing_(); $call }, ()),
            UnOp::Trunc => {
                if $t.is_float() {
                    with_float!($t, $T => { let $f = |x: $T| x.map_f(f32::trunc, f64::trunc); $call }, ())
                } else {
                    with_elem!($t, $T => { let $f = |x: $T| x.floorv(); $call })
                }
            }
            _ => (),
        }
    }};
}

macro_rules! unary_bool_op {
    ($op:expr, $t:expr, $T:ident, $f:ident => $call:expr) => {{
        match $op {
            UnOp::Not => with_elem!($t, $T => { let $f = |x: $T| !x.to_bool(); $call }),
            UnOp::IsNan => with_elem!($t, $T => { let $f = |x: $T| x.isnan(); $call }),
            UnOp::IsInf => with_elem!($t, $T => { let $f = |x: $T| x.to_f64().is_infinite(); $call }),
            UnOp::IsFinite => with_elem!($t, $T => { let $f = |x: $T| x.to_f64().is_finite(); $call }),
            UnOp::Signbit => with_float!($t, $T => { let $f = |x: $T| x.signbit_(); $call }, ()),
            _ => (),
        }
    }};
}

fn unary_is_bool_out(op: UnOp) -> bool {
    matches!(op, UnOp::Not | UnOp::IsNan | UnOp::IsInf | UnOp::IsFinite | UnOp::Signbit)
}

fn run_unary(op: UnOp, lt: DType, shape: &[usize], a: Src, out: Dst) {
    if op == UnOp::Abs && lt.is_complex() {
        use crate::complex::{C64, C128};
        // complex -> real: |z| in the part type
        return match lt {
            DType::Complex64 => kernels::unary_loop::<C64, f32>(shape, a, out, false, |z: C64| z.abs()),
            _ => kernels::unary_loop::<C128, f64>(shape, a, out, false, |z: C128| z.abs()),
        };
    }
    if unary_is_bool_out(op) {
        unary_bool_op!(op, lt, T, f => kernels::unary_loop::<T, bool>(shape, a, out, false, f))
    } else {
        unary_same_op!(op, lt, T, f => kernels::unary_loop::<T, T>(shape, a, out, op.heavy(lt), f))
    }
}

// ---------------------------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------------------------

/// `np.can_cast(from, to, casting)` for the casting rules ufuncs and assignments take.
pub fn can_cast(from: DType, to: DType, casting: &str) -> bool {
    match casting {
        "no" | "equiv" => from == to,
        "safe" => promote_types(from, to) == to,
        "same_kind" => can_cast_same_kind(from, to),
        _ => true,
    }
}

/// A ufunc's `out=` (ufunc_object.c): writeable, then the output cast under `casting`
/// (type resolution comes first), then the iterator's broadcast of the inputs with `out`,
/// which must already have the broadcast shape.
pub fn check_out(o: &NdArray, inputs: &[&[usize]], res_dt: DType, name: &str, casting: &str) -> PyResult<()> {
    if !o.writeable.get() {
        return Err(value_error("output array is read-only"));
    }
    if !can_cast(res_dt, o.dtype, casting) {
        // NumPy: numpy._core._exceptions._UFuncOutputCastingError, shown as UFuncTypeError
        return Err(PyErr::new(crate::error::ExcKind::UFuncTypeError, format!(
            "Cannot cast ufunc '{}' output from dtype('{}') to dtype('{}') with casting rule '{}'",
            name,
            res_dt.name(),
            o.dtype.name(),
            casting
        )));
    }
    let in_shape = broadcast_shapes(inputs).map_err(|e| value_error(format!("{e}{} ", shape_compact(&o.shape))))?;
    match broadcast_shapes(&[&in_shape, &o.shape]) {
        Ok(s) if s == o.shape => Ok(()),
        // NumPy names the broadcast of the inputs with out itself
        Ok(full) => Err(value_error(format!(
            "non-broadcastable output operand with shape {} doesn't match the broadcast shape {}",
            shape_compact(&o.shape),
            shape_compact(&full)
        ))),
        Err(_) => {
            let all: Vec<String> = inputs.iter().chain([&&o.shape[..]]).map(|s| shape_compact(s)).collect();
            Err(value_error(format!("operands could not be broadcast together with shapes {} ", all.join(" "))))
        }
    }
}

/// Refuse integer powers with a negative exponent anywhere in `b` (NumPy checks in the loop).
fn check_int_power(lt: DType, b: &Prep) -> PyResult<()> {
    if lt.kind() != Kind::Int {
        return Ok(());
    }
    let data = b.arr.buf.data.borrow();
    let neg = with_elem!(lt, T => kernels::any_loop::<T>(
        &b.arr.shape,
        Src { data: &data, offset: b.arr.offset, strides: &b.arr.strides },
        |x| x.is_neg()
    ));
    if neg {
        return Err(value_error("Integers to negative integer powers are not allowed."));
    }
    Ok(())
}

fn operand_shape(o: &Operand) -> &[usize] {
    match o {
        Operand::Array(a) => &a.shape,
        _ => &[],
    }
}

/// A new output array laid out in the operands' memory order: NumPy's iterator allocates
/// ufunc outputs with order='K', so `x.T + 1` is F-ordered like `x.T`.
///
/// `loop_dt` is the dtype the inputs are read as: an input that needs a cast cannot take
/// NumPy's single-loop shortcut (see [`trivial_loop_fortran`]).
///
/// The elements are unspecified, as in NumPy's `np.empty` outputs (a recycled buffer is not
/// zeroed): the caller writes every one of them.
pub fn alloc_keep_order(dt: DType, loop_dt: DType, shape: &[usize], ops: &[&Operand]) -> PyResult<Rc<NdArray>> {
    if shape.len() < 2 || shape.contains(&0) {
        return NdArray::for_overwrite(dt, shape);
    }
    if let Some(fortran) = trivial_loop_fortran(loop_dt, shape, ops) {
        return NdArray::for_overwrite_in(dt, shape, fortran);
    }
    alloc_iter_order(dt, shape, ops)
}

/// A new array laid out as NumPy's iterator allocates an output with order='K' (without
/// the ufuncs' single-loop shortcut: `np.where` always goes through the iterator). The
/// caller writes every element.
pub fn alloc_iter_order(dt: DType, shape: &[usize], ops: &[&Operand]) -> PyResult<Rc<NdArray>> {
    if shape.len() < 2 || shape.contains(&0) {
        return NdArray::for_overwrite(dt, shape);
    }
    let fresh = NdArray::for_overwrite(dt, shape)?;
    let strides: Vec<Vec<isize>> = ops
        .iter()
        .filter_map(|o| match o {
            // the iterator gives length-1 axes stride 0, so they never reorder
            Operand::Array(a) => Some(
                broadcast_strides(&a.shape, &a.strides, shape)
                    .into_iter()
                    .zip(shape)
                    .map(|(st, &d)| if d == 1 { 0 } else { st })
                    .collect(),
            ),
            _ => None,
        })
        .collect();
    let perm = super::view::iter_keep_order_multi(shape.len(), &strides);
    let pshape: Vec<usize> = perm.iter().map(|&k| shape[k]).collect();
    let pstr = layout::alloc_strides(&pshape, dt.itemsize(), false);
    let mut st = vec![0isize; shape.len()];
    for (i, &k) in perm.iter().enumerate() {
        st[k] = pstr[i];
    }
    if st == fresh.strides {
        return Ok(fresh);
    }
    NdArray::build(fresh.buf.clone(), 0, shape.to_vec(), st, dt, true, true, None)
}

/// NumPy's shortcut past the iterator (ufunc_object.c `check_for_trivial_loop` and
/// `try_trivial_single_output_loop`): when every input is 0-d, or has exactly the result's
/// shape and is 1-d or contiguous with the same C/F flags as the other N-d inputs, and no
/// N-d input needs a cast or is unaligned, the output is allocated F-ordered iff those
/// flags are F-only, else C-ordered. `None`: the iterator decides (order='K').
fn trivial_loop_fortran(loop_dt: DType, shape: &[usize], ops: &[&Operand]) -> Option<bool> {
    // 1-d inputs up to one buffer long are cast into a copy first and stay trivial
    const BUFSIZE: usize = 8192;
    let mut order: Option<(bool, bool)> = None;
    for op in ops {
        // Python scalars are 0-d arrays, which broadcast in the trivial loop
        let Operand::Array(a) = op else { continue };
        if (a.dtype != loop_dt || !a.is_aligned()) && !(a.ndim() == 0 || (a.ndim() == 1 && a.shape[0] <= BUFSIZE)) {
            return None;
        }
        if a.ndim() == 0 {
            continue;
        }
        if a.shape != shape {
            return None;
        }
        if a.ndim() >= 2 {
            let flags = (a.is_c_contiguous(), a.is_f_contiguous());
            if flags == (false, false) || order.is_some_and(|o| o != flags) {
                return None;
            }
            order = Some(flags);
        }
    }
    Some(order == Some((false, true)))
}

/// Compute `op(a, b)` into a fresh array in the operands' memory order.
fn compute_fresh(op: BinOp, plan: &Plan, shape: &[usize], pa: &Prep, pb: &Prep, ops: &[&Operand]) -> PyResult<Rc<NdArray>> {
    let res = alloc_keep_order(plan.out, plan.lt, shape, ops)?;
    {
        let da = pa.arr.buf.data.borrow();
        let db = pb.arr.buf.data.borrow();
        let mut dr = res.buf.data.borrow_mut();
        let rs = res.strides.clone();
        run_binary(op, plan.lt, shape, src(pa, &da), src(pb, &db), Dst { data: &mut dr, offset: 0, strides: &rs });
    }
    Ok(res)
}

/// Elements cast per block when an input needs a cast (NumPy's ufunc buffer size).
const CAST_CHUNK: usize = 8192;

/// [`compute_fresh`] for inputs that need a cast, without casting whole arrays: the loop
/// shape is cut into blocks of at most `CAST_CHUNK` elements (whole trailing axes, a run
/// of the next one), each input needing a cast is cast block by block into a small
/// buffer, as NumPy's buffered iterator does, and the block computed into the result.
fn compute_fresh_chunked(op: BinOp, plan: &Plan, shape: &[usize], a: &Operand, b: &Operand) -> PyResult<Rc<NdArray>> {
    let res = alloc_keep_order(plan.out, plan.lt, shape, &[a, b])?;
    if res.size() == 0 {
        return Ok(res);
    }
    let lt = plan.lt;
    let lazy = |o: &Operand, sv: Option<Scalar>| -> PyResult<Prep> {
        match o {
            Operand::Array(x) => Ok(Prep { arr: x.clone(), strides: broadcast_strides(&x.shape, &x.strides, shape) }),
            _ => prep(o, sv, lt, shape),
        }
    };
    let (mut pa, mut pb) = (lazy(a, plan.sa)?, lazy(b, plan.sb)?);
    // chunks follow the result's memory order (it keeps the inputs' layout), as NumPy's
    // buffered iterator walks in K order: a window-ordered bool mask is cast in long runs,
    // not 3 elements at a time. The order cannot change a value: each output element is
    // computed once.
    let full = shape;
    let perm = layout::sorted_stride_perm(&res.strides);
    let permuted = |st: &[isize]| -> Vec<isize> { perm.iter().map(|&k| st[k]).collect() };
    let shape: &[usize] = &perm.iter().map(|&k| shape[k]).collect::<Vec<_>>();
    (pa.strides, pb.strides) = (permuted(&pa.strides), permuted(&pb.strides));
    let rs = permuted(&res.strides);
    let nd = shape.len();
    // the chunk axis c: trailing axes after it fit in a block
    let mut c = nd;
    let mut inner = 1usize;
    while c > 0 && inner * shape[c - 1] <= CAST_CHUNK {
        c -= 1;
        inner *= shape[c];
    }
    if c == 0 {
        // everything fits in one block (only reached for tiny shapes)
        let (pa, pb) = (prep(a, plan.sa, lt, full)?, prep(b, plan.sb, lt, full)?);
        return compute_fresh(op, plan, full, &pa, &pb, &[a, b]);
    }
    let c = c - 1;
    let rows = (CAST_CHUNK / inner).max(1);
    let mut sub: Vec<usize> = shape[c..].to_vec();
    sub[0] = rows;
    let cstr = layout::contiguous_strides(&sub, lt.itemsize(), false);
    let cap = rows * inner * lt.itemsize();
    let mut ta = vec![0u8; if pa.arr.dtype != lt { cap } else { 0 }];
    let mut tb = vec![0u8; if pb.arr.dtype != lt { cap } else { 0 }];
    let (da, db) = (pa.arr.buf.data.borrow(), pb.arr.buf.data.borrow());
    let mut dr = res.buf.data.borrow_mut();
    let mut idx = vec![0usize; c];
    loop {
        let base = |off: usize, st: &[isize]| off as isize + idx.iter().zip(st).map(|(&i, &s)| i as isize * s).sum::<isize>();
        let (oa, ob, or) = (base(pa.arr.offset, &pa.strides), base(pb.arr.offset, &pb.strides), base(0, &rs));
        let mut r0 = 0;
        while r0 < shape[c] {
            let r = rows.min(shape[c] - r0);
            sub[0] = r;
            let at = |o: isize, st: &[isize]| (o + r0 as isize * st[c]) as usize;
            let (xa, xb) = (at(oa, &pa.strides), at(ob, &pb.strides));
            if !ta.is_empty() {
                let src = Src { data: &da, offset: xa, strides: &pa.strides[c..] };
                kernels::cast_any(&sub, pa.arr.dtype, src, lt, Dst { data: &mut ta, offset: 0, strides: &cstr });
            }
            if !tb.is_empty() {
                let src = Src { data: &db, offset: xb, strides: &pb.strides[c..] };
                kernels::cast_any(&sub, pb.arr.dtype, src, lt, Dst { data: &mut tb, offset: 0, strides: &cstr });
            }
            let sa = if ta.is_empty() { Src { data: &da, offset: xa, strides: &pa.strides[c..] } } else { Src { data: &ta, offset: 0, strides: &cstr } };
            let sb = if tb.is_empty() { Src { data: &db, offset: xb, strides: &pb.strides[c..] } } else { Src { data: &tb, offset: 0, strides: &cstr } };
            run_binary(op, lt, &sub, sa, sb, Dst { data: &mut dr, offset: at(or, &rs), strides: &rs[c..] });
            r0 += r;
        }
        // next index of the axes before c (an odometer)
        let mut ax = c;
        loop {
            if ax == 0 {
                return Ok(res.clone());
            }
            ax -= 1;
            idx[ax] += 1;
            if idx[ax] < shape[ax] {
                break;
            }
            idx[ax] = 0;
        }
    }
}

/// Broadcasting element-wise op. With `out`, write into it (casting 'same_kind'); without,
/// return a new C-contiguous array of the broadcast shape.
pub fn binary(op: BinOp, a: &Operand, b: &Operand, out: Option<&Rc<NdArray>>) -> PyResult<Rc<NdArray>> {
    extobj::checked_binary(op, a, b, || binary_unchecked(op, a, b, out))
}

fn binary_unchecked(op: BinOp, a: &Operand, b: &Operand, out: Option<&Rc<NdArray>>) -> PyResult<Rc<NdArray>> {
    let plan = plan_binary(op, a, b)?;
    let shape: Vec<usize> = match out {
        Some(o) => {
            check_out(o, &[operand_shape(a), operand_shape(b)], plan.out, op.name(), "same_kind")?;
            o.shape.clone()
        }
        None => broadcast_shapes(&[operand_shape(a), operand_shape(b)]).map_err(value_error)?,
    };
    if let Some(c) = plan.constant {
        let res = NdArray::zeros(DType::Bool, &shape, false)?;
        if c {
            res.buf.data.borrow_mut().iter_mut().for_each(|x| *x = 1);
        }
        return match out {
            Some(o) => {
                assign_cast(o, &res);
                Ok(o.clone())
            }
            None => Ok(res),
        };
    }
    let big_cast = |o: &Operand| matches!(o, Operand::Array(x) if x.dtype != plan.lt && x.size() > CAST_CHUNK);
    if out.is_none() && op != BinOp::Pow && (big_cast(a) || big_cast(b)) {
        return compute_fresh_chunked(op, &plan, &shape, a, b);
    }
    let pa = prep(a, plan.sa, plan.lt, &shape)?;
    let pb = prep(b, plan.sb, plan.lt, &shape)?;
    if op == BinOp::Pow {
        check_int_power(plan.lt, &pb)?;
    }
    let Some(o) = out else {
        return compute_fresh(op, &plan, &shape, &pa, &pb, &[a, b]);
    };
    let direct = o.dtype == plan.out && !may_self_overlap(&o.shape, &o.strides, o.itemsize());
    if !direct {
        let tmp = compute_fresh(op, &plan, &shape, &pa, &pb, &[a, b])?;
        assign_writeback(o, &tmp)?;
        return Ok(o.clone());
    }
    // Inputs in o's buffer: exactly identical ones are read through `out` (element i reads
    // only element i); any other is copied first, as NumPy does for overlapping inputs.
    let ident = |p: &Prep| {
        Rc::ptr_eq(&p.arr.buf, &o.buf) && p.arr.offset == o.offset && p.strides == o.strides && p.arr.dtype == o.dtype
    };
    let fix = |p: Prep| -> PyResult<(Prep, bool)> {
        if !Rc::ptr_eq(&p.arr.buf, &o.buf) {
            return Ok((p, false));
        }
        if ident(&p) {
            return Ok((p, true));
        }
        let c = cast_copy(&p.arr, p.arr.dtype)?;
        let strides = broadcast_strides(&c.shape, &c.strides, &shape);
        Ok((Prep { arr: c, strides }, false))
    };
    let (pa, ia) = fix(pa)?;
    let (pb, ib) = fix(pb)?;
    let ostr = o.strides.clone();
    let mut od = o.buf.data.borrow_mut();
    let dst = Dst { data: &mut od, offset: o.offset, strides: &ostr };
    let lt = plan.lt;
    let same = !(op.is_comparison() || op.is_logical());
    match (ia, ib) {
        (true, true) if same => {
            same_type_op!(op, lt, T, f => kernels::unary_loop_inplace::<T>(&shape, dst, op.heavy(lt), |x| f(x, x)))
        }
        (true, false) if same => {
            let db = pb.arr.buf.data.borrow();
            if let Some(d) = scalar_int_divisor(op, lt, &src(&pb, &db)) {
                let m = op == BinOp::Mod;
                with_elem!(lt, T => kernels::int_div_by::<T>(&shape, None, d, dst, m))
            } else {
                run_binary_inplace(op, lt, &shape, dst, src(&pb, &db), false)
            }
        }
        (false, true) if same => {
            let da = pa.arr.buf.data.borrow();
            run_binary_inplace(op, lt, &shape, dst, src(&pa, &da), true)
        }
        (false, false) => {
            let da = pa.arr.buf.data.borrow();
            let db = pb.arr.buf.data.borrow();
            run_binary(op, lt, &shape, src(&pa, &da), src(&pb, &db), dst);
        }
        _ => {
            // bool-output op reading its own bool output: go through a temporary
            drop(od);
            let tmp = compute_fresh(op, &plan, &shape, &pa, &pb, &[a, b])?;
            assign_cast(o, &tmp);
        }
    }
    Ok(o.clone())
}

/// Write a computed result into `out` as NumPy's write-back does when `out` overlaps an
/// input or itself: the iterator computed into a temporary copy (`NPY_ITER_COPY_IF_OVERLAP`)
/// and `PyArray_ResolveWritebackIfCopy` copies it back with `PyArray_AssignArray`, whose raw
/// loop walks the axes by `out`'s |stride|, largest outermost, negative strides reversed
/// (dtype_transfer.c `PyArray_PrepareTwoRawArrayIter`). The order only shows when `out`
/// overlaps itself (a writeable window or broadcast view): the last write to a cell wins.
fn assign_writeback(o: &Rc<NdArray>, tmp: &Rc<NdArray>) -> PyResult<()> {
    let shape = &o.shape;
    let nd = shape.len();
    if nd < 2 || shape.contains(&0) || !may_self_overlap(shape, &o.strides, o.itemsize()) {
        assign_cast(o, tmp);
        return Ok(());
    }
    let perm = super::layout::sorted_stride_perm(&o.strides);
    let walk = |a: &Rc<NdArray>| -> PyResult<Rc<NdArray>> {
        let mut off = a.offset as isize;
        let mut st = Vec::with_capacity(nd);
        for &k in &perm {
            if o.strides[k] < 0 {
                off += (shape[k] as isize - 1) * a.strides[k];
                st.push(-a.strides[k]);
            } else {
                st.push(a.strides[k]);
            }
        }
        let sh: Vec<usize> = perm.iter().map(|&k| shape[k]).collect();
        NdArray::build(a.buf.clone(), off as usize, sh, st, a.dtype, false, true, None)
    };
    let tmp = if tmp.shape == *shape { tmp.clone() } else { cast_copy(&*bview_of(tmp, shape)?, tmp.dtype)? };
    assign_cast(&*walk(o)?, &*walk(&tmp)?);
    Ok(())
}

/// `a` broadcast to `shape`, as a read-only view.
fn bview_of(a: &Rc<NdArray>, shape: &[usize]) -> PyResult<Rc<NdArray>> {
    let st = broadcast_strides(&a.shape, &a.strides, shape);
    NdArray::build(a.buf.clone(), a.offset, shape.to_vec(), st, a.dtype, false, false, None)
}

/// Element-wise unary op, optionally into `out` (same rules as [`binary`]).
pub fn unary(op: UnOp, a: &Rc<NdArray>, out: Option<&Rc<NdArray>>) -> PyResult<Rc<NdArray>> {
    extobj::checked_unary(op, a, || unary_unchecked(op, a, out))
}

fn unary_unchecked(op: UnOp, a: &Rc<NdArray>, out: Option<&Rc<NdArray>>) -> PyResult<Rc<NdArray>> {
    let (lt, odt) = unary_loop_types(op, a.dtype)?;
    let shape: Vec<usize> = match out {
        Some(o) => {
            check_out(o, &[&a.shape], odt, op.name(), "same_kind")?;
            o.shape.clone()
        }
        None => a.shape.clone(),
    };
    let pa = prep(&Operand::Array(a.clone()), None, lt, &shape)?;
    let orig = Operand::Array(a.clone());
    let fresh = |pa: &Prep| -> PyResult<Rc<NdArray>> {
        let res = alloc_keep_order(odt, lt, &shape, &[&orig])?;
        {
            let da = pa.arr.buf.data.borrow();
            let mut dr = res.buf.data.borrow_mut();
            let rs = res.strides.clone();
            run_unary(op, lt, &shape, src(pa, &da), Dst { data: &mut dr, offset: 0, strides: &rs });
        }
        Ok(res)
    };
    let Some(o) = out else {
        return fresh(&pa);
    };
    let shares = Rc::ptr_eq(&pa.arr.buf, &o.buf);
    let ident = shares && pa.arr.offset == o.offset && pa.strides == o.strides && lt == odt && odt == o.dtype;
    let overl = may_self_overlap(&o.shape, &o.strides, o.itemsize());
    if o.dtype != odt || overl || (shares && !ident) {
        let tmp = fresh(&pa)?;
        assign_writeback(o, &tmp)?;
        return Ok(o.clone());
    }
    let ostr = o.strides.clone();
    let mut od = o.buf.data.borrow_mut();
    let dst = Dst { data: &mut od, offset: o.offset, strides: &ostr };
    if ident {
        // same dtype in and out, so a same-type op
        unary_same_op!(op, lt, T, f => kernels::unary_loop_inplace::<T>(&shape, dst, op.heavy(lt), f));
    } else {
        let da = pa.arr.buf.data.borrow();
        run_unary(op, lt, &shape, src(&pa, &da), dst);
    }
    Ok(o.clone())
}

// ---------------------------------------------------------------------------------------------
// Unbuffered read-modify-write: ufunc.at and accumulation into overlapping views
// ---------------------------------------------------------------------------------------------

/// Resolve an in-place RMW `target = op(target, value)`: loop dtype, checks, the values as a
/// contiguous array of the loop dtype (NumPy's ufunc.at casts values, then casts back to the
/// target with 'same_kind').
/// The loop dtype and the values to read for a read-modify-write into `target`. Values are
/// cast (and, unless `any_layout`, made C-contiguous) only when they must be: a values array
/// that already has the loop dtype is read in place with its own strides where the caller can.
fn plan_rmw(op: BinOp, target: &Rc<NdArray>, values: &Operand, any_layout: bool) -> PyResult<(DType, Rc<NdArray>)> {
    if !target.writeable.get() {
        return Err(value_error("output array is read-only"));
    }
    let t = Operand::Array(target.clone());
    let plan = plan_binary(op, &t, values)?;
    // ufunc.at casts its results back unsafely (np.add.at(int_array, i, 1.5) truncates),
    // so there is no same_kind check here.
    let vals = match values {
        Operand::Array(v) => {
            if v.dtype == plan.lt && (any_layout || v.is_c_contiguous()) && !Rc::ptr_eq(&v.buf, &target.buf) {
                v.clone()
            } else {
                cast_copy(v, plan.lt)?
            }
        }
        _ => NdArray::from_scalars(plan.lt, &[], &[plan.sb.unwrap_or(Scalar::Int(0))])?,
    };
    if op == BinOp::Pow {
        let strides = vals.strides.clone();
        check_int_power(plan.lt, &Prep { arr: vals.clone(), strides })?;
    }
    Ok((plan.lt, vals))
}

/// One element op through `Scalar` values (used only when the target dtype differs from the
/// loop dtype, e.g. np.add.at(int8_array, idx, int64_values), or for bool-output ops).
fn scalar_op(op: BinOp, lt: DType, x: Scalar, y: Scalar) -> Scalar {
    let mut bx = [0u8; 16];
    let mut by = [0u8; 16];
    let mut bo = [0u8; 16];
    x.cast(lt).write_le_bytes(lt, &mut bx);
    y.write_le_bytes(lt, &mut by);
    let isz = lt.itemsize();
    let st = [isz as isize];
    let (_, out) = binary_loop_types(op, lt).unwrap_or((lt, lt));
    run_binary(
        op,
        lt,
        &[1],
        Src { data: &bx, offset: 0, strides: &st },
        Src { data: &by, offset: 0, strides: &st },
        Dst { data: &mut bo, offset: 0, strides: &[out.itemsize() as isize] },
    );
    Scalar::from_le_bytes(out, &bo)
}

/// np.add.at and friends: unbuffered read-modify-write at each byte offset in order (the same
/// offset may repeat), with `values` one per offset (an array of offsets.len() elements
/// walked in C order) or a single value broadcast to all.
pub fn ufunc_at(op: BinOp, target: &Rc<NdArray>, offsets: &[usize], values: &Operand) -> PyResult<()> {
    let sel = Fancy::listed(offsets);
    ufunc_at_fancy(op, target, &sel, offsets.len(), values)
}

/// [`ufunc_at`] at the `count` offsets of an index selection, walked without listing them.
pub fn ufunc_at_fancy(op: BinOp, target: &Rc<NdArray>, sel: &Fancy, count: usize, values: &Operand) -> PyResult<()> {
    let (lt, vals) = plan_rmw(op, target, values, false)?;
    let nv = vals.size();
    if nv != 1 && nv != count {
        return Err(value_error(format!(
            "shape mismatch: value array of shape {} could not be broadcast to indexing result of shape ({},)",
            shape_compact(&vals.shape),
            count
        )));
    }
    let isz = target.itemsize();
    let blen = target.buf.len();
    let mut bad = false;
    sel.for_each_offset(|o| bad |= o.checked_add(isz).is_none_or(|e| e > blen));
    if bad {
        return Err(value_error("ufunc.at offset outside the target's buffer"));
    }
    let vstep = if nv == 1 { 0 } else { lt.itemsize() };
    let vd = vals.buf.data.borrow();
    let vbase = vals.offset;
    let mut td = target.buf.data.borrow_mut();
    let same = target.dtype == lt && !(op.is_comparison() || op.is_logical());
    let mut i = 0usize;
    if same {
        same_type_op!(op, lt, T, f => sel.for_each_offset_block(&mut |offsets| {
            for &o in offsets {
                let y = T::rd(&vd[vbase + i * vstep..]);
                i += 1;
                let x = T::rd(&td[o..]);
                f(x, y).wr(&mut td[o..]);
            }
        }));
    } else {
        sel.for_each_offset(|o| {
            let y = Scalar::from_le_bytes(lt, &vd[vbase + i * vstep..vbase + i * vstep + lt.itemsize()]);
            i += 1;
            let x = Scalar::from_le_bytes(target.dtype, &td[o..o + isz]);
            scalar_op(op, lt, x, y).write_le_bytes(target.dtype, &mut td[o..o + isz]);
        });
    }
    Ok(())
}

/// Unbuffered accumulate of `values` (broadcast to target's shape) into every element of
/// `target` in C order — np.add.at(window_view, (), grads) on an overlapping writeable view.
pub fn accumulate_into(op: BinOp, target: &Rc<NdArray>, values: &Operand) -> PyResult<()> {
    // the values are walked with their own (broadcast) strides: a mask-times-gradient
    // product in the window view's K order is not copied to C order first
    let (lt, vals) = plan_rmw(op, target, values, true)?;
    if broadcast_shapes(&[&vals.shape, &target.shape]).ok().as_deref() != Some(&target.shape[..]) {
        // ufunc_object.c ufunc_at: the values must broadcast to the indexed result's shape
        return Err(value_error("array is not broadcastable to correct shape"));
    }
    let vstr = broadcast_strides(&vals.shape, &vals.strides, &target.shape);
    let vd = vals.buf.data.borrow();
    let tstr = target.strides.clone();
    let mut td = target.buf.data.borrow_mut();
    let same = target.dtype == lt && !(op.is_comparison() || op.is_logical());
    if same {
        run_binary_inplace(
            op,
            lt,
            &target.shape,
            Dst { data: &mut td, offset: target.offset, strides: &tstr },
            Src { data: &vd, offset: vals.offset, strides: &vstr },
            false,
        );
    } else {
        let isz = target.itemsize();
        let vs = lt.itemsize();
        let mut voffs = Vec::with_capacity(target.size());
        layout::for_each_offset(vals.offset, &target.shape, &vstr, |o| voffs.push(o));
        let mut i = 0;
        layout::for_each_offset(target.offset, &target.shape, &tstr, |o| {
            let vo = voffs[i];
            i += 1;
            let y = Scalar::from_le_bytes(lt, &vd[vo..vo + vs]);
            let x = Scalar::from_le_bytes(target.dtype, &td[o..o + isz]);
            scalar_op(op, lt, x, y).write_le_bytes(target.dtype, &mut td[o..o + isz]);
        });
    }
    Ok(())
}

#[cfg(test)]
pub(crate) mod testutil {
    use super::*;
    use crate::dtype::Scalar;

    pub fn arr(dt: DType, shape: &[usize], v: &[f64]) -> Rc<NdArray> {
        let s: Vec<Scalar> = v.iter().map(|&x| Scalar::Float(x)).collect();
        NdArray::from_scalars(dt, shape, &s).unwrap()
    }
    pub fn arange(dt: DType, shape: &[usize]) -> Rc<NdArray> {
        let n = layout::size_of(shape);
        arr(dt, shape, &(0..n).map(|i| i as f64).collect::<Vec<_>>())
    }
    /// A view with element offset / element strides.
    pub fn view(base: &Rc<NdArray>, off: isize, shape: &[usize], strides: &[isize]) -> Rc<NdArray> {
        let isz = base.itemsize() as isize;
        NdArray::view_of(base, (off * isz) as usize, shape.to_vec(), strides.iter().map(|s| s * isz).collect(), base.dtype).unwrap()
    }
    pub fn vals(a: &NdArray) -> Vec<f64> {
        a.to_scalars().iter().map(|s| s.as_f64()).collect()
    }
    pub fn a(x: &Rc<NdArray>) -> Operand {
        Operand::Array(x.clone())
    }
}

#[cfg(test)]
mod tests;
pub mod extobj;
