//! Bit-exactness tests: every expected value below was printed by NumPy 2.4.6
//! (generator script: /work/scratch/random/gen/gen.py).

use super::*;

#[rustfmt::skip]
const RS0_RANDINT_3_10_SHAPE_2_6_6: &[i64] = &[7i64, 8i64, 3i64, 6i64, 6i64, 6i64, 4i64, 6i64, 8i64, 5i64, 7i64, 9i64, 3i64, 3i64, 7i64, 5i64, 4i64, 9i64, 9i64, 3i64, 4i64, 8i64, 4i64, 8i64, 3i64, 4i64, 7i64, 6i64, 3i64, 6i64, 8i64, 9i64, 3i64, 5i64, 6i64, 3i64, 4i64, 6i64, 8i64, 6i64, 6i64, 9i64, 3i64, 4i64, 4i64, 4i64, 3i64, 5i64, 7i64, 6i64, 9i64, 6i64, 5i64, 7i64, 5i64, 3i64, 3i64, 7i64, 8i64, 8i64, 9i64, 3i64, 7i64, 4i64, 7i64, 4i64, 5i64, 5i64, 3i64, 4i64, 4i64, 4i64];
#[rustfmt::skip]
const RS0_RANDINT_1_64_64: &[i64] = &[45i64, 48i64, 54i64, 1i64, 4i64, 60i64, 4i64, 40i64, 10i64, 20i64, 22i64, 51i64, 37i64, 24i64, 7i64, 25i64, 25i64, 13i64, 59i64, 2i64, 39i64, 40i64, 24i64, 47i64, 25i64, 18i64, 38i64, 26i64, 14i64, 9i64, 10i64, 21i64, 52i64, 17i64, 52i64, 6i64, 63i64, 16i64, 48i64, 1i64, 19i64, 36i64, 25i64, 50i64, 52i64, 30i64, 20i64, 20i64, 15i64, 40i64, 33i64, 2i64, 10i64, 58i64, 33i64, 32i64, 11i64, 53i64, 24i64, 36i64, 63i64, 12i64, 51i64, 56i64];
#[rustfmt::skip]
const RS42_RAND5: &[f64] = &[0.3745401188473625, 0.9507143064099162, 0.7319939418114051, 0.5986584841970366, 0.15601864044243652];
#[rustfmt::skip]
const RS42_RANDN7: &[f64] = &[0.2790412922001377, 1.0105152848065264, -0.580878134023515, -0.5251698071781478, -0.5713801657541415, -0.9240828377471049, -2.6125490126936013];
#[rustfmt::skip]
const RS42_RANDN3: &[f64] = &[0.9503696823969031, 0.8164450809513273, -1.523875997615861];
#[rustfmt::skip]
const RS42_NORMAL: &[f64] = &[9.143907871647531, 8.515186325761656, 8.593312396585185];
#[rustfmt::skip]
const RS42_UNIFORM: &[f64] = &[1.9258798069650682, -1.0016310892082014, 0.5711721920680581, 0.9620728443102124];
#[rustfmt::skip]
const RS42_UNIFORM_REV: &[f64] = &[2.7677479364000113, -0.037724259507191604];
#[rustfmt::skip]
const RS1_I8: &[i64] = &[-63i64, 93i64, 6i64, 28i64, -29i64, 40i64, -53i64, 3i64, 84i64, -28i64];
#[rustfmt::skip]
const RS1_U8: &[u64] = &[255u64, 126u64, 7u64, 0u64, 137u64, 195u64, 204u64, 32u64, 203u64, 170u64];
#[rustfmt::skip]
const RS1_I16: &[i64] = &[-105i64, -1575i64, 2056i64, -2856i64, 1225i64, -1586i64, 1014i64];
#[rustfmt::skip]
const RS1_U16: &[u64] = &[7751u64, 25422u64, 43757u64, 22646u64, 31228u64];
#[rustfmt::skip]
const RS1_I32: &[i64] = &[1i64, 4i64, -3i64, -1i64, 0i64, -3i64, -1i64, -3i64, -1i64, 2i64];
#[rustfmt::skip]
const RS1_U32: &[u64] = &[1963679703u64, 2399554537u64, 1849836273u64, 602957303u64];
#[rustfmt::skip]
const RS1_BIG40: &[i64] = &[954333579104i64, 372806359181i64, 1004886031753i64, 31410917695i64, 264966508054i64];
#[rustfmt::skip]
const RS1_NEG62: &[i64] = &[-4276830603122636287i64, 2121749032438395196i64, 1460002806118577416i64, 1468422896031334029i64, 425197034274423215i64];
#[rustfmt::skip]
const RS1_U64FULL: &[u64] = &[1092844098547479161u64, 12369059170663350814u64, 10940127808982988163u64];
#[rustfmt::skip]
const RS1_I64FULL: &[i64] = &[3166459102582292373i64, -1627226418830277319i64, -5579201259432387644i64];
#[rustfmt::skip]
const RS1_BOOL: &[bool] = &[false, false, false, true, true, false, false, false, true, true];
#[rustfmt::skip]
const RS1_NEG_LOW: &[i64] = &[-9i64, -7i64, -6i64, -8i64, -6i64, -10i64, -5i64, -7i64];
#[rustfmt::skip]
const RS1_I8_ONE: &[i64] = &[5i64, 5i64, 5i64];
#[rustfmt::skip]
const RS1_AFTER: &[f64] = &[0.7501443149449675, 0.9888610889064947];
#[rustfmt::skip]
const RS_SEED_0_RAND3: &[f64] = &[0.5488135039273248, 0.7151893663724195, 0.6027633760716439];
#[rustfmt::skip]
const RS_SEED_1_RAND3: &[f64] = &[0.417022004702574, 0.7203244934421581, 0.00011437481734488664];
#[rustfmt::skip]
const RS_SEED_12345_RAND3: &[f64] = &[0.9296160928171479, 0.3163755545817859, 0.18391881167709445];
#[rustfmt::skip]
const RS_SEED_4294967295_RAND3: &[f64] = &[0.0976320289940138, 0.9123828453026218, 0.78903530185164];
#[rustfmt::skip]
const RS_SEED_ARR_RAND3: &[f64] = &[0.6098612722867289, 0.8866970434146851, 0.47633673750662764];
#[rustfmt::skip]
const RS_SEED_ARR2_RANDINT: &[i64] = &[98i64, 268i64, 984i64, 49i64];
#[rustfmt::skip]
const RS_ENTROPY0_RAND3: &[f64] = &[0.47932306384132817, 0.2864961735272108, 0.022216695186381585];
#[rustfmt::skip]
const RS_ENTROPYBIG_RAND3: &[f64] = &[0.5207175069711095, 0.11521860601130918, 0.7922142091886456];
#[rustfmt::skip]
const RS3_CHOICE: &[i64] = &[8i64, 9i64, 3i64, 8i64, 8i64];
#[rustfmt::skip]
const RS3_CHOICE_NOREP: &[i64] = &[7i64, 9i64, 4i64, 1i64, 6i64];
#[rustfmt::skip]
const RS3_CHOICE_P: &[i64] = &[1i64, 0i64, 3i64, 1i64, 2i64, 1i64, 2i64, 2i64];
#[rustfmt::skip]
const RS3_CHOICE_P_NOREP: &[i64] = &[3i64, 1i64, 2i64];
#[rustfmt::skip]
const RS3_CHOICE_SCALAR: &[i64] = &[2i64];
#[rustfmt::skip]
const RS3_CHOICE_ARR: &[i64] = &[0i64, 3i64, 0i64, 3i64];
#[rustfmt::skip]
const RS5_SHUFFLE: &[i64] = &[9i64, 5i64, 2i64, 4i64, 7i64, 1i64, 0i64, 8i64, 6i64, 3i64];
#[rustfmt::skip]
const RS5_PERM: &[i64] = &[2i64, 5i64, 6i64, 3i64, 8i64, 1i64, 4i64, 7i64, 9i64, 0i64];
#[rustfmt::skip]
const RS5_SHUFFLE2D_ROWS: &[i64] = &[0i64, 2i64, 1i64, 3i64];
#[rustfmt::skip]
const RS5_AFTER: &[f64] = &[0.11090076173906371, 0.20415474783059218];
#[rustfmt::skip]
const G0_INT_0_10_20: &[i64] = &[8i64, 6i64, 5i64, 2i64, 3i64, 0i64, 0i64, 0i64, 1i64, 8i64, 6i64, 9i64, 5i64, 6i64, 9i64, 7i64, 6i64, 5i64, 5i64, 9i64];
#[rustfmt::skip]
const G42_RANDOM5: &[f64] = &[0.7739560485559633, 0.4388784397520523, 0.8585979199113825, 0.6973680290593639, 0.09417734788764953];
#[rustfmt::skip]
const G1_ENDPOINT: &[i64] = &[5i64, 5i64, 8i64, 10i64, 0i64, 1i64, 9i64, 10i64, 2i64, 3i64];
#[rustfmt::skip]
const G1_BIG40: &[i64] = &[-168606921796i64, 720625624715i64, -199673210749i64, 109057672521i64, -1038908496853i64];
#[rustfmt::skip]
const G1_U64FULL: &[u64] = &[13899863471909450293u64, 9926991973934144676u64, 6082476587243706696u64];
#[rustfmt::skip]
const G1_I64_ENDPOINT_FULL: &[i64] = &[5320570475655648522i64, -3630414616439744187i64];
#[rustfmt::skip]
const G1_I32: &[i64] = &[-752i64, -94i64, 953i64, -732i64, -234i64, -194i64, 807i64, -594i64];
#[rustfmt::skip]
const G1_I8: &[i64] = &[84i64, 97i64, 14i64, 92i64, -71i64, -48i64, 89i64, -86i64, -97i64];
#[rustfmt::skip]
const G1_U16: &[u64] = &[53951u64, 35453u64, 3720u64, 52101u64, 16823u64];
#[rustfmt::skip]
const G1_BOOL: &[bool] = &[false, true, true, false, true, true, true];
#[rustfmt::skip]
const G1_U32_FULL_ENDPOINT: &[u64] = &[2083879367u64, 502244941u64, 4212234199u64];
#[rustfmt::skip]
const G1_AFTER: &[f64] = &[0.9616571936637868, 0.7247899407735336];
#[rustfmt::skip]
const G_SEED_0_RAW3: &[u64] = &[11749869230777074271u64, 4976686463289251617u64, 755828109848996024u64];
#[rustfmt::skip]
const G_SEED_1_RAW3: &[u64] = &[9441442522235856127u64, 17532960557476522086u64, 2659275481604167885u64];
#[rustfmt::skip]
const G_SEED_12345_RAW3: &[u64] = &[4193609425186963869u64, 5843160025838961886u64, 14708796524633321433u64];
#[rustfmt::skip]
const G_SEED_U32MAX_RAW3: &[u64] = &[4647538520743280031u64, 4041050679407036418u64, 5299467714154781845u64];
#[rustfmt::skip]
const G_SEED_2P64_5_RAW3: &[u64] = &[13699624189639919438u64, 7212933818401888033u64, 12639912000726136506u64];
#[rustfmt::skip]
const G_SEED_2P126_12345_RAW3: &[u64] = &[2026938665088635925u64, 5911790559924596112u64, 2928985988618616240u64];
#[rustfmt::skip]
const G_SEED_ARR_RAW3: &[u64] = &[12368030237656201616u64, 2047858591075935483u64, 9435677134316251571u64];
#[rustfmt::skip]
const G_SEED_EMPTY_RAW3: &[u64] = &[11749869230777074271u64, 4976686463289251617u64, 755828109848996024u64];
#[rustfmt::skip]
const G_SEED_ARRBIG_RAW3: &[u64] = &[16070992205341150647u64, 15003714051321073509u64, 8401091049948357182u64];
#[rustfmt::skip]
const G3_CHOICE: &[i64] = &[8i64, 0i64, 1i64, 2i64, 1i64];
#[rustfmt::skip]
const G3_CHOICE_NOREP: &[i64] = &[7i64, 4i64, 0i64, 9i64, 6i64];
#[rustfmt::skip]
const G3_CHOICE_NOREP_NOSHUF: &[i64] = &[24i64, 14i64, 64i64, 69i64, 3i64, 10i64, 43i64, 38i64, 87i64, 51i64];
#[rustfmt::skip]
const G3_CHOICE_P: &[i64] = &[2i64, 2i64, 3i64, 3i64, 1i64, 3i64, 3i64, 1i64];
#[rustfmt::skip]
const G3_CHOICE_P_NOREP: &[i64] = &[0i64, 3i64, 1i64];
#[rustfmt::skip]
const G3_TAIL_HEAD: &[i64] = &[17760i64, 5408i64, 15642i64, 15159i64, 15757i64, 12488i64, 9050i64, 10919i64];
#[rustfmt::skip]
const G3_TAIL_TAIL: &[i64] = &[9422i64, 4892i64, 11700i64, 13250i64, 17831i64, 861i64, 6279i64, 2785i64];
#[rustfmt::skip]
const G3_TAIL_SUM: i64 = 4979465;
#[rustfmt::skip]
const G3_AFTER: &[f64] = &[0.49881345034301394, 0.6096040623785186];
#[rustfmt::skip]
const G5_SHUFFLE: &[i64] = &[7i64, 6i64, 1i64, 3i64, 2i64, 4i64, 0i64, 9i64, 5i64, 8i64];
#[rustfmt::skip]
const G5_PERM: &[i64] = &[9i64, 6i64, 3i64, 7i64, 1i64, 0i64, 8i64, 4i64, 5i64, 2i64];
#[rustfmt::skip]
const G5_UNIFORM: &[f64] = &[0.17473776112571038, 2.870930966296277, 2.488388040542744, 2.2211551880437046];
#[rustfmt::skip]
const RS_RESEED_NONE_POS6: &[f64] = &[0.06769529380238315, 0.49776975698087933, 0.4440954934869865];
#[rustfmt::skip]
const RS_RESEED_NONE_POS624: &[f64] = &[0.6067820212728989, 0.4915159793363265, 0.35158467699131357];
#[rustfmt::skip]
const RS9_I8_FULL: &[i64] = &[-2i64, 97i64, 39i64, -126i64, -36i64, -47i64];
#[rustfmt::skip]
const RS9_BOOL_ONE: &[bool] = &[true, true, true];
#[rustfmt::skip]
const RS9_U16_FULL: &[u64] = &[55934u64, 32890u64, 501u64];
#[rustfmt::skip]
const RS9_CHOICE_P_NOREP: &[i64] = &[1i64, 0i64, 2i64, 3i64, 4i64];
#[rustfmt::skip]
const RS9_SCALAR_INT: &[i64] = &[238i64];
#[rustfmt::skip]
const RS9_AFTER: &[f64] = &[0.7346580403949944, 0.9679040811889423];
#[rustfmt::skip]
const G9_U8_FULL: &[u64] = &[33u64, 135u64, 234u64, 107u64, 222u64, 166u64];
#[rustfmt::skip]
const G9_I16: &[i64] = &[-291i64, 276i64, 211i64, -128i64, 83i64];
#[rustfmt::skip]
const G9_FLOYD_FULL: &[i64] = &[6i64, 3i64, 1i64, 5i64, 2i64, 4i64, 9i64, 0i64, 8i64, 7i64];
#[rustfmt::skip]
const G9_FLOYD_BIG: &[i64] = &[940i64, 294i64, 309i64, 285i64, 954i64, 775i64, 276i64, 340i64, 144i64, 911i64, 809i64, 63i64, 960i64, 211i64, 112i64, 476i64, 654i64, 874i64, 981i64, 693i64, 870i64, 768i64, 953i64, 880i64, 980i64, 994i64, 5i64, 505i64, 731i64, 832i64];
#[rustfmt::skip]
const G9_CHOICE_P_NOREP: &[i64] = &[2i64, 3i64, 0i64, 4i64, 1i64];
#[rustfmt::skip]
const G9_SCALAR_INT: &[i64] = &[529i64];
#[rustfmt::skip]
const G9_AFTER: &[f64] = &[0.5959528877870331, 0.5946892267614896];
#[rustfmt::skip]
const SS12345_STATE4: &[u64] = &[2688385916u64, 3048105090u64, 4196366895u64, 3152189807u64];

