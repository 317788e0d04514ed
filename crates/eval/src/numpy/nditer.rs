//! `np.nditer` (numpy/_core/src/multiarray/nditer_pywrap.c over nditer_constr.c): the
//! iterator that walks one or more broadcast operands in memory order ('K'), or in C, F or A
//! order, yielding 0-d views of the current elements (or 1-d views of the inner loop with
//! `external_loop`). It tracks `multi_index`, `c_index`/`f_index`, allocates `None`
//! operands, and casts through temporaries (`op_dtypes` with `buffered`, `copy` or
//! `updateifcopy`), written back on `close()` or when a `with` block ends.
//!
//! The layout rules (axis order, flips, coalescing, buffer chunks) are `engine::nditer`.
//! A buffered operand is held as one temporary laid out in walk order, rather than refilled
//! chunk by chunk; its values and chunk lengths are NumPy's, and writes reach the operand
//! when the walk ends or the iterator closes.

use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

use stridelab_engine::array::{Base, IterToken, NdArray};
use stridelab_engine::dtype::DType;
use stridelab_engine::nditer::{self as layout, Group};
use stridelab_engine::view::Order;
use stridelab_engine::error::{ExcKind, PyErr, PyResult, attribute_error, index_error, not_implemented, type_error, value_error};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::{array_arg, order_arg};
use crate::ops;
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[def!(
    "numpy.nditer",
    "op, flags=None, op_flags=None, op_dtypes=None, order='K', casting='safe', op_axes=None, itershape=None, buffersize=0",
    "Walk arrays element by element in memory order ('K'), yielding views.",
    "for x in np.nditer(a.T): print(x, end=' ')",
    np_nditer
)];

/// The Python object: its state changes as it walks.
#[derive(Debug)]
pub struct NdIter {
    pub st: RefCell<State>,
}

#[derive(Debug)]
pub struct State {
    /// What `it.operands` returns (the allocated or `copy`/`updateifcopy` temporaries included).
    operands: Vec<Rc<NdArray>>,
    /// The arrays the walk reads: the operand, or its temporary.
    walk: Vec<Rc<NdArray>>,
    /// For a temporary that is written: the operand it goes back into.
    writeback: Vec<Option<Rc<NdArray>>>,
    writable: Vec<bool>,
    dtypes: Vec<DType>,
    /// The iterator's shape, in its own axis order.
    shape: Vec<usize>,
    /// The walk's axes (outermost first) as iterator axes, and which run backwards.
    perm: Vec<usize>,
    flipped: Vec<bool>,
    /// Per operand: the byte offset of the walk's first element and the byte stride of each
    /// walk axis (outermost first, uncoalesced).
    offsets: Vec<isize>,
    strides: Vec<Vec<isize>>,
    /// The walk's axes after coalescing (what `it.shape` shows without a multi-index).
    groups: Vec<Group>,
    itersize: usize,
    external: bool,
    multi_index: bool,
    index: Option<bool>,
    /// Buffered external loop: a chunk never crosses a block of this many elements.
    chunk_block: usize,
    chunk_max: usize,
    buffered: bool,
    pos: usize,
    len: usize,
    started: bool,
    finished: bool,
    closed: bool,
    /// This iterator, which element views carry as their `.base`.
    token: Option<std::rc::Weak<NdIter>>,
}

fn flag_words(v: Option<Value>, what: &str) -> PyResult<Vec<String>> {
    let Some(v) = v else { return Ok(vec![]) };
    if matches!(v, Value::None) {
        return Ok(vec![]);
    }
    let items = match &v {
        Value::Str(s) => vec![Value::Str(s.clone())],
        other => ops::iterate(other)?,
    };
    items
        .iter()
        .map(|x| match x {
            Value::Str(s) => Ok(s.to_string()),
            _ => Err(value_error(format!("{what} must be a list or tuple of strings"))),
        })
        .collect()
}

#[derive(Default, Clone, Copy)]
struct OpFlags {
    read: bool,
    write: bool,
    allocate: bool,
    copy: bool,
    updateifcopy: bool,
    no_broadcast: bool,
}

