//! NumPy's ndarray methods (`numpy/_core/_add_newdocs.py` documents them; the C code is
//! `numpy/_core/src/multiarray/methods.c`), and method calls on every other value.

use std::rc::Rc;

use crate::args::{Args, Parser};
use crate::convert::{self, parse_dtype, scalar_to_py};
use crate::interp::Interp;
use crate::numpy::args::{arr, axes_arg, dtype_opt, new_shape, shape_arg};
use crate::numpy::numeric::filled;
use stridelab_engine::dtype::DType;
use crate::numpy::fromnumeric::{clip_method, do_reshape, sort_take_method};
use crate::numpy::args::int_arg;
use crate::numpy::args::order_arg;
use crate::ops::{self};
use crate::value::Value;
use stridelab_engine::array::NdArray;
use stridelab_engine::layout;
use stridelab_engine::view::{self, Order};
use stridelab_engine::error::{PyErr, PyResult, attribute_error, index_error, type_error, value_error};

/// An ndarray method: called with the receiver, its own row (name and signature) and the
/// raw arguments.
pub type MethodFn = fn(&mut Interp, &Rc<NdArray>, &MethodDef, &[Value], &[(String, Value)]) -> PyResult<Value>;

/// One ndarray method: name, Python signature (without self), one-line doc, an example
/// (run with `a = np.arange(6.0).reshape(2, 3)`) and the function that runs it.
pub struct MethodDef {
    pub name: &'static str,
    pub sig: &'static str,
    pub doc: &'static str,
    pub example: &'static str,
    pub f: MethodFn,
}

macro_rules! method {
    ($name:expr, $sig:expr, $doc:expr, $ex:expr, $f:expr) => {
        MethodDef { name: $name, sig: $sig, doc: $doc, example: $ex, f: $f }
    };
}

/// The ndarray methods stridelab implements, in the order help lists them. Methods that
/// are also NumPy functions point at their function's file (fromnumeric).
pub static METHODS: &[MethodDef] = &[
    method!("reshape", "*shape, order='C', copy=None", "A view with a new shape when possible, else a copy.", "a.reshape(3, 2)", ndarray_method),
    method!("transpose", "*axes", "A view with permuted axes.", "a.transpose()", ndarray_method),
    method!("flatten", "order='C'", "A 1-D copy.", "a.flatten()", ndarray_method),
    method!("copy", "order='C'", "A copy that owns its memory.", "a.copy()", ndarray_method),
    method!("view", "dtype=None, type=None", "A view, optionally reinterpreting the bytes as another dtype.", "a.view(np.int32)", ndarray_method),
    method!("byteswap", "inplace=False", "A copy with each element's bytes reversed (the values change; the dtype does not).", "np.array([1, 256], dtype=np.int16).byteswap()", ndarray_method),
    method!("astype", "dtype, order='K', casting='unsafe', subok=True, copy=True", "A copy converted to dtype.", "a.astype(np.int32)", ndarray_method),
    method!("tobytes", "order='C'", "The raw bytes of the elements, in C (or 'F', or 'A': the array's own) order.", "a.tobytes()", ndarray_method),
    method!("tolist", "", "Nested Python lists of Python scalars.", "a.tolist()", ndarray_method),
    method!("item", "*args", "One element as a Python scalar.", "a.item(1, 2)", ndarray_method),
    method!("fill", "value", "Set every element to value (through views too).", "a.copy().fill(7)", ndarray_method),
    method!("resize", "*new_shape, refcheck=True", "Change shape and size in place (new elements are zero); refused while anything else references the array.", "a.copy().resize(2, 4)", ndarray_method),
    method!("setflags", "write=None, align=None, uic=None", "Change the WRITEABLE, ALIGNED (only to False, or back to True where the layout allows) and WRITEBACKIFCOPY (only False) flags.", "a.copy().setflags(write=False)", ndarray_method),
    method!("clip", "min=None, max=None, out=None", "Values limited to [min, max].", "a.clip(1, 4)", clip_method),
    method!("repeat", "repeats, axis=None", "Repeat elements.", "a.repeat(2, axis=0)", sort_take_method),
    method!("sort", "axis=-1, kind=None, order=None", "Sort in place.", "a.copy().sort()", sort_take_method),
    method!("partition", "kth, axis=-1, kind='introselect', order=None", "Partially sort in place: the kth elements land where a sort would put them.", "a.copy().partition(1)", sort_take_method),
    method!("put", "indices, values, mode='raise'", "Write values at flat indices, in place.", "a.copy().put([0, 5], 9)", sort_take_method),
    method!("conj", "", "Complex conjugate; a real array returns itself.", "a.conj()", ndarray_method),
    method!("conjugate", "", "Complex conjugate; a real array returns itself.", "a.conjugate()", ndarray_method),
];