fn ints(v: Result<Drawn, String>) -> Vec<i64> {
    v.unwrap()
        .scalars()
        .map(|s| match s {
            Scalar::Int(i) => i,
            other => panic!("expected a signed value, got {other:?}"),
        })
        .collect()
}

fn uints(v: Result<Drawn, String>) -> Vec<u64> {
    v.unwrap()
        .scalars()
        .map(|s| match s {
            Scalar::UInt(u) => u,
            other => panic!("expected an unsigned value, got {other:?}"),
        })
        .collect()
}

fn bools(v: Result<Drawn, String>) -> Vec<bool> {
    v.unwrap()
        .scalars()
        .map(|s| match s {
            Scalar::Bool(b) => b,
            other => panic!("expected a bool, got {other:?}"),
        })
        .collect()
}

fn rs(seed: i128) -> RandomState {
    RandomState::new(SeedArg::Int(seed)).unwrap()
}

fn rng(seed: i128) -> Generator {
    Generator::new(SeedArg::Int(seed)).unwrap()
}

#[test]
fn mt19937_reference_first_output() {
    // The reference implementation's well-known first output for seed 5489.
    let mut mt = Mt19937::from_u32(5489);
    assert_eq!(mt.next_u32(), 3_499_211_612);
}

#[test]
fn legacy_randint_int64() {
    let mut r = rs(0);
    assert_eq!(
        ints(r.randint(3, Some(10), Some(&[2, 6, 6]), DType::Int64)),
        RS0_RANDINT_3_10_SHAPE_2_6_6
    );
    r.seed(SeedArg::Int(0)).unwrap();
    assert_eq!(
        ints(r.randint(1, Some(64), Some(&[64]), DType::Int64)),
        RS0_RANDINT_1_64_64
    );
}

