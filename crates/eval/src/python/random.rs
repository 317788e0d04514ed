//! Python's `random` module (CPython 3.11 `Lib/random.py` over `Modules/_randommodule.c`):
//! the module-level functions of its one hidden `Random` instance. Teaching material draws
//! a random walk or a list of samples with it before showing NumPy's vectorised way.
//!
//! The generator is the same 32-bit Mersenne Twister as NumPy's legacy `RandomState`
//! (`engine::random::mt19937`); what differs is how Python seeds it (`init_by_array` over the
//! 32-bit words of `abs(seed)`, never the single-integer `init_genrand`) and how it draws
//! integers (`getrandbits` with rejection, `_randbelow_with_getrandbits`). The methods
//! follow `random.py` operation for operation, so a seeded script prints what CPython prints.
//! An unseeded module reads the session's stand-in for OS entropy (as unseeded NumPy does).

use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::index::{get_item, set_item};
use crate::interp::Interp;
use crate::ops::{self, index_int};
use crate::python::builtins::length;
use crate::value::Value;
use stridelab_engine::error::{PyResult, index_error, not_implemented, type_error, value_error};
use stridelab_engine::random::mt19937::Mt19937;
use stridelab_lang::ast::BinOp;

pub static TABLE: &[BuiltinDef] = &[
    def!("random.seed", "a=None, version=2", "Seed the module's generator (an int uses all its bits; None reads entropy).", "random.seed(42)", seed),
    def!("random.random", "", "The next float in [0.0, 1.0) (53 random bits).", "random.random()", random),
    def!("random.getrandbits", "k, /", "A non-negative int with k random bits.", "random.getrandbits(8)", getrandbits),
    def!("random.randrange", "start, stop=None, step=1", "A random item of range(start, stop, step).", "random.randrange(0, 10, 2)", randrange),
    def!("random.randint", "a, b", "A random int in [a, b], both ends included.", "random.randint(0, 1)", randint),
    def!("random.choice", "seq", "A random item of a non-empty sequence.", "random.choice([1, -1])", choice),
    def!("random.shuffle", "x", "Shuffle a mutable sequence in place (returns None).", "random.shuffle(items)", shuffle),
    def!("random.sample", "population, k, *, counts=None", "k distinct positions of a sequence, in selection order.", "random.sample(range(100), 5)", sample),
    def!("random.uniform", "a, b", "A float between a and b: a + (b - a) * random().", "random.uniform(-1, 1)", uniform),
    def!("random.normalvariate", "mu=0.0, sigma=1.0", "A normal draw (Kinderman and Monahan's ratio of uniforms).", "random.normalvariate(0, 1)", normalvariate),
    def!("random.gauss", "mu=0.0, sigma=1.0", "A normal draw (Box-Muller, the second value kept for the next call).", "random.gauss(0, 1)", gauss),
    def!("random.expovariate", "lambd", "An exponential draw with rate lambd.", "random.expovariate(2.0)", expovariate),
];

/// The hidden `Random` instance: the twister and `gauss_next`.
pub struct PyRandom {
    mt: Mt19937,
    gauss_next: Option<f64>,
}

/// The module's state, made on first use from the session's entropy (`random_seed_urandom`).
fn state(interp: &mut Interp) -> &mut PyRandom {
    if interp.random.python.is_none() {
        let e = interp.random.entropy();
        let words: Vec<u32> = (0..4).map(|i| (e >> (32 * i)) as u32).collect();
        interp.random.python = Some(PyRandom { mt: Mt19937::from_array(&words), gauss_next: None });
    }
    interp.random.python.as_mut().expect("made above")
}

/// `random_seed` in `_randommodule.c`: the 32-bit words of `abs(n)`, least significant first
/// (one zero word for 0).
fn key_of(n: u128) -> Vec<u32> {
    let mut words = vec![n as u32];
    let mut rest = n >> 32;
    while rest != 0 {
        words.push(rest as u32);
        rest >>= 32;
    }
    words
}

fn seed(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let v = a.req("a");
    let key = match &v {
        Value::None => {
            let e = interp.random.entropy();
            (0..4).map(|i| (e >> (32 * i)) as u32).collect()
        }
        Value::Int(_) | Value::Bool(_) => key_of(index_int(&v).expect("an int").unsigned_abs()),
        // a float is seeded by its hash, read as a C size_t
        Value::Float(_) => key_of(crate::python::set::py_hash(&v)? as u64 as u128),
        Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) => {
            return Err(not_implemented("random.seed() of a str, bytes or bytearray (seeded through SHA-512) is not supported by stridelab"));
        }
        _ => {
            return Err(type_error("The only supported seed types are: None,\nint, float, str, bytes, and bytearray."));
        }
    };
    interp.random.python = Some(PyRandom { mt: Mt19937::from_array(&key), gauss_next: None });
    Ok(Value::None)
}

