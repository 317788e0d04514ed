//! Structured dtypes and structured arrays: records of named fields side by side in one buffer.
//!
//! Follows NumPy's descriptor.c (a list of fields is packed: each field starts where the one
//! before ends; a `(base, shape)` pair is a subarray), numpy/_core/_dtype.py (`__repr__`:
//! `_construction_repr`, `_struct_list_str`, `_struct_dict_str`, `_subarray_str`,
//! `_scalar_str`, `_is_packed`) and mapping.c `_get_field_view` (a field is a view at the
//! record's offset plus the field's, with the record's strides, its subarray axes appended
//! C-contiguously).
//!
//! A structured array is kept as a uint8 array with one extra, innermost axis of `itemsize`
//! bytes and stride 1: indexing, reshaping and transposing its leading axes are then the view
//! engine's own operations, with the engine's invariant (every byte inside the buffer)
//! checked where the views are built.

use std::cell::Cell;
use std::rc::Rc;

use super::array::{Base, NdArray};
use super::dtype::DType;
use super::layout;
use super::strings::TextKind;
use crate::error::{PyResult, not_implemented};

/// A dtype: a plain one, or one of the kinds only structured arrays use.
#[derive(Debug, Clone, PartialEq)]
pub enum Descr {
    Plain(DType),
    /// Unstructured bytes ('V10').
    Void(usize),
    /// A fixed-shape block of a base dtype: `('i4', (2, 3))`.
    Subarray(Rc<Descr>, Vec<usize>),
    Struct(Rc<Struct>),
    /// A multi-byte numeric dtype with an explicit byte order, '>' (big-endian, `'>i2'`) or
    /// '<' (what swapping '>' gives back): a dtype object only, since stridelab's arrays are
    /// native ('=').
    Ordered(DType, char),
    /// Fixed-width text, `'S5'` or `'<U5'` (strings.rs); width 0 is the unsized `np.dtype('U')`.
    Text(TextKind, usize),
}

/// The fields of a structured dtype, in declaration order.
#[derive(Debug, Clone, PartialEq)]
pub struct Struct {
    pub fields: Vec<Field>,
    pub itemsize: usize,
    /// `np.dtype((np.int16, {...}))`: a scalar type other than np.void (shown in the repr).
    pub scalar: Option<DType>,
    /// `align=True`: fields at multiples of their alignment, as a C compiler lays out a struct
    /// (`dtype.isalignedstruct`).
    pub aligned: bool,
    /// `np.record` is the scalar type (a recarray's dtype: `dtype((numpy.record, [...]))`).
    pub record: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    pub name: String,
    pub descr: Descr,
    pub offset: usize,
    /// A title: a second name for the field (`(('my title', 'name'), 'f4')`).
    pub title: Option<String>,
}