#[test]
fn legacy_rand_randn_cached_gauss() {
    let mut r = rs(42);
    assert_eq!(r.random_sample(Some(&[5])).unwrap(), RS42_RAND5);
    // 7 normals leave one polar value cached; the next call must start with it.
    assert_eq!(r.standard_normal(Some(&[7])).unwrap().to_f64s(), RS42_RANDN7);
    assert_eq!(r.standard_normal(Some(&[3])).unwrap().to_f64s(), RS42_RANDN3);
    assert_eq!(r.normal(10.0, 2.0, Some(&[3])).unwrap().to_f64s(), RS42_NORMAL);
    assert_eq!(r.uniform(-2.0, 3.0, Some(&[4])).unwrap().to_f64s(), RS42_UNIFORM);
    assert_eq!(r.uniform(3.0, -2.0, Some(&[2])).unwrap().to_f64s(), RS42_UNIFORM_REV);
}

#[test]
fn legacy_seed_drops_cached_gauss() {
    let mut a = rs(42);
    a.standard_normal(Some(&[1])).unwrap().to_f64s();
    a.seed(SeedArg::Int(42)).unwrap();
    let mut b = rs(42);
    assert_eq!(
        a.standard_normal(Some(&[3])).unwrap().to_f64s(),
        b.standard_normal(Some(&[3])).unwrap().to_f64s()
    );
}

