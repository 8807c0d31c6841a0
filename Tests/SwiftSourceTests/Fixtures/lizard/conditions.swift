import Foundation

func branches(_ x: Int?, _ items: [Int], flag: Bool) -> Int {
    if let x, x > 0 && flag || items.isEmpty {
        return x
    } else if flag {
        return 1
    }
    guard let first = items.first else { return 0 }
    for case let value? in [x] where value > first {
        print(value)
    }
    while flag { break }
    repeat { } while false
    switch x {
    case .some(let v) where v > 1:
        return v
    case .none, .some:
        break
    default:
        break
    }
    if case .some(let y) = x { _ = y }
    let a = flag ? 1 : 2
    let b = x ?? 3
    let c = x? .description
    let d = items.first?.description ?? ""
    let e: Int? = nil
    let f = (flag)? 1 : 0
    _ = try? JSONSerialization.data(withJSONObject: [:])
    _ = x as? Int
    do {
        try work()
    } catch let error as NSError {
        print(error)
    } catch {
        print(error)
    }
    return a + b + (c == nil ? 0 : 1) + d.count + (e ?? 0) + f
}

func labels(for key: String, in dict: [String: Int]) -> Int {
    let value = lookup(for: key, if: true, case: 1, while: 2)
    return value + dict.count
}

func work() throws {}

func lookup(for key: String, if a: Bool, case b: Int, while c: Int) -> Int {
    return a && b > 0 ? c : 0
}

#if DEBUG && os(iOS) || targetEnvironment(simulator)
func debugOnly() -> Bool {
    #if DEBUG
    return true
    #else
    return false
    #endif
}
#endif

func ternaryChain(_ a: Int) -> String {
    return a > 2 ? "big" : a > 1 ? "medium" : a == 1 ? "one" : "none"
}

func stringsAndComments() -> String {
    // if while for && || ?
    /* if guard case
       for && || */
    let s = "if x && y || z ? a : b \(1 > 0 ? "yes" : "no")"
    let raw = #"case if "guard" \#(2 > 1 ? 1 : 0)"#
    let multi = """
        while for case
        \(true ? 1 : 0)
        """
    return s + raw + multi
}
