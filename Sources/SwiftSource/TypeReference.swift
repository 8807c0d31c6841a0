/// A type as written in an annotation, an inheritance clause or a parameter, read from its
/// tokens once by the declaration reader.
///
/// Only the cases that hold a type directly are boxed (`indirect`): a named type, the commonest
/// by far, is its path alone, with no box of its own to allocate and free.
public enum TypeReference: Sendable, Hashable {
    /// A nominal type, its dotted path with each part's generic arguments: `UIView`,
    /// `UIKit.UIView`, `Result<User, Error>`, `Self`, `Any`.
    case named([Component])
    /// `T?`.
    indirect case optional(TypeReference)
    /// `T!`.
    indirect case implicitlyUnwrapped(TypeReference)
    /// `[T]`.
    indirect case array(TypeReference)
    /// `[K: V]`.
    indirect case dictionary(key: TypeReference, value: TypeReference)
    /// `(A, b: B)` (labels dropped) and `()`; one unlabelled type in parentheses is that type.
    case tuple([TypeReference])
    /// `(A, B) async throws -> R` (effects and attributes dropped).
    indirect case function(parameters: [TypeReference], result: TypeReference)
    /// `A & B`.
    case composition([TypeReference])
    /// `any P`.
    indirect case existential(TypeReference)
    /// `some P`.
    indirect case opaque(TypeReference)
    /// `T.Type`, `T.Protocol`.
    indirect case metatype(TypeReference)
    /// Tokens that do not read as a type, as written.
    case unparsed(String)

    /// One part of a nominal type's path.
    public struct Component: Sendable, Hashable {
        /// The name, without backticks.
        public var name: String
        /// `<…>` after it.
        public var genericArguments: [TypeReference]

        /// A part named `name`.
        public init(name: String, genericArguments: [TypeReference] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }
    }

    /// The one nominal type this reference is about: `LoginViewInput?` → `LoginViewInput`,
    /// `BaseViewController<HomeViewModel>` → `BaseViewController`, `any Foo` → `Foo`,
    /// `UIKit.UIView` → `UIView`; nil for a collection, tuple, function, composition or
    /// metatype.
    public var nominalName: String? {
        switch self {
        case .named(let path): return path.last?.name
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .existential(let wrapped),
            .opaque(let wrapped):
            return wrapped.nominalName
        default: return nil
        }
    }

    /// Every name in it, in written order (generic arguments, elements, parameters and results
    /// included; `Any` and `Self` too).
    public var names: [String] {
        var result: [String] = []
        collectNames(into: &result)
        return result
    }

    private func collectNames(into result: inout [String]) {
        switch self {
        case .named(let path):
            for component in path {
                result.append(component.name)
                for argument in component.genericArguments { argument.collectNames(into: &result) }
            }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped),
            .existential(let wrapped), .opaque(let wrapped), .metatype(let wrapped):
            wrapped.collectNames(into: &result)
        case .dictionary(let key, let value):
            key.collectNames(into: &result)
            value.collectNames(into: &result)
        case .tuple(let elements), .composition(let elements):
            for element in elements { element.collectNames(into: &result) }
        case .function(let parameters, let output):
            for parameter in parameters { parameter.collectNames(into: &result) }
            output.collectNames(into: &result)
        case .unparsed: break
        }
    }
}