#[test]
fn legacy_randint_dtypes_share_one_stream() {
    let mut r = rs(1);
    assert_eq!(
        ints(r.randint(-100, Some(100), Some(&[10]), DType::Int8)),
        RS1_I8
    );
    assert_eq!(
        uints(r.randint(0, Some(256), Some(&[10]), DType::UInt8)),
        RS1_U8
    );
    assert_eq!(
        ints(r.randint(-3000, Some(3000), Some(&[7]), DType::Int16)),
        RS1_I16
    );
    assert_eq!(
        uints(r.randint(0, Some(65536), Some(&[5]), DType::UInt16)),
        RS1_U16
    );
    assert_eq!(
        ints(r.randint(-5, Some(5), Some(&[10]), DType::Int32)),
        RS1_I32
    );
    assert_eq!(
        uints(r.randint(0, Some(1 << 32), Some(&[4]), DType::UInt32)),
        RS1_U32
    );
    assert_eq!(
        ints(r.randint(0, Some(1 << 40), Some(&[5]), DType::Int64)),
        RS1_BIG40
    );
    assert_eq!(
        ints(r.randint(-(1 << 62), Some(1 << 62), Some(&[5]), DType::Int64)),
        RS1_NEG62
    );
    assert_eq!(
        uints(r.randint(0, Some(1 << 64), Some(&[3]), DType::UInt64)),
        RS1_U64FULL
    );
    assert_eq!(
        ints(r.randint(-(1 << 63), Some(1 << 63), Some(&[3]), DType::Int64)),
        RS1_I64FULL
    );
    assert_eq!(
        bools(r.randint(0, Some(2), Some(&[10]), DType::Bool)),
        RS1_BOOL
    );
    assert_eq!(
        ints(r.randint(-10, Some(-3), Some(&[8]), DType::Int64)),
        RS1_NEG_LOW
    );
    assert_eq!(
        ints(r.randint(5, Some(6), Some(&[3]), DType::Int8)),
        RS1_I8_ONE
    );
    assert_eq!(r.random_sample(Some(&[2])).unwrap(), RS1_AFTER);
}

