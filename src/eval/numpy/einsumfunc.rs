//! NumPy's `numpy/_core/einsumfunc.py`: einsum's subscripts, operands and errors. The
//! contraction itself (shared with dot and matmul) is engine work: `engine::einsum`.

use std::rc::Rc;

use crate::engine::array::NdArray;
pub(crate) use crate::engine::einsum::{contract, contract_into};
use crate::error::{PyErr, PyResult, type_error, value_error};
use crate::eval::args::Args;
use crate::eval::builtins::{BuiltinDef, def};
use crate::eval::interp::Interp;
use crate::eval::numpy::args::{array_arg, dtype_opt, out_array};
use crate::eval::numpy::numeric::result_type;
use crate::eval::ops::from_result;
use crate::eval::ufunc_kw::{can_cast, casting_arg};
use crate::eval::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.einsum", "*operands, out=None, dtype=None, order='K', casting='safe', optimize=False", "Einstein summation: 'ij,jk->ik', traces 'ii', diagonals 'ii->i', '...' broadcasting.", "np.einsum('ghw,ghwxy->ghwxy', dx, mask)", np_einsum),
];

/// NumPy's compact shape text in error messages: `(2,3)`, `(4,)`, `()`.
pub(crate) fn compact(s: &[usize]) -> String {
    match s.len() {
        0 => "()".into(),
        1 => format!("({},)", s[0]),
        _ => format!("({})", s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(",")),
    }
}

/// nditer's remapped-shape text: `None` is a newaxis; leading newaxes are not printed.
pub(crate) fn remapped(dims: &[Option<usize>]) -> String {
    let first = dims.iter().position(|d| d.is_some());
    let Some(f) = first else { return "()".into() };
    let mut s = format!("({}", dims[f].unwrap_or(0));
    for d in &dims[f + 1..] {
        match d {
            Some(n) => s.push_str(&format!(",{}", n)),
            None => s.push_str(",newaxis"),
        }
    }
    s.push_str(if dims.len() == 1 { ",)" } else { ")" });
    s
}

pub(crate) fn einsum_remapped_err(info: &[(Vec<usize>, Vec<Option<usize>>)]) -> PyErr {
    let mut msg = String::from("operands could not be broadcast together with remapped shapes [original->remapped]: ");
    for (orig, rem) in info {
        msg.push_str(&format!("{}->{} ", compact(orig), remapped(rem)));
    }
    value_error(msg)
}

fn char_at(s: &str, i: usize) -> char {
    s[i..].chars().next().unwrap_or(' ')
}

/// Parse one operand's subscripts (parse_operand_subscripts): labels per dimension, 0 for
/// the dimensions an ellipsis covers.
fn parse_op_subs(s: &str, ndim: usize, iop: usize, counts: &mut [u32; 128]) -> PyResult<Vec<u8>> {
    let b = s.as_bytes();
    let mut labels: Vec<u8> = Vec::new();
    let mut ellipsis: Option<usize> = None;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_alphabetic() {
            if labels.len() >= ndim {
                return Err(value_error(format!(
                    "einstein sum subscripts string contains too many subscripts for operand {}",
                    iop
                )));
            }
            labels.push(c);
            counts[c as usize] += 1;
        } else if c == b'.' {
            if ellipsis.is_some() || i + 2 >= b.len() || b[i + 1] != b'.' || b[i + 2] != b'.' {
                return Err(value_error(format!(
                    "einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...') in operand {}",
                    iop
                )));
            }
            i += 2;
            ellipsis = Some(labels.len());
        } else if c != b' ' {
            return Err(value_error(format!(
                "invalid subscript '{}' in einstein sum subscripts string, subscripts must be letters",
                char_at(s, i)
            )));
        }
        i += 1;
    }
    match ellipsis {
        None if labels.len() != ndim => Err(value_error(
            "operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.",
        )),
        Some(e) if labels.len() < ndim => {
            let extra = ndim - labels.len();
            let mut full = labels[..e].to_vec();
            full.extend(std::iter::repeat_n(0u8, extra));
            full.extend_from_slice(&labels[e..]);
            Ok(full)
        }
        _ => Ok(labels),
    }
}

fn parse_out_subs(s: &str, nbroadcast: usize, counts: &[u32; 128]) -> PyResult<Vec<u8>> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut ellipsis = false;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_alphabetic() {
            if b[i + 1..].contains(&c) {
                return Err(value_error(format!(
                    "einstein sum subscripts string includes output subscript '{}' multiple times",
                    c as char
                )));
            }
            if counts[c as usize] == 0 {
                return Err(value_error(format!(
                    "einstein sum subscripts string included output subscript '{}' which never appeared in an input",
                    c as char
                )));
            }
            out.push(c);
        } else if c == b'.' {
            if ellipsis || i + 2 >= b.len() || b[i + 1] != b'.' || b[i + 2] != b'.' {
                return Err(value_error(
                    "einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...') in the output",
                ));
            }
            i += 2;
            ellipsis = true;
            out.extend(std::iter::repeat_n(0u8, nbroadcast));
        } else if c != b' ' {
            return Err(value_error(format!(
                "invalid subscript '{}' in einstein sum subscripts string, subscripts must be letters",
                char_at(s, i)
            )));
        }
        i += 1;
    }
    if !ellipsis && nbroadcast > 0 {
        return Err(value_error(
            "output has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.",
        ));
    }
    Ok(out)
}

