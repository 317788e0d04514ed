//! Unit tests for `ziggurat`.

use super::*;
use crate::random::{Generator, SeedArg};

#[test]
fn normal_tables_shape() {
    let t = tables();
    assert_eq!(t.ki[1], 0);
    assert_eq!(t.ki_f[1], 0);
    assert_eq!(t.fi[0], 1.0);
    assert_eq!(t.wi[255] * TWO52, NOR_R);
    // Layers shrink towards the tail: densities fall, widths grow, acceptance ratios < 1.
    for i in 1..256 {
        assert!(t.fi[i] < t.fi[i - 1]);
        assert!(t.wi[i] > t.wi[i - 1] || i == 1);
        assert!(t.ki[i] < 1 << 52 && t.ki_f[i] < 1 << 23);
    }
    // Spot values of NumPy's header.
    assert_eq!(t.ki[0], 0x000E_F33D_8025_EF6A);
    assert_eq!(t.ki[2], 0x000C_08BE_98FB_C6A8);
    assert_eq!(t.ki_f[0], 0x0077_99EC);
    assert_eq!(t.ki[255], 0x000F_1A5A_4B33_1C4A);
}

#[test]
fn normal_quirk_is_one_ulp() {
    let t = tables();
    let i = NORMAL_EXP_QUIRK_LAYER;
    let x = t.wi[i] * TWO52;
    assert_eq!(t.fi[i], cr_exp(-0.5 * x * x).next_up());
    assert_eq!(t.fi[i], 0.6773880362187735);
}

#[test]
fn exponential_tables_shape() {
    let t = tables();
    assert_eq!(t.ke[1], 0);
    assert_eq!(t.fe[0], 1.0);
    assert_eq!(t.we[255] * TWO53, EXP_R);
    for i in 1..256 {
        assert!(t.fe[i] < t.fe[i - 1]);
        assert!(t.ke[i].is_multiple_of(2) && t.ke[i] < 1 << 53);
    }
    assert_eq!(t.ke[0], 0x001C_5214_2724_97C6);
    assert_eq!(t.ke[2], 0x0013_7D5B_D79C_317E);
    assert_eq!(t.ke[255], 0x001C_DB4D_D9E4_E8C0);
    assert_eq!(t.ke_f[0], 0x0071_4851);
    assert_eq!(t.ke_f[255], 0x0073_6D37);
    // As the C compiler reads the header's 9-digit float literals.
    assert_eq!(Some(t.we_f[1]), "7.61177108e-09".parse::<f32>().ok());
    assert_eq!(Some(t.fe_f[255]), "4.54134354e-04".parse::<f32>().ok());
}

/// NumPy 2.4: `default_rng(seed)` then `standard_normal(3)`, `standard_exponential(2)`,
/// `standard_normal(2, dtype=np.float32)`, `standard_exponential(2, dtype=np.float32)`,
/// as bit patterns.
#[test]
fn first_draws_match_numpy() {
    type Case = (i128, [u64; 3], [u64; 2], [u32; 2], [u32; 2]);
    let cases: [Case; 3] = [
        (
            0,
            [0x3fc017ed89db8441, 0xbfc0e8cfe9bd45cc, 0x3fe47e57a468b06d],
            [0x3f62971f7c277255, 0x3fe19c68a7f248f4],
            [0x3f47072a, 0xbfaddc27],
            [0x3ef22f5f, 0x3fc4169a],
        ),
        (
            1,
            [0x3fd61e0d28bbb3a1, 0x3fea4ab22204681f, 0x3fd525e18ce5fc0a],
            [0x40158072860641f8, 0x3fd7738ab4917047],
            [0x3f806e1d, 0xbef58cdf],
            [0x3f056155, 0x3fd4a097],
        ),
        (
            12345,
            [0xbff6c7fcc2ecc744, 0x3ff4383b54eb0649, 0xbfebdc76014d359e],
            [0x3fdac9aa49a5a25b, 0x3fe05a802b679694],
            [0xbf705063, 0xbe97f904],
            [0x3fdba83b, 0x3f9895db],
        ),
    ];
    for (seed, n, e, nf, ef) in cases {
        let mut g = Generator::new(SeedArg::Int(seed)).unwrap();
        let bits64 = |v: Vec<f64>| v.into_iter().map(f64::to_bits).collect::<Vec<_>>();
        let bits32 = |v: Vec<f32>| v.into_iter().map(f32::to_bits).collect::<Vec<_>>();
        assert_eq!(bits64(g.standard_normal(Some(&[3])).unwrap().to_f64s()), n);
        assert_eq!(
            bits64(g.standard_exponential(Some(&[2]), false).unwrap().to_f64s()),
            e
        );
        assert_eq!(bits32(g.standard_normal_f32(Some(&[2])).unwrap()), nf);
        assert_eq!(
            bits32(g.standard_exponential_f32(Some(&[2]), false).unwrap()),
            ef
        );
    }
}

/// NumPy 2.4, `default_rng(2024)`: `standard_normal(200000)` then
/// `standard_exponential(200000)`, checked by the wrapping sum of their bit patterns; these
/// runs pass through many wedge tests and 51 normal / 105 exponential tail draws.
#[test]
fn long_runs_match_numpy_checksums() {
    let mut g = Generator::new(SeedArg::Int(2024)).unwrap();
    let x = g.standard_normal(Some(&[200_000])).unwrap().to_f64s();
    let e = g.standard_exponential(Some(&[200_000]), false).unwrap().to_f64s();
    let sum = |v: &[f64]| v.iter().fold(0u64, |a, x| a.wrapping_add(x.to_bits()));
    assert_eq!(x.iter().filter(|v| v.abs() > NOR_R).count(), 51);
    assert_eq!(e.iter().filter(|&&v| v > EXP_R).count(), 105);
    assert_eq!(sum(&x), 17836075556865450601);
    assert_eq!(sum(&e), 11231945238774355785);
}

#[test]
fn double_double_is_accurate() {
    let e = Dd::from(1.0).exp();
    assert_eq!(e.hi, std::f64::consts::E);
    let back = e.ln().sub(Dd::from(1.0));
    assert!(back.hi.abs() < 1e-28, "{back:?}");
}