/// Every ndarray method: the rows above, then one for each NumPy function row that
/// declares itself a method (`def!(..., method = "_sum")`), built once.
pub fn methods() -> &'static [MethodDef] {
    static ALL: std::sync::OnceLock<Vec<MethodDef>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let mut v: Vec<MethodDef> = METHODS.iter().map(|m| MethodDef { ..*m }).collect();
        for d in crate::builtins::method_twins() {
            let name = d.name();
            let sig = d.sig.split_once(',').map_or("", |(_, rest)| rest.trim_start());
            let sig = sig.strip_prefix("/, ").unwrap_or(sig);
            let example = if d.method_example.is_empty() { leak_example(name, d.example) } else { d.method_example };
            v.push(MethodDef { name, sig, doc: d.doc, example, f: twin_method });
        }
        v
    })
}

/// A function row's example as its method's: `np.sum(a, axis=0)` becomes `a.sum(axis=0)`.
fn leak_example(name: &str, ex: &str) -> &'static str {
    let s = match ex.strip_prefix(&format!("np.{}(", name)) {
        Some(rest) => {
            // the first argument (up to a top-level comma or the closing parenthesis)
            let mut depth = 0i32;
            let mut cut = rest.len();
            for (i, c) in rest.char_indices() {
                match c {
                    '(' | '[' => depth += 1,
                    ')' | ']' if depth > 0 => depth -= 1,
                    ')' | ',' if depth == 0 => {
                        cut = i;
                        break;
                    }
                    _ => {}
                }
            }
            let (recv, tail) = rest.split_at(cut);
            let tail = tail.strip_prefix(", ").map(|t| t.to_string()).unwrap_or_else(|| tail.trim_start_matches(',').to_string());
            // a receiver with an operator needs parentheses (`(a > 2).nonzero()`)
            let mut depth = 0i32;
            let operator = recv.chars().any(|c| {
                match c {
                    '(' | '[' => depth += 1,
                    ')' | ']' => depth -= 1,
                    _ => {}
                }
                depth == 0 && " +-*/<>=&|~".contains(c)
            });
            let recv = if operator { format!("({})", recv) } else { recv.to_string() };
            format!("{}.{}({}", recv, name, tail)
        }
        None => format!("a.{}()", name),
    };
    Box::leak(s.into_boxed_str())
}

/// An ndarray method that is a NumPy function with the array first: bound with the
/// method's own signature (so errors name the method as NumPy's does), then called as the
/// function.
fn twin_method(interp: &mut Interp, a: &Rc<NdArray>, m: &MethodDef, pos: &[Value], kw: &[(String, Value)]) -> PyResult<Value> {
    use crate::builtins::MethodArgs;
    let Some(d) = crate::builtins::find(&format!("numpy.{}", m.name)).filter(|d| d.method.is_some()) else {
        return Err(no_method(m.name));
    };
    let name = m.name;
    let max = || crate::args::parse_signature(m.sig).iter().filter(|p| !p.kw_only && !p.var_pos && !p.var_kw).count();
    let mut p = vec![Value::Array(a.clone())];
    p.extend_from_slice(pos);
    match d.method {
        Some(MethodArgs::Py(fname)) => {
            Args::bind(fname, d.sig, p.clone(), kw.to_vec())?;
        }
        Some(MethodArgs::Npy) | None => {
            Args::bind_as(Parser::Npy, name, m.sig, pos.to_vec(), kw.to_vec())?;
        }
        Some(MethodArgs::Tuple) => {
            if pos.len() > max() {
                return Err(type_error(format!("{}() takes at most {} arguments ({} given)", name, max(), pos.len() + kw.len())));
            }
            let params = crate::args::parse_signature(m.sig);
            if let Some((k, _)) = kw.iter().find(|(k, _)| !params.iter().any(|p| &p.name == k)) {
                return Err(type_error(format!("'{}' is an invalid keyword argument for {}()", k, name)));
            }
            Args::bind_as(Parser::Clinic, name, m.sig, pos.to_vec(), kw.to_vec())?;
        }
        Some(MethodArgs::Positional) => {
            if !kw.is_empty() {
                return Err(type_error(format!("{}() takes no keyword arguments", name)));
            }
            if pos.len() != max() {
                return Err(type_error(format!("{}() takes exactly {} arguments ({} given)", name, max(), pos.len())));
            }
        }
        Some(MethodArgs::NoArgs) => {
            if !kw.is_empty() {
                return Err(type_error(format!("{}() takes no keyword arguments", name)));
            }
            if !pos.is_empty() {
                return Err(type_error(format!("function takes exactly 0 arguments ({} given)", pos.len())));
            }
        }
    }
    let args = Args::bind(d.name(), d.sig, p, kw.to_vec())?;
    (d.f)(interp, &args)
}

