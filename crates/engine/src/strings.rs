//! Fixed-width text arrays: NumPy's bytes (`'S'`) and str (`'U'`) dtypes.
//!
//! Follows numpy/_core/src/multiarray/arraytypes.c.src (`STRING_getitem` and
//! `UNICODE_getitem` drop trailing NULs; `STRING_setitem`/`UNICODE_setitem` truncate to the
//! width and pad with NULs), descriptor.c (an `'S<n>'` element is n bytes, a `'U<n>'` element
//! n UCS4 code points stored little-endian, 4n bytes) and string_ufuncs.cpp (two strings
//! compare as if the shorter were padded with NULs).
//!
//! A text array is kept as structured arrays are (records.rs): a uint8 array with one extra,
//! innermost axis of `itemsize` bytes and stride 1, so indexing, reshaping and transposing
//! its leading axes are the view engine's own operations, checked where the views are built.

use std::cmp::Ordering;
use std::rc::Rc;

use super::array::{Base, NdArray};
use super::dtype::DType;
use super::layout;
use crate::error::{PyErr, PyResult, value_error};

/// Which fixed-width text dtype: `'S'` (`np.bytes_`) or `'U'` (`np.str_`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TextKind {
    Bytes,
    Str,
    /// Unstructured bytes, `'V5'` (`np.void`): kept whole, NULs included.
    Void,
}

impl TextKind {
    /// Bytes per character.
    pub fn unit(self) -> usize {
        match self {
            TextKind::Bytes | TextKind::Void => 1,
            TextKind::Str => 4,
        }
    }

    /// `dtype.kind` and `dtype.char`.
    pub fn char(self) -> char {
        match self {
            TextKind::Bytes => 'S',
            TextKind::Str => 'U',
            TextKind::Void => 'V',
        }
    }

    /// `dtype.str`: `'|S5'` (bytes have no byte order) or `'<U5'`.
    pub fn typestr(self, width: usize) -> String {
        match self {
            TextKind::Bytes => format!("|S{width}"),
            TextKind::Str => format!("<U{width}"),
            TextKind::Void => format!("|V{width}"),
        }
    }

    /// What `repr(dtype)` shows inside the parentheses: `'S5'`, `'<U5'`; an unsized dtype
    /// (`np.dtype('U')`) has no number.
    pub fn short(self, width: usize) -> String {
        let n = if width == 0 { String::new() } else { width.to_string() };
        match self {
            TextKind::Bytes => format!("S{n}"),
            TextKind::Str => format!("<U{n}"),
            TextKind::Void => format!("V{n}"),
        }
    }

    /// `dtype.name`: `'bytes40'`, `'str160'` (bits); unsized: `'bytes'`, `'str'`.
    pub fn name(self, width: usize) -> String {
        let base = match self {
            TextKind::Bytes => "bytes",
            TextKind::Str => "str",
            TextKind::Void => "void",
        };
        if width == 0 { base.to_string() } else { format!("{base}{}", 8 * width * self.unit()) }
    }

    /// `dtype.num`: NPY_STRING 18, NPY_UNICODE 19.
    pub fn num(self) -> i128 {
        match self {
            TextKind::Bytes => 18,
            TextKind::Str => 19,
            TextKind::Void => 20,
        }
    }
}

/// One element's value.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Text {
    Bytes(Vec<u8>),
    Str(String),
    /// A `'V'` element's bytes, all of them.
    Void(Vec<u8>),
}

