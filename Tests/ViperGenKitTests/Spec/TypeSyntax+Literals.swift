@testable import ViperGenKit

// Test tables spell types as text; the product never does (types stay parsed from the spec on).

extension TypeSyntax: ExpressibleByStringLiteral {
    /// Parses the literal; a literal that does not parse is a mistake in the test table.
    public init(stringLiteral text: String) {
        do {
            self = try TypeSyntax.parse(text)
        } catch {
            preconditionFailure("test type literal '\(text)' does not parse: \(error)")
        }
    }
}

extension MethodSignature.ThrowsClause: ExpressibleByStringLiteral {
    /// `"throws"`, `"rethrows"` or `"throws(E)"`.
    public init(stringLiteral text: String) {
        do {
            self = try MethodSignature.parse("f() \(text)").throwsClause ?? .untyped
        } catch {
            preconditionFailure("test throws clause '\(text)' does not parse: \(error)")
        }
    }
}

extension MethodSignature {
    /// A signature with its generic clause and `where` clause written as text, for tables.
    init(
        name: String, genericClause: String?, parameters: [Parameter] = [], isAsync: Bool = false,
        throwsClause: ThrowsClause? = nil, returnType: TypeSyntax? = nil, whereClause: String? = nil
    ) {
        var parsed = MethodSignature(name: name)
        do {
            parsed = try MethodSignature.parse("f\(genericClause ?? "")()" + (whereClause.map { " where \($0)" } ?? ""))
        } catch {
            preconditionFailure("test clauses '\(genericClause ?? "")' / '\(whereClause ?? "")' do not parse: \(error)")
        }
        self.init(
            name: name, genericParameters: parsed.genericParameters, parameters: parameters, isAsync: isAsync,
            throwsClause: throwsClause, returnType: returnType, requirements: parsed.requirements)
    }
}