fn op_flags_of(words: &[String]) -> PyResult<OpFlags> {
    let mut f = OpFlags::default();
    let mut rw = 0;
    for w in words {
        match w.as_str() {
            "readonly" => {
                f.read = true;
                rw += 1;
            }
            "readwrite" => {
                f.read = true;
                f.write = true;
                rw += 1;
            }
            "writeonly" => {
                f.write = true;
                rw += 1;
            }
            "allocate" => f.allocate = true,
            "copy" => f.copy = true,
            "updateifcopy" => f.updateifcopy = true,
            "no_broadcast" => f.no_broadcast = true,
            "nbo" | "aligned" | "contig" | "no_subtype" | "overlap_assume_elementwise" | "virtual" => {}
            "arraymask" | "writemasked" => {
                return Err(not_implemented(format!("nditer op flag '{w}' is not supported by stridelab")));
            }
            other => return Err(value_error(format!("Unexpected per-op iterator flag \"{other}\""))),
        }
    }
    if rw > 1 {
        return Err(value_error("Only one of the iterator flags READWRITE, READONLY, and WRITEONLY may be specified for an operand"));
    }
    if rw == 0 {
        f.read = true;
    }
    Ok(f)
}

/// `op_axes[i]`: for each iterator axis, the operand's axis (None: -1, a new axis).
fn op_axes_arg(v: Option<Value>, nop: usize) -> PyResult<Option<Vec<Option<Vec<Option<usize>>>>>> {
    let Some(v) = v.filter(|v| !matches!(v, Value::None)) else { return Ok(None) };
    let items = ops::iterate(&v)?;
    if items.len() != nop {
        return Err(value_error("op_axes must be a tuple/list matching the number of ops"));
    }
    let mut out = Vec::new();
    for it in items {
        if matches!(it, Value::None) {
            out.push(None);
            continue;
        }
        let axes = ops::iterate(&it)?
            .iter()
            .map(|a| {
                let i = ops::expect_int(a)?;
                Ok(if i < 0 { None } else { Some(i as usize) })
            })
            .collect::<PyResult<Vec<_>>>()?;
        out.push(Some(axes));
    }
    Ok(Some(out))
}

fn compact(shape: &[usize]) -> String {
    match shape.len() {
        1 => format!("({},)", shape[0]),
        _ => format!("({})", shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(",")),
    }
}

