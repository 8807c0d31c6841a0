/// A call a module makes to an `async` method of one of its services
/// (`"requests": ["APIClient.fetchFeed"]`): generated once as a stored, cancellable task in the
/// object that owns the services, with a test that drives it through the service's mock.
///
/// The method is named by its selector, resolved against the service when the spec is decoded
/// (`SpecDecoding.checkRequests`); the kit finds the signature again by it, after the spec's
/// existentials are spelled.
package struct ServiceRequest: Sendable, Hashable {
    /// The service's name (`APIClient`).
    package var service: String
    /// The method's selector (`fetchFeed(page:)`).
    package var selector: String
    /// As written in the spec (`APIClient.fetchFeed` or `APIClient.fetchFeed(page:)`), which the
    /// spec's encoder writes back.
    package var reference: String

    package init(service: String, selector: String, reference: String) {
        self.service = service
        self.selector = selector
        self.reference = reference
    }

    /// Splits `Service.method` or `Service.method(label:_:)` into the service, the method's base
    /// name and, when written, its labels; nil when the text has another shape.
    package static func parse(_ text: String) -> (service: String, name: String, labels: [String]?)? {
        guard let dot = text.firstIndex(of: ".") else { return nil }
        let service = String(text[..<dot])
        var rest = Substring(text[text.index(after: dot)...])
        var labels: [String]?
        if let open = rest.firstIndex(of: "(") {
            guard rest.hasSuffix(")") else { return nil }
            let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            rest = rest[..<open]
            if inside.isEmpty {
                labels = []
            } else {
                guard inside.hasSuffix(":") else { return nil }
                labels = inside.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                guard labels?.allSatisfy({ isWord($0) || $0 == "_" }) == true else { return nil }
            }
        }
        let name = String(rest)
        guard isWord(service), isWord(name) else { return nil }
        return (service, name, labels)
    }

    /// ASCII letters, digits and `_`, not starting with a digit.
    private static func isWord(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(48...57).contains(first) else { return false }
        return text.utf8.allSatisfy { byte in
            (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == 95
        }
    }
}
