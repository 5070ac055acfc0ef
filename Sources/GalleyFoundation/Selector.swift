/// A method's name, as Objective-C's runtime knows one: what target–action
/// code hands UIKit (`addTarget(_:action:for:)`, `UIBarButtonItem`'s
/// `action`). Linux has no Objective-C runtime, so nothing is ever called
/// through one; `render preview` turns `#selector(Type.method(_:))` in its
/// copies of your sources into `Selector("Type.method(_:)")`, which keeps
/// the reference's text.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name, as written.
    package let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }
}

/// A selector's name.
public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}

/// The selector of a name.
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}