fn np_nditer(_: &mut Interp, a: &Args) -> PyResult<Value> {
    // a list or tuple is a sequence of operands; anything else is the one operand
    let opv = a.req("op");
    let raw: Vec<Value> = match &opv {
        Value::List(_) | Value::Tuple(_) => ops::iterate(&opv)?,
        other => vec![other.clone()],
    };
    let nop = raw.len();
    if nop == 0 {
        return Err(value_error("Must provide at least one operand"));
    }
    let mut ops_in: Vec<Option<Rc<NdArray>>> = Vec::with_capacity(nop);
    for v in &raw {
        ops_in.push(if matches!(v, Value::None) { None } else { Some(array_arg(v)?) });
    }

    let (mut external, mut buffered, mut multi_index, mut index, mut zerosize_ok, mut grow_inner) = (false, false, false, None, false, false);
    for w in flag_words(a.get("flags"), "flags")? {
        match w.as_str() {
            "external_loop" => external = true,
            "buffered" => buffered = true,
            "multi_index" => multi_index = true,
            "c_index" => index = Some(false),
            "f_index" => index = Some(true),
            "zerosize_ok" => zerosize_ok = true,
            "growinner" | "grow_inner" => grow_inner = true,
            "refs_ok" | "common_dtype" | "delay_bufalloc" | "ranged" | "copy_if_overlap" | "buffer_reuse" | "reduce_ok" => {
                if w == "reduce_ok" || w == "ranged" || w == "common_dtype" {
                    return Err(not_implemented(format!("nditer flag '{w}' is not supported by stridelab")));
                }
            }
            other => return Err(value_error(format!("Unexpected iterator global flag \"{other}\""))),
        }
    }
    if external && (multi_index || index.is_some()) {
        return Err(value_error("Iterator flag EXTERNAL_LOOP cannot be used if an index or multi-index is being tracked"));
    }

    // op_flags: one list for every operand, or a list per operand; None operands default
    // to writeonly + allocate
    let flags: Vec<OpFlags> = match a.get("op_flags").filter(|v| !matches!(v, Value::None)) {
        None => ops_in
            .iter()
            .map(|o| OpFlags { read: o.is_some(), write: o.is_none(), allocate: o.is_none(), ..Default::default() })
            .collect(),
        Some(v) => {
            let items = ops::iterate(&v)?;
            if items.iter().all(|x| matches!(x, Value::Str(_))) {
                let f = op_flags_of(&flag_words(Some(v), "op_flags")?)?;
                vec![f; nop]
            } else {
                if items.len() != nop {
                    return Err(value_error("op_flags must be a tuple/list matching the number of ops"));
                }
                items.into_iter().map(|x| op_flags_of(&flag_words(Some(x), "op_flags")?)).collect::<PyResult<_>>()?
            }
        }
    };
    let req_dtypes: Vec<Option<DType>> = match a.get("op_dtypes").filter(|v| !matches!(v, Value::None)) {
        None => vec![None; nop],
        Some(v) => {
            let items = match &v {
                Value::List(_) | Value::Tuple(_) => ops::iterate(&v)?,
                other => vec![other.clone()],
            };
            if items.len() != nop {
                return Err(value_error("op_dtypes must be a tuple/list matching the number of ops"));
            }
            items
                .iter()
                .map(|x| if matches!(x, Value::None) { Ok(None) } else { crate::convert::parse_dtype(x).map(Some) })
                .collect::<PyResult<_>>()?
        }
    };
    let order = order_arg(a, "order", Order::K)?;
    let casting = crate::ufunc_kw::casting_arg(a, "safe")?;
    let op_axes = op_axes_arg(a.get("op_axes"), nop)?;
    let buffersize = match a.get("buffersize") {
        None | Some(Value::None) => 0,
        Some(v) => ops::expect_int(&v)?.max(0) as usize,
    };

    // the iterator's axes: op_axes' length, else the most dimensions of any operand
    let itershape: Option<Vec<i64>> = match a.get("itershape").filter(|v| !matches!(v, Value::None)) {
        None => None,
        Some(v) => Some(ops::iterate(&v)?.iter().map(ops::expect_int).collect::<PyResult<_>>()?),
    };
    let ndim = match (&op_axes, &itershape) {
        (Some(ax), _) if ax.iter().any(|x| x.is_some()) => ax.iter().flatten().next().map_or(0, |x| x.len()),
        (_, Some(s)) => s.len().max(ops_in.iter().flatten().map(|o| o.ndim()).max().unwrap_or(0)),
        _ => ops_in.iter().flatten().map(|o| o.ndim()).max().unwrap_or(0),
    };
    if ndim > 64 {
        return Err(value_error("too many dimensions for nditer"));
    }
    // per operand, per iterator axis: the operand axis it reads (None: broadcast)
    let mut maps: Vec<Vec<Option<usize>>> = Vec::with_capacity(nop);
    for (i, o) in ops_in.iter().enumerate() {
        let given = op_axes.as_ref().and_then(|ax| ax[i].clone());
        let m = match (given, o) {
            (Some(m), Some(arr)) => {
                if m.len() != ndim {
                    return Err(value_error("op_axes must have the same length for every operand"));
                }
                for ax in m.iter().flatten() {
                    if *ax >= arr.ndim() {
                        return Err(value_error(format!(
                            "Iterator input op_axes[{i}][{}] (=={ax}) is not a valid axis of op[{i}], which has {} dimensions",
                            m.iter().position(|x| x == &Some(*ax)).unwrap_or(0),
                            arr.ndim()
                        )));
                    }
                }
                m
            }
            (Some(_), None) => return Err(not_implemented("nditer op_axes for an allocated operand is not supported by stridelab")),
            (None, Some(arr)) => {
                let lead = ndim - arr.ndim().min(ndim);
                (0..ndim).map(|k| (k >= lead).then(|| k - lead)).collect()
            }
            (None, None) => (0..ndim).map(Some).collect(),
        };
        maps.push(m);
    }

    // broadcast
    let mut shape = vec![1usize; ndim];
    let mut fixed = vec![false; ndim];
    if let Some(s) = &itershape {
        let lead = ndim - s.len().min(ndim);
        for (k, &d) in s.iter().enumerate() {
            if d >= 0 {
                shape[lead + k] = d as usize;
                fixed[lead + k] = true;
            }
        }
    }
    let mut ok = true;
    for (i, o) in ops_in.iter().enumerate() {
        let Some(arr) = o else { continue };
        for k in 0..ndim {
            if let Some(ax) = maps[i][k] {
                let d = arr.shape[ax];
                if d != 1 {
                    if shape[k] == 1 && !fixed[k] {
                        shape[k] = d;
                    } else if shape[k] != d {
                        ok = false;
                    }
                }
            }
        }
    }
    if !ok {
        let mut msg = if op_axes.is_some() {
            String::from("operands could not be broadcast together with remapped shapes [original->remapped]: ")
        } else {
            String::from("operands could not be broadcast together with shapes ")
        };
        for (i, o) in ops_in.iter().enumerate() {
            let Some(arr) = o else { continue };
            if op_axes.is_some() {
                let remapped: Vec<String> = maps[i].iter().map(|m| m.map_or("newaxis".to_string(), |ax| arr.shape[ax].to_string())).collect();
                let r = if remapped.len() == 1 { format!("({},)", remapped[0]) } else { format!("({})", remapped.join(",")) };
                msg.push_str(&format!("{}->{} ", compact(&arr.shape), r));
            } else {
                msg.push_str(&compact(&arr.shape));
                msg.push(' ');
            }
        }
        if let Some(s) = &itershape {
            let t: Vec<String> = s.iter().map(|d| if *d < 0 { "newaxis".to_string() } else { d.to_string() }).collect();
            msg.push_str(&format!("and requested shape ({})", t.join(",")));
        }
        return Err(value_error(msg));
    }
    for (i, o) in ops_in.iter().enumerate() {
        let Some(arr) = o else { continue };
        let covers = (0..ndim).all(|k| maps[i][k].is_some_and(|ax| arr.shape[ax] == shape[k]));
        if flags[i].no_broadcast && !covers {
            return Err(value_error(format!(
                "non-broadcastable output operand with shape {} doesn't match the broadcast shape {}",
                compact(&arr.shape),
                compact(&shape)
            )));
        }
        // NumPy counts dimensions innermost first (its AXISDATA order)
        if flags[i].write
            && let Some(k) = (0..ndim).rev().find(|&k| shape[k] != 1 && maps[i][k].is_none_or(|ax| arr.shape[ax] == 1))
        {
            return Err(value_error(format!(
                "output operand requires a reduction along dimension {}, but the reduction is not enabled. The dimension size of 1 does not match the expected output shape.",
                ndim - 1 - k
            )));
        }
    }
    let itersize: usize = shape.iter().product();
    if itersize == 0 && !zerosize_ok {
        return Err(value_error("Iteration of zero-sized operands is not enabled"));
    }

    // the operands' strides over the iterator's axes (0 where they broadcast)
    let op_strides = |arr: &NdArray, m: &[Option<usize>]| -> Vec<isize> {
        (0..ndim).map(|k| m[k].filter(|&ax| arr.shape[ax] != 1 && shape[k] != 1).map_or(0, |ax| arr.strides[ax])).collect()
    };
    let mut all_strides: Vec<Vec<isize>> = Vec::new();
    for (i, o) in ops_in.iter().enumerate() {
        if let Some(arr) = o {
            all_strides.push(op_strides(arr, &maps[i]));
        }
    }
    let any_allocate = ops_in.iter().any(|o| o.is_none());
    let f_contig = ops_in.iter().flatten().all(|o| o.is_f_contiguous());
    let (perm, flipped) = layout::axis_order(ndim, &all_strides, order, f_contig, !any_allocate);

    // dtypes: requested, the operand's, or for an allocation the inputs' result type
    let inputs: Vec<DType> = ops_in.iter().flatten().map(|o| o.dtype).collect();
    let mut dtypes = Vec::with_capacity(nop);
    for i in 0..nop {
        dtypes.push(match (req_dtypes[i], &ops_in[i]) {
            (Some(d), _) => d,
            (None, Some(o)) => o.dtype,
            (None, None) => inputs
                .iter()
                .copied()
                .reduce(stridelab_engine::ufunc::promote_types)
                .ok_or_else(|| type_error("no arrays or types available to calculate result type"))?,
        });
    }

    let mut operands = Vec::with_capacity(nop);
    let mut walk = Vec::with_capacity(nop);
    let mut writeback = vec![None; nop];
    let mut cast = vec![false; nop];
    // buffered casts: the temporaries join the walk after the groups are chosen, since
    // NumPy coalesces over the operands themselves and buffers apart from them
    let mut cast_temps: Vec<Option<Rc<NdArray>>> = vec![None; nop];
    for i in 0..nop {
        let f = flags[i];
        match &ops_in[i] {
            None => {
                if !f.allocate {
                    return Err(value_error("Iterator operand was NULL, but neither the ALLOCATE nor the VIRTUAL flag was specified"));
                }
                let arr = walk_order_array(dtypes[i], &shape, &perm, &vec![false; ndim])?;
                operands.push(arr.clone());
                walk.push(arr);
            }
            Some(arr) => {
                let (from, to) = (arr.dtype, dtypes[i]);
                if from != to {
                    if f.read && !stridelab_engine::ufunc::can_cast(from, to, casting) {
                        return Err(type_error(format!(
                            "Iterator operand {i} dtype could not be cast from dtype('{}') to dtype('{}') according to the rule '{casting}'",
                            from.name(),
                            to.name()
                        )));
                    }
                    if f.write && !stridelab_engine::ufunc::can_cast(to, from, casting) {
                        return Err(type_error(format!(
                            "Iterator requested dtype could not be cast from dtype('{}') to dtype('{}'), the operand {i} dtype, according to the rule '{casting}'",
                            to.name(),
                            from.name()
                        )));
                    }
                    if !(buffered || f.copy || f.updateifcopy) {
                        return Err(type_error("Iterator operand required copying or buffering, but neither copying nor buffering was enabled"));
                    }
                    if !buffered && f.write && !f.updateifcopy {
                        return Err(type_error("Iterator operand required write-back copying, but 'updateifcopy' was not enabled"));
                    }
                    cast[i] = true;
                    let tmp = temporary(arr, to, &maps[i], &shape, &perm, &flipped, f.read)?;
                    if f.write {
                        writeback[i] = Some(arr.clone());
                    }
                    operands.push(if buffered { arr.clone() } else { tmp.clone() });
                    if buffered {
                        cast_temps[i] = Some(tmp);
                        walk.push(arr.clone());
                    } else {
                        walk.push(tmp);
                    }
                } else {
                    operands.push(arr.clone());
                    walk.push(arr.clone());
                }
            }
        }
    }

    let writable: Vec<bool> = flags.iter().map(|f| f.write).collect();
    let mut st = State {
        operands,
        walk,
        writeback,
        writable,
        dtypes,
        shape,
        perm,
        flipped,
        offsets: vec![],
        strides: vec![],
        groups: vec![],
        itersize,
        external,
        multi_index,
        index,
        chunk_block: 1,
        chunk_max: 1,
        buffered,
        pos: 0,
        len: 1,
        started: false,
        finished: itersize == 0,
        closed: false,
        token: None,
    };
    st.lay_out(&maps);
    if buffered {
        let setup = layout::buffer_setup(&st.groups, &cast, buffersize, grow_inner);
        // an operand no single stride walks over a chunk is copied into a temporary too
        let mut changed = false;
        for i in 0..nop {
            if let Some(tmp) = cast_temps[i].take() {
                st.walk[i] = tmp;
                changed = true;
            } else if setup.buffered[i] {
                let orig = st.walk[i].clone();
                let tmp = temporary(&orig, orig.dtype, &maps[i], &st.shape, &st.perm, &st.flipped, flags[i].read)?;
                if flags[i].write {
                    st.writeback[i] = Some(orig);
                }
                st.walk[i] = tmp;
                changed = true;
            }
        }
        if changed {
            // the groups stay NumPy's (temporaries walk contiguously, so any grouping
            // suits them); the inner loop's stride is the innermost long axis's
            let groups = st.groups.clone();
            st.lay_out(&maps);
            let inner = (0..st.perm.len()).rev().find(|&k| st.shape[st.perm[k]] > 1);
            let mut g = groups;
            if let Some(last) = g.last_mut() {
                for op in 0..nop {
                    last.strides[op] = inner.map_or(0, |k| st.strides[op][k]);
                }
            }
            st.groups = g;
        }
        let ng = st.groups.len();
        st.chunk_block = st.groups[ng - setup.core_groups.min(ng)..].iter().map(|g| g.len).product();
        st.chunk_max = setup.size;
    }
    st.len = st.step_len();
    Ok(Value::NdIter(Rc::new(NdIter { st: RefCell::new(st) })))
}