impl Text {
    /// Characters (code points for str, bytes for bytes).
    pub fn len(&self) -> usize {
        match self {
            Text::Bytes(b) | Text::Void(b) => b.len(),
            Text::Str(s) => s.chars().count(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// NumPy's comparison: code point by code point, trailing NULs ignored.
    pub fn cmp_numpy(&self, other: &Text) -> Ordering {
        match (self, other) {
            (Text::Bytes(a), Text::Bytes(b)) => strip_nul(a).cmp(strip_nul(b)),
            (Text::Str(a), Text::Str(b)) => a.trim_end_matches('\0').cmp(b.trim_end_matches('\0')),
            (Text::Void(a), Text::Void(b)) => a.cmp(b),
            (a, b) => a.cmp(b),
        }
    }
}

fn strip_nul(b: &[u8]) -> &[u8] {
    let end = b.iter().rposition(|&c| c != 0).map_or(0, |p| p + 1);
    &b[..end]
}

/// An element's bytes read as `kind` (trailing NULs dropped).
pub fn decode(kind: TextKind, raw: &[u8]) -> Text {
    match kind {
        TextKind::Bytes => Text::Bytes(strip_nul(raw).to_vec()),
        TextKind::Void => Text::Void(raw.to_vec()),
        TextKind::Str => {
            let mut s: String = raw
                .chunks_exact(4)
                .map(|c| char::from_u32(u32::from_le_bytes([c[0], c[1], c[2], c[3]])).unwrap_or(char::REPLACEMENT_CHARACTER))
                .collect();
            let end = s.trim_end_matches('\0').len();
            s.truncate(end);
            Text::Str(s)
        }
    }
}

/// A value as `width` characters of `kind`: truncated or NUL-padded. Str into bytes must be
/// ASCII (NumPy encodes with the ascii codec); bytes into str are decoded as ASCII too.
pub fn encode(kind: TextKind, width: usize, t: &Text) -> PyResult<Vec<u8>> {
    let mut out = Vec::with_capacity(width * kind.unit());
    match (kind, t) {
        (TextKind::Bytes | TextKind::Void, Text::Bytes(b) | Text::Void(b)) => out.extend(b.iter().take(width)),
        (TextKind::Str, Text::Void(_)) | (TextKind::Void, Text::Str(_)) => {
            return Err(crate::error::type_error("a cast between str and void is not supported by stridelab"));
        }
        (TextKind::Bytes, Text::Str(s)) => {
            for (pos, c) in s.chars().enumerate() {
                if !c.is_ascii() {
                    return Err(ascii_encode_error(c, pos, s.chars().count()));
                }
                if pos < width {
                    out.push(c as u8);
                }
            }
        }
        (TextKind::Str, Text::Str(s)) => s.chars().take(width).for_each(|c| out.extend((c as u32).to_le_bytes())),
        (TextKind::Str, Text::Bytes(b)) => {
            for (pos, &c) in b.iter().enumerate() {
                if !c.is_ascii() {
                    return Err(PyErr::new(
                        crate::error::ExcKind::UnicodeDecodeError,
                        format!("'ascii' codec can't decode byte 0x{c:02x} in position {pos}: ordinal not in range(128)"),
                    ));
                }
                if pos < width {
                    out.extend((c as u32).to_le_bytes());
                }
            }
        }
    }
    out.resize(width * kind.unit(), 0);
    Ok(out)
}

fn ascii_encode_error(c: char, pos: usize, _len: usize) -> PyErr {
    let code = c as u32;
    let shown = if code <= 0xff {
        format!("\\x{code:02x}")
    } else if code <= 0xffff {
        format!("\\u{code:04x}")
    } else {
        format!("\\U{code:08x}")
    };
    PyErr::new(
        crate::error::ExcKind::UnicodeEncodeError,
        format!("'ascii' codec can't encode character '{shown}' in position {pos}: ordinal not in range(128)"),
    )
}

/// An array of fixed-width text (or one `np.str_`/`np.bytes_` element's storage): its bytes
/// as a uint8 array of shape `shape + (itemsize,)`.
#[derive(Debug)]
pub struct TextArray {
    pub bytes: Rc<NdArray>,
    pub kind: TextKind,
    /// Characters per element (at least 1: NumPy makes `''` a width-1 element).
    pub width: usize,
    /// An `np.void` scalar (a 0-d void element, shown as `np.void(b'...')`).
    pub scalar: bool,
}

impl TextArray {
    /// Wrap a uint8 `bytes` array whose last axis holds one element (stride 1).
    pub fn new(bytes: Rc<NdArray>, kind: TextKind, width: usize) -> Rc<TextArray> {
        debug_assert!(bytes.ndim() >= 1 && bytes.shape[bytes.ndim() - 1] == width * kind.unit());
        Rc::new(TextArray { bytes, kind, width, scalar: false })
    }

    /// The same memory as an `np.void` scalar.
    pub fn void_scalar(bytes: Rc<NdArray>, width: usize) -> Rc<TextArray> {
        Rc::new(TextArray { bytes, kind: TextKind::Void, width, scalar: true })
    }

    /// A new array of empty strings.
    pub fn zeros(kind: TextKind, width: usize, shape: &[usize]) -> PyResult<Rc<TextArray>> {
        let width = width.max(1);
        let mut full = shape.to_vec();
        full.push(width * kind.unit());
        Ok(TextArray::new(NdArray::zeros(DType::UInt8, &full, false)?, kind, width))
    }

    /// A new C-ordered array holding `values`.
    pub fn from_texts(kind: TextKind, width: usize, shape: &[usize], values: &[Text]) -> PyResult<Rc<TextArray>> {
        let a = TextArray::zeros(kind, width, shape)?;
        let isz = a.itemsize();
        {
            let mut data = a.bytes.buf.data.borrow_mut();
            for (i, v) in values.iter().enumerate() {
                data[i * isz..(i + 1) * isz].copy_from_slice(&encode(kind, a.width, v)?);
            }
        }
        Ok(a)
    }

    pub fn ndim(&self) -> usize {
        self.bytes.ndim() - 1
    }

    pub fn shape(&self) -> &[usize] {
        &self.bytes.shape[..self.ndim()]
    }

    pub fn strides(&self) -> &[isize] {
        &self.bytes.strides[..self.ndim()]
    }

    pub fn size(&self) -> usize {
        layout::size_of(self.shape())
    }

    pub fn itemsize(&self) -> usize {
        self.width * self.kind.unit()
    }

    /// Byte offset of each element's first byte, C order.
    fn offsets(&self) -> Vec<usize> {
        let mut out = Vec::with_capacity(self.size());
        layout::for_each_offset(self.bytes.offset, self.shape(), self.strides(), |o| out.push(o));
        out
    }

    /// Every element in C order.
    pub fn texts(&self) -> Vec<Text> {
        let data = self.bytes.buf.data.borrow();
        let isz = self.itemsize();
        self.offsets().into_iter().map(|o| decode(self.kind, &data[o..o + isz])).collect()
    }

    /// The element at flat C-order index `i`.
    pub fn get_flat(&self, i: usize) -> Text {
        let idx = layout::unravel(i, self.shape());
        let o = layout::element_offset(self.bytes.offset, &idx, self.strides());
        let data = self.bytes.buf.data.borrow();
        decode(self.kind, &data[o..o + self.itemsize()])
    }

    /// Write `values` (one per element, C order; a single value fills every element).
    pub fn set_all(&self, values: &[Text]) -> PyResult<()> {
        self.bytes.check_writeable()?;
        let offs = self.offsets();
        let isz = self.itemsize();
        let encoded: Vec<Vec<u8>> = values.iter().map(|v| encode(self.kind, self.width, v)).collect::<PyResult<_>>()?;
        if encoded.is_empty() {
            return Ok(());
        }
        let mut data = self.bytes.buf.data.borrow_mut();
        for (k, o) in offs.into_iter().enumerate() {
            let e = if encoded.len() == 1 { &encoded[0] } else { &encoded[k] };
            data[o..o + isz].copy_from_slice(e);
        }
        Ok(())
    }

    /// What a view of this array points `.base` at: the array if it owns its memory, else its
    /// own base (NumPy collapses view chains).
    pub fn view_base(self: &Rc<Self>) -> Option<Base> {
        if self.bytes.owndata { Some(Base::Text(self.clone())) } else { self.bytes.base.clone() }
    }

    /// Wrap a view the engine made of `self.bytes`, pointing its base at this array rather
    /// than at the internal uint8 array.
    pub fn adopt(self: &Rc<Self>, v: Rc<NdArray>) -> Rc<TextArray> {
        let points_here = matches!(&v.base, Some(Base::Array(b)) if Rc::ptr_eq(b, &self.bytes));
        let v = if points_here { super::records::rebase(v, self.view_base()) } else { v };
        TextArray::new(v, self.kind, self.width)
    }

    /// `x.view(plain dtype)`: the elements' bytes read as `d`.
    pub fn view_plain(self: &Rc<Self>, d: DType) -> PyResult<Rc<NdArray>> {
        let (shape, strides) = super::view::view_dtype_layout(self.shape(), self.strides(), self.itemsize(), d.itemsize())?;
        NdArray::build(self.bytes.buf.clone(), self.bytes.offset, shape, strides, d, false, self.bytes.writeable.get(), self.view_base())
    }

    /// A C-ordered copy as `kind` with `width` characters (`astype`, `copy`).
    pub fn cast(&self, kind: TextKind, width: usize) -> PyResult<Rc<TextArray>> {
        TextArray::from_texts(kind, width, self.shape(), &self.texts())
    }
}

/// A plain array's bytes seen as text (`a.view('S1')`, `np.frombuffer(b, 'S1')`).
pub fn view_of_array(a: &Rc<NdArray>, kind: TextKind, width: usize) -> PyResult<Rc<TextArray>> {
    let isz = width * kind.unit();
    let (mut shape, mut strides) = super::view::view_dtype_layout(&a.shape, &a.strides, a.itemsize(), isz)?;
    shape.push(isz);
    strides.push(1);
    let base = super::array::collapse_base(a);
    let b = NdArray::build(a.buf.clone(), a.offset, shape, strides, DType::UInt8, false, a.writeable.get(), Some(Base::Array(base)))?;
    Ok(TextArray::new(b, kind, width))
}

/// The width `str()` of a number needs in a text array (`np.array([1, 'a'])` is `'<U21'`):
/// NumPy sizes by dtype, not value (descriptor sizes of `PyArray_AdaptFlexibleDType`).
pub fn width_for(d: DType) -> usize {
    match d {
        DType::Bool => 5,
        DType::Int8 => 4,
        DType::UInt8 => 3,
        DType::Int16 => 6,
        DType::UInt16 => 5,
        DType::Int32 => 11,
        DType::UInt32 => 10,
        DType::Int64 => 21,
        DType::UInt64 => 20,
        DType::Float16 | DType::Float32 | DType::Float64 => 32,
        DType::Complex64 | DType::Complex128 => 64,
    }
}

/// Validate that a parsed width is usable.
pub fn check_width(kind: TextKind, width: usize) -> PyResult<()> {
    if width.checked_mul(kind.unit()).is_none_or(|n| n > i32::MAX as usize) {
        return Err(value_error("data type size overflow"));
    }
    Ok(())
}
