//! The layout decisions of NumPy's `np.nditer` (numpy/_core/src/multiarray/nditer_constr.c
//! and nditer_api.c): the axis order it walks, which axes it flips, which it coalesces into
//! one, and how it cuts a buffered external loop into chunks. Pure functions over shapes and
//! byte strides; `eval::numpy::nditer` builds the Python object on them.
//!
//! Axes here are listed outermost first (C order), the reverse of NumPy's AXISDATA.

use super::view::Order;

/// The axis order of the walk (outermost first), and which of those axes run backwards.
///
/// `strides[op][axis]` are each operand's byte strides over the iterator's axes, with 0 for
/// a broadcast or length-1 axis (`npyiter_fill_axisdata` zeroes them). C keeps the axes, F
/// reverses them, A reverses them when every operand is F-contiguous (`f_contiguous`), and
/// K sorts them by |stride| (`npyiter_find_best_axis_ordering`) and then flips an axis whose
/// strides are all negative or zero (`npyiter_flip_negative_strides`), unless an operand is
/// being allocated.
pub fn axis_order(ndim: usize, strides: &[Vec<isize>], order: Order, f_contiguous: bool, may_flip: bool) -> (Vec<usize>, Vec<bool>) {
    let c: Vec<usize> = (0..ndim).collect();
    match order {
        Order::C => (c, vec![false; ndim]),
        Order::F => (c.into_iter().rev().collect(), vec![false; ndim]),
        Order::A if f_contiguous => (c.into_iter().rev().collect(), vec![false; ndim]),
        Order::A => (c, vec![false; ndim]),
        Order::K => {
            let perm = if ndim > 1 { super::view::iter_keep_order_multi(ndim, strides) } else { c };
            let flipped = perm
                .iter()
                .map(|&ax| may_flip && strides.iter().any(|s| s[ax] < 0) && strides.iter().all(|s| s[ax] <= 0))
                .collect();
            (perm, flipped)
        }
    }
}

/// One axis of the walk after coalescing: its length and each operand's byte stride.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    pub len: usize,
    pub strides: Vec<isize>,
}

/// Merge neighbouring axes (outermost first) that every operand steps through with one
/// stride (nditer_api.c `npyiter_coalesce_axes`): inner and outer merge when, for each
/// operand, either is a zero-stride length-1 axis or `inner stride * inner length == outer
/// stride`.
pub fn coalesce(lens: &[usize], strides: &[Vec<isize>]) -> Vec<Group> {
    let nop = strides.len();
    let mut out: Vec<Group> = Vec::new();
    // walk from the innermost axis outward, growing the current group
    for k in (0..lens.len()).rev() {
        let axis = Group { len: lens[k], strides: (0..nop).map(|op| strides[op][k]).collect() };
        let Some(inner) = out.last_mut() else {
            out.push(axis);
            continue;
        };
        let merges = (0..nop).all(|op| {
            let (s0, s1) = (inner.strides[op], axis.strides[op]);
            (inner.len == 1 && s0 == 0) || (axis.len == 1 && s1 == 0) || s0 * inner.len as isize == s1
        });
        if merges {
            for op in 0..nop {
                if inner.len == 1 {
                    inner.strides[op] = axis.strides[op];
                }
            }
            inner.len *= axis.len;
        } else {
            out.push(axis);
        }
    }
    if out.is_empty() {
        out.push(Group { len: 1, strides: vec![0; nop] });
    }
    out.reverse();
    out
}

/// How a buffered iterator cuts its walk (nditer_constr.c `npyiter_find_buffering_setup`):
/// the number of innermost groups a buffer spans, the length of a chunk, and which operands
/// must be buffered (copied) because no single stride walks them over those groups.
/// `cast[op]`: the operand needs a cast, so it is buffered anyway.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BufferSetup {
    /// Groups (innermost first) a chunk may cross: a chunk never runs past the end of the
    /// block these groups make up.
    pub core_groups: usize,
    /// The largest chunk.
    pub size: usize,
    pub buffered: Vec<bool>,
    /// Elements of the groups inside the outermost of `core_groups` (NumPy's `coresize`).
    pub core: usize,
    /// The walk uses NumPy's reduce logic: each inner-loop call is one core, and the
    /// outermost core group is the "reduce outer" loop around it.
    pub using_reduce: bool,
}

/// NumPy's default buffer size (`NPY_BUFSIZE`).
pub const BUFSIZE: usize = 8192;

pub fn buffer_setup(groups: &[Group], cast: &[bool], buffersize: usize, grow_inner: bool) -> BufferSetup {
    buffer_setup_reduce(groups, cast, &vec![false; cast.len()], buffersize, grow_inner)
}