/// A new zeroed array of `shape` laid out contiguously in walk order.
fn walk_order_array(dt: DType, shape: &[usize], perm: &[usize], flipped: &[bool]) -> PyResult<Rc<NdArray>> {
    let fresh = NdArray::zeros(dt, shape, false)?;
    let (strides, offset) = layout::walk_order_strides(shape, perm, flipped, dt.itemsize());
    if strides == fresh.strides && offset == 0 {
        return Ok(fresh);
    }
    NdArray::build(fresh.buf.clone(), offset, shape.to_vec(), strides, dt, true, true, None)
}

/// The temporary of a cast or buffered operand: its own shape, laid out in walk order,
/// filled from the operand when it is read.
fn temporary(
    arr: &Rc<NdArray>,
    dt: DType,
    map: &[Option<usize>],
    shape: &[usize],
    perm: &[usize],
    flipped: &[bool],
    fill: bool,
) -> PyResult<Rc<NdArray>> {
    // the walk order of the operand's own axes
    let mut own_perm: Vec<usize> = perm.iter().filter_map(|&k| map[k]).collect();
    let own_flip: Vec<bool> = perm.iter().zip(flipped).filter(|(k, _)| map[**k].is_some()).map(|(_, f)| *f).collect();
    for ax in 0..arr.ndim() {
        if !own_perm.contains(&ax) {
            own_perm.insert(0, ax);
        }
    }
    let mut flips = vec![false; own_perm.len() - own_flip.len()];
    flips.extend(own_flip);
    let _ = shape;
    let tmp = walk_order_array(dt, &arr.shape, &own_perm, &flips)?;
    if fill {
        stridelab_engine::array::copy_into(&tmp, arr, false);
    }
    Ok(tmp)
}