#[test]
fn legacy_seeds() {
    for (seed, want) in [
        (0i128, RS_SEED_0_RAND3),
        (1, RS_SEED_1_RAND3),
        (12345, RS_SEED_12345_RAND3),
        (4294967295, RS_SEED_4294967295_RAND3),
    ] {
        assert_eq!(
            rs(seed).random_sample(Some(&[3])).unwrap(),
            want,
            "seed {seed}"
        );
    }
    let mut r = RandomState::new(SeedArg::Array(&[1, 2, 3])).unwrap();
    assert_eq!(r.random_sample(Some(&[3])).unwrap(), RS_SEED_ARR_RAND3);
    r.seed(SeedArg::Array(&[4294967295, 0])).unwrap();
    assert_eq!(
        ints(r.randint(0, Some(1000), Some(&[4]), DType::Int64)),
        RS_SEED_ARR2_RANDINT
    );
    // No seed: NumPy's entropy path (RandomState(MT19937(SeedSequence(e)))) with fixed entropy.
    let mut r = RandomState::new(SeedArg::None).unwrap();
    assert_eq!(r.random_sample(Some(&[3])).unwrap(), RS_ENTROPY0_RAND3);
    let mut r = RandomState::new(SeedArg::Entropy((1u128 << 100) + 7)).unwrap();
    assert_eq!(r.random_sample(Some(&[3])).unwrap(), RS_ENTROPYBIG_RAND3);
}

#[test]
fn legacy_seed_errors() {
    let range = "ValueError: Seed must be between 0 and 2**32 - 1";
    assert_eq!(RandomState::new(SeedArg::Int(-1)).unwrap_err(), range);
    assert_eq!(RandomState::new(SeedArg::Int(1 << 32)).unwrap_err(), range);
    assert_eq!(
        RandomState::new(SeedArg::Array(&[])).unwrap_err(),
        "ValueError: Seed must be non-empty"
    );
    assert_eq!(
        RandomState::new(SeedArg::Array(&[1 << 32])).unwrap_err(),
        range
    );
    assert_eq!(RandomState::new(SeedArg::Array(&[-1])).unwrap_err(), range);
    let mut r = rs(0);
    assert_eq!(r.seed(SeedArg::Int(-5)).unwrap_err(), range);
}

#[test]
fn legacy_choice_forms() {
    let mut r = rs(3);
    assert_eq!(
        r.choice(Population::Int(10), Some(&[5]), true, None)
            .unwrap(),
        RS3_CHOICE
    );
    assert_eq!(
        r.choice(Population::Int(10), Some(&[5]), false, None)
            .unwrap(),
        RS3_CHOICE_NOREP
    );
    let p = [0.1, 0.2, 0.3, 0.4, 0.0];
    assert_eq!(
        r.choice(Population::Int(5), Some(&[8]), true, Some(&p))
            .unwrap(),
        RS3_CHOICE_P
    );
    assert_eq!(
        r.choice(Population::Int(5), Some(&[3]), false, Some(&p))
            .unwrap(),
        RS3_CHOICE_P_NOREP
    );
    assert_eq!(
        r.choice(Population::Int(7), None, true, None).unwrap(),
        RS3_CHOICE_SCALAR
    );
    assert_eq!(
        r.choice(Population::Len(6), Some(&[2, 2]), true, None)
            .unwrap(),
        RS3_CHOICE_ARR
    );
}

#[test]
fn legacy_shuffle_and_permutation() {
    let mut r = rs(5);
    let perm: Vec<i64> = r.shuffle(10).into_iter().map(|i| i as i64).collect();
    assert_eq!(perm, RS5_SHUFFLE);
    assert_eq!(r.permutation(10).unwrap(), RS5_PERM);
    let rows: Vec<i64> = r.shuffle(4).into_iter().map(|i| i as i64).collect();
    assert_eq!(rows, RS5_SHUFFLE2D_ROWS);
    assert_eq!(r.random_sample(Some(&[2])).unwrap(), RS5_AFTER);
    assert!(r.permutation(-1).unwrap().is_empty());
    let big = "ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.";
    assert_eq!(r.permutation(1 << 62).unwrap_err(), big);
    assert_eq!(
        r.choice(Population::Int(1 << 62), Some(&[3]), false, None)
            .unwrap_err(),
        big
    );
    assert!(r.shuffle(0).is_empty());
}