/// One operand, no summation, no `out=`: einsum returns a view (get_single_op_view).
fn single_op_view(op: &Rc<NdArray>, labels: &[u8], out_labels: &[u8]) -> PyResult<Option<Rc<NdArray>>> {
    let no = out_labels.len();
    let mut dims = vec![0usize; no];
    let mut strides = vec![0isize; no];
    let mut ib = 0usize;
    for (d, &l) in labels.iter().enumerate() {
        if l == 0 {
            while ib < no && out_labels[ib] != 0 {
                ib += 1;
            }
            if ib == no {
                return Err(value_error("output had too few broadcast dimensions"));
            }
            dims[ib] = op.shape[d];
            strides[ib] = op.strides[d];
            ib += 1;
        } else {
            let Some(i) = out_labels.iter().position(|&x| x == l) else { return Ok(None) };
            if dims[i] != 0 && dims[i] != op.shape[d] {
                return Err(value_error(format!(
                    "dimensions in single operand for collapsing index '{}' don't match ({} != {})",
                    l as char, dims[i], op.shape[d]
                )));
            }
            dims[i] = op.shape[d];
            strides[i] += op.strides[d];
        }
    }
    Ok(Some(NdArray::view_of(op, op.offset, dims, strides, op.dtype)?))
}

/// The operand-list form `einsum(op0, sublist0, op1, sublist1, ..., [sublistout])` as a
/// subscripts string (multiarraymodule.c `einsum_list_to_subscripts`): 0-25 are 'A'-'Z',
/// 26-51 'a'-'z', Ellipsis is '...'.
fn subscripts_from_lists(args: &[Value]) -> PyResult<(String, Vec<Value>)> {
    let nop = args.len() / 2;
    let mut subs = String::new();
    let mut operands = Vec::with_capacity(nop);
    let list = |v: &Value, subs: &mut String| -> PyResult<()> {
        // PySequence_Fast: any iterable (an array gives its rows, which are no subscripts)
        let items = crate::eval::ops::iterate(v)
            .map_err(|_| type_error("the subscripts for each operand must be a list or a tuple"))?;
        let mut ellipsis = false;
        for it in &items {
            if matches!(it, Value::Ellipsis) {
                if ellipsis {
                    return Err(value_error("each subscripts list may have only one ellipsis"));
                }
                ellipsis = true;
                subs.push_str("...");
                continue;
            }
            let s = crate::eval::ops::index_int(it)
                .ok_or_else(|| type_error("each subscript must be either an integer or an ellipsis"))?;
            match s {
                0..=25 => subs.push((b'A' + s as u8) as char),
                26..=51 => subs.push((b'a' + (s - 26) as u8) as char),
                _ => return Err(value_error("subscript is not within the valid range [0, 52)")),
            }
        }
        Ok(())
    };
    for i in 0..nop {
        operands.push(args[2 * i].clone());
        list(&args[2 * i + 1], &mut subs)?;
        if i + 1 < nop {
            subs.push(',');
        }
    }
    if args.len() == 2 * nop + 1 {
        subs.push_str("->");
        list(&args[2 * nop], &mut subs)?;
    }
    Ok((subs, operands))
}

