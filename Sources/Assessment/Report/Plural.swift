/// Counts in English: `1 module`, `3 modules`.
enum Plural {
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
    }
}
