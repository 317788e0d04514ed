//! The abstract syntax tree of the Python subset stridelab runs.
//!
//! The parser (`parser.rs`) builds it; the interpreter (`stridelab_eval`) walks it.
//! Every node carries the [`Span`] where it starts so errors can point at it.

/// A position in the source: 1-based line, 0-based column (in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Span {
    pub line: u32,
    pub col: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    /// Python ints are unbounded; i128 covers everything NumPy code meets.
    Int(i128),
    Float(f64),
    /// An imaginary literal such as `2j` (kept so the parser accepts it; evaluation may refuse).
    Imag(f64),
    Str(String),
    /// A bytes literal `b'...'` (escapes decoded).
    Bytes(Vec<u8>),
    /// f-string: literal pieces and `{expr!conv:spec}` pieces.
    FString(Vec<FPart>),
    Bool(bool),
    None,
    /// `...`
    Ellipsis,
    Name(String),
    Tuple(Vec<Expr>),
    List(Vec<Expr>),
    Dict(Vec<(Expr, Expr)>),
    /// `{a, b}` (never empty: `{}` is a dict).
    Set(Vec<Expr>),
    /// `*expr` inside a call's arguments, a tuple or a list display.
    Starred(Box<Expr>),
    Attr(Box<Expr>, String),
    Call { func: Box<Expr>, args: Vec<Arg> },
    /// `value[index]`; several comma-separated indices arrive as one `Tuple`.
    Subscript(Box<Expr>, Box<Expr>),
    /// `start:stop:step`, only inside a subscript.
    Slice {
        start: Option<Box<Expr>>,
        stop: Option<Box<Expr>>,
        step: Option<Box<Expr>>,
    },
    Unary(UnaryOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `a < b <= c`: the first operand and each (op, operand) that follows.
    Compare(Box<Expr>, Vec<(CmpOp, Expr)>),
    /// `a and b and c` / `a or b`.
    BoolOp(BoolOp, Vec<Expr>),
    /// `body if cond else orelse`
    IfExp {
        cond: Box<Expr>,
        body: Box<Expr>,
        orelse: Box<Expr>,
    },
    /// `lambda a, b=1: body`
    Lambda { params: Vec<Param>, body: Box<Expr> },
    /// `[elt for target in iter if cond ...]`, `(elt for ...)` (a generator, evaluated eagerly
    /// to a list-like iterable), `{elt for ...}` (a set).
    ListComp { elt: Box<Expr>, generators: Vec<Comprehension>, kind: CompKind },
    /// `{key: value for ...}`
    DictComp { key: Box<Expr>, value: Box<Expr>, generators: Vec<Comprehension> },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompKind {
    List,
    Generator,
    Set,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Comprehension {
    pub target: Expr,
    pub iter: Expr,
    pub conds: Vec<Expr>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum FPart {
    Lit(String),
    Expr {
        expr: Expr,
        /// `!r`, `!s` or `!a`
        conversion: Option<char>,
        /// the text after `:` (nested `{}` in specs are not supported)
        spec: Option<String>,
        /// `{x=}` self-documenting form: the source text including `=`
        debug_text: Option<String>,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Positional(Expr),
    Keyword(String, Expr),
    /// `*args`
    Star(Expr),
    /// `**kwargs`
    DoubleStar(Expr),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Pos,
    Invert,
    Not,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    MatMul,
    BitAnd,
    BitOr,
    BitXor,
    LShift,
    RShift,
}

impl BinOp {
    /// The operator as Python spells it (used in error messages).
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::MatMul => "@",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    Is,
    IsNot,
    In,
    NotIn,
}

impl CmpOp {
    /// The operator as Python spells it.
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Is => "is",
            CmpOp::IsNot => "is not",
            CmpOp::In => "in",
            CmpOp::NotIn => "not in",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoolOp {
    And,
    Or,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    pub name: String,
    pub default: Option<Expr>,
    /// `*args`
    pub star: bool,
    /// `**kwargs`
    pub double_star: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
    /// The source text of the statement (all its lines for a compound statement),
    /// kept for `:save`, history and error display.
    pub source: String,
}

#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind {
    Expr(Expr),
    /// `a = b = value`: every target, left to right, then the value.
    Assign { targets: Vec<Expr>, value: Expr },
    AugAssign { target: Expr, op: BinOp, value: Expr },
    /// `import numpy as np, sys` -> [("numpy", Some("np")), ("sys", None)]
    Import(Vec<(String, Option<String>)>),
    /// `from numpy.lib.stride_tricks import as_strided as ast, x` ; `*` appears as the name "*".
    ImportFrom { module: String, names: Vec<(String, Option<String>)> },
    If { cond: Expr, body: Vec<Stmt>, orelse: Vec<Stmt> },
    For { target: Expr, iter: Expr, body: Vec<Stmt>, orelse: Vec<Stmt> },
    While { cond: Expr, body: Vec<Stmt>, orelse: Vec<Stmt> },
    FunctionDef { name: String, params: Vec<Param>, body: Vec<Stmt> },
    Return(Option<Expr>),
    /// `yield` or `yield value` as a statement (a generator function's body).
    Yield(Option<Expr>),
    Del(Vec<Expr>),
    Assert { test: Expr, msg: Option<Expr> },
    Break,
    Continue,
    Pass,
    /// `try:` with its `except` clauses, `else:` and `finally:` blocks (either of the
    /// handlers or the finally block may be empty, not both).
    Try { body: Vec<Stmt>, handlers: Vec<ExceptHandler>, orelse: Vec<Stmt>, finalbody: Vec<Stmt> },
    /// `raise`, `raise exc`, `raise exc from cause`.
    Raise { exc: Option<Expr>, cause: Option<Expr> },
    /// `global a, b`
    Global(Vec<String>),
    /// `class Name(bases): body`
    ClassDef { name: String, bases: Vec<Expr>, body: Vec<Stmt> },
    /// `with a as x, b: body` (items enter left to right, exit in reverse).
    With { items: Vec<WithItem>, body: Vec<Stmt> },
}

/// One `expression [as target]` of a `with` statement.
#[derive(Debug, Clone, PartialEq)]
pub struct WithItem {
    pub context: Expr,
    pub target: Option<Expr>,
}

/// One `except [type [as name]]:` clause.
#[derive(Debug, Clone, PartialEq)]
pub struct ExceptHandler {
    /// None for a bare `except:`.
    pub typ: Option<Expr>,
    pub name: Option<String>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

/// A syntax error: Python's message and where it happened.
#[derive(Debug, Clone, PartialEq)]
pub struct SyntaxError {
    /// e.g. "invalid syntax", "'(' was never closed", "unexpected indent"
    pub msg: String,
    pub span: Span,
    /// the text of the offending source line (without its newline)
    pub line_text: String,
    /// What CPython raises: "SyntaxError", or for sources nested too deeply to compile the
    /// "RecursionError" / "MemoryError" its compiler / parser raise (shown without a location).
    pub exception: &'static str,
}

impl SyntaxError {
    /// A compile error other than a SyntaxError (no location is shown for it).
    pub fn compile(exception: &'static str, msg: &str) -> SyntaxError {
        SyntaxError { msg: msg.to_string(), span: Span::default(), line_text: String::new(), exception }
    }

    /// Whether this is a real SyntaxError (with a line and caret).
    pub fn is_syntax(&self) -> bool {
        self.exception == "SyntaxError"
    }
}