impl State {
    /// Offsets and strides of every walked array along the walk's axes, and the groups.
    fn lay_out(&mut self, maps: &[Vec<Option<usize>>]) {
        let nd = self.perm.len();
        self.offsets.clear();
        self.strides.clear();
        for (i, arr) in self.walk.iter().enumerate() {
            let mut off = arr.offset as isize;
            let mut st = Vec::with_capacity(nd);
            for (k, &ax) in self.perm.iter().enumerate() {
                let n = self.shape[ax];
                let s = maps[i][ax].filter(|&oa| arr.shape[oa] != 1 && n != 1).map_or(0, |oa| arr.strides[oa]);
                if self.flipped[k] {
                    off += (n as isize - 1) * s;
                    st.push(-s);
                } else {
                    st.push(s);
                }
            }
            self.offsets.push(off);
            self.strides.push(st);
        }
        let lens: Vec<usize> = self.perm.iter().map(|&ax| self.shape[ax]).collect();
        self.groups = if self.multi_index || self.index.is_some() {
            (0..nd).map(|k| Group { len: lens[k], strides: self.strides.iter().map(|s| s[k]).collect() }).collect()
        } else {
            layout::coalesce(&lens, &self.strides)
        };
        if self.groups.is_empty() {
            self.groups.push(Group { len: 1, strides: vec![0; self.walk.len()] });
        }
    }

