/// A size typed on the command line: bytes, or with a binary suffix (`512K`, `8M`, `1G`; `KiB`,
/// `MiB` and `GiB` too).
enum ByteCount {
    static func parse(_ text: String) -> Int? {
        let units: [(suffix: String, shift: Int)] = [
            ("KiB", 10), ("MiB", 20), ("GiB", 30), ("K", 10), ("M", 20), ("G", 30)
        ]
        for unit in units where text.hasSuffix(unit.suffix) {
            guard let value = Int(text.dropLast(unit.suffix.count)), value > 0, value <= Int.max >> unit.shift else {
                return nil
            }
            return value << unit.shift
        }
        guard let value = Int(text), value > 0 else { return nil }
        return value
    }
}
