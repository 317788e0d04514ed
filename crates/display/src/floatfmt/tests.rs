//! Unit tests for `floatfmt`.

use super::*;

#[test]
fn float16_digits_match_numpy() {
    // (half value, str(np.float16), np.format_float_scientific) from NumPy 2.4; 16992 shows
    // Dragon4's inclusive boundary for an even significand (17000 is exactly halfway)
    let cases: &[(f64, &str, &str)] = &[
        (0.0999755859375, "0.1", "1.e-01"),
        (0.333251953125, "0.3333", "3.333e-01"),
        (0.66650390625, "0.6665", "6.665e-01"),
        (16992.0, "1.7e+04", "1.7e+04"),
        (17008.0, "1.701e+04", "1.701e+04"),
        (2048.0, "2.048e+03", "2.048e+03"),
        (65504.0, "6.55e+04", "6.55e+04"),
        (5.960464477539063e-08, "6e-08", "6.e-08"),
        (1.1920928955078125e-07, "1e-07", "1.e-07"),
        (6.097555160522461e-05, "6.1e-05", "6.1e-05"),
        (2.9981136322021484e-05, "3e-05", "3.e-05"),
        (999.5, "999.5", "9.995e+02"),
        (1000.0, "1e+03", "1.e+03"),
        (10000.0, "1e+04", "1.e+04"),
        (0.00010001659393310547, "0.0001", "1.e-04"),
        (9.900331497192383e-05, "9.9e-05", "9.9e-05"),
        (0.2998046875, "0.2998", "2.998e-01"),
        (12.375, "12.375", "1.2375e+01"),
        (-2.5, "-2.5", "-2.5e+00"),
    ];
    for &(x, s, sci) in cases {
        assert_eq!(numpy_float_str(x, Width::Half), s, "{x}");
        assert_eq!(format_scientific(x, Width::Half, &FloatFmt::default()), sci, "{x}");
    }
    // every shortest string round-trips through float16
    for h in (0u16..0x7c00).step_by(7) {
        let x = stridelab_engine::half::f16_to_f64(h);
        let s = format_scientific(x, Width::Half, &FloatFmt::default());
        let back: f64 = s.parse().unwrap();
        assert_eq!(stridelab_engine::half::f64_to_f16(back), h, "{s}");
    }
    // a minimum digit count extends with the exact value's digits: 16992 -> 1.699e+04
    let min3 = FloatFmt { precision: Some(3), min_digits: Some(3), ..FloatFmt::default() };
    assert_eq!(format_scientific(16992.0, Width::Half, &min3), "1.699e+04");
}

#[test]
fn python_repr() {
    // Expected values from CPython 3.11 repr().
    let cases: &[(f64, &str)] = &[
        (0.1, "0.1"),
        (1.0, "1.0"),
        (-1.0, "-1.0"),
        (1e16, "1e+16"),
        (1e15, "1000000000000000.0"),
        (9999999999999998.0, "9999999999999998.0"),
        (1e-5, "1e-05"),
        (0.0001, "0.0001"),
        (0.00012345, "0.00012345"),
        (f64::INFINITY, "inf"),
        (f64::NEG_INFINITY, "-inf"),
        (f64::NAN, "nan"),
        (-f64::NAN, "nan"),
        (-0.0, "-0.0"),
        (0.0, "0.0"),
        (1.5e16, "1.5e+16"),
        (1.7976931348623157e308, "1.7976931348623157e+308"),
        (5e-324, "5e-324"),
        (2.0 / 3.0, "0.6666666666666666"),
        (123456789.125, "123456789.125"),
        (1e100, "1e+100"),
        (-2.5e-7, "-2.5e-07"),
        (0.30000000000000004, "0.30000000000000004"),
        // exactly halfway between two shortest candidates: the even digit wins
        (-1859220923518560.0 - 0.25, "-1859220923518560.2"),
        (0.5e-323, "5e-324"),
    ];
    for &(x, want) in cases {
        assert_eq!(py_float_repr(x), want, "repr({x:?})");
    }
}