    /// How many elements the value at `pos` covers.
    fn step_len(&self) -> usize {
        if !self.external {
            return 1;
        }
        if self.buffered {
            let left = self.chunk_block - self.pos % self.chunk_block.max(1);
            return left.min(self.chunk_max).max(1);
        }
        self.groups.last().map_or(1, |g| g.len).max(1)
    }

    /// The walk position `pos` as an index along each walk axis (outermost first).
    fn walk_index(&self, pos: usize) -> Vec<usize> {
        let mut idx = vec![0; self.perm.len()];
        let mut rest = pos;
        for k in (0..self.perm.len()).rev() {
            let n = self.shape[self.perm[k]];
            if n > 0 {
                idx[k] = rest % n;
                rest /= n;
            }
        }
        idx
    }

    /// The multi-index (in the iterator's axis order) of walk position `pos`.
    fn multi_of(&self, pos: usize) -> Vec<usize> {
        let w = self.walk_index(pos);
        let mut m = vec![0; self.shape.len()];
        for (k, &ax) in self.perm.iter().enumerate() {
            m[ax] = if self.flipped[k] { self.shape[ax] - 1 - w[k] } else { w[k] };
        }
        m
    }

    /// The walk position of a multi-index.
    fn pos_of(&self, m: &[usize]) -> usize {
        let mut pos = 0;
        for (k, &ax) in self.perm.iter().enumerate() {
            let i = if self.flipped[k] { self.shape[ax] - 1 - m[ax] } else { m[ax] };
            pos = pos * self.shape[ax] + i;
        }
        pos
    }

    fn value_of(&mut self, op: usize) -> PyResult<Rc<NdArray>> {
        let idx = self.walk_index(self.pos);
        let mut off = self.offsets[op];
        for (k, i) in idx.iter().enumerate() {
            off += *i as isize * self.strides[op][k];
        }
        let arr = &self.walk[op];
        let (shape, strides) = if self.external {
            let g = self.groups.last().map_or(0, |g| g.strides[op]);
            (vec![self.len], vec![g])
        } else {
            (vec![], vec![])
        };
        let me: Rc<dyn Any> = self.token.as_ref().and_then(|t| t.upgrade()).ok_or_else(|| value_error("Iterator is invalid"))?;
        NdArray::build(arr.buf.clone(), off as usize, shape, strides, self.dtypes[op], false, self.writable[op], Some(Base::Iter(IterToken { iter: me, memory: arr.clone() })))
    }

    fn value(&mut self) -> PyResult<Value> {
        if self.finished || self.closed {
            return Err(value_error("Iterator is past the end"));
        }
        if self.walk.len() == 1 {
            return Ok(Value::Array(self.value_of(0)?));
        }
        let vals = (0..self.walk.len()).map(|i| self.value_of(i).map(Value::Array)).collect::<PyResult<_>>()?;
        Ok(Value::tuple(vals))
    }

    /// Move to the next element or chunk; false at the end (`iternext`).
    fn advance(&mut self) -> bool {
        if self.finished || self.closed {
            return false;
        }
        self.pos += self.len;
        if self.pos >= self.itersize {
            self.finished = true;
            if self.buffered {
                self.write_back();
            }
            return false;
        }
        self.len = self.step_len();
        true
    }

