// Stand-in for Apple's SwiftUI (iOS 18 SDK shape; most of these types live in SwiftUICore there
// and are re-exported). Nothing is rendered: views are plain values, `body` of a custom view can
// be evaluated, and a primitive view's `body` traps exactly like SwiftUI ("body() should not be
// called on …"). See README.md.

// Real SwiftUI re-exports its Clang module, whose umbrella header imports <UIKit/UIKit.h>, so
// `import SwiftUI` brings UIKit and Foundation. It does not re-export Combine or Observation.
@_exported import UIKit
import Combine
import Observation

// MARK: - View

@_typeEraser(AnyView)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

/// Views whose `body` SwiftUI never calls.
protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    public var body: Never {
        preconditionFailure("body() should not be called on \(Self.self).")
    }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never {
        preconditionFailure("body() should not be called on Never.")
    }
}

// MARK: - ViewBuilder

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    @available(*, unavailable, message: "this expression does not conform to 'View'")
    @_disfavoredOverload
    public static func buildExpression(_ invalid: Any) -> some View {
        fatalError("unavailable")
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

extension ViewBuilder {
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

// MARK: - Structural views

@frozen
public struct TupleView<T>: View, PrimitiveView {
    nonisolated(unsafe) public var value: T

    nonisolated public init(_ value: T) {
        self.value = value
    }
}

@available(*, unavailable)
extension TupleView: Sendable {}

@frozen
public struct _ConditionalContent<TrueContent, FalseContent>: View, PrimitiveView where TrueContent: View, FalseContent: View {
    @frozen
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    nonisolated(unsafe) public let storage: _ConditionalContent<TrueContent, FalseContent>.Storage

    nonisolated init(storage: _ConditionalContent<TrueContent, FalseContent>.Storage) {
        self.storage = storage
    }
}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never {
        preconditionFailure("body() should not be called on \(Self.self).")
    }
}

@frozen
public struct EmptyView: View, PrimitiveView {
    nonisolated public init() {}
}

extension EmptyView: Sendable {}

@frozen
public struct AnyView: View, PrimitiveView {
    nonisolated(unsafe) let wrapped: Any

    nonisolated public init<V>(_ view: V) where V: View {
        wrapped = view
    }

    nonisolated public init<V>(erasing view: V) where V: View {
        wrapped = view
    }

    nonisolated public init?(_fromValue value: Any) {
        guard value is any View else { return nil }
        wrapped = value
    }
}

@available(*, unavailable)
extension AnyView: Sendable {}

@frozen @MainActor @preconcurrency
public struct Group<Content> {
    nonisolated(unsafe) let content: Content
}

extension Group: View, PrimitiveView where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

// MARK: - Modifiers

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body

    typealias Content = _ViewModifier_Content<Self>
}

@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier>: View, PrimitiveView where Modifier: ViewModifier {}

@frozen
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    @inlinable nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never {
        preconditionFailure("body(content:) should not be called on \(Self.self).")
    }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The modifiers this stand-in applies; each records its arguments and renders nothing.
struct _StandInModifier: ViewModifier, Sendable {
    let name: String

    nonisolated init(_ name: String) {
        self.name = name
    }

    func body(content: Content) -> Never {
        preconditionFailure("body(content:) should not be called on \(Self.self).")
    }
}

/// A modifier that keeps a closure or other payload (lifecycle actions, presented content).
struct _StandInActionModifier<Payload>: ViewModifier {
    let name: String
    nonisolated(unsafe) let payload: Payload

    nonisolated init(_ name: String, _ payload: Payload) {
        self.name = name
        self.payload = payload
    }

    func body(content: Content) -> Never {
        preconditionFailure("body(content:) should not be called on \(Self.self).")
    }
}
