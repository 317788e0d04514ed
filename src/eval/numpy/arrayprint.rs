//! NumPy's `numpy/_core/arrayprint.py`: set_printoptions.

use crate::error::PyResult;
use crate::eval::ops;
use crate::eval::args::Args;
use crate::eval::builtins::{BuiltinDef, def};
use crate::eval::interp::Interp;
use crate::eval::numpy::args::int_arg;
use crate::eval::value::Value;

pub static TABLE: &[BuiltinDef] = &[
    def!("numpy.set_printoptions", "precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None, nanstr=None, infstr=None, formatter=None, sign=None, floatmode=None, *, legacy=None, override_repr=None", "Change how arrays print.", "np.set_printoptions(precision=3)", np_set_printoptions),
];

fn np_set_printoptions(interp: &mut Interp, a: &Args) -> PyResult<Value> {
    let o = &mut interp.print_opts;
    let usize_opt = |name: &str| -> PyResult<Option<usize>> {
        a.opt(name).map(|v| int_arg(&v).map(|i| i.max(0) as usize)).transpose()
    };
    if let Some(p) = usize_opt("precision")? {
        o.precision = p;
    }
    if let Some(t) = usize_opt("threshold")? {
        o.threshold = t;
    }
    if let Some(e) = usize_opt("edgeitems")? {
        o.edgeitems = e;
    }
    if let Some(l) = usize_opt("linewidth")? {
        o.linewidth = l;
    }
    if let Some(s) = a.opt("suppress") {
        o.suppress = ops::truthy(&s)?;
    }
    Ok(Value::None)
}
