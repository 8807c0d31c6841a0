// What Swift adds to the white paper's rules (see FunctionComplexity.cognitive). The line before
// each function gives its expected total.

// cognitive: 4
func guardIsAnIfWhoseBodyLeaves(_ xs: [Int?]) {
    guard !xs.isEmpty else { return }      // +1
    for x in xs {                          // +1
        guard let x else { continue }      // +2 (nesting = 1); its else adds nothing
        use(x)
    }
}

// cognitive: 4
func guardElseBodyNests(_ a: Bool, _ b: Bool) {
    guard a else {                         // +1
        if b { log() }                     // +2 (nesting = 1)
        return
    }
    let r = { (v: Bool) in v && b }        // +1 (a closure nests, && counts)
    r(a)
}

// cognitive: 3
func repeatWhileIsOneLoop(_ a: () -> Bool) {
    repeat {                               // +1
        if a() { step() }                  // +2 (nesting = 1)
    } while a()                            // the loop's own condition
}

// cognitive: 4
func conditionalCompilationInside(_ a: Bool) {
    #if DEBUG                              // +1
    if a { log() }                         // +2 (nesting = 1)
    #else                                  // +1
    run()
    #endif
}

// cognitive: 4
func labeledBreak(_ xs: [[Int]]) {
    outer: for row in xs {                 // +1
        for x in row where x < 0 {         // +2 (nesting = 1)
            break outer                    // +1
        }
    }
}

// cognitive: 2
func recursionCountsOnce(_ n: Int) -> Int {
    if n < 2 { return n }                  // +1
    return recursionCountsOnce(n - 1) + recursionCountsOnce(n - 2)   // +1, once for both calls
}

// cognitive: 2
func selfCallIsRecursion(_ n: Int) -> Int {
    return n == 0 ? 0 : self.selfCallIsRecursion(n - 1)   // +1 (ternary), +1 (recursion)
}

// cognitive: 0
func otherCallIsNotRecursion(_ other: Other) {
    other.otherCallIsNotRecursion(self)                   // another object's method
}

// cognitive: 0
func shorthandIsFree(_ a: Int?, _ b: [Int]?) -> Int {
    let x = a ?? 0                         // ?? is free
    let y = b?.first ?? x                  // so is ?.
    let z = try? compute(for: x, if: y, while: 1)   // labels spelled like keywords are names
    return z ?? 0
}

// cognitive: 3
func switchCasesDoNotCount(_ v: Int) -> String {
    switch v {                             // +1
    case 0, 1: return "small"
    case 2...9 where v % 2 == 0: return "even"
    default:
        if v < 0 { return "negative" }     // +2 (nesting = 1)
        return "big"
    }
}

// cognitive: 5
func closuresNestAndResumeSequences(_ xs: [Int], _ a: Bool, _ b: Bool) -> Bool {
    let found = a && xs.contains { x in    // +1 (&&)
        x > 0 ? true : false               // +2 (nesting = 1)
    } && b                                 // the same sequence: free
    return found || (a && b)               // +1 (||), +1 (&&)
}