#[test]
fn legacy_errors() {
    let mut r = rs(0);
    let e = |x: Result<Drawn, String>| x.unwrap_err();
    assert_eq!(
        e(r.randint(5, Some(5), None, DType::Int64)),
        "ValueError: low >= high"
    );
    assert_eq!(
        e(r.randint(0, None, None, DType::Int64)),
        "ValueError: high <= 0"
    );
    assert_eq!(
        e(r.randint(-1, None, None, DType::Int64)),
        "ValueError: high <= 0"
    );
    assert_eq!(
        r.randint(5, Some(5), Some(&[0]), DType::Int64).unwrap().len(),
        0
    );
    assert_eq!(
        e(r.randint(0, Some(5), Some(&[-1]), DType::Int64)),
        "ValueError: negative dimensions are not allowed"
    );
    assert_eq!(
        e(r.randint(5, Some(5), Some(&[-1]), DType::Int64)),
        "ValueError: low >= high"
    );
    assert_eq!(
        e(r.randint(0, Some(5), Some(&[-1, 0]), DType::Int64)),
        "ValueError: negative dimensions are not allowed"
    );
    assert_eq!(
        e(r.randint(-129, Some(0), None, DType::Int8)),
        "ValueError: low is out of bounds for int8"
    );
    assert_eq!(
        e(r.randint(0, Some(129), None, DType::Int8)),
        "ValueError: high is out of bounds for int8"
    );
    assert_eq!(
        e(r.randint(0, Some((1 << 64) + 1), None, DType::UInt64)),
        "ValueError: high is out of bounds for uint64"
    );
    assert_eq!(
        e(r.randint(0, Some(3), None, DType::Float64)),
        "TypeError: Unsupported dtype dtype('float64') for randint"
    );
    let big = "ValueError: array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.";
    assert_eq!(
        e(r.randint(0, Some(3), Some(&[1 << 40, 1 << 40]), DType::Int64)),
        big
    );
    assert_eq!(r.random_sample(Some(&[1 << 40, 1 << 40])).unwrap_err(), big);
    assert_eq!(
        r.random_sample(Some(&[-1])).unwrap_err(),
        "ValueError: negative dimensions are not allowed"
    );
    assert_eq!(
        r.normal(0.0, -1.0, None).unwrap_err(),
        "ValueError: scale < 0"
    );
    assert_eq!(
        r.normal(0.0, -0.0, None).unwrap_err(),
        "ValueError: scale < 0"
    );
    assert_eq!(
        r.uniform(0.0, f64::INFINITY, None).unwrap_err(),
        "OverflowError: Range exceeds valid bounds"
    );

    let c = |r: &mut RandomState, a, size: Option<&[i64]>, replace, p: Option<&[f64]>| {
        r.choice(a, size, replace, p).unwrap_err()
    };
    let gt0 = "ValueError: a must be greater than 0 unless no samples are taken";
    assert_eq!(c(&mut r, Population::Int(0), None, true, None), gt0);
    assert_eq!(c(&mut r, Population::Int(-3), Some(&[2]), true, None), gt0);
    assert_eq!(
        r.choice(Population::Int(0), Some(&[0]), true, None)
            .unwrap(),
        vec![]
    );
    assert_eq!(
        c(&mut r, Population::Len(0), Some(&[2]), true, None),
        "ValueError: 'a' cannot be empty unless no samples are taken"
    );
    assert_eq!(
        c(&mut r, Population::Int(5), Some(&[6]), false, None),
        "ValueError: Cannot take a larger sample than population when 'replace=False'"
    );
    assert_eq!(
        c(&mut r, Population::Int(5), Some(&[-1]), false, None),
        "ValueError: Negative dimensions are not allowed"
    );
    assert_eq!(
        c(&mut r, Population::Int(5), Some(&[-1]), true, None),
        "ValueError: negative dimensions are not allowed"
    );
    assert_eq!(
        c(
            &mut r,
            Population::Int(5),
            Some(&[2]),
            true,
            Some(&[0.5, 0.5])
        ),
        "ValueError: 'a' and 'p' must have same size"
    );
    assert_eq!(
        c(
            &mut r,
            Population::Int(2),
            Some(&[2]),
            true,
            Some(&[0.5, f64::NAN])
        ),
        "ValueError: probabilities contain NaN"
    );
    assert_eq!(
        c(
            &mut r,
            Population::Int(2),
            Some(&[2]),
            true,
            Some(&[1.5, -0.5])
        ),
        "ValueError: probabilities are not non-negative"
    );
    assert_eq!(
        c(
            &mut r,
            Population::Int(2),
            Some(&[2]),
            true,
            Some(&[0.5, 0.6])
        ),
        "ValueError: probabilities do not sum to 1"
    );
    assert_eq!(
        c(
            &mut r,
            Population::Int(3),
            Some(&[3]),
            false,
            Some(&[0.5, 0.5, 0.0])
        ),
        "ValueError: Fewer non-zero entries in p than size"
    );
}

#[test]
fn generator_integers() {
    assert_eq!(
        ints(rng(0).integers(0, Some(10), Some(&[20]), DType::Int64, false)),
        G0_INT_0_10_20
    );
    let mut g = rng(1);
    assert_eq!(
        ints(g.integers(0, Some(10), Some(&[10]), DType::Int64, true)),
        G1_ENDPOINT
    );
    assert_eq!(
        ints(g.integers(-(1 << 40), Some(1 << 40), Some(&[5]), DType::Int64, false)),
        G1_BIG40
    );
    assert_eq!(
        uints(g.integers(0, Some(1 << 64), Some(&[3]), DType::UInt64, false)),
        G1_U64FULL
    );
    assert_eq!(
        ints(g.integers(
            -(1 << 63),
            Some((1 << 63) - 1),
            Some(&[2]),
            DType::Int64,
            true
        )),
        G1_I64_ENDPOINT_FULL
    );
    assert_eq!(
        ints(g.integers(-1000, Some(1000), Some(&[8]), DType::Int32, false)),
        G1_I32
    );
    assert_eq!(
        ints(g.integers(-100, Some(100), Some(&[9]), DType::Int8, false)),
        G1_I8
    );
    assert_eq!(
        uints(g.integers(0, Some(60000), Some(&[5]), DType::UInt16, false)),
        G1_U16
    );
    assert_eq!(
        bools(g.integers(0, Some(2), Some(&[7]), DType::Bool, false)),
        G1_BOOL
    );
    assert_eq!(
        uints(g.integers(0, Some((1 << 32) - 1), Some(&[3]), DType::UInt32, true)),
        G1_U32_FULL_ENDPOINT
    );
    assert_eq!(g.random(Some(&[2])).unwrap(), G1_AFTER);
}