/// `a.resize(new_shape, refcheck=True)` (shape.c `PyArray_Resize`): only a one-segment
/// array; a new size needs an array that owns its data and that nothing else references
/// (the reference count, unless refcheck is false); the bytes keep their memory order, new
/// ones are zero, and the strides are C's unless the array was F-contiguous only.
fn resize(interp: &mut Interp, a: &Rc<NdArray>, args: &Args) -> PyResult<()> {
    let dims: Vec<i64> = match args.rest.as_slice() {
        [] => return Ok(()),
        [one] => match one {
            Value::Tuple(_) | Value::List(_) => ops::iterate(one)?.iter().map(int_arg).collect::<PyResult<_>>()?,
            v => vec![int_arg(v)?],
        },
        many => many.iter().map(int_arg).collect::<PyResult<_>>()?,
    };
    if !(a.size() <= 1 || a.is_c_contiguous() || a.is_f_contiguous()) {
        return Err(value_error("resize only works on single-segment arrays"));
    }
    if dims.iter().any(|&d| d < 0) {
        return Err(value_error("negative dimensions not allowed"));
    }
    let shape: Vec<usize> = dims.iter().map(|&d| d as usize).collect();
    let fortran = a.is_f_contiguous() && !a.is_c_contiguous();
    let strides = stridelab_engine::layout::alloc_strides(&shape, a.itemsize(), fortran);
    let new_size = stridelab_engine::array::check_nbytes(&shape, a.itemsize())? as usize / a.itemsize().max(1);
    if new_size == a.size() {
        let new = crate::attrs::same_array_new_layout(a, shape, strides, a.dtype)?;
        interp.rebind_array(a, &new);
        return Ok(());
    }
    if !a.owndata {
        return Err(value_error("cannot resize this array: it does not own its data"));
    }
    let refcheck = match args.get("refcheck") {
        None => true,
        Some(v) => ops::truthy(&v)?,
    };
    // Python's count is the caller's name and the call's own reference; here the receiver
    // evaluated for the call is the one Rc beyond the references that remain after it
    let others = Rc::strong_count(a).saturating_sub(2) + usize::from(matches!(&interp.last_echo, Value::Array(e) if Rc::ptr_eq(e, a)));
    if refcheck && others > 0 {
        return Err(value_error(
            "cannot resize an array that references or is referenced\nby another object in this way.\n\
             Use the np.resize function to get a new resized copy or\n set refcheck=False to disable this check",
        ));
    }
    let new = NdArray::zeros(a.dtype, &shape, fortran)?;
    {
        let keep = a.size().min(new_size) * a.itemsize();
        let old = a.buf.data.borrow();
        new.buf.data.borrow_mut()[..keep].copy_from_slice(&old[a.offset..a.offset + keep]);
    }
    new.writeable.set(a.writeable.get());
    interp.rebind_array(a, &new);
    Ok(())
}

