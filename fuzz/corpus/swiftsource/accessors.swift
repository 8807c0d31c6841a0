import SwiftUI

struct Model {
    private var storage: [String: Int] = [:]
    private(set) var count = 0

    var total: Int {
        get {
            storage.values.reduce(0, +)
        }
        set(newValue) {
            if newValue < 0 { return }
            storage["total"] = newValue
        }
    }

    var observed: Int = 0 {
        willSet(next) {
            print(next)
        }
        didSet {
            if observed > 10 { observed = 10 }
        }
    }

    var implicit: Int {
        if count > 0 { return 1 }
        return 0
    }

    var asyncValue: Int {
        get async throws {
            try await Task.sleep(nanoseconds: 1)
            return 1
        }
    }

    var typedThrows: Int {
        get throws(MyError) {
            throw MyError()
        }
    }

    subscript(key: String) -> Int? {
        get { storage[key] }
        set { storage[key] = newValue }
    }

    subscript(index: Int) -> Int {
        index > 0 ? index : -index
    }

    mutating func insert(_ value: Int) {
        var set = Set<Int>()
        set.insert(value)
        let get = value
        storage["x"] = get
    }

    init?(value: Int) {
        if value < 0 { return nil }
    }

    init!(other: Int) {
        guard other > 0 else { return nil }
    }
}

struct MyError: Error {}

final class Holder {
    deinit {
        if true { print("gone") }
    }

    init() {}

    convenience init(x: Int) {
        self.init()
        _ = x > 0 ? 1 : 2
    }

    func binding() -> Binding<Int> {
        Binding(get: { 1 }, set: { value in print(value) })
    }

    static func == (lhs: Holder, rhs: Holder) -> Bool {
        lhs === rhs
    }

    func `default`() {}

    func generic<T: Equatable, U>(_ a: T, _ b: U) -> Bool where U: Hashable {
        a == a
    }
}

protocol Service {
    func fetch() async throws -> Int
    var value: Int { get set }
    init(value: Int)
}

extension Service {
    func fetchTwice() async throws -> Int {
        let a = try await fetch()
        return a > 0 ? a : 0
    }
}
