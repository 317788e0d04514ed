//! NumPy's `numpy/_core/einsumfunc.py`: einsum's subscripts, operands and errors. The
//! contraction itself (shared with dot and matmul) is engine work: `engine::einsum`.

use std::rc::Rc;

use stridelab_engine::array::NdArray;
pub(crate) use stridelab_engine::einsum::{contract, contract_into};
use stridelab_engine::error::{PyErr, PyResult, type_error, value_error};
use crate::args::Args;
use crate::builtins::{BuiltinDef, def};
use crate::interp::Interp;
use crate::numpy::args::{array_arg, dtype_opt, out_array};
use crate::numpy::numeric::result_type;
use crate::ops::from_result;
use crate::ufunc_kw::{can_cast, casting_arg};
use crate::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.einsum", "*operands, out=None, dtype=None, order='K', casting='safe', optimize=False", "Einstein summation: 'ij,jk->ik', traces 'ii', diagonals 'ii->i', '...' broadcasting.", "np.einsum('ghw,ghwxy->ghwxy', dx, mask)", np_einsum),
    def!("numpy.einsum_path", "*operands, optimize='greedy', einsum_call=False", "The order of pairwise contractions einsum would take, and a report of their costs.", "path, report = np.einsum_path('ij,jk,kl->il', a, b, c)", np_einsum_path),
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
        let items = crate::ops::iterate(v)
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
            let s = crate::ops::index_int(it)
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
            crate::numpy::out::write(&o, &r, &crate::numpy::out::OutRule::Assign { casting: "unsafe" })
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
        stridelab_engine::view::iter_keep_order_multi(iter_labels.len(), &strides).into_iter().filter(|&k| k < r.ndim()).collect();
    stridelab_engine::gather::relayout(r, &perm)
}

/// `np.einsum_path`: the order in which einsumfunc.py would contract the operands pairwise
/// (`_greedy_path`, `_optimal_path`), and its printed report of costs. Index sets are bit
/// sets over einsum's 52 letters; sizes and FLOP counts are Python integers (u128 here,
/// saturating). The `'...'` form is refused: NumPy names its broadcast axes with letters
/// taken from a Python set, whose order changes between runs.
mod path {
    pub type Set = u64;

    pub const SYMBOLS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    pub fn bit(c: u8) -> Set {
        SYMBOLS.iter().position(|&s| s == c).map_or(0, |i| 1 << i)
    }

    pub fn set_of(s: &str) -> Set {
        s.bytes().fold(0, |acc, c| acc | bit(c))
    }

    /// `_compute_size_by_dict`
    pub fn size(set: Set, dims: &[u128; 52]) -> u128 {
        (0..52).filter(|i| set >> i & 1 == 1).fold(1u128, |acc, i| acc.saturating_mul(dims[i]))
    }

    /// `_flop_count`
    pub fn flops(contract: Set, inner: bool, terms: usize, dims: &[u128; 52]) -> u128 {
        let factor = (terms.saturating_sub(1)).max(1) as u128 + inner as u128;
        size(contract, dims).saturating_mul(factor)
    }

    /// `_find_contraction`: (result, remaining sets with the result last, removed, contracted)
    pub fn find(positions: &[usize], sets: &[Set], output: Set) -> (Set, Vec<Set>, Set, Set) {
        let (mut contract, mut remain) = (0, output);
        let mut remaining = Vec::new();
        for (i, &s) in sets.iter().enumerate() {
            if positions.contains(&i) {
                contract |= s;
            } else {
                remaining.push(s);
                remain |= s;
            }
        }
        let result = remain & contract;
        remaining.push(result);
        (result, remaining, contract & !result, contract)
    }