/// Python's repr of a str without quotes or backslashes inside (field names).
fn str_repr(s: &str) -> String {
    if s.contains('\'') && !s.contains('"') { format!("\"{s}\"") } else { format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'")) }
}

fn tuple_repr(shape: &[usize]) -> String {
    super::array::shape_repr(shape)
}

impl Descr {
    pub fn itemsize(&self) -> usize {
        match self {
            Descr::Plain(d) | Descr::Ordered(d, _) => d.itemsize(),
            Descr::Void(n) => *n,
            Descr::Text(k, n) => k.unit() * n,
            Descr::Subarray(b, s) => b.itemsize() * s.iter().product::<usize>(),
            Descr::Struct(s) => s.itemsize,
        }
    }

    /// `dtype.subdtype` split: the base and the subarray shape (empty when not a subarray).
    pub fn split_subarray(&self) -> (&Descr, &[usize]) {
        match self {
            Descr::Subarray(b, s) => (b, s),
            d => (d, &[]),
        }
    }

    /// `dtype.name`: "int16", "void640".
    pub fn name(&self) -> String {
        match self {
            Descr::Plain(d) | Descr::Ordered(d, _) => d.name().to_string(),
            Descr::Text(k, n) => k.name(*n),
            _ => format!("void{}", 8 * self.itemsize()),
        }
    }

    /// `dtype.kind`.
    pub fn kind_char(&self) -> char {
        match self {
            Descr::Plain(d) | Descr::Ordered(d, _) => d.kind_char(),
            Descr::Text(k, _) => k.char(),
            _ => 'V',
        }
    }

    /// `dtype.str`: "<i2", "|V8".
    pub fn typestr(&self) -> String {
        match self {
            Descr::Plain(d) => d.typestr(),
            Descr::Ordered(d, o) => format!("{o}{}{}", d.kind_char(), d.itemsize()),
            Descr::Text(k, n) => k.typestr(*n),
            _ => format!("|V{}", self.itemsize()),
        }
    }

    /// `_construction_repr`: what `dtype(...)` shows inside its parentheses; `short` gives
    /// '<i2' rather than 'int16' for a plain dtype.
    pub fn construction_repr(&self, short: bool) -> String {
        match self {
            Descr::Plain(d) => scalar_repr(*d, short),
            Descr::Void(n) => format!("'V{n}'"),
            Descr::Ordered(..) => format!("'{}'", self.typestr()),
            Descr::Text(k, n) => format!("'{}'", k.short(*n)),
            Descr::Subarray(b, s) => format!("({}, {})", b.construction_repr(true), tuple_repr(s)),
            Descr::Struct(s) => s.repr(),
        }
    }

    /// `dtype.byteorder`: '=' native, '|' not applicable, else the explicit '<' or '>'.
    pub fn byteorder(&self) -> char {
        match self {
            Descr::Plain(d) if d.itemsize() > 1 => '=',
            Descr::Ordered(_, o) => *o,
            Descr::Text(TextKind::Str, _) => '=',
            _ => '|',
        }
    }

    /// `dtype.newbyteorder(order)` for a plain dtype (descriptor.c `PyArray_DescrNewByteOrder`):
    /// 'S' swaps (a native order becomes '>', '>' becomes an explicit '<'), '<', '>' and '='
    /// are taken as given, '|' keeps the order; one-byte dtypes have none.
    pub fn new_byte_order(&self, order: char) -> Option<Descr> {
        let d = match self {
            Descr::Plain(d) | Descr::Ordered(d, _) => *d,
            _ => return None,
        };
        let cur = self.byteorder();
        let new = match order {
            'S' => if cur == '>' { '<' } else { '>' },
            '<' | '>' | '=' => order,
            '|' => cur,
            _ => return None,
        };
        Some(if new == '=' || d.itemsize() == 1 { Descr::Plain(d) } else { Descr::Ordered(d, new) })
    }

    /// `repr(dtype)`: an aligned struct says so (`_struct_str(dtype, include_align=True)`).
    pub fn repr(&self) -> String {
        match self {
            Descr::Struct(s) if s.aligned => format!("dtype({}, align=True)", self.construction_repr(false)),
            _ => format!("dtype({})", self.construction_repr(false)),
        }
    }

    /// The alignment a C compiler would give the type (`dtype.alignment`).
    pub fn alignment(&self) -> usize {
        match self {
            Descr::Plain(d) | Descr::Ordered(d, _) => d.alignment(),
            Descr::Text(k, _) => k.unit(),
            Descr::Void(_) => 1,
            Descr::Subarray(b, _) => b.alignment(),
            Descr::Struct(s) => s.alignment(),
        }
    }

    /// The native, packed form `np.result_type` gives.
    pub fn canonical(&self) -> Descr {
        match self {
            Descr::Ordered(d, _) => Descr::Plain(*d),
            Descr::Subarray(b, s) => Descr::Subarray(Rc::new(b.canonical()), s.clone()),
            Descr::Struct(s) => Descr::Struct(Rc::new(s.canonical())),
            other => other.clone(),
        }
    }

    /// `str(dtype)`: a structured dtype prints its field list, others their name or short form.
    pub fn str(&self) -> String {
        match self {
            Descr::Plain(d) => d.name().to_string(),
            Descr::Struct(s) => s.repr(),
            Descr::Subarray(..) => self.construction_repr(true),
            Descr::Void(n) => format!("|V{n}"),
            Descr::Ordered(..) => self.typestr(),
            Descr::Text(k, n) => k.typestr(*n),
        }
    }
}

/// `_scalar_str` for the numeric and bool dtypes.
fn scalar_repr(d: DType, short: bool) -> String {
    if d == DType::Bool {
        return if short { "'?'".into() } else { "'bool'".into() };
    }
    if short {
        let order = if d.itemsize() == 1 { "" } else { "<" };
        format!("'{}{}{}'", order, d.kind_char(), d.itemsize())
    } else {
        format!("'{}'", d.name())
    }
}

impl Struct {
    /// A packed struct from (name, dtype) pairs, each field after the last.
    pub fn packed(fields: Vec<(String, Descr)>) -> Struct {
        let mut off = 0;
        let fields: Vec<Field> = fields
            .into_iter()
            .map(|(name, descr)| {
                let f = Field { name, offset: off, descr, title: None };
                off += f.descr.itemsize();
                f
            })
            .collect();
        Struct { fields, itemsize: off, scalar: None, aligned: false, record: false }
    }

    /// The same fields laid out as `align=True` lays them out (descriptor.c
    /// `_convert_from_list` with align): each at the next multiple of its alignment, the
    /// itemsize a multiple of the largest.
    pub fn aligned_layout(fields: Vec<Field>) -> Struct {
        let mut off: usize = 0;
        let mut max_align = 1;
        let fields: Vec<Field> = fields
            .into_iter()
            .map(|mut f| {
                let a = f.descr.alignment();
                max_align = max_align.max(a);
                off = off.div_ceil(a) * a;
                f.offset = off;
                off += f.descr.itemsize();
                f
            })
            .collect();
        Struct { fields, itemsize: off.div_ceil(max_align) * max_align, scalar: None, aligned: true, record: false }
    }

    /// The largest alignment of the fields (1 for an unaligned struct).
    pub fn alignment(&self) -> usize {
        if !self.aligned {
            return 1;
        }
        self.fields.iter().map(|f| f.descr.alignment()).max().unwrap_or(1)
    }

    /// `np.result_type` of one structured dtype (`PyArray_CanonicalizeDescr`): the fields
    /// in order, native, packed (or laid out as aligned when aligned), titles kept.
    pub fn canonical(&self) -> Struct {
        let fields: Vec<Field> = self
            .fields
            .iter()
            .map(|f| Field { name: f.name.clone(), descr: f.descr.canonical(), offset: 0, title: f.title.clone() })
            .collect();
        if self.aligned {
            return Struct::aligned_layout(fields);
        }
        let mut off = 0;
        let fields = fields
            .into_iter()
            .map(|mut f| {
                f.offset = off;
                off += f.descr.itemsize();
                f
            })
            .collect();
        Struct { fields, itemsize: off, scalar: None, aligned: false, record: false }
    }

    /// The field named `name` or titled `name`.
    pub fn field_or_title(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.name == name || f.title.as_deref() == Some(name))
    }

    pub fn field(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// `_is_packed`: every field starts where the previous one ended (rounded up to its
    /// alignment in an aligned struct), and nothing follows the last but alignment padding.
    pub fn is_packed(&self) -> bool {
        let mut total: usize = 0;
        let mut max_align = 1;
        for f in &self.fields {
            if self.aligned {
                let a = f.descr.alignment();
                max_align = max_align.max(a);
                total = total.div_ceil(a) * a;
            }
            if f.offset != total {
                return false;
            }
            total += f.descr.itemsize();
        }
        total.div_ceil(max_align) * max_align == self.itemsize
    }

    /// `_struct_str`: the list form when packed, else the dict form.
    pub fn repr(&self) -> String {
        let sub = if self.is_packed() { self.list_repr() } else { self.dict_repr() };
        match self.scalar {
            Some(d) => format!("(numpy.{}, {})", d.name(), sub),
            None if self.record => format!("(numpy.record, {sub})"),
            None => sub,
        }
    }

    fn list_repr(&self) -> String {
        let items: Vec<String> = self
            .fields
            .iter()
            .map(|f| {
                let (base, shape) = f.descr.split_subarray();
                let name = match &f.title {
                    Some(t) => format!("({}, {})", str_repr(t), str_repr(&f.name)),
                    None => str_repr(&f.name),
                };
                let mut item = format!("({}, {}", name, base.construction_repr(true));
                if !shape.is_empty() {
                    item.push_str(&format!(", {}", tuple_repr(shape)));
                }
                item.push(')');
                item
            })
            .collect();
        format!("[{}]", items.join(", "))
    }

    fn dict_repr(&self) -> String {
        let names: Vec<String> = self.fields.iter().map(|f| str_repr(&f.name)).collect();
        let formats: Vec<String> = self.fields.iter().map(|f| f.descr.construction_repr(true)).collect();
        let offsets: Vec<String> = self.fields.iter().map(|f| f.offset.to_string()).collect();
        format!(
            "{{'names': [{}], 'formats': [{}], 'offsets': [{}], 'itemsize': {}}}",
            names.join(", "),
            formats.join(", "),
            offsets.join(", "),
            self.itemsize
        )
    }

    /// The fields `names` select (`x[['a', 'c']]`): same offsets and itemsize, so the result
    /// is a view (NumPy >= 1.16).
    pub fn select(&self, names: &[String]) -> Struct {
        let fields = names.iter().filter_map(|n| self.field(n).cloned()).collect();
        Struct { fields, itemsize: self.itemsize, scalar: None, aligned: self.aligned, record: self.record }
    }
}

/// Which Python type a structured value is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecKind {
    /// `numpy.ndarray`
    Array,
    /// `numpy.recarray` (fields are attributes too)
    RecArray,
    /// `numpy.void`: one element of a structured ndarray, still a view into it
    Void,
    /// `numpy.record`: one element of a recarray
    Record,
}