/// [`buffer_setup`] with reduction operands (`reduce[op]`: the operand is written with zero
/// strides over the reduced axes, NumPy's `NPY_OP_ITFLAG_REDUCE`). The first axis where such
/// an operand's stride turns from zero to non-zero (or back) is the "outer reduce" axis: a
/// buffer never grows past it, and when it is the best one the reduce logic is used.
pub fn buffer_setup_reduce(groups: &[Group], cast: &[bool], reduce: &[bool], buffersize: usize, grow_inner: bool) -> BufferSetup {
    let nop = cast.len();
    let maximum = if buffersize == 0 { BUFSIZE } else { buffersize };
    // innermost first, as NumPy's AXISDATA
    let dims: Vec<&Group> = groups.iter().rev().collect();
    let mut single_stride = vec![1usize; nop];
    let mut reduce_outer = vec![0usize; nop];
    let mut outer_reduce_dim = 0usize;
    let mut cost: usize = 1 + cast.iter().filter(|&&c| c).count();
    let mut size = dims[0].len;
    let (mut best_dim, mut best_cost, mut best_size, mut best_core) = (0usize, cost, size, 1usize);
    for idim in 1..dims.len() {
        if outer_reduce_dim != 0 || (size >= maximum && (cost > 1 || !grow_inner)) {
            break;
        }
        let (prev, cur) = (dims[idim - 1], dims[idim]);
        for op in 0..nop {
            if single_stride[op] == idim {
                if prev.strides[op] * prev.len as isize == cur.strides[op] {
                    single_stride[op] += 1;
                    continue;
                }
                if !cast[op] {
                    cost += 1;
                }
            }
            if reduce[op] && (cur.strides[op] == 0 || prev.strides[op] == 0) {
                reduce_outer[op] = idim;
                outer_reduce_dim = idim;
            }
        }
        let core = size;
        size *= cur.len;
        if size == 0 {
            break;
        }
        let bufsize = if size > maximum && (cost > 1 || !grow_inner) { maximum as f64 } else { size as f64 };
        if cost as f64 * best_size as f64 <= best_cost as f64 * bufsize {
            best_cost = cost;
            best_core = core;
            best_size = size;
            best_dim = idim;
        }
    }
    let using_reduce = outer_reduce_dim != 0 && best_dim == outer_reduce_dim;
    let buffered: Vec<bool> = (0..nop)
        .map(|op| {
            // an operand iterated the reduce way needs one stride only inside the core
            let is_reduce = using_reduce
                && (reduce_outer[op] == best_dim
                    || (single_stride[op] == best_dim && !cast[op])
                    || (dims[outer_reduce_dim].strides[op] == 0 && single_stride[op] <= best_dim));
            cast[op] || single_stride[op] + usize::from(is_reduce) <= best_dim
        })
        .collect();
    if (buffered.iter().any(|&b| b) || !grow_inner) && maximum < best_size {
        best_size = best_core * (maximum / best_core);
    }
    BufferSetup { core_groups: best_dim + 1, size: best_size.max(1), buffered, core: best_core, using_reduce }
}