    fn seek(&mut self, pos: usize) {
        self.pos = pos;
        self.started = false;
        self.finished = pos >= self.itersize;
        if !self.finished {
            self.len = self.step_len();
        }
    }

    /// Copy every written temporary back into its operand.
    fn write_back(&mut self) {
        for (i, w) in self.writeback.iter().enumerate() {
            if let Some(orig) = w {
                stridelab_engine::array::copy_into(orig, &self.walk[i], false);
            }
        }
    }

    fn close(&mut self) {
        if !self.closed {
            self.write_back();
            self.closed = true;
        }
    }
}

impl NdIter {
    /// The token element views carry as `.base`: the iterator itself.
    fn ensure_token(self: &Rc<Self>) {
        let mut st = self.st.borrow_mut();
        if st.token.is_none() {
            st.token = Some(Rc::downgrade(self));
        }
    }
}

/// The iterator a `Base::Iter` token names, if it is still alive.
pub fn from_token(t: &IterToken) -> Option<Value> {
    t.iter.clone().downcast::<NdIter>().ok().map(Value::NdIter)
}

/// `next(it)` / one step of a `for` loop: None at the end.
pub fn next(it: &Rc<NdIter>) -> PyResult<Option<Value>> {
    it.ensure_token();
    let mut st = it.st.borrow_mut();
    if st.closed || st.finished {
        return Ok(None);
    }
    if st.started && !st.advance() {
        return Ok(None);
    }
    st.started = true;
    st.value().map(Some)
}

fn operand_index(st: &State, i: i128) -> PyResult<usize> {
    let n = st.walk.len() as i128;
    let j = if i < 0 { i + n } else { i };
    if j < 0 || j >= n {
        return Err(index_error(format!("Iterator operand index {i} is out of bounds")));
    }
    Ok(j as usize)
}

/// `it[i]`, `it[i:j]`
pub fn get(it: &Rc<NdIter>, idx: &Value) -> PyResult<Value> {
    it.ensure_token();
    let mut st = it.st.borrow_mut();
    if st.finished || st.closed {
        return Err(value_error("Iterator is past the end"));
    }
    match idx {
        Value::Slice(_) => {
            let n = st.walk.len();
            let Value::Slice(parts) = idx else { unreachable!() };
            let r = stridelab_engine::slicing::resolve_slice(
                crate::index::slice_part(&parts[0])?,
                crate::index::slice_part(&parts[1])?,
                crate::index::slice_part(&parts[2])?,
                n,
            )
            .map_err(value_error)?;
            let mut out = Vec::new();
            for k in 0..r.len {
                out.push(Value::Array(st.value_of((r.start as isize + k as isize * r.step as isize) as usize)?));
            }
            Ok(Value::tuple(out))
        }
        other => {
            let i = ops::index_int(other).ok_or_else(|| type_error("invalid index type for iterator indexing"))?;
            let op = operand_index(&st, i)?;
            Ok(Value::Array(st.value_of(op)?))
        }
    }
}

