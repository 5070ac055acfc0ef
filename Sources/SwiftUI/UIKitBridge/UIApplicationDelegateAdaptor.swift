import Foundation
import UIKit

/// The app's UIKit delegate, in an `App`: `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`.
/// SwiftUI makes the delegate as the app launches; Swift on Linux cannot
/// make an object from its class alone, so the delegate is given:
/// `render preview` writes `= AppDelegate()` after the property in its
/// copies of your sources, and code built otherwise writes it itself. A
/// preview launches no app: the delegate's methods are never called.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public let wrappedValue: DelegateType

    public init(wrappedValue: DelegateType, _ delegateType: DelegateType.Type = DelegateType.self) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the delegate's properties: `$appDelegate.isReady`. (SwiftUI
    /// offers them for an `ObservableObject` delegate; Swift does not see a
    /// projection declared only for some delegates, so every one has them here.)
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to a delegate's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: DelegateType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<DelegateType, Subject>) -> Binding<
            Subject
        > {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