impl RecKind {
    pub fn is_scalar(self) -> bool {
        matches!(self, RecKind::Void | RecKind::Record)
    }

    /// The kind an element, or a view, of this kind has.
    pub fn element(self) -> RecKind {
        match self {
            RecKind::Array | RecKind::Void => RecKind::Void,
            RecKind::RecArray | RecKind::Record => RecKind::Record,
        }
    }

    pub fn array(self) -> RecKind {
        match self {
            RecKind::Array | RecKind::Void => RecKind::Array,
            RecKind::RecArray | RecKind::Record => RecKind::RecArray,
        }
    }
}

/// A structured array (or void scalar): its bytes as a uint8 array of shape
/// `shape + (itemsize,)`, and the fields that give those bytes meaning.
#[derive(Debug)]
pub struct Record {
    pub bytes: Rc<NdArray>,
    pub descr: Rc<Struct>,
    pub kind: RecKind,
}

/// A field read out of a record: a plain view, or a nested structured one.
pub enum FieldView {
    Array(Rc<NdArray>),
    Record(Rc<Record>),
    /// A text field (`'S10'`, `'U10'`).
    Text(Rc<super::strings::TextArray>),
}

impl Record {
    /// Wrap a uint8 `bytes` array whose last axis holds one record (stride 1, itemsize long).
    pub fn new(bytes: Rc<NdArray>, descr: Rc<Struct>, kind: RecKind) -> Rc<Record> {
        debug_assert!(bytes.ndim() >= 1 && bytes.shape[bytes.ndim() - 1] == descr.itemsize.max(1));
        Rc::new(Record { bytes, descr, kind })
    }

