import Foundation

final class Quirks {
    // lizard reads `{` after `,` as a declared name, so the closure's `}` ends the function early.
    func closureAfterComma() {
        let handlers = [1, 2].map({ $0 })
        run(1, {
            if true { print("a") }
        })
        print(handlers)
    }

    func afterQuirk() {
        if true { print("b") }
    }

    func run(_ a: Int, _ block: () -> Void) { block() }

    func nested() -> Int {
        func inner(_ x: Int) -> Int {
            return x > 0 ? x : -x
        }
        let closure = { (y: Int) -> Int in
            if y > 0 { return 1 }
            return 0
        }
        return inner(1) + closure(2)
    }

    func regexLike(_ s: String) -> Bool {
        let r = /[a-z]+/
        return s.contains(r) || s.isEmpty
    }

    func lines(
        a: Int,
        b: Int
    ) -> Int {

        // a comment line


        return a + b
    }

    func oneLine() -> Int { 1 }
}

enum Direction {
    case north, south
    case east
    case west

    var opposite: Direction {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }
    }

    func isVertical() -> Bool {
        self == .north || self == .south
    }
}

func freeFunction<T>(_ values: [T]) -> Int where T: Comparable {
    var count = 0
    for value in values {
        if let first = values.first, value > first {
            count += 1
        }
    }
    return count
}

func withTrailingClosures() {
    DispatchQueue.main.async {
        if Bool.random() { print("x") }
    }
    UIView.animate(withDuration: 0.3, animations: {
        print("y")
    }, completion: { done in
        if done { print("z") }
    })
}
