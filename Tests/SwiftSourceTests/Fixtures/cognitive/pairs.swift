// Functions written as pairs with Python twins of the same name and shape, for a one-off
// comparison with the PyPI package cognitive-complexity 1.3.0 (33 of 35 agreed). The line before
// each gives the white paper's total. The two that differ are where that package departs from
// the paper: it counts a parenthesized `(a and b) and c` as two sequences (p34: the paper, read
// as SonarSource's Java analyzer reads it, skips grouping parentheses: one), and it does not
// count Python's `match` (p35: a `switch` is one).

// cognitive: 1
func p01_if(_ a: Bool) {
    if a {
        run()
    }
}

// cognitive: 2
func p02_if_else(_ a: Bool) {
    if a {
        run()
    } else {
        stop()
    }
}

// cognitive: 4
func p03_elif_chain(_ a: Int) {
    if a == 1 {
        one()
    } else if a == 2 {
        two()
    } else if a == 3 {
        three()
    } else {
        other()
    }
}

// cognitive: 3
func p04_nested_if(_ a: Bool, _ b: Bool) {
    if a {
        if b {
            run()
        }
    }
}

// cognitive: 1
func p05_for(_ xs: [Int]) {
    for x in xs {
        use(x)
    }
}

// cognitive: 1
func p06_while(_ a: () -> Bool) {
    while a() {
        step()
    }
}

// cognitive: 3
func p07_for_if(_ xs: [Bool]) {
    for x in xs {
        if x {
            use(x)
        }
    }
}

// cognitive: 6
func p08_three_deep(_ xs: [Bool], _ a: () -> Bool) {
    for x in xs {
        while a() {
            if x {
                use(x)
            }
        }
    }
}

// cognitive: 2
func p09_and(_ a: Bool, _ b: Bool) {
    if a && b {
        run()
    }
}

// cognitive: 2
func p10_and_chain(_ a: Bool, _ b: Bool, _ c: Bool) {
    if a && b && c {
        run()
    }
}

// cognitive: 3
func p11_mixed(_ a: Bool, _ b: Bool, _ c: Bool) {
    if a && b || c {
        run()
    }
}

// cognitive: 3
func p12_mixed_four(_ a: Bool, _ b: Bool, _ c: Bool, _ d: Bool) -> Bool {
    let x = a && b || c && d
    return x
}

// cognitive: 2
func p13_not_group(_ a: Bool, _ b: Bool, _ c: Bool) -> Bool {
    let x = !(a && b) && c
    return x
}

// cognitive: 1
func p14_ternary(_ a: Bool) -> Int {
    let x = a ? 1 : 2
    return x
}

// cognitive: 3
func p15_ternary_in_if(_ a: Bool, _ b: Bool) {
    if a {
        let y = b ? 1 : 2
        use(y)
    }
}

// cognitive: 1
func p16_try_except() {
    do {
        try run()
    } catch {
        recover()
    }
}

// cognitive: 3
func p17_except_in_loop(_ xs: [Int]) {
    for x in xs {
        do {
            try use(x)
        } catch {
            recover()
        }
    }
}

// cognitive: 2
func p18_lambda_ternary() -> (Bool) -> Int {
    let f = { (v: Bool) in v ? 1 : 2 }
    return f
}

// cognitive: 2
func p19_recursion(_ n: Int) -> Int {
    return n <= 1 ? 1 : n * p19_recursion(n - 1)
}

// cognitive: 4
func p20_if_in_else(_ a: Bool, _ b: Bool) {
    if a {
        run()
    } else {
        stop()
        if b {
            run()
        }
    }
}

// cognitive: 1
func p21_guard(_ a: Bool) {
    guard a else {
        return
    }
    run()
}

// cognitive: 3
func p22_guard_in_loop(_ xs: [Int?]) {
    for x in xs {
        guard let x else {
            continue
        }
        use(x)
    }
}

// cognitive: 2
func p23_logic_in_call(_ a: Bool, _ b: Bool, _ c: Bool, _ d: Bool) {
    f(a && b, c || d)
}

// cognitive: 4
func p24_else_in_loop(_ a: () -> Bool, _ b: Bool) {
    while a() {
        if b {
            run()
        } else {
            stop()
        }
    }
}

// cognitive: 4
func p25_two_sequences(_ a: Bool, _ b: Bool, _ c: Bool, _ d: Bool) {
    if a && b {
        run()
    }
    if c || d {
        stop()
    }
}

// cognitive: 4
func p26_lambda_in_loop(_ xs: [[Int]]) {
    for x in xs {
        let ys = x.map { v in v > 0 ? v : 0 }
        use(ys)
    }
}

// cognitive: 5
func p27_elif_in_loop(_ xs: [Int]) {
    for x in xs {
        if x == 1 {
            one()
        } else if x == 2 {
            two()
        } else {
            other()
        }
    }
}

// cognitive: 3
func p28_break_in_while(_ a: () -> Bool) {
    while true {
        if a() {
            break
        }
        step()
    }
}

// cognitive: 2
func p29_not_or(_ a: Bool, _ b: Bool) {
    if !a || b {
        run()
    }
}

// cognitive: 2
func p30_two_excepts() {
    do {
        try run()
    } catch is KeyError {
        one()
    } catch {
        other()
    }
}

// cognitive: 2
func p31_multiline_condition(_ a: Bool, _ b: Bool, _ c: Bool) {
    if a &&
        b &&
        c {
        run()
    }
}

// cognitive: 4
func p32_lambda_in_if(_ a: Bool, _ xs: [Int?]) -> [Int] {
    if a {
        return xs.map { v in v != nil ? v! : 0 }
    }
    return xs.map { $0 ?? 0 }
}

// cognitive: 6
func p33_while_in_except() {
    do {
        try run()
    } catch {
        while retry() {
            if ready() {
                run()
            }
        }
    }
}

// cognitive: 2
func p34_grouped_same_operator(_ a: Bool, _ b: Bool, _ c: Bool) {
    if (a && b) && c {
        run()
    }
}

// cognitive: 1
func p35_switch(_ x: Int) {
    switch x {
    case 1:
        one()
    default:
        other()
    }
}