    /// A new zero-filled structured array of this shape.
    pub fn zeros(descr: Rc<Struct>, shape: &[usize], kind: RecKind) -> PyResult<Rc<Record>> {
        if descr.itemsize == 0 {
            return Err(not_implemented("structured dtypes of itemsize 0 are not supported by stridelab"));
        }
        let mut full = shape.to_vec();
        full.push(descr.itemsize);
        Ok(Record::new(NdArray::zeros(DType::UInt8, &full, false)?, descr, kind))
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
        self.descr.itemsize
    }

    /// What a view of this record points `.base` at: the record if it owns its memory, else
    /// its own base (NumPy collapses view chains, `PyArray_SetBaseObject`).
    pub fn view_base(self: &Rc<Self>) -> Option<Base> {
        if self.bytes.owndata { Some(Base::Record(self.clone())) } else { self.bytes.base.clone() }
    }

    /// Field `f` as a view (mapping.c `_get_field_view`).
    pub fn field(self: &Rc<Self>, f: &Field) -> PyResult<FieldView> {
        let (base, sub) = f.descr.split_subarray();
        let offset = self.bytes.offset + f.offset;
        let mut shape = self.shape().to_vec();
        let mut strides = self.strides().to_vec();
        let writeable = self.bytes.writeable.get();
        match base {
            Descr::Plain(d) => {
                shape.extend_from_slice(sub);
                strides.extend(layout::contiguous_strides(sub, d.itemsize(), false));
                let v = NdArray::build(self.bytes.buf.clone(), offset, shape, strides, *d, false, writeable, self.view_base())?;
                Ok(FieldView::Array(v))
            }
            Descr::Struct(s) if sub.is_empty() => {
                shape.push(s.itemsize);
                strides.push(1);
                let b = NdArray::build(self.bytes.buf.clone(), offset, shape, strides, DType::UInt8, false, writeable, self.view_base())?;
                let kind = if self.kind.is_scalar() { self.kind } else { self.kind.array() };
                Ok(FieldView::Record(Record::new(b, s.clone(), kind)))
            }
            Descr::Text(k, n) if sub.is_empty() && *n > 0 => {
                shape.push(k.unit() * n);
                strides.push(1);
                let b = NdArray::build(self.bytes.buf.clone(), offset, shape, strides, DType::UInt8, false, writeable, self.view_base())?;
                Ok(FieldView::Text(super::strings::TextArray::new(b, *k, *n)))
            }
            _ => Err(not_implemented(format!(
                "field '{}' of dtype {} is not supported by stridelab",
                f.name,
                f.descr.construction_repr(true)
            ))),
        }
    }