fn random(interp: &mut Interp, _: &Args) -> PyResult<Value> {
    Ok(Value::Float(state(interp).mt.next_double()))
}

/// `_random_Random_getrandbits_impl`: k <= 32 bits come from the top of one word; more bits
/// are whole words, least significant first, the last one shifted down.
fn bits(mt: &mut Mt19937, k: u32) -> u128 {
    if k == 0 {
        return 0;
    }
    if k <= 32 {
        return (mt.next_u32() >> (32 - k)) as u128;
    }
    let (mut out, mut left, mut shift) = (0u128, k, 0u32);
    while left > 0 {
        let mut r = mt.next_u32();
        if left < 32 {
            r >>= 32 - left;
        }
        out |= (r as u128) << shift;
        shift += 32;
        left = left.saturating_sub(32);
    }
    out
}

fn getrandbits(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let k = ops::expect_int(&a.req("k"))?;
    if k < 0 {
        return Err(value_error("number of bits must be non-negative"));
    }
    if k > 127 {
        return Err(not_implemented("random.getrandbits() of more than 127 bits is not supported by stridelab"));
    }
    Ok(Value::Int(bits(&mut state(interp).mt, k as u32) as i128))
}

/// `_randbelow_with_getrandbits`: k = n.bit_length() bits, drawn again while >= n.
fn randbelow(interp: &mut Interp, n: i128) -> i128 {
    let mt = &mut state(interp).mt;
    let k = 128 - (n as u128).leading_zeros();
    loop {
        let r = bits(mt, k) as i128;
        if r < n {
            return r;
        }
    }
}

/// `operator.index` of a randrange argument; a float with an integral value still works in
/// 3.11 (with a DeprecationWarning), any other float is a ValueError.
fn range_arg(v: &Value, which: &str) -> PyResult<i128> {
    if let Some(i) = index_int(v) {
        return Ok(i);
    }
    match v {
        Value::Float(f) if f.fract() == 0.0 && f.is_finite() => Ok(*f as i128),
        Value::Float(_) => Err(value_error(format!("non-integer {which} for randrange()"))),
        other => Err(type_error(format!("'{}' object cannot be interpreted as an integer", other.type_name()))),
    }
}

fn randrange_of(interp: &mut Interp, start: &Value, stop: Option<&Value>, step: Option<&Value>) -> PyResult<Value> {
    let istart = range_arg(start, "arg 1")?;
    let Some(stop) = stop else {
        // `step is not _ONE`: an explicit 1 is CPython's cached int, the same object
        if step.is_some_and(|s| index_int(s) != Some(1) || matches!(s, Value::Float(_))) {
            return Err(type_error("Missing a non-None stop argument"));
        }
        if istart > 0 {
            return Ok(Value::Int(randbelow(interp, istart)));
        }
        return Err(value_error("empty range for randrange()"));
    };
    let istop = range_arg(stop, "stop")?;
    let width = istop - istart;
    let istep = match step {
        Some(s) => range_arg(s, "step")?,
        None => 1,
    };
    if istep == 1 {
        if width > 0 {
            return Ok(Value::Int(istart + randbelow(interp, width)));
        }
        return Err(value_error(format!("empty range for randrange() ({istart}, {istop}, {width})")));
    }
    let n = match istep {
        0 => return Err(value_error("zero step for randrange()")),
        s if s > 0 => (width + s - 1).div_euclid(s),
        s => (width + s + 1).div_euclid(s),
    };
    if n <= 0 {
        return Err(value_error("empty range for randrange()"));
    }
    Ok(Value::Int(istart + istep * randbelow(interp, n)))
}

fn randrange(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let stop = a.opt("stop");
    let step = a.get("step");
    randrange_of(interp, &a.req("start"), stop.as_ref(), step.as_ref())
}

fn randint(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let b1 = ops::binary_op(interp, BinOp::Add, &a.req("b"), &Value::Int(1))?;
    randrange_of(interp, &a.req("a"), Some(&b1), None)
}

fn choice(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let seq = a.req("seq");
    let n = length(&seq)?;
    if n == 0 {
        return Err(index_error("Cannot choose from an empty sequence"));
    }
    let i = randbelow(interp, n as i128);
    get_item(interp, &seq, &Value::Int(i))
}