/// The argument parser of ndarray-only method `name` in NumPy's `methods.c`: most use
/// npy_parse_arguments; `repeat` and `put` still use CPython's getargs.
pub fn method_parser(name: &str) -> Parser {
    match name {
        "repeat" | "put" => Parser::Clinic,
        _ => Parser::Npy,
    }
}

/// The row of ndarray method `name`.
pub fn method(name: &str) -> Option<&'static MethodDef> {
    methods().iter().find(|m| m.name == name)
}

pub fn is_method(name: &str) -> bool {
    method(name).is_some()
}

/// astype's `casting=`: NumPy's five rules checked on the dtypes, and 'same_value', which
/// casts unsafely but refuses any element whose value changes (a bool target takes all).
fn check_astype_casting(a: &NdArray, dt: DType, args: &Args) -> PyResult<()> {
    let casting = match args.get("casting") {
        None => return Ok(()),
        Some(Value::Str(s)) => s,
        Some(other) => return Err(type_error(format!("casting must be str, not {}", other.type_name()))),
    };
    match &*casting {
        "same_value" => {
            if dt == DType::Bool || dt == a.dtype {
                return Ok(());
            }
            let mut ok = true;
            layout::for_each_offset(a.offset, &a.shape, &a.strides, |off| {
                if ok {
                    let v = a.read_at(off);
                    ok = v.same_number(v.cast(dt));
                }
            });
            if ok {
                Ok(())
            } else {
                Err(value_error(format!("could not cast 'same_value' {} to {}", a.dtype.c_name(), dt.c_name())))
            }
        }
        c @ ("no" | "equiv" | "safe" | "same_kind" | "unsafe") => {
            if crate::ufunc_kw::can_cast(a.dtype, dt, c) {
                Ok(())
            } else {
                Err(type_error(format!(
                    "Cannot cast array data from dtype('{}') to dtype('{}') according to the rule '{}'",
                    a.dtype.name(),
                    dt.name(),
                    c
                )))
            }
        }
        other => Err(value_error(format!(
            "casting must be one of 'no', 'equiv', 'safe', 'same_kind', 'unsafe', 'same_value' (got '{}')",
            other
        ))),
    }
}

/// The error for a missing ndarray attribute: NotImplementedError when NumPy has it, else
/// NumPy's AttributeError.
pub fn no_method(name: &str) -> PyErr {
    super::names::missing_type_attr("ndarray", name)
        .unwrap_or_else(|| attribute_error(format!("'numpy.ndarray' object has no attribute '{}'", name)))
}



