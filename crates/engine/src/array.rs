//! The array object: a window (byte offset, shape, byte strides, dtype) onto a buffer.
//!
//! Invariant, checked once in [`NdArray::build`]: every element of a non-empty array lies
//! inside its buffer. Everything downstream (reads, writes, kernels) relies on it.

use std::cell::Cell;
use std::rc::Rc;

use super::buffer::{self, Buffer};
use super::dtype::{DType, Scalar};
use super::layout;
use crate::error::{PyResult, memory_error, value_error};

/// What `.base` refers to.
#[derive(Debug, Clone)]
pub enum Base {
    Array(Rc<NdArray>),
    /// The `DummyArray` that `as_strided` wraps its input in: `w.base.base is x`.
    Dummy(Rc<NdArray>),
    /// The bytes object `np.frombuffer` read (the array holds a copy of those bytes, and
    /// is read-only, as the bytes object is).
    Bytes(Rc<[u8]>),
    /// The bytearray whose memory this is (`np.frombuffer(ba)`, `np.ndarray(buffer=ba)`):
    /// the array looks into the bytearray's own buffer, so writes show both ways.
    ByteArray(Exporter),
    /// A structured array whose field (or slice) this is: `x['a'].base is x`.
    Record(Rc<super::records::Record>),
    /// A text array (`'S'`/`'U'`) whose slice this is: `s[1:].base is s`.
    Text(Rc<super::strings::TextArray>),
    /// An `np.nditer` whose element (or inner loop) this view is: its `.base` is the iterator.
    Iter(IterToken),
}

/// A Python object that is not an array but lends its memory to one (a bytearray), opaque
/// to the engine: the interpreter gives it back as the array's `.base`.
#[derive(Clone)]
pub struct Exporter(pub Rc<dyn std::any::Any>);

impl std::fmt::Debug for Exporter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Exporter")
    }
}

/// An owner that is not an array: the `np.nditer` object (opaque to the engine), and the
/// array whose memory the view looks into (the operand, or the iterator's temporary).
#[derive(Clone)]
pub struct IterToken {
    pub iter: Rc<dyn std::any::Any>,
    pub memory: Rc<NdArray>,
}

impl std::fmt::Debug for IterToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("IterToken")
    }
}

#[derive(Debug)]
pub struct NdArray {
    pub buf: Rc<Buffer>,
    /// Byte offset of element [0, ..., 0] from the start of the buffer.
    pub offset: usize,
    pub shape: Vec<usize>,
    /// Byte strides (may be negative or zero).
    pub strides: Vec<isize>,
    pub dtype: DType,
    pub owndata: bool,
    pub writeable: Cell<bool>,
    /// ALIGNED cleared by `setflags(align=False)`: NumPy keeps that choice on this array
    /// object only (new views compute their own flag).
    pub align_cleared: Cell<bool>,
    /// NumPy's `NPY_ARRAY_WARN_ON_WRITE`: set on what `broadcast_arrays` broadcast, passed on
    /// to views (arrayobject.c `PyArray_SetBaseObject`), cleared by setting WRITEABLE. Writes
    /// still work (NumPy only warns), but `__array_interface__` calls the memory read-only,
    /// so `as_strided` of such an array is read-only.
    pub warn_on_write: Cell<bool>,
    /// How far NumPy's data pointer of an empty view lies from `offset`: an empty diagonal
    /// points wherever its offset arithmetic lands, even outside the buffer, which `offset`
    /// cannot (it reads nothing either way). Views of the view inherit it; only
    /// [`NdArray::data_addr`] reads it.
    pub addr_shift: Cell<i64>,
    pub base: Option<Base>,
}

/// NumPy's `NPY_MAXDIMS`: no array has more dimensions.
pub const MAXDIMS: usize = 64;

/// The generic refusal of a 65th dimension (ctors.c `PyArray_NewFromDescr_int`); indexing,
/// as_strided and ufunc.outer check earlier with their own messages.
pub fn check_ndim(ndim: usize) -> PyResult<()> {
    if ndim > MAXDIMS {
        return Err(value_error(format!("maximum supported dimension for an ndarray is currently {MAXDIMS}, found {ndim}")));
    }
    Ok(())
}

/// NumPy's overflow rule for every new array, view or not (ctors.c
/// `PyArray_NewFromDescr_int`): the item size times every nonzero axis length must fit in
/// intp, so np.zeros((0, 2**62, 2**62)) and a reshape to (2**20, 2**20, 2**20, 0) are "too
/// big" although they hold nothing. The byte count (ignoring zero axes) when it fits.
pub fn check_nbytes(shape: &[usize], itemsize: usize) -> PyResult<u128> {
    let mut total: u128 = itemsize as u128;
    for &d in shape.iter().filter(|&&d| d != 0) {
        total = total.saturating_mul(d as u128);
        if total > isize::MAX as u128 {
            return Err(value_error(
                "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.",
            ));
        }
    }
    Ok(total)
}