    fn pairs(n: usize) -> Vec<(usize, usize)> {
        (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j))).collect()
    }

    /// `_optimal_path`: every order of pairwise contractions, the cheapest kept (the first
    /// of equal ones, as Python's `min`).
    pub fn optimal(sets: &[Set], output: Set, dims: &[u128; 52], limit: u128) -> Vec<Vec<usize>> {
        let mut full: Vec<(u128, Vec<Vec<usize>>, Vec<Set>)> = vec![(0, vec![], sets.to_vec())];
        for iteration in 0..sets.len().saturating_sub(1) {
            let mut next = Vec::new();
            for (cost, positions, remaining) in &full {
                for (x, y) in pairs(sets.len() - iteration) {
                    let (result, new_sets, removed, contract) = find(&[x, y], remaining, output);
                    if size(result, dims) > limit {
                        continue;
                    }
                    let total = cost.saturating_add(flops(contract, removed != 0, 2, dims));
                    let mut p = positions.clone();
                    p.push(vec![x, y]);
                    next.push((total, p, new_sets));
                }
            }
            if next.is_empty() {
                let mut path = cheapest(&full);
                path.push((0..sets.len() - iteration).collect());
                return path;
            }
            full = next;
        }
        if full.is_empty() {
            return vec![(0..sets.len()).collect()];
        }
        cheapest(&full)
    }

    fn cheapest(full: &[(u128, Vec<Vec<usize>>, Vec<Set>)]) -> Vec<Vec<usize>> {
        let mut best = &full[0];
        for f in full {
            if f.0 < best.0 {
                best = f;
            }
        }
        best.1.clone()
    }

    type Candidate = ((i128, u128), (usize, usize), Vec<Set>);

    /// `_parse_possible_contraction`
    #[allow(clippy::too_many_arguments)]
    fn candidate(pos: (usize, usize), sets: &[Set], output: Set, dims: &[u128; 52], limit: u128, path_cost: u128, naive: u128) -> Option<Candidate> {
        let (result, new_sets, removed, contract) = find(&[pos.0, pos.1], sets, output);
        let new_size = size(result, dims);
        if new_size > limit {
            return None;
        }
        let removed_size = size(sets[pos.0], dims) as i128 + size(sets[pos.1], dims) as i128 - new_size as i128;
        let cost = flops(contract, removed != 0, 2, dims);
        if path_cost.saturating_add(cost) > naive {
            return None;
        }
        Some(((-removed_size, cost), pos, new_sets))
    }

    /// `_greedy_path`
    pub fn greedy(sets: &[Set], output: Set, dims: &[u128; 52], limit: u128) -> Vec<Vec<usize>> {
        if sets.len() == 1 {
            return vec![vec![0]];
        }
        if sets.len() == 2 {
            return vec![vec![0, 1]];
        }
        let all: Vec<usize> = (0..sets.len()).collect();
        let (_, _, removed, contract) = find(&all, sets, output);
        let naive = flops(contract, removed != 0, sets.len(), dims);
        let mut sets = sets.to_vec();
        let mut combos: Vec<(usize, usize)> = pairs(sets.len());
        let mut known: Vec<Candidate> = Vec::new();
        let (mut path_cost, mut path) = (0u128, Vec::new());
        for _ in 0..sets.len() - 1 {
            for &(x, y) in &combos {
                if sets[x] & sets[y] == 0 {
                    continue;
                }
                if let Some(c) = candidate((x, y), &sets, output, dims, limit, path_cost, naive) {
                    known.push(c);
                }
            }
            if known.is_empty() {
                for (x, y) in pairs(sets.len()) {
                    if let Some(c) = candidate((x, y), &sets, output, dims, limit, path_cost, naive) {
                        known.push(c);
                    }
                }
                if known.is_empty() {
                    path.push((0..sets.len()).collect());
                    break;
                }
            }
            let mut bi = 0;
            for (i, c) in known.iter().enumerate() {
                if c.0 < known[bi].0 {
                    bi = i;
                }
            }
            let best = known[bi].clone();
            known = update_others(known, &best);
            sets = best.2.clone();
            let new_pos = sets.len() - 1;
            combos = (0..new_pos).map(|i| (i, new_pos)).collect();
            path.push(vec![best.1.0, best.1.1]);
            path_cost = path_cost.saturating_add(best.0.1);
        }
        path
    }

    /// `_update_other_results`: the candidates that do not touch the chosen pair, renumbered.
    fn update_others(results: Vec<Candidate>, best: &Candidate) -> Vec<Candidate> {
        let (bx, by) = best.1;
        let mut out = Vec::new();
        for (cost, (x, y), mut sets) in results {
            if x == bx || x == by || y == bx || y == by {
                continue;
            }
            sets.remove(by - (by > x) as usize - (by > y) as usize);
            sets.remove(bx - (bx > x) as usize - (bx > y) as usize);
            let last = *best.2.last().unwrap_or(&0);
            let at = sets.len().saturating_sub(1);
            sets.insert(at, last);
            let m = (x - (x > bx) as usize - (x > by) as usize, y - (y > bx) as usize - (y > by) as usize);
            out.push((cost, m, sets));
        }
        out
    }
}