pub fn call_method(interp: &mut Interp, recv: &Value, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    match recv {
        Value::Array(a) if super::subclass::class_of(a).is_some() || (name == "view" && super::subclass::names_class(&pos, &kw)) => match super::subclass::class_of(a) {
            Some(c) => super::subclass::call_method(interp, recv, a, c, name, pos, kw),
            None => super::subclass::view(interp, recv, a, pos, kw),
        },
        Value::Array(_) if matches!(name, "__getitem__" | "__setitem__") => super::subclass::ndarray_native_call(interp, recv, name, pos, kw),
        Value::Array(a) => array_method(interp, a, name, pos, kw),
        Value::Super(s) => crate::python::classes::super_call(interp, s, name, pos, kw),
        Value::Type(crate::value::TypeObj::NdArray) if name == "__new__" => super::subclass::type_new(interp, pos, kw),
        Value::Type(crate::value::TypeObj::NdArray) => {
            // an unbound method: the array comes first (method_descriptor's checks)
            let mut pos = pos.into_iter();
            let Some(this) = pos.next() else {
                return Err(stridelab_engine::error::type_error(format!("unbound method ndarray.{name}() needs an argument")));
            };
            if !(matches!(this.type_of(), crate::value::TypeObj::NdArray) || matches!(this, Value::Array(_) | Value::Masked(_))) {
                return Err(stridelab_engine::error::type_error(format!(
                    "descriptor '{name}' for 'numpy.ndarray' objects doesn't apply to a '{}' object",
                    this.type_of().tp_name()
                )));
            }
            call_method(interp, &this, name, pos.collect(), kw)
        }
        Value::Type(t) if name == "mro" => {
            // METH_NOARGS, named by the class it is looked up on
            if !kw.is_empty() {
                return Err(stridelab_engine::error::type_error(format!("{}.mro() takes no keyword arguments", t.name())));
            }
            if !pos.is_empty() {
                return Err(stridelab_engine::error::type_error(format!("{}.mro() takes no arguments ({} given)", t.name(), pos.len())));
            }
            Ok(Value::list(super::numerictypes::mro(*t).unwrap_or_default()))
        }
        Value::Record(r) => crate::numpy::records::call_method(interp, r, name, pos, kw),
        Value::Text(t) => crate::numpy::strings::call_method(t, name, pos, kw),
        Value::Swapped(a) => crate::numpy::byteorder::call_method(interp, a, name, pos, kw),
        Value::Objects(o) => crate::numpy::object_arrays::call_method(interp, o, name, pos, kw),
        Value::Time(t) => crate::numpy::datetime::call_method(interp, recv, t, name, pos, kw),
        Value::Masked(m) => crate::numpy::ma::call_method(interp, m, name, pos, kw),
        Value::DType(_) | Value::Descr(_) => crate::numpy::records::dtype_method(recv, name, pos, kw),
        Value::Scalar(d, s) => {
            let a = NdArray::from_scalars(*d, &[], &[*s])?;
            match name {
                "item" => Ok(scalar_to_py(*s)),
                "tolist" => Ok(scalar_to_py(*s)),
                // gentype_generic_method (scalartypes.c.src): the method of the 0-d array,
                // whose 0-d result comes back as a scalar (PyArray_Return)
                _ => Ok(match array_method(interp, &a, name, pos, kw)? {
                    Value::Array(r) => ops::from_result(r),
                    v => v,
                }),
            }
        }
        Value::List(_) | Value::Dict(_) | Value::Str(_) | Value::Tuple(_) | Value::Int(_) | Value::Float(_) | Value::Complex(..) => {
            crate::python::methods::py_method(interp, recv, name, pos, kw)
        }
        Value::Generator(g) => crate::numpy::random::call_generator_method(interp, g, name, pos, kw),
        Value::FlatIter(it) => crate::numpy::flatiter::call_method(it, name, &pos),
        Value::NdIter(it) => crate::numpy::nditer::call_method(it, name, &pos),
        Value::Set(t) => crate::python::set::call_method(interp, t, name, pos, kw),
        Value::StringIO(s) => crate::python::io::call_method(interp, recv, s, name, pos, kw),
        Value::ByteArray(b) if kw.is_empty() => crate::python::bytearray::call_method(b, name, pos),
        Value::PyArray(p) => crate::python::array::call_method(p, name, pos, kw),
        Value::MemoryView(m) if kw.is_empty() => crate::python::bytearray::mv_method(interp, m, name, &pos),
        Value::Poly1d(p) => crate::numpy::lib_polynomial::call_method(interp, p, name, pos, kw),
        Value::Polynomial(p) => crate::numpy::polynomial::call_method(interp, p, name, pos, kw),
        Value::Object(o) => crate::python::classes::call_method(interp, recv, o, name, pos, kw),
        other => Err(attribute_error(format!("'{}' object has no attribute '{}'", other.type_name(), name))),
    }
}

/// `*shape`-style arguments: one tuple/list or several ints.
fn shape_from_varargs(rest: &[Value]) -> PyResult<Value> {
    Ok(match rest.len() {
        1 => rest[0].clone(),
        _ => Value::tuple(rest.to_vec()),
    })
}

pub(crate) fn array_method(interp: &mut Interp, a: &Rc<NdArray>, name: &str, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    match method(name) {
        Some(m) => (m.f)(interp, a, m, &pos, &kw),
        None => Err(no_method(name)),
    }
}