#[test]
fn generator_random_and_seeds() {
    assert_eq!(rng(42).random(Some(&[5])).unwrap(), G42_RANDOM5);
    let raw = |seed: SeedArg| {
        let mut g = Generator::new(seed).unwrap();
        (0..3).map(|_| g.pcg.next_u64()).collect::<Vec<u64>>()
    };
    assert_eq!(raw(SeedArg::Int(0)), G_SEED_0_RAW3);
    assert_eq!(raw(SeedArg::Int(1)), G_SEED_1_RAW3);
    assert_eq!(raw(SeedArg::Int(12345)), G_SEED_12345_RAW3);
    assert_eq!(raw(SeedArg::Int(4294967295)), G_SEED_U32MAX_RAW3);
    assert_eq!(raw(SeedArg::Int((1 << 64) + 5)), G_SEED_2P64_5_RAW3);
    assert_eq!(
        raw(SeedArg::Int((1 << 126) + 12345)),
        G_SEED_2P126_12345_RAW3
    );
    assert_eq!(raw(SeedArg::Array(&[1, 2, 3])), G_SEED_ARR_RAW3);
    assert_eq!(raw(SeedArg::Array(&[])), G_SEED_EMPTY_RAW3);
    assert_eq!(raw(SeedArg::Array(&[1 << 40, 5])), G_SEED_ARRBIG_RAW3);
    let neg = "ValueError: expected non-negative integer";
    assert_eq!(Generator::new(SeedArg::Int(-1)).unwrap_err(), neg);
    assert_eq!(Generator::new(SeedArg::Array(&[-1])).unwrap_err(), neg);
}

#[test]
fn generator_choice_shuffle_uniform() {
    let mut g = rng(3);
    assert_eq!(
        g.choice(Population::Int(10), Some(&[5]), true, None, true)
            .unwrap(),
        G3_CHOICE
    );
    assert_eq!(
        g.choice(Population::Int(10), Some(&[5]), false, None, true)
            .unwrap(),
        G3_CHOICE_NOREP
    );
    assert_eq!(
        g.choice(Population::Int(100), Some(&[10]), false, None, false)
            .unwrap(),
        G3_CHOICE_NOREP_NOSHUF
    );
    let p = [0.1, 0.2, 0.3, 0.4, 0.0];
    assert_eq!(
        g.choice(Population::Int(5), Some(&[8]), true, Some(&p), true)
            .unwrap(),
        G3_CHOICE_P
    );
    assert_eq!(
        g.choice(Population::Int(5), Some(&[3]), false, Some(&p), true)
            .unwrap(),
        G3_CHOICE_P_NOREP
    );
    // 500 of 20000 takes the partial tail-shuffle path.
    let big = g
        .choice(Population::Int(20000), Some(&[500]), false, None, true)
        .unwrap();
    assert_eq!(&big[..8], G3_TAIL_HEAD);
    assert_eq!(&big[492..], G3_TAIL_TAIL);
    assert_eq!(big.iter().sum::<i64>(), G3_TAIL_SUM);
    assert_eq!(g.random(Some(&[2])).unwrap(), G3_AFTER);

    let mut g = rng(5);
    let perm: Vec<i64> = g.shuffle(10).into_iter().map(|i| i as i64).collect();
    assert_eq!(perm, G5_SHUFFLE);
    assert_eq!(g.permutation(10).unwrap(), G5_PERM);
    assert_eq!(g.uniform(-2.0, 3.0, Some(&[4])).unwrap().to_f64s(), G5_UNIFORM);
}

#[test]
fn generator_errors() {
    let mut g = rng(0);
    let e = |x: Result<Drawn, String>| x.unwrap_err();
    assert_eq!(
        e(g.integers(5, Some(5), None, DType::Int64, false)),
        "ValueError: low >= high"
    );
    assert_eq!(
        e(g.integers(0, None, None, DType::Int64, false)),
        "ValueError: high <= 0"
    );
    assert_eq!(
        e(g.integers(5, Some(4), None, DType::Int64, true)),
        "ValueError: low > high"
    );
    assert_eq!(
        e(g.integers(0, Some(-1), None, DType::Int64, true)),
        "ValueError: high < 0"
    );
    assert_eq!(
        e(g.integers(0, Some(3), None, DType::Float32, false)),
        "TypeError: Unsupported dtype dtype('float32') for integers"
    );
    assert_eq!(
        g.uniform(2.0, 1.0, None).unwrap_err(),
        "ValueError: high - low < 0"
    );
    assert_eq!(
        g.uniform(0.0, f64::INFINITY, None).unwrap_err(),
        "OverflowError: high - low range exceeds valid bounds"
    );
    assert_eq!(
        g.random(Some(&[-1])).unwrap_err(),
        "ValueError: negative dimensions are not allowed"
    );
    let c = |g: &mut Generator, a, size: Option<&[i64]>, replace, p: Option<&[f64]>| {
        g.choice(a, size, replace, p, true).unwrap_err()
    };
    assert_eq!(
        c(&mut g, Population::Int(0), None, true, None),
        "ValueError: a must be a positive integer unless no samples are taken"
    );
    assert_eq!(
        c(&mut g, Population::Len(0), Some(&[2]), true, None),
        "ValueError: a cannot be empty unless no samples are taken"
    );
    assert_eq!(
        c(&mut g, Population::Int(5), Some(&[6]), false, None),
        "ValueError: Cannot take a larger sample than population when replace is False"
    );
    assert_eq!(
        c(&mut g, Population::Int(5), Some(&[-1]), false, None),
        "ValueError: negative dimensions are not allowed"
    );
    assert_eq!(
        c(
            &mut g,
            Population::Int(5),
            Some(&[2]),
            true,
            Some(&[0.5, 0.5])
        ),
        "ValueError: a and p must have same size"
    );
    assert_eq!(
        c(
            &mut g,
            Population::Int(2),
            Some(&[2]),
            true,
            Some(&[0.5, f64::NAN])
        ),
        "ValueError: Probabilities contain NaN"
    );
    assert_eq!(
        c(
            &mut g,
            Population::Int(2),
            Some(&[2]),
            true,
            Some(&[1.5, -0.5])
        ),
        "ValueError: Probabilities are not non-negative"
    );
    assert_eq!(
        c(
            &mut g,
            Population::Int(2),
            Some(&[2]),
            true,
            Some(&[0.5, 0.6])
        ),
        "ValueError: Probabilities do not sum to 1. See Notes section of docstring for more information."
    );
    assert!(g.permutation(-1).unwrap().is_empty());
    assert!(g.permutation(1 << 62).is_err());
}