/// `x[i], x[j] = x[j], x[i]` for i from the end: item reads and writes as Python does them,
/// so a 2-d array's rows behave as they do in CPython (views, not swaps).
fn shuffle(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let x = a.req("x");
    let n = length(&x)?;
    for i in (1..n).rev() {
        interp.check_interrupt()?;
        let j = randbelow(interp, i as i128 + 1);
        let (iv, jv) = (Value::Int(i as i128), Value::Int(j));
        let xj = get_item(interp, &x, &jv)?;
        let xi = get_item(interp, &x, &iv)?;
        set_item(interp, &x, &iv, &xj)?;
        set_item(interp, &x, &jv, &xi)?;
    }
    Ok(Value::None)
}

fn sample(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let population = a.req("population");
    if !matches!(population, Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Range(..) | Value::Bytes(_) | Value::ByteArray(_)) {
        return Err(type_error("Population must be a sequence.  For dicts or sets, use sorted(d)."));
    }
    if a.opt("counts").is_some() {
        return Err(not_implemented("random.sample() with counts= is not supported by stridelab"));
    }
    let n = length(&population)? as i128;
    let k = ops::expect_int(&a.req("k"))? as i128;
    if !(0..=n).contains(&k) {
        return Err(value_error("Sample larger than population or is negative"));
    }
    // the size of a small set minus that of an empty list, and the table size of a big set
    let mut setsize = 21i128;
    if k > 5 {
        setsize += 4i128.pow(((k * 3) as f64).log(4.0).ceil() as u32);
    }
    let mut result = Vec::with_capacity(k as usize);
    if n <= setsize {
        let mut pool = ops::iterate(&population)?;
        for i in 0..k {
            let j = randbelow(interp, n - i) as usize;
            result.push(pool[j].clone());
            pool[j] = pool[(n - i - 1) as usize].clone();
        }
    } else {
        let mut selected = std::collections::HashSet::new();
        for _ in 0..k {
            interp.check_interrupt()?;
            let mut j = randbelow(interp, n);
            while selected.contains(&j) {
                j = randbelow(interp, n);
            }
            selected.insert(j);
            result.push(get_item(interp, &population, &Value::Int(j))?);
        }
    }
    Ok(Value::list(result))
}

/// `mu + z * sigma` (and `a + (b - a) * u`) with Python's operators, so ints, floats and
/// NumPy scalars combine as they do in CPython.
fn affine(interp: &mut Interp, base: &Value, z: f64, scale: &Value) -> PyResult<Value> {
    let t = ops::binary_op(interp, BinOp::Mul, &Value::Float(z), scale)?;
    ops::binary_op(interp, BinOp::Add, base, &t)
}

fn uniform(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let (lo, hi) = (a.req("a"), a.req("b"));
    let width = ops::binary_op(interp, BinOp::Sub, &hi, &lo)?;
    let u = state(interp).mt.next_double();
    let t = ops::binary_op(interp, BinOp::Mul, &width, &Value::Float(u))?;
    ops::binary_op(interp, BinOp::Add, &lo, &t)
}

fn normalvariate(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let magic = 4.0 * (-0.5f64).exp() / 2.0f64.sqrt();
    let mt = &mut state(interp).mt;
    let z = loop {
        let u1 = mt.next_double();
        let u2 = 1.0 - mt.next_double();
        let z = magic * (u1 - 0.5) / u2;
        if z * z / 4.0 <= -u2.ln() {
            break z;
        }
    };
    affine(interp, &a.get("mu").unwrap_or(Value::Float(0.0)), z, &a.get("sigma").unwrap_or(Value::Float(1.0)))
}

fn gauss(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let st = state(interp);
    let z = match st.gauss_next.take() {
        Some(z) => z,
        None => {
            let x2pi = st.mt.next_double() * (2.0 * std::f64::consts::PI);
            let g2rad = (-2.0 * (1.0 - st.mt.next_double()).ln()).sqrt();
            st.gauss_next = Some(x2pi.sin() * g2rad);
            x2pi.cos() * g2rad
        }
    };
    affine(interp, &a.get("mu").unwrap_or(Value::Float(0.0)), z, &a.get("sigma").unwrap_or(Value::Float(1.0)))
}

fn expovariate(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let lambd = a.req("lambd");
    let e = -(1.0 - state(interp).mt.next_double()).ln();
    ops::binary_op(interp, BinOp::Div, &Value::Float(e), &lambd)
}

/// The module attributes that are not functions: the rest of `random` is not modelled.
pub fn attr(module: &str, name: &str) -> Option<PyResult<Value>> {
    (module == "random").then(|| Err(not_implemented(format!("random.{name} is not supported by stridelab"))))
}