    /// The same bytes under another field list, or as another Python type (`x.view(...)`,
    /// `x[['a', 'b']]`).
    pub fn reinterpret(self: &Rc<Self>, descr: Rc<Struct>, kind: RecKind) -> PyResult<Rc<Record>> {
        let b = NdArray::build(
            self.bytes.buf.clone(),
            self.bytes.offset,
            self.bytes.shape.clone(),
            self.bytes.strides.clone(),
            DType::UInt8,
            false,
            self.bytes.writeable.get(),
            self.view_base(),
        )?;
        Ok(Record::new(b, descr, kind))
    }

    /// `x.view(plain dtype)`: the records' bytes read as `d` (getset.c `array_descr_set`).
    pub fn view_plain(self: &Rc<Self>, d: DType) -> PyResult<Rc<NdArray>> {
        let (shape, strides) = super::view::view_dtype_layout(self.shape(), self.strides(), self.itemsize(), d.itemsize())?;
        NdArray::build(self.bytes.buf.clone(), self.bytes.offset, shape, strides, d, false, self.bytes.writeable.get(), self.view_base())
    }

    /// `x.view(other structured dtype)`: the same bytes cut into records of another size.
    pub fn view_struct(self: &Rc<Self>, descr: Rc<Struct>, kind: RecKind) -> PyResult<Rc<Record>> {
        if descr.itemsize == 0 {
            return Err(not_implemented("structured dtypes of itemsize 0 are not supported by stridelab"));
        }
        let (mut shape, mut strides) = super::view::view_dtype_layout(self.shape(), self.strides(), self.itemsize(), descr.itemsize)?;
        shape.push(descr.itemsize);
        strides.push(1);
        let b = NdArray::build(self.bytes.buf.clone(), self.bytes.offset, shape, strides, DType::UInt8, false, self.bytes.writeable.get(), self.view_base())?;
        Ok(Record::new(b, descr, kind))
    }

