@testable import struct Foo.Bar
/* outer /* inner */ still */ let x = 0x1.8p3 + 1_000 + 0b101 + 1e-3
let s = "a\(b + "c\(d)") \"q\" end"
let r = #"raw \#(x) \(notinterp) "quoted" "#
let m = """
  line \(1)
  """
let re = /ab+c/
let d = a / b / c
let e = #/multi
 line/#
#if DEBUG && os(iOS)
@MainActor func `default`(_ $x: Int) -> Int? { $0 ?? x!.y ..< z... }
#endif
let u = "unterminated
let ok = 1