#[test]
fn numpy_scalar_str() {
    // str(np.float64(x)) / str(np.float32(x)) from NumPy 2.4.
    let f64_cases: &[(f64, &str)] = &[
        (1e15, "1000000000000000.0"),
        (1e16, "1e+16"),
        (0.5, "0.5"),
        (1e-5, "1e-05"),
        (100000.0, "100000.0"),
    ];
    for &(x, want) in f64_cases {
        assert_eq!(numpy_float_str(x, false), want, "float64 {x:?}");
    }
    let f32_cases: &[(f64, &str)] = &[
        (100000.0, "100000.0"),
        (1e6, "1e+06"),
        (9999999.0, "9.999999e+06"),
        (123456789.0, "1.2345679e+08"),
        (1e-4, "1e-04"),
        (9.9999e-5, "9.9999e-05"),
        (0.1, "0.1"),
        (0.3, "0.3"),
        (-0.0, "-0.0"),
        (3.4e38, "3.4e+38"),
        (1e-45, "1e-45"),
        (16777216.0, "1.6777216e+07"),
        (f64::NEG_INFINITY, "-inf"),
        (2684749.25, "2.6847492e+06"),
        (147.890625, "147.89062"),
    ];
    for &(x, want) in f32_cases {
        assert_eq!(
            numpy_float_str(x as f32 as f64, true),
            want,
            "float32 {x:?}"
        );
    }
}

#[test]
fn dragon4_helpers() {
    // np.format_float_positional / np.format_float_scientific from NumPy 2.4.
    let p = |x: f64, prec: Option<usize>, unique: bool, trim: Trim| {
        format_positional(
            x,
            false,
            &FloatFmt {
                precision: prec,
                unique,
                trim,
                ..FloatFmt::default()
            },
        )
    };
    assert_eq!(p(0.125, Some(2), true, Trim::Keep), "0.12");
    assert_eq!(p(0.375, Some(2), true, Trim::Keep), "0.38");
    assert_eq!(p(2.5, Some(0), true, Trim::Keep), "2.");
    assert_eq!(p(3.5, Some(0), true, Trim::Keep), "4.");
    assert_eq!(p(0.125, Some(2), false, Trim::Keep), "0.12");
    // genuine zeros are kept in 'k' mode, zeros from a carry are not
    assert_eq!(p(0.1000000001, Some(8), true, Trim::Keep), "0.10000000");
    assert_eq!(p(0.19999999999, Some(8), true, Trim::Keep), "0.2");
    assert_eq!(p(0.1, Some(5), false, Trim::Keep), "0.10000");
    assert_eq!(p(0.1, None, true, Trim::DotZeros), "0.1");
    assert_eq!(p(3.0, None, true, Trim::DotZeros), "3");
    assert_eq!(p(3.0, None, true, Trim::OneZero), "3.0");
    assert_eq!(p(1e20, None, true, Trim::Keep), "100000000000000000000.");
    assert_eq!(p(-1e-10, Some(8), true, Trim::Dot), "-0.");
    let s = |x: f64, prec: Option<usize>, trim: Trim| {
        format_scientific(
            x,
            false,
            &FloatFmt {
                precision: prec,
                trim,
                ..FloatFmt::default()
            },
        )
    };
    assert_eq!(s(1.0000000001e20, Some(8), Trim::DotZeros), "1.e+20");
    assert_eq!(s(1e5, None, Trim::Keep), "1.e+05");
    assert_eq!(s(1e-100, None, Trim::Keep), "1.e-100");
    assert_eq!(s(123456.0, Some(2), Trim::Keep), "1.23e+05");
    assert_eq!(s(0.0, None, Trim::Keep), "0.e+00");
    let padded = FloatFmt {
        pad_left: Some(4),
        pad_right: Some(3),
        trim: Trim::Dot,
        ..FloatFmt::default()
    };
    assert_eq!(format_positional(1.5, false, &padded), "   1.5  ");
    assert_eq!(format_positional(f64::NAN, false, &padded), "nan");
    let plus = FloatFmt {
        sign: true,
        ..FloatFmt::default()
    };
    assert_eq!(format_positional(1.5, false, &plus), "+1.5");
    assert_eq!(format_positional(f64::INFINITY, false, &plus), "+inf");
    // float32 digits with a minimum count go past uniqueness: np.float32(1e-5)
    let min8 = FloatFmt {
        precision: Some(8),
        min_digits: Some(8),
        ..FloatFmt::default()
    };
    assert_eq!(
        format_scientific(1e-5f32 as f64, true, &min8),
        "9.99999975e-06"
    );
    assert_eq!(format_scientific(1e-5, false, &min8), "1.00000000e-05");
}

#[test]
fn absurd_counts_do_not_panic() {
    let huge = FloatFmt {
        precision: Some(usize::MAX),
        min_digits: Some(usize::MAX),
        pad_left: Some(usize::MAX),
        pad_right: Some(usize::MAX),
        exp_digits: Some(usize::MAX),
        unique: false,
        ..FloatFmt::default()
    };
    let p = format_positional(0.1, false, &huge);
    assert!(p.trim().starts_with("0.1000000000000000055511151231257827"));
    let s = format_scientific(-1e300, false, &huge);
    assert!(
        s.trim_start()
            .starts_with("-1.00000000000000005250476025520442")
    );
    assert!(s.ends_with("e+00300"), "exponent digits cap at 5");
}