    /// `a.view(structured dtype)` of a plain array.
    pub fn view_of_array(a: &Rc<NdArray>, descr: Rc<Struct>, kind: RecKind) -> PyResult<Rc<Record>> {
        if descr.itemsize == 0 {
            return Err(not_implemented("structured dtypes of itemsize 0 are not supported by stridelab"));
        }
        let (mut shape, mut strides) = super::view::view_dtype_layout(&a.shape, &a.strides, a.itemsize(), descr.itemsize)?;
        shape.push(descr.itemsize);
        strides.push(1);
        let base = super::array::collapse_base(a);
        let b = NdArray::build(a.buf.clone(), a.offset, shape, strides, DType::UInt8, false, a.writeable.get(), Some(Base::Array(base)))?;
        Ok(Record::new(b, descr, kind))
    }

    /// Wrap a view the engine made of `self.bytes`, pointing its base at this record rather
    /// than at the internal uint8 array.
    pub fn adopt(self: &Rc<Self>, v: Rc<NdArray>, kind: RecKind) -> Rc<Record> {
        let points_here = matches!(&v.base, Some(Base::Array(b)) if Rc::ptr_eq(b, &self.bytes));
        let v = if points_here { rebase(v, self.view_base()) } else { v };
        Record::new(v, self.descr.clone(), kind)
    }
}

/// `v` with another `.base` (the buffer, window and flags unchanged).
pub fn rebase(v: Rc<NdArray>, base: Option<Base>) -> Rc<NdArray> {
    match Rc::try_unwrap(v) {
        Ok(mut a) => {
            a.base = base;
            Rc::new(a)
        }
        Err(v) => Rc::new(NdArray {
            buf: v.buf.clone(),
            offset: v.offset,
            shape: v.shape.clone(),
            strides: v.strides.clone(),
            dtype: v.dtype,
            owndata: v.owndata,
            writeable: Cell::new(v.writeable.get()),
            align_cleared: Cell::new(v.align_cleared.get()),
            warn_on_write: Cell::new(v.warn_on_write.get()),
            addr_shift: Cell::new(v.addr_shift.get()),
            base,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair() -> Struct {
        Struct::packed(vec![("x".into(), Descr::Plain(DType::Int32)), ("y".into(), Descr::Plain(DType::Float64))])
    }

    #[test]
    fn packed_fields_follow_each_other() {
        let s = pair();
        assert_eq!(s.itemsize, 12);
        assert_eq!(s.fields[1].offset, 4);
        assert!(s.is_packed());
        assert_eq!(s.repr(), "[('x', '<i4'), ('y', '<f8')]");
        let sel = s.select(&["y".into()]);
        assert!(!sel.is_packed());
        assert_eq!(sel.repr(), "{'names': ['y'], 'formats': ['<f8'], 'offsets': [4], 'itemsize': 12}");
    }

    #[test]
    fn field_view_is_offset_with_record_strides() {
        let r = Record::zeros(Rc::new(pair()), &[3], RecKind::Array).unwrap();
        let FieldView::Array(y) = r.field(&r.descr.fields[1]).unwrap() else { panic!("plain field") };
        assert_eq!((y.offset, y.strides.clone(), y.dtype), (4, vec![12], DType::Float64));
        assert!(matches!(&y.base, Some(Base::Record(b)) if Rc::ptr_eq(b, &r)));
    }

    #[test]
    fn subarray_repr_and_name() {
        let d = Descr::Subarray(Rc::new(Descr::Plain(DType::Int32)), vec![2, 3]);
        assert_eq!(d.repr(), "dtype(('<i4', (2, 3)))");
        assert_eq!(d.name(), "void192");
    }
}