fn np_einsum(_: &mut Interp, a: &Args) -> PyResult<Value> {
    let args = &a.rest;
    if args.is_empty() {
        return Err(value_error(
            "must specify the einstein sum subscripts string and at least one operand, or at least one operand and its corresponding subscripts list",
        ));
    }
    let (subs, operands): (String, Vec<Value>) = match &args[0] {
        Value::Str(s) => {
            if args.len() < 2 {
                return Err(value_error("not enough operands provided to einstein sum function"));
            }
            (s.to_string(), args[1..].to_vec())
        }
        _ if args.len() == 1 => return Err(value_error("must provide at least an operand and a subscripts list to einsum")),
        _ => subscripts_from_lists(args)?,
    };
    let ops_in: Vec<Rc<NdArray>> = operands.iter().map(array_arg).collect::<PyResult<_>>()?;
    let nop = ops_in.len();
    let out = out_array(a)?;
    let dtype = dtype_opt(a, "dtype")?;
    let casting = casting_arg(a, "safe")?;
    // split the operands' subscripts at ',' and the output at '->'
    let mut counts = [0u32; 128];
    let mut labels: Vec<Vec<u8>> = Vec::with_capacity(nop);
    let mut rest: &str = &subs;
    for (iop, op) in ops_in.iter().enumerate() {
        let len = rest.find(&[',', '-'][..]).unwrap_or(rest.len());
        let at_comma = rest[len..].starts_with(',');
        if iop == nop - 1 && at_comma {
            return Err(value_error(
                "more operands provided to einstein sum function than specified in the subscripts string",
            ));
        }
        if iop < nop - 1 && !at_comma {
            return Err(value_error(
                "fewer operands provided to einstein sum function than specified in the subscripts string",
            ));
        }
        labels.push(parse_op_subs(&rest[..len], op.ndim(), iop, &mut counts)?);
        rest = &rest[len..];
        if iop < nop - 1 {
            rest = &rest[1..];
        }
    }
    let nbroadcast = labels.iter().map(|l| l.iter().filter(|&&x| x == 0).count()).max().unwrap_or(0);
    let out_labels: Vec<u8> = if rest.is_empty() {
        let mut o = vec![0u8; nbroadcast];
        o.extend((1..128u8).filter(|&l| counts[l as usize] == 1));
        o
    } else {
        let Some(r) = rest.strip_prefix("->") else {
            return Err(value_error("einstein sum subscript string does not contain proper '->' output specified"));
        };
        parse_out_subs(r, nbroadcast, &counts)?
    };
    if let Some(o) = &out
        && o.ndim() != out_labels.len() {
            return Err(value_error(format!(
                "out parameter does not have the correct number of dimensions, has {} but should have {}",
                o.ndim(),
                out_labels.len()
            )));
        }
    if nop == 1 && out.is_none()
        && let Some(v) = single_op_view(&ops_in[0], &labels[0], &out_labels)? {
            return Ok(from_result(v));
        }
    let dt = match dtype {
        Some(d) => {
            for (i, op) in ops_in.iter().enumerate() {
                if !can_cast(op.dtype, d, casting) {
                    return Err(type_error(format!(
                        "Iterator operand {} dtype could not be cast from dtype('{}') to dtype('{}') according to the rule '{}'",
                        i,
                        op.dtype.name(),
                        d.name(),
                        casting
                    )));
                }
            }
            d
        }
        None => result_type(&ops_in),
    };
    if let Some(o) = &out
        && !o.writeable.get()
    {
        return Err(value_error("operand array with iterator write flag set is read-only"));
    }
    let out_shape = out.as_ref().map(|o| o.shape.clone());
    let r = contract_into(&ops_in, &labels, &out_labels, dt, out_shape.as_deref(), &einsum_remapped_err)?;
    match out {
        Some(o) => {
            if !can_cast(dt, o.dtype, casting) {
                return Err(type_error(format!(
                    "Iterator requested dtype could not be cast from dtype('{}') to dtype('{}'), the operand {} dtype, according to the rule '{}'",
                    dt.name(),
                    o.dtype.name(),
                    nop,
                    casting
                )));
            }
            crate::eval::numpy::out::write(&o, &r, &crate::eval::numpy::out::OutRule::Assign { casting: "unsafe" })
        }
        None => Ok(from_result(keep_operand_order(r, &ops_in, &labels, &out_labels)?)),
    }
}

/// The output einsum's iterator allocates follows the operands' memory order
/// (`NPY_KEEPORDER`): `np.einsum('ijk->kj', a)` of a C-ordered `a` has strides (8, 32).
/// The iterator's axes are the output labels, then the other labels in ascending order
/// (einsum.c.src); an operand's stride on an axis is the sum of its strides on that
/// label's dimensions (0 where it lacks the label or the axis has length 1), the axes are
/// ordered as the iterator orders them, and the output takes its axes in that order.
/// Operands with `...` keep C order.
fn keep_operand_order(r: Rc<NdArray>, ops: &[Rc<NdArray>], labels: &[Vec<u8>], out_labels: &[u8]) -> PyResult<Rc<NdArray>> {
    if r.ndim() < 2 || labels.iter().any(|l| l.contains(&0)) {
        return Ok(r);
    }
    let mut iter_labels = out_labels.to_vec();
    let mut iter_shape = r.shape.clone();
    let mut others: Vec<(u8, usize)> = Vec::new();
    for (op, ls) in ops.iter().zip(labels) {
        for (&l, &d) in ls.iter().zip(&op.shape) {
            if !out_labels.contains(&l) {
                match others.iter_mut().find(|o| o.0 == l) {
                    Some(o) => o.1 = o.1.max(d),
                    None => others.push((l, d)),
                }
            }
        }
    }
    others.sort();
    for (l, d) in others {
        iter_labels.push(l);
        iter_shape.push(d);
    }
    let strides: Vec<Vec<isize>> = ops
        .iter()
        .zip(labels)
        .map(|(op, ls)| {
            iter_labels
                .iter()
                .zip(&iter_shape)
                .map(|(&lab, &d)| {
                    // a length-1 dimension broadcasts: stride 0
                    let s: isize = (0..ls.len()).filter(|&ax| ls[ax] == lab && op.shape[ax] != 1).map(|ax| op.strides[ax]).sum();
                    if d == 1 { 0 } else { s }
                })
                .collect()
        })
        .collect();
    let perm: Vec<usize> =
        crate::engine::view::iter_keep_order_multi(iter_labels.len(), &strides).into_iter().filter(|&k| k < r.ndim()).collect();
    crate::engine::gather::relayout(r, &perm)
}