/// `it[i] = v`: assigns into operand i's current element (or inner loop).
pub fn set(it: &Rc<NdIter>, idx: &Value, v: &Value) -> PyResult<()> {
    let target = get(it, idx)?;
    match (target, idx) {
        (Value::Array(a), _) => {
            if !a.writeable.get() {
                return Err(value_error("assignment destination is read-only"));
            }
            crate::index::array_set(&a, &Value::Ellipsis, v)
        }
        (Value::Tuple(t), _) => {
            let vals = ops::iterate(v)?;
            if vals.len() != t.len() {
                return Err(value_error("Wrong size to assign to iterator slice"));
            }
            for (a, x) in t.iter().zip(vals) {
                if let Value::Array(a) = a {
                    if !a.writeable.get() {
                        return Err(value_error("assignment destination is read-only"));
                    }
                    crate::index::array_set(a, &Value::Ellipsis, &x)?;
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn tuple_of(v: &[usize]) -> Value {
    Value::tuple(v.iter().map(|&d| Value::Int(d as i128)).collect())
}

pub fn attr(it: &Rc<NdIter>, obj: &Value, name: &str) -> PyResult<Value> {
    it.ensure_token();
    let mut st = it.st.borrow_mut();
    let tracked_shape = st.multi_index;
    Ok(match name {
        "operands" => {
            if st.closed {
                return Err(value_error("Iterator is invalid"));
            }
            Value::tuple(st.operands.iter().map(|a| Value::Array(a.clone())).collect())
        }
        "value" => st.value()?,
        "finished" => Value::Bool(st.finished && !st.closed),
        "itersize" => Value::Int(st.itersize as i128),
        "iterindex" => Value::Int(st.pos as i128),
        "nop" => Value::Int(st.walk.len() as i128),
        "dtypes" => Value::tuple(st.dtypes.iter().map(|d| Value::DType(*d)).collect()),
        "ndim" => Value::Int(if tracked_shape { st.shape.len() } else { st.groups.len() } as i128),
        "shape" => {
            if tracked_shape {
                tuple_of(&st.shape)
            } else {
                tuple_of(&st.groups.iter().map(|g| g.len).collect::<Vec<_>>())
            }
        }
        "multi_index" => {
            if !st.multi_index {
                return Err(value_error("Iterator is not tracking a multi-index"));
            }
            if st.finished {
                return Err(value_error("Iterator is past the end"));
            }
            tuple_of(&st.multi_of(st.pos))
        }
        "index" => {
            let Some(f) = st.index else { return Err(value_error("Iterator does not have an index")) };
            if st.finished {
                return Err(value_error("Iterator is past the end"));
            }
            let m = st.multi_of(st.pos);
            let mut flat = 0usize;
            let axes: Vec<usize> = if f { (0..m.len()).rev().collect() } else { (0..m.len()).collect() };
            for ax in axes {
                flat = flat * st.shape[ax] + m[ax];
            }
            Value::Int(flat as i128)
        }
        "has_multi_index" => Value::Bool(st.multi_index),
        "has_index" => Value::Bool(st.index.is_some()),
        "has_delayed_bufalloc" => Value::Bool(false),
        "iterationneedsapi" => Value::Bool(false),
        "iternext" | "reset" | "close" | "copy" | "remove_axis" | "remove_multi_index" | "enable_external_loop" | "debug_print" | "__enter__" | "__exit__" => {
            Value::Method(Rc::new((obj.clone(), name.to_string())))
        }
        _ => return Err(attribute_error(format!("'numpy.nditer' object has no attribute '{name}'"))),
    })
}

pub fn set_attr(it: &Rc<NdIter>, name: &str, v: &Value) -> PyResult<()> {
    let mut st = it.st.borrow_mut();
    match name {
        "multi_index" => {
            if !st.multi_index {
                return Err(value_error("Iterator is not tracking a multi-index"));
            }
            let m: Vec<i64> = ops::iterate(v)?.iter().map(ops::expect_int).collect::<PyResult<_>>()?;
            if m.len() != st.shape.len() {
                return Err(value_error("Wrong number of indices"));
            }
            let mut idx = Vec::with_capacity(m.len());
            for (k, &i) in m.iter().enumerate() {
                if i < 0 || i as usize >= st.shape[k] {
                    return Err(index_error("Iterator index out of bounds"));
                }
                idx.push(i as usize);
            }
            let p = st.pos_of(&idx);
            st.seek(p);
            Ok(())
        }
        "iterindex" => {
            let i = ops::expect_int(v)?;
            if i < 0 || i as usize >= st.itersize {
                return Err(index_error("Iterator iterindex out of bounds"));
            }
            st.seek(i as usize);
            Ok(())
        }
        "index" => Err(not_implemented("setting nditer.index is not supported by stridelab")),
        _ => Err(attribute_error(format!("attribute '{name}' of 'numpy.nditer' objects is not writable"))),
    }
}

pub fn call_method(it: &Rc<NdIter>, name: &str, pos: &[Value]) -> PyResult<Value> {
    if !pos.is_empty() && name != "__exit__" && name != "remove_axis" {
        return Err(type_error(format!("nditer.{name}() takes no arguments ({} given)", pos.len())));
    }
    let mut st = it.st.borrow_mut();
    match name {
        "iternext" => {
            if st.closed {
                return Ok(Value::Bool(false));
            }
            Ok(Value::Bool(st.advance()))
        }
        "reset" => {
            if st.closed {
                return Err(value_error("Iterator is invalid"));
            }
            st.seek(0);
            st.finished = st.itersize == 0;
            Ok(Value::None)
        }
        "close" => {
            st.close();
            Ok(Value::None)
        }
        "__enter__" => {
            drop(st);
            Ok(Value::NdIter(it.clone()))
        }
        "__exit__" => {
            st.close();
            Ok(Value::None)
        }
        other => Err(not_implemented(format!("nditer.{other}() is not supported by stridelab"))),
    }
}

/// `with it:` enters the iterator itself; leaving the block closes it (writing back).
pub fn exit(it: &Rc<NdIter>) {
    it.st.borrow_mut().close();
}

/// `len(it)`: the number of operands.
pub fn len(it: &Rc<NdIter>) -> usize {
    it.st.borrow().walk.len()
}

/// The error `next()` raises at the end.
pub fn stop() -> PyErr {
    PyErr::new(ExcKind::StopIteration, "")
}
