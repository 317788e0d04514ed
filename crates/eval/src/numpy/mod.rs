//! NumPy's functions, one file per NumPy module, named as NumPy names it: `np.X` lives in
//! the file whose NumPy module lists X in its `__all__` (`python3 -c "import numpy, inspect;
//! print(inspect.getsourcefile(numpy.X))"` tells you which). Ufuncs live in `umath/`,
//! ndarray-only methods in `ndarray`.
//!
//! Each file exports a `TABLE` of rows; `TABLES` lists the files once, and
//! `eval::builtins` builds the one registry (calls, help, completion, binding) from it.

use super::args::Parser;
use super::builtins::BuiltinDef;

pub mod args;
pub mod arraypad;
pub mod arrayprint;
pub mod arraysetops;
pub mod byteorder;
pub mod compiled_base;
pub mod correlate;
pub mod datetime;
pub mod defmatrix;
pub mod einsumfunc;
pub mod flatiter;
pub mod fromnumeric;
pub mod function_base;
pub mod getlimits;
pub mod histograms;
pub mod index_tricks;
pub mod linalg;
pub mod ma;
pub mod lib_polynomial;
pub mod polynomial;
pub mod names;
pub mod nditer;
pub mod npyio;
pub mod nanfunctions;
pub mod ndarray;
pub mod numeric;
pub mod numerictypes;
pub mod object_arrays;
pub mod out;
pub mod random;
pub mod records;
pub mod scimath;
pub mod shape_base;
pub mod stride_tricks;
pub mod testing;
pub mod strings;
pub mod stringdtype;
pub mod subclass;
pub mod twodim_base;
pub mod type_check;
pub mod ufunc_config;
pub mod ufunclike;
pub mod umath;

#[cfg(test)]
mod tests;

/// Every NumPy table, in the order help lists modules (numpy, numpy.lib.stride_tricks,
/// numpy.random).
pub static TABLES: &[&[BuiltinDef]] = &[
    numeric::TABLE,
    fromnumeric::TABLE,
    umath::TABLE,
    umath::frompyfunc::TABLE,
    shape_base::TABLE,
    function_base::TABLE,
    function_base::QUANTILE_TABLE,
    function_base::VECTORIZE_TABLE,
    lib_polynomial::TABLE,
    polynomial::TABLE,
    ma::TABLE,
    defmatrix::TABLE,
    nanfunctions::TABLE,
    twodim_base::TABLE,
    index_tricks::TABLE,
    numerictypes::TABLE,
    histograms::TABLE,
    nditer::TABLE,
    arraysetops::TABLE,
    compiled_base::TABLE,
    getlimits::TABLE,
    type_check::TABLE,
    ufunclike::TABLE,
    arraypad::TABLE,
    einsumfunc::TABLE,
    arrayprint::TABLE,
    ufunc_config::TABLE,
    stride_tricks::TABLE,
    testing::TABLE,
    random::TABLE,
    npyio::TABLE,
    datetime::TABLE,
    linalg::TABLE,
    correlate::TABLE,
    scimath::TABLE,
    strings::TABLE,
    stringdtype::TABLE,
    records::TABLE,
    strings::JOIN_TABLE,
    umath::methods::TABLE,
    umath::methods::UNARY_TABLE,
    umath::methods::DIVMOD_TABLE,
];

/// The argument parser of NumPy function `key`: the C functions NumPy exposes without a
/// Python dispatcher in front parse in C (npy_parse_arguments, or CPython's getargs for
/// `frombuffer`); every other function, dispatchers included, is a Python function.
pub fn parser(key: &str) -> Parser {
    match key {
        "numpy.array" | "numpy.asarray" | "numpy.asanyarray" | "numpy.ascontiguousarray" | "numpy.asfortranarray"
        | "numpy.zeros" | "numpy.empty" | "numpy.promote_types" => Parser::Npy,
        "numpy.frombuffer" | "numpy.fromiter" => Parser::Clinic,
        _ => Parser::Python,
    }
}
