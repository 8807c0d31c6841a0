// Stand-in for Apple's UIKit (iOS 18 SDK shape) for compiling and running generated iOS code
// on Linux. See README.md for what each declaration was checked against.
//
// Isolation: UIKit's Objective-C classes carry NS_SWIFT_UI_ACTOR, and everything the Clang
// importer brings in is treated as @preconcurrency. Each class here is therefore declared
// `@MainActor @preconcurrency`, which gives the same diagnostics: in Swift 6 mode a use from a
// nonisolated context is a warning (an error with -warnings-as-errors), in Swift 5 mode nothing.
//
// Methods imported from Objective-C never warn about unused results, so every value-returning
// method that comes from an Objective-C header is marked @discardableResult here.

// The UIKit Clang module exports Foundation (`#import <Foundation/Foundation.h>` + `export *`).
@_exported import Foundation
import Combine

// On Apple platforms the Foundation overlay declares these two typealiases, so any file that
// imports Foundation, UIKit or SwiftUI can use `ObservableObject` and `@Published` without
// `import Combine` (Swift's Darwin Foundation overlay, Publishers+...: `public typealias
// Published = Combine.Published`, `public typealias ObservableObject = Combine.ObservableObject`).
// Linux Foundation has no such aliases, so a file importing only Foundation cannot use them on
// Linux; through UIKit and SwiftUI they are provided here.
public typealias ObservableObject = Combine.ObservableObject
public typealias Published = Combine.Published

// MARK: - Geometry (UIGeometry.h)

public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

// MARK: - Text (UIKit/NSText.h on iOS; not part of Linux Foundation)

public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

// MARK: - IndexPath (Apple's UIKit overlay: "UITableView extensions")

extension IndexPath {
    /// Initialize for use with `UITableView` or `UICollectionView`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of this index path, when used with `UITableView`.
    ///
    /// - precondition: The index path must have exactly two elements.
    public var section: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row.")
            return self[0]
        }
        set {
            precondition(count == 2, "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row.")
            self[0] = newValue
        }
    }

    /// The row of this index path, when used with `UITableView`.
    ///
    /// - precondition: The index path must have exactly two elements.
    public var row: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row.")
            return self[1]
        }
        set {
            precondition(count == 2, "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row.")
            self[1] = newValue
        }
    }

    /// Initialize for use with `UICollectionView`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item of this index path, when used with `UICollectionView`.
    public var item: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UICollectionView. This index path must contain exactly two indices specifying the section and item.")
            return self[1]
        }
        set {
            precondition(count == 2, "Invalid index path for use with UICollectionView. This index path must contain exactly two indices specifying the section and item.")
            self[1] = newValue
        }
    }
}