/// The methods only ndarray has (views, copies, conversions, `fill`, `setflags`).
fn ndarray_method(interp: &mut Interp, a: &Rc<NdArray>, m: &MethodDef, pos: &[Value], kw: &[(String, Value)]) -> PyResult<Value> {
    let name = m.name;
    if name == "fill" && pos.len() + kw.len() != 1 {
        // PyArg_ParseTuple "O:fill" (methods.c)
        return Err(type_error(format!("fill() takes exactly 1 argument ({} given)", pos.len() + kw.len())));
    }
    let args = Args::bind_as(method_parser(name), name, m.sig, pos.to_vec(), kw.to_vec())?;
    let arr = |x: Rc<NdArray>| Ok(Value::Array(x));
    match name {
        "reshape" => {
            if args.rest.is_empty() {
                return Err(type_error("reshape() takes exactly 1 argument (0 given)"));
            }
            let shape = shape_from_varargs(&args.rest)?;
            let copy = match args.get("copy") {
                None | Some(Value::None) => None,
                Some(v) => Some(ops::truthy(&v)?),
            };
            do_reshape(a, &shape, order_arg(&args, "order", Order::C)?, copy)
        }
        "transpose" => {
            if args.rest.is_empty() || (args.rest.len() == 1 && args.rest[0].is_none()) {
                return arr(view::transpose(a, None)?);
            }
            let axes = axes_arg(&shape_from_varargs(&args.rest)?)?;
            arr(view::transpose(a, Some(&axes))?)
        }
        "flatten" => arr(view::flatten(a, order_arg(&args, "order", Order::C)?)?),
        "copy" => arr(view::copy(a, a.dtype, order_arg(&args, "order", Order::C)?)?),
        "byteswap" => {
            if args.opt("inplace").is_some_and(|v| ops::truthy(&v).unwrap_or(false)) {
                // the swapped bytes, written back byte for byte
                let s = super::byteorder::swapped_copy(a)?;
                let raw = view::view_dtype(&s, DType::UInt8)?;
                let dst = view::view_dtype(a, DType::UInt8)?;
                crate::index::array_set(&dst, &Value::Ellipsis, &Value::Array(raw))?;
                return Ok(Value::Array(a.clone()));
            }
            arr(super::byteorder::swapped_copy(a)?)
        }
        "view" if args.opt("dtype").as_ref().and_then(super::byteorder::big_endian_dtype).is_some() => super::byteorder::view_as(a, args.opt("dtype"), false),
        "view" => match args.opt("dtype") {
            _ if let Some(r) = crate::numpy::records::view_of_array(a, args.opt("dtype").as_ref(), args.opt("type").as_ref())? => Ok(r),
            None => arr(view::same_view(a)?),
            Some(Value::Type(crate::value::TypeObj::NdArray)) => arr(view::same_view(a)?),
            Some(d) => arr(view::view_dtype(a, parse_dtype(&d)?)?),
        },
        "astype" => {
            if super::object_arrays::is_object_dtype(&args.req("dtype")) {
                return super::object_arrays::from_array(a);
            }
            if let Some(dt) = super::stringdtype::dtype_of(&args.req("dtype")) {
                return super::stringdtype::array(&Value::Array(a.clone()), dt, &interp.print_opts);
            }
            if let Some((k, n)) = super::strings::spec(&args.req("dtype")) {
                return Ok(Value::Text(super::strings::from_numbers(a, k, n)?));
            }
            let dt = parse_dtype(&args.req("dtype"))?;
            let copy = args.get("copy").map(|v| ops::truthy(&v)).transpose()?.unwrap_or(true);
            check_astype_casting(a, dt, &args)?;
            let order = order_arg(&args, "order", Order::K)?;
            // array_astype: no copy when allowed and the dtype and the order already fit
            let fits = match order {
                Order::K => true,
                Order::A => a.is_c_contiguous() || a.is_f_contiguous(),
                Order::C => a.is_c_contiguous(),
                Order::F => a.is_f_contiguous(),
            };
            if !copy && dt == a.dtype && fits {
                return Ok(Value::Array(a.clone()));
            }
            if let Some(r) = crate::elide::astype(a, dt, order) {
                return arr(r);
            }
            arr(view::copy(a, dt, order)?)
        }
        "tolist" => tolist_value(a),
        "tobytes" => {
            // PyArray_ToString: 'F' (or 'A' on a Fortran-only layout) walks the transpose
            let fortran = match order_arg(&args, "order", Order::C)? {
                Order::F => true,
                Order::A => a.is_f_contiguous() && !a.is_c_contiguous(),
                _ => false,
            };
            let src = if fortran { view::transpose(a, None)? } else { a.clone() };
            Ok(Value::Bytes(Rc::from(stridelab_engine::gather::bytes_of(&src, a.dtype)?)))
        }
        "item" => {
            let off = match args.rest.len() {
                0 => {
                    if a.size() != 1 {
                        return Err(value_error("can only convert an array of size 1 to a Python scalar"));
                    }
                    layout::element_offset(a.offset, &vec![0; a.ndim()], &a.strides)
                }
                1 if !matches!(args.rest[0], Value::Tuple(_)) => {
                    let i = int_arg(&args.rest[0])?;
                    let n = a.size() as i64;
                    let j = if i < 0 { i + n } else { i };
                    if j < 0 || j >= n {
                        return Err(index_error(if a.ndim() == 1 {
                            format!("index {} is out of bounds for axis 0 with size {}", i, n)
                        } else {
                            format!("index {} is out of bounds for size {}", i, n)
                        }));
                    }
                    layout::element_offset(a.offset, &layout::unravel(j as usize, &a.shape), &a.strides)
                }
                _ => {
                    let idx = if args.rest.len() == 1 { ops::iterate(&args.rest[0])? } else { args.rest.clone() };
                    if idx.len() != a.ndim() {
                        return Err(value_error("incorrect number of indices for array"));
                    }
                    let mut pos = Vec::with_capacity(idx.len());
                    for (k, v) in idx.iter().enumerate() {
                        let i = int_arg(v)?;
                        pos.push(stridelab_engine::slicing::resolve_index(i, a.shape[k], k).map_err(index_error)?);
                    }
                    layout::element_offset(a.offset, &pos, &a.strides)
                }
            };
            Ok(scalar_to_py(a.read_at(off)))
        }
        "fill" => {
            a.check_writeable()?;
            // PyArray_FillWithScalar: a 0-d array is cast as arrays are; a sequence is refused
            let s = match args.req("value") {
                Value::Array(x) if x.ndim() == 0 => x.read_at(x.offset).cast(a.dtype),
                Value::Array(_) | Value::List(_) | Value::Tuple(_) => {
                    return Err(value_error("setting an array element with a sequence."));
                }
                v => convert::store_scalar(&v, a.dtype)
                    .ok_or_else(|| type_error(format!("fill value must be a scalar, not {}", v.type_name())))??,
            };
            stridelab_engine::creation::fill_view(a, &stridelab_engine::creation::element_bytes(s, a.dtype)[..a.itemsize()]);
            Ok(Value::None)
        }
        "resize" => {
            resize(interp, a, &args)?;
            Ok(Value::None)
        }
        "setflags" => {
            // methods.c array_setflags: write, then align, then uic (WRITEBACKIFCOPY)
            for (kw, flag) in [("write", "WRITEABLE"), ("align", "ALIGNED"), ("uic", "WRITEBACKIFCOPY")] {
                if let Some(v) = args.opt(kw).filter(|v| !matches!(v, Value::None)) {
                    crate::attrs::flag_set(a, &Value::str(flag), &v)?;
                }
            }
            Ok(Value::None)
        }
        // PyArray_Conjugate: the ufunc for complex arrays, the array itself otherwise
        "conj" | "conjugate" if a.dtype.is_complex() => {
            interp.call(&Value::Builtin("numpy.conjugate"), vec![Value::Array(a.clone())], vec![])
        }
        "conj" | "conjugate" => arr(a.clone()),
        _ => Err(no_method(name)),
    }
}