#[test]
fn legacy_reseed_without_seed_keeps_position() {
    // NumPy's seed(None) rewrites the key from fresh entropy but not the read position;
    // expected values come from NumPy's state after seed(None) with the key words taken from
    // SeedSequence(0) (NumPy's own SeedSequence, set through set_state).
    let mut r = rs(0);
    r.random_sample(Some(&[3])).unwrap();
    r.seed(SeedArg::None).unwrap();
    assert_eq!(r.random_sample(Some(&[3])).unwrap(), RS_RESEED_NONE_POS6);
    let mut r = rs(0);
    r.seed(SeedArg::None).unwrap();
    assert_eq!(r.random_sample(Some(&[3])).unwrap(), RS_RESEED_NONE_POS624);
}

#[test]
fn full_width_and_degenerate_ranges() {
    let mut r = rs(9);
    assert_eq!(
        ints(r.randint(-128, Some(128), Some(&[6]), DType::Int8)),
        RS9_I8_FULL
    );
    assert_eq!(
        bools(r.randint(1, Some(2), Some(&[3]), DType::Bool)),
        RS9_BOOL_ONE
    );
    assert_eq!(
        uints(r.randint(0, Some(65536), Some(&[3]), DType::UInt16)),
        RS9_U16_FULL
    );
    let p = [0.3, 0.25, 0.2, 0.15, 0.1, 0.0];
    assert_eq!(
        r.choice(Population::Int(6), Some(&[5]), false, Some(&p))
            .unwrap(),
        RS9_CHOICE_P_NOREP
    );
    assert_eq!(
        ints(r.randint(0, Some(1000), None, DType::Int64)),
        RS9_SCALAR_INT
    );
    assert_eq!(r.random_sample(Some(&[2])).unwrap(), RS9_AFTER);

    let mut g = rng(9);
    assert_eq!(
        uints(g.integers(0, Some(256), Some(&[6]), DType::UInt8, false)),
        G9_U8_FULL
    );
    assert_eq!(
        ints(g.integers(-300, Some(300), Some(&[5]), DType::Int16, false)),
        G9_I16
    );
    assert_eq!(
        g.choice(Population::Int(10), Some(&[10]), false, None, true)
            .unwrap(),
        G9_FLOYD_FULL
    );
    assert_eq!(
        g.choice(Population::Int(1000), Some(&[30]), false, None, true)
            .unwrap(),
        G9_FLOYD_BIG
    );
    assert_eq!(
        g.choice(Population::Int(6), Some(&[5]), false, Some(&p), true)
            .unwrap(),
        G9_CHOICE_P_NOREP
    );
    assert_eq!(
        ints(g.integers(0, Some(1000), None, DType::Int64, false)),
        G9_SCALAR_INT
    );
    assert_eq!(g.random(Some(&[2])).unwrap(), G9_AFTER);
}

#[test]
fn seed_sequence_words() {
    // SeedSequence(12345).generate_state(4) and the int splitting NumPy documents.
    assert_eq!(int_to_words(0), vec![0]);
    assert_eq!(int_to_words(0x10_dead_beef), vec![0xdead_beef, 0x10]);
    let state: Vec<u64> = SeedSequence::from_u128(12345)
        .generate_state_u32(4)
        .into_iter()
        .map(u64::from)
        .collect();
    assert_eq!(state, SS12345_STATE4);
}

#[test]
fn hostile_arguments_do_not_panic() {
    let mut r = rs(0);
    let mut g = rng(0);
    for &(lo, hi) in &[
        (i128::MIN, Some(i128::MAX)),
        (i128::MAX, None),
        (i128::MIN, None),
        (0, Some(i128::MIN)),
    ] {
        for dt in DType::ALL {
            let _ = r.randint(lo, hi, Some(&[2]), dt);
            let _ = g.integers(lo, hi, Some(&[2]), dt, true);
            let _ = g.integers(lo, hi, None, dt, false);
        }
    }
    for size in [
        &[i64::MAX, i64::MAX][..],
        &[i64::MIN],
        &[-1, -1],
        &[0, -1],
        &[],
    ] {
        let _ = r.random_sample(Some(size));
        let _ = r.choice(Population::Int(5), Some(size), false, None);
        let _ = g.choice(Population::Int(i64::MAX), Some(size), false, None, true);
        let _ = g.choice(Population::Int(5), Some(size), true, Some(&[0.2; 5]), true);
    }
    let _ = r.choice(Population::Int(i64::MIN), Some(&[0]), false, None);
    let _ = g.choice(Population::Len(0), Some(&[0]), true, Some(&[]), true);
    let _ = r.uniform(f64::NAN, 1.0, Some(&[2]));
    let _ = g.uniform(f64::NAN, 1.0, Some(&[2]));
    let _ = r.normal(0.0, f64::NAN, Some(&[2]));
    assert_eq!(
        r.choice(Population::Len(0), Some(&[0]), true, Some(&[]))
            .unwrap_err(),
        "ValueError: probabilities do not sum to 1"
    );
    assert_eq!(
        r.choice(
            Population::Int(3),
            Some(&[2]),
            false,
            Some(&[f64::INFINITY, 0.0, 0.0])
        )
        .unwrap_err(),
        "ValueError: probabilities contain NaN"
    );
}