fn np_einsum_path(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    use path::*;
    let args = &a.rest;
    if args.is_empty() {
        return Err(value_error("No input operands"));
    }
    let (subs, operands): (String, Vec<Value>) = match &args[0] {
        Value::Str(s) => (s.replace(' ', ""), args[1..].to_vec()),
        _ => subscripts_from_lists(args)?,
    };
    for c in subs.bytes() {
        if !b".,->".contains(&c) && !SYMBOLS.contains(&c) {
            return Err(value_error(format!("Character {} is not a valid symbol.", c as char)));
        }
    }
    if subs.contains('.') {
        return Err(stridelab_engine::error::not_implemented("np.einsum_path with '...' is not supported by stridelab"));
    }
    if (subs.contains('-') || subs.contains('>')) && (subs.matches('-').count() > 1 || subs.matches('>').count() > 1 || subs.matches("->").count() != 1) {
        return Err(value_error("Subscripts can only contain one '->'."));
    }
    let ops_in: Vec<Rc<NdArray>> = operands.iter().map(array_arg).collect::<PyResult<_>>()?;
    let (input, output): (String, String) = match subs.split_once("->") {
        Some((i, o)) => (i.to_string(), o.to_string()),
        None => {
            let flat: Vec<u8> = subs.bytes().filter(|&c| c != b',').collect();
            let mut uniq: Vec<u8> = flat.clone();
            uniq.sort();
            uniq.dedup();
            let out: String = uniq.into_iter().filter(|c| flat.iter().filter(|x| *x == c).count() == 1).map(|c| c as char).collect();
            (subs.clone(), out)
        }
    };
    for c in output.chars() {
        if output.matches(c).count() != 1 {
            return Err(value_error(format!("Output character {c} appeared more than once in the output.")));
        }
        if !input.contains(c) {
            return Err(value_error(format!("Output character {c} did not appear in the input")));
        }
    }
    let mut input_list: Vec<String> = input.split(',').map(str::to_string).collect();
    if input_list.len() != ops_in.len() {
        return Err(value_error("Number of einsum subscripts must be equal to the number of operands."));
    }
    // optimize: 'greedy' (True), 'optimal', False/None, ['einsum_path', ...], (name, limit)
    let mut memory_limit: Option<u128> = None;
    let mut explicit: Option<Vec<Vec<usize>>> = None;
    let kind: String = match a.get("optimize") {
        None | Some(Value::Bool(true)) => "greedy".into(),
        Some(Value::Bool(false)) | Some(Value::None) => "none".into(),
        Some(Value::Str(s)) => s.to_string(),
        Some(v) => {
            let items = crate::ops::iterate(&v)?;
            match items.first() {
                Some(Value::Str(s)) if s.as_ref() == "einsum_path" => {
                    let mut p = Vec::new();
                    for it in &items[1..] {
                        p.push(crate::ops::iterate(it)?.iter().map(|x| crate::ops::expect_int(x).map(|i| i as usize)).collect::<PyResult<Vec<_>>>()?);
                    }
                    explicit = Some(p);
                    "explicit".into()
                }
                Some(Value::Str(s)) if items.len() == 2 && matches!(items[1], Value::Int(_) | Value::Float(_)) => {
                    memory_limit = Some(match items[1] {
                        Value::Int(i) => i.max(0) as u128,
                        Value::Float(f) => f.max(0.0) as u128,
                        _ => 0,
                    });
                    s.to_string()
                }
                _ => {
                    let text = crate::format::str_text(&v, &interp.print_opts)?;
                    return Err(type_error(format!("Did not understand the path: {text}")));
                }
            }
        }
    };
    let mut dims = [1u128; 52];
    let mut seen = [false; 52];
    for (t, term) in input_list.iter().enumerate() {
        let sh = &ops_in[t].shape;
        if sh.len() != term.len() {
            return Err(value_error(format!(
                "Einstein sum subscript {} does not contain the correct number of indices for operand {t}.",
                input.chars().nth(t).unwrap_or(' ')
            )));
        }
        for (c, &d) in term.bytes().zip(sh) {
            let i = SYMBOLS.iter().position(|&s| s == c).unwrap_or(0);
            if seen[i] {
                if dims[i] == 1 {
                    dims[i] = d as u128;
                } else if d != 1 && d as u128 != dims[i] {
                    return Err(value_error(format!(
                        "Size of label '{}' for operand {t} ({}) does not match previous terms ({d}).",
                        c as char, dims[i]
                    )));
                }
            } else {
                seen[i] = true;
                dims[i] = d as u128;
            }
        }
    }
    let mut sets: Vec<Set> = input_list.iter().map(|t| set_of(t)).collect();
    let out_set = set_of(&output);
    let indices = set_of(&input.replace(',', ""));
    let max_size = input_list.iter().chain(std::iter::once(&output)).map(|t| size(set_of(t), &dims)).max().unwrap_or(1);
    let limit = memory_limit.unwrap_or(max_size);
    let n = ops_in.len();
    let path: Vec<Vec<usize>> = match kind.as_str() {
        "explicit" => explicit.unwrap_or_default(),
        _ if kind == "none" || n <= 2 || indices == out_set => vec![(0..n).collect()],
        "greedy" => greedy(&sets, out_set, &dims, limit),
        "optimal" => optimal(&sets, out_set, &dims, limit),
        other => return Err(PyErr::new(stridelab_engine::error::ExcKind::KeyError, format!("('Path name %s not found', '{other}')"))),
    };
    let (mut costs, mut scales, mut sizes, mut lines) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (cnum, inds) in path.iter().enumerate() {
        let mut inds = inds.clone();
        inds.sort_unstable_by(|x, y| y.cmp(x));
        if inds.iter().any(|&i| i >= sets.len()) {
            return Err(PyErr::new(stridelab_engine::error::ExcKind::IndexError, "list index out of range"));
        }
        let (result, rest, removed, contract) = find(&inds, &sets, out_set);
        sets = rest;
        costs.push(flops(contract, removed != 0, inds.len(), &dims));
        scales.push(contract.count_ones() as usize);
        sizes.push(size(result, &dims));
        let taken: Vec<String> = inds.iter().map(|&i| input_list.remove(i)).collect();
        let idx_result = if cnum + 1 == path.len() {
            output.clone()
        } else {
            let mut r: Vec<(u128, u8)> = SYMBOLS.iter().filter(|&&c| result & bit(c) != 0).map(|&c| (dims[SYMBOLS.iter().position(|&s| s == c).unwrap_or(0)], c)).collect();
            r.sort();
            r.into_iter().map(|(_, c)| c as char).collect()
        };
        input_list.push(idx_result.clone());
        lines.push((taken.join(",") + "->" + &idx_result, input_list.clone()));
    }
    if input_list.len() != 1 {
        return Err(stridelab_engine::error::runtime_error(format!(
            "Invalid einsum_path is specified: {} more operands has to be contracted.",
            input_list.len() - 1
        )));
    }
    let inner = input.split(',').map(|t| set_of(t).count_ones() as usize).sum::<usize>() > indices.count_ones() as usize;
    let naive = flops(indices, inner, n, &dims);
    let opt = costs.iter().fold(0u128, |a, &c| a.saturating_add(c)).saturating_add(1);
    let fmt = |v: u128| crate::format::format_value(&Value::Int(v.min(i128::MAX as u128) as i128), ".3e", &interp.print_opts);
    let mut report = format!("  Complete contraction:  {input}->{output}\n");
    report += &format!("         Naive scaling:  {}\n", indices.count_ones());
    report += &format!("     Optimized scaling:  {}\n", scales.iter().max().copied().unwrap_or(0));
    report += &format!("      Naive FLOP count:  {}\n", fmt(naive)?);
    report += &format!("  Optimized FLOP count:  {}\n", fmt(opt)?);
    report += &format!(
        "   Theoretical speedup:  {}\n",
        crate::format::format_value(&Value::Float(naive as f64 / opt as f64), "3.3f", &interp.print_opts)?
    );
    report += &format!("  Largest intermediate:  {} elements\n", fmt(sizes.iter().max().copied().unwrap_or(0))?);
    report += &"-".repeat(74);
    report += &format!("\n{:>6} {:>24} {:>40}\n", "scaling", "current", "remaining");
    report += &"-".repeat(74);
    for (k, (einsum_str, remaining)) in lines.iter().enumerate() {
        let remaining_str = remaining.join(",") + "->" + &output;
        report += &format!("\n{:4}    {:>24} {:>40}", scales[k], einsum_str, remaining_str);
    }
    let mut path_value = vec![Value::str("einsum_path")];
    path_value.extend(path.iter().map(|p| Value::tuple(p.iter().map(|&i| Value::Int(i as i128)).collect())));
    Ok(Value::tuple(vec![Value::list(path_value), Value::str(&report)]))
}