/// `a.tolist()`: a Python object per element, so the list counts against the session's size
/// limits (a broadcast view of 2**31 elements is a few bytes of array and 128 GB of list).
pub fn tolist_value(a: &NdArray) -> PyResult<Value> {
    ops::check_seq_bytes(a.size(), std::mem::size_of::<Value>())?;
    stridelab_engine::budget::charge(a.size() as u64);
    Ok(tolist(a, 0, a.offset))
}

fn tolist(a: &NdArray, axis: usize, off: usize) -> Value {
    if axis == a.ndim() {
        return scalar_to_py(a.read_at(off));
    }
    let mut items = Vec::with_capacity(a.shape[axis]);
    for i in 0..a.shape[axis] {
        items.push(tolist(a, axis + 1, (off as isize + i as isize * a.strides[axis]) as usize));
    }
    Value::list(items)
}

/// `np.ndarray(shape, dtype=float, buffer=None, offset=0, strides=None, order=None)`.
pub fn ndarray_ctor(_: &mut Interp, pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    // a big-endian dtype: the array of its native twin over the same bytes, read swapped
    if let Some(i) = kw.iter().position(|(k, _)| k == "dtype")
        && let Some(d) = super::byteorder::big_endian_dtype(&kw[i].1)
    {
        let mut kw = kw;
        kw[i].1 = Value::DType(d);
        return match ndarray_native(pos, kw)? {
            Value::Array(a) => Ok(Value::Swapped(a)),
            other => Ok(other),
        };
    }
    ndarray_native(pos, kw)
}