/// Check the size limit and NumPy's overflow rule for a new allocation.
pub fn check_alloc(shape: &[usize], dtype: DType) -> PyResult<usize> {
    check_ndim(shape.len())?;
    let total = check_nbytes(shape, dtype.itemsize())?;
    if shape.contains(&0) {
        return Ok(0);
    }
    if total > buffer::max_bytes() as u128 {
        return Err(memory_error(format!(
            "Unable to allocate {} for an array with shape {} and data type {}",
            buffer::size_to_string(total),
            shape_repr(shape),
            dtype.name()
        )));
    }
    if !super::budget::fits_in_memory(total) {
        return Err(super::budget::memory_request_error(total));
    }
    Ok(total as usize)
}

/// Python's repr of a shape tuple: `(3,)`, `(2, 3)`, `()`.
pub fn shape_repr(shape: &[usize]) -> String {
    match shape.len() {
        0 => "()".into(),
        1 => format!("({},)", shape[0]),
        _ => format!("({})", shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")),
    }
}

impl NdArray {
    /// A new zero-filled array that owns its buffer.
    pub fn zeros(dtype: DType, shape: &[usize], fortran: bool) -> PyResult<Rc<NdArray>> {
        NdArray::owning(dtype, shape, fortran, true)
    }

    /// A new C-contiguous array whose elements are unspecified (NumPy's `np.empty`), for a
    /// result the caller writes in full before anyone can read it; a recycled buffer is not
    /// zeroed first ([`Buffer::for_overwrite`]).
    pub fn for_overwrite(dtype: DType, shape: &[usize]) -> PyResult<Rc<NdArray>> {
        NdArray::owning(dtype, shape, false, false)
    }

    /// [`NdArray::for_overwrite`] in C or (`fortran`) F order.
    pub fn for_overwrite_in(dtype: DType, shape: &[usize], fortran: bool) -> PyResult<Rc<NdArray>> {
        NdArray::owning(dtype, shape, fortran, false)
    }

    fn owning(dtype: DType, shape: &[usize], fortran: bool, zero: bool) -> PyResult<Rc<NdArray>> {
        let nbytes = check_alloc(shape, dtype)?;
        // NumPy allocates at least one element, so even empty arrays have an address.
        let nbytes = nbytes.max(dtype.itemsize());
        let buf = if zero { Buffer::zeroed(nbytes) } else { Buffer::for_overwrite(nbytes) };
        Ok(Rc::new(NdArray {
            buf,
            offset: 0,
            shape: shape.to_vec(),
            strides: layout::alloc_strides(shape, dtype.itemsize(), fortran),
            dtype,
            owndata: true,
            writeable: Cell::new(true),
            align_cleared: Cell::new(false),
            warn_on_write: Cell::new(false),
            addr_shift: Cell::new(0),
            base: None,
        }))
    }

    /// A new owning C-contiguous array filled from `values` (C order; exactly size elements).
    pub fn from_scalars(dtype: DType, shape: &[usize], values: &[Scalar]) -> PyResult<Rc<NdArray>> {
        let a = NdArray::zeros(dtype, shape, false)?;
        {
            let mut data = a.buf.data.borrow_mut();
            let isz = dtype.itemsize();
            for (i, v) in values.iter().enumerate() {
                v.write_le_bytes(dtype, &mut data[i * isz..(i + 1) * isz]);
            }
        }
        Ok(a)
    }

    /// Build any array, checking the invariant that all its elements lie inside the buffer.
    pub fn build(
        buf: Rc<Buffer>,
        offset: usize,
        shape: Vec<usize>,
        strides: Vec<isize>,
        dtype: DType,
        owndata: bool,
        writeable: bool,
        base: Option<Base>,
    ) -> PyResult<Rc<NdArray>> {
        debug_assert_eq!(shape.len(), strides.len());
        check_ndim(shape.len())?;
        check_nbytes(&shape, dtype.itemsize())?;
        if let Some((lo, hi)) = layout::byte_extent(offset as i64, &shape, &strides, dtype.itemsize())
            && (lo < 0 || hi > buf.len() as i64) {
                return Err(value_error(format!(
                    "view would touch bytes [{}, {}) of a {}-byte buffer",
                    lo,
                    hi,
                    buf.len()
                )));
            }
        // An empty view reads nothing, so NumPy lets its pointer sit anywhere.
        Ok(Rc::new(NdArray {
            buf,
            offset,
            shape,
            strides,
            dtype,
            owndata,
            writeable: Cell::new(writeable),
            align_cleared: Cell::new(false),
            warn_on_write: Cell::new(false),
            addr_shift: Cell::new(0),
            base,
        }))
    }

    /// A view of `parent` with new geometry; `.base` collapses to the owner as NumPy's
    /// `PyArray_SetBaseObject` does, stopping at arrays that own data or whose base is a
    /// DummyArray. The view inherits the parent's WRITEABLE flag.
    pub fn view_of(
        parent: &Rc<NdArray>,
        offset: usize,
        shape: Vec<usize>,
        strides: Vec<isize>,
        dtype: DType,
    ) -> PyResult<Rc<NdArray>> {
        let base = collapse_base(parent);
        let v = NdArray::build(
            parent.buf.clone(),
            offset,
            shape,
            strides,
            dtype,
            false,
            parent.writeable.get(),
            Some(Base::Array(base)),
        )?;
        v.warn_on_write.set(parent.warn_on_write.get());
        v.addr_shift.set(parent.addr_shift.get());
        Ok(v)
    }

    pub fn ndim(&self) -> usize {
        self.shape.len()
    }

    pub fn size(&self) -> usize {
        layout::size_of(&self.shape)
    }

    pub fn itemsize(&self) -> usize {
        self.dtype.itemsize()
    }

    pub fn nbytes(&self) -> usize {
        self.size() * self.itemsize()
    }

    /// Simulated address of element [0, ..., 0].
    pub fn data_addr(&self) -> u64 {
        (self.buf.addr + self.offset as u64).wrapping_add_signed(self.addr_shift.get())
    }

    pub fn is_c_contiguous(&self) -> bool {
        layout::is_c_contiguous(&self.shape, &self.strides, self.itemsize())
    }

    pub fn is_f_contiguous(&self) -> bool {
        layout::is_f_contiguous(&self.shape, &self.strides, self.itemsize())
    }

    /// The ALIGNED flag: the layout's alignment, unless the user cleared the flag.
    pub fn is_aligned(&self) -> bool {
        !self.align_cleared.get() && self.layout_aligned()
    }

    /// Whether the data address and every stride are multiples of the dtype's alignment.
    pub fn layout_aligned(&self) -> bool {
        layout::is_aligned(self.data_addr(), &self.shape, &self.strides, self.dtype.alignment())
    }

    /// Read the element at a byte offset (an offset produced from this view's geometry).
    pub fn read_at(&self, off: usize) -> Scalar {
        let data = self.buf.data.borrow();
        Scalar::from_le_bytes(self.dtype, &data[off..off + self.itemsize()])
    }

    /// The element at flat C-order index `i`.
    pub fn get_flat(&self, i: usize) -> Scalar {
        let idx = layout::unravel(i, &self.shape);
        self.read_at(layout::element_offset(self.offset, &idx, &self.strides))
    }

    /// Every element in C order.
    pub fn to_scalars(&self) -> Vec<Scalar> {
        let mut out = Vec::with_capacity(self.size());
        let data = self.buf.data.borrow();
        let isz = self.itemsize();
        layout::for_each_offset(self.offset, &self.shape, &self.strides, |o| {
            out.push(Scalar::from_le_bytes(self.dtype, &data[o..o + isz]));
        });
        out
    }

    /// Byte offsets of every element in C order.
    pub fn offsets(&self) -> Vec<usize> {
        let mut out = Vec::with_capacity(self.size());
        layout::for_each_offset(self.offset, &self.shape, &self.strides, |o| out.push(o));
        out
    }

    /// Raise NumPy's error unless the array may be written.
    /// The first write to a broadcast_arrays result warns once (NumPy's DeprecationWarning)
    /// and clears the flag on it and its bases (arrayobject.c `array_might_be_written`,
    /// which every writeable check runs).
    pub fn might_be_written(&self) {
        if self.warn_on_write.get() {
            self.warn_on_write.set(false);
            let mut cur = self.base.clone();
            while let Some(Base::Array(b)) = cur {
                b.warn_on_write.set(false);
                cur = b.base.clone();
            }
        }
    }

    pub fn check_writeable(&self) -> PyResult<()> {
        if self.writeable.get() {
            self.might_be_written();
            Ok(())
        } else {
            Err(value_error("assignment destination is read-only"))
        }
    }

    /// A C- or F-ordered copy that owns its memory (`copy()`, `flatten()`, `astype`).
    pub fn copy_as(&self, dtype: DType, fortran: bool) -> PyResult<Rc<NdArray>> {
        let out = NdArray::zeros(dtype, &self.shape, fortran)?;
        copy_into(&out, self, fortran);
        Ok(out)
    }
}

/// The array a new view of `parent` records as its base.
pub fn collapse_base(parent: &Rc<NdArray>) -> Rc<NdArray> {
    let mut cur = parent.clone();
    loop {
        if cur.owndata {
            return cur;
        }
        match &cur.base {
            Some(Base::Array(b)) => {
                let next = b.clone();
                cur = next;
            }
            _ => return cur,
        }
    }
}

/// Copy the elements of `src` into `dst` (same shape), converting dtypes, in one typed pass
/// (`engine::assign`; a transposing copy goes in cache-sized tiles).
pub fn copy_into(dst: &NdArray, src: &NdArray, _fortran: bool) {
    super::assign::assign(dst, src, &src.strides);
}
