import Foundation

/// Asks the device's owner to authenticate, as a preview on the iOS
/// Simulator answers: the device has Face ID (as the standard iPhone 13
/// Pro has; Galley says so for every device, the iPhone SE's Touch ID
/// too) but no face is enrolled and no passcode is set, as on a new
/// Simulator, and no one is there to look at the screen. So:
///
/// - ``canEvaluatePolicy(_:error:)`` is false, with
///   ``LAError/Code/biometryNotEnrolled`` for the biometric policy and
///   ``LAError/Code/passcodeNotSet`` for the one that falls back to the
///   passcode; it sets ``biometryType``;
/// - ``evaluatePolicy(_:localizedReason:reply:)`` replies `false` with the
///   same error, later, on the main queue (it never blocks, and in a
///   preview the picture is drawn before the reply comes), and the async
///   form throws it;
/// - after ``invalidate()`` both fail with ``LAError/Code/invalidContext``.
///
/// A lock screen thus draws locked, as in Xcode's canvas.
open class LAContext: NSObject {
    private let state = NSLock()
    private var checkedBiometry = false
    private var isInvalidated = false

    /// The reason shown in the passcode dialog (none is shown).
    open var localizedReason = ""
    /// The fallback button's title; nil for the system's, empty to hide it.
    open var localizedFallbackTitle: String?
    /// The cancel button's title; nil for the system's.
    open var localizedCancelTitle: String?
    /// How long a Touch ID unlock of the device counts for this context.
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether the context may show its dialog.
    open var interactionNotAllowed = false

    public override init() {}

    /// The device's biometry: ``LABiometryType/none`` until
    /// ``canEvaluatePolicy(_:error:)`` is called, then Face ID, though
    /// nothing is enrolled, as on iOS.
    open var biometryType: LABiometryType {
        state.withLock { checkedBiometry } ? .faceID : .none
    }

    /// The enrolled faces or fingers' state: nil, none is enrolled.
    open var evaluatedPolicyDomainState: Data? { nil }

    /// Whether `policy` can be evaluated now: never in a preview; `error`
    /// is set to why (see the type's description).
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        state.withLock { checkedBiometry = true }
        error?.pointee = failure(for: policy) as NSError
        return false
    }

    /// Evaluates `policy`: `reply` is called later, on the main queue, with
    /// `false` and why (see the type's description).
    open func evaluatePolicy(
        _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        let error = failure(for: policy)
        DispatchQueue.main.async { reply(false, error) }
    }

    /// Evaluates `policy`: throws why it cannot (see the type's description).
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw failure(for: policy)
    }

    /// Ends the context: later evaluations fail with ``LAError/Code/invalidContext``.
    open func invalidate() {
        state.withLock { isInvalidated = true }
    }

    private func failure(for policy: LAPolicy) -> LAError {
        if state.withLock({ isInvalidated }) { return LAError(.invalidContext) }
        switch policy {
        case .deviceOwnerAuthenticationWithBiometrics: return LAError(.biometryNotEnrolled)
        case .deviceOwnerAuthentication: return LAError(.passcodeNotSet)
        }
    }
}

/// What to authenticate the owner with.
public enum LAPolicy: Int, Sendable {
    /// Face ID or Touch ID.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometry, falling back to the passcode.
    case deviceOwnerAuthentication = 2
}

/// The kind of biometry a device has.
public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4

    @available(*, deprecated, renamed: "none")
    public static var LABiometryNone: LABiometryType { .none }
}