/// `np.ndarray(...)` of a native dtype.
fn ndarray_native(pos: Vec<Value>, kw: Vec<(String, Value)>) -> PyResult<Value> {
    let a = Args::bind_as(Parser::Clinic, "ndarray", "shape, dtype=None, buffer=None, offset=0, strides=None, order=None", pos, kw)?;
    let shape = new_shape(&a.req("shape"))?;
    let dt = dtype_opt(&a, "dtype")?.unwrap_or(DType::Float64);
    match a.opt("buffer") {
        None => Ok(arr(filled(&shape, dt, order_arg(&a, "order", Order::C)? == Order::F, None)?)),
        Some(Value::Array(b)) => {
            if !b.is_c_contiguous() {
                return Err(type_error("stridelab: np.ndarray(buffer=...) needs a C-contiguous array as buffer"));
            }
            let offset = a.get("offset").map(|v| int_arg(&v)).transpose()?.unwrap_or(0);
            if offset < 0 {
                return Err(value_error("offset must be non-negative and no greater than buffer length (0)"));
            }
            let strides: Vec<isize> = match a.opt("strides") {
                Some(s) => shape_arg(&s)?.into_iter().map(|x| x as isize).collect(),
                None => stridelab_engine::layout::contiguous_strides(&shape, dt.itemsize(), false),
            };
            if strides.len() != shape.len() {
                return Err(value_error("strides, if given, must be the same length as shape"));
            }
            let start = b.offset + offset as usize;
            if let Some((lo, hi)) = stridelab_engine::layout::byte_extent(0, &shape, &strides, dt.itemsize())
                && (lo < -offset || hi as usize + offset as usize > b.nbytes()) {
                    return Err(type_error("buffer is too small for requested array"));
                }
            let base = stridelab_engine::array::collapse_base(&b);
            Ok(arr(NdArray::build(
                b.buf.clone(),
                start,
                shape,
                strides,
                dt,
                false,
                b.writeable.get(),
                Some(stridelab_engine::array::Base::Array(base)),
            )?))
        }
        Some(other) => {
            let Some(lent) = crate::python::bytearray::lend(&other) else {
                return Err(type_error(format!("stridelab: buffer must be an array, bytes or bytearray, not {}", other.type_name())));
            };
            let offset = a.get("offset").map(|v| int_arg(&v)).transpose()?.unwrap_or(0);
            if offset < 0 {
                return Err(value_error(format!("offset must be non-negative and no greater than buffer length ({})", lent.len)));
            }
            let strides: Vec<isize> = match a.opt("strides") {
                Some(s) => shape_arg(&s)?.into_iter().map(|x| x as isize).collect(),
                None => stridelab_engine::layout::contiguous_strides(&shape, dt.itemsize(), order_arg(&a, "order", Order::C)? == Order::F),
            };
            if strides.len() != shape.len() {
                return Err(value_error("strides, if given, must be the same length as shape"));
            }
            if let Some((lo, hi)) = stridelab_engine::layout::byte_extent(0, &shape, &strides, dt.itemsize())
                && (lo < -offset || hi as usize + offset as usize > lent.len) {
                    return Err(type_error("buffer is too small for requested array"));
                }
            Ok(arr(NdArray::build(lent.buf, lent.start + offset as usize, shape, strides, dt, false, lent.writeable, Some(lent.base))?))
        }
    }
}