/// Byte strides that lay out an array of `op_len` elements per iterator axis so that the
/// walk reads it contiguously: iterator axes `perm` (outermost first), `flipped` ones
/// backwards. Returns the strides per iterator axis and the byte offset of element 0 (the
/// temporaries of a cast or buffered operand, `npyiter_new_temp_array`).
pub fn walk_order_strides(op_len: &[usize], perm: &[usize], flipped: &[bool], itemsize: usize) -> (Vec<isize>, usize) {
    let mut strides = vec![0isize; op_len.len()];
    let mut offset = 0usize;
    let mut step = itemsize;
    for (k, &ax) in perm.iter().enumerate().rev() {
        let n = op_len[ax];
        let s = step as isize;
        if flipped[k] && n > 1 {
            strides[ax] = -s;
            offset += (n - 1) * step;
        } else {
            strides[ax] = s;
        }
        step *= n.max(1);
    }
    (strides, offset)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(len: usize, strides: &[isize]) -> Group {
        Group { len, strides: strides.to_vec() }
    }

    #[test]
    fn k_order_walks_memory_order_and_flips_reversed_axes() {
        // a.T of a (2, 3) int64: strides (8, 24)
        assert_eq!(axis_order(2, &[vec![8, 24]], Order::K, false, true), (vec![1, 0], vec![false, false]));
        // a[:, ::-1]: the inner axis runs backwards, so K flips it
        assert_eq!(axis_order(2, &[vec![24, -8]], Order::K, false, true), (vec![0, 1], vec![false, true]));
        // one operand with a positive stride on the axis keeps it unflipped
        assert_eq!(axis_order(2, &[vec![24, -8], vec![0, 8]], Order::K, false, true).1, vec![false, false]);
        assert_eq!(axis_order(2, &[vec![24, -8]], Order::K, false, false).1, vec![false, false]);
        assert_eq!(axis_order(3, &[vec![0; 3]], Order::F, false, true).0, vec![2, 1, 0]);
    }

    #[test]
    fn coalescing_needs_every_operand_to_agree() {
        assert_eq!(coalesce(&[2, 3], &[vec![24, 8]]), vec![g(6, &[8])]);
        assert_eq!(coalesce(&[2, 3], &[vec![24, 8], vec![0, 8]]), vec![g(2, &[24, 0]), g(3, &[8, 8])]);
        // a[:, ::2] of a (5, 6) int64 is one run of stride 16
        assert_eq!(coalesce(&[5, 3], &[vec![48, 16]]), vec![g(15, &[16])]);
        assert_eq!(coalesce(&[1, 4], &[vec![0, 8]]), vec![g(4, &[8])]);
        assert_eq!(coalesce(&[], &[vec![]]), vec![g(1, &[0])]);
    }

    #[test]
    fn buffer_chunks_follow_numpys_cost_rule() {
        // b[:, :4] of a (5, 6) int64: rows of 4, not contiguous across rows
        let rows = [g(5, &[48]), g(4, &[8])];
        let s = buffer_setup(&rows, &[false], 7, false);
        assert_eq!((s.core_groups, s.size, s.buffered.clone()), (1, 4, vec![false]));
        let s = buffer_setup(&rows, &[false], 9, false);
        assert_eq!((s.core_groups, s.size, s.buffered.clone()), (2, 8, vec![true]));
        // a cast operand is buffered whatever its strides
        let s = buffer_setup(&rows, &[true], 7, false);
        assert_eq!((s.size, s.buffered), (4, vec![true]));
        let s = buffer_setup(&[g(30, &[8])], &[true], 7, false);
        assert_eq!(s.size, 7);
        let s = buffer_setup(&[g(10, &[8])], &[false], 4, false);
        assert_eq!((s.size, s.buffered), (4, vec![false]));
    }

    #[test]
    fn reductions_buffer_as_numpy_decides() {
        // operands (result, input); the result has zero strides on the reduced axes
        let setup = |groups: &[Group]| buffer_setup_reduce(groups, &[false, false], &[true, false], BUFSIZE, true);
        // b[::2].sum() of a (6, 400, 2, 2) float64: two runs of 1600 that no stride joins,
        // so the input is copied into one buffer of 4800 and reduced by one call
        let s = setup(&[g(3, &[0, 25600]), g(1600, &[0, 8])]);
        assert_eq!((s.core_groups, s.size, s.using_reduce, s.buffered.clone()), (2, 4800, false, vec![false, true]));
        // max over 2x2 windows (oh, kh, ow, kw walked): the reduce logic, one call per
        // window row, nothing copied
        let s = setup(&[g(9, &[80, 96]), g(2, &[0, 96]), g(10, &[8, 8]), g(2, &[0, 8])]);
        assert_eq!((s.core, s.using_reduce, s.buffered.clone()), (2, true, vec![false, false]));
        // x[:, :, :5].sum(axis=(1, 2)) of a (3, 4, 8) array: one call per 4x5 block, copied
        let s = setup(&[g(3, &[8, 256]), g(4, &[0, 64]), g(5, &[0, 8])]);
        assert_eq!((s.core, s.using_reduce, s.buffered.clone()), (20, true, vec![false, true]));
        // a cast input is buffered in chunks of NPY_BUFSIZE
        let s = buffer_setup_reduce(&[g(100_000, &[0, 8])], &[false, true], &[true, false], BUFSIZE, true);
        assert_eq!((s.size, s.buffered), (BUFSIZE, vec![false, true]));
    }

    #[test]
    fn temporaries_are_contiguous_in_walk_order() {
        // walked axis 1 then axis 0 (a transposed walk): axis 0 is innermost
        assert_eq!(walk_order_strides(&[2, 3], &[1, 0], &[false, false], 8), (vec![8, 16], 0));
        // the inner axis flipped: it runs backwards from the end of its run
        assert_eq!(walk_order_strides(&[3], &[0], &[true], 4), (vec![-4], 8));
    }
}
