import Foundation

/// The domain of LocalAuthentication's errors.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Why an authentication failed: `error as? LAError`, `error.code ==
/// .biometryNotEnrolled`, or `case LAError.userCancel` in a `switch` over
/// an error.
public struct LAError: CustomNSError, LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// The failures, with Apple's codes.
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case companionNotAvailable = -11
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case invalidDimensions = -14
        case notInteractive = -1004

        @available(*, deprecated, renamed: "biometryNotAvailable")
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        @available(*, deprecated, renamed: "biometryNotEnrolled")
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        @available(*, deprecated, renamed: "biometryLockout")
        public static var touchIDLockout: Code { .biometryLockout }
        @available(*, deprecated, renamed: "companionNotAvailable")
        public static var watchNotAvailable: Code { .companionNotAvailable }

        /// Whether `error` is an ``LAError`` (or an `NSError` of its domain) with this code.
        public static func ~= (match: Code, error: any Error) -> Bool {
            if let error = error as? LAError { return error.code == match }
            let error = error as NSError
            return error.domain == LAErrorDomain && error.code == match.rawValue
        }
    }

    public let code: Code
    /// The string values of the user info it was made with.
    public let userInfo: [String: String]

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.userInfo = userInfo.compactMapValues { $0 as? String }
    }

    public static var errorDomain: String { LAErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        userInfo.merging([NSLocalizedDescriptionKey: message]) { given, _ in given }
    }
    public var errorDescription: String? { userInfo[NSLocalizedDescriptionKey] ?? message }

    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var companionNotAvailable: Code { .companionNotAvailable }
    public static var biometryNotPaired: Code { .biometryNotPaired }
    public static var biometryDisconnected: Code { .biometryDisconnected }
    public static var invalidDimensions: Code { .invalidDimensions }
    public static var notInteractive: Code { .notInteractive }
    @available(*, deprecated, renamed: "biometryNotAvailable")
    public static var touchIDNotAvailable: Code { .biometryNotAvailable }
    @available(*, deprecated, renamed: "biometryNotEnrolled")
    public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
    @available(*, deprecated, renamed: "biometryLockout")
    public static var touchIDLockout: Code { .biometryLockout }

    /// The message iOS gives for the code.
    private var message: String {
        switch code {
        case .authenticationFailed: "Application retry limit exceeded."
        case .userCancel: "Canceled by user."
        case .userFallback: "Fallback authentication mechanism selected."
        case .systemCancel: "Canceled by another authentication."
        case .passcodeNotSet: "Passcode not set."
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .biometryNotEnrolled: "No identities are enrolled."
        case .biometryLockout: "Biometry is locked out."
        case .appCancel: "Canceled by the app."
        case .invalidContext: "The context has been invalidated."
        case .companionNotAvailable: "No paired companion device was found."
        case .biometryNotPaired: "No paired accessory with biometry was found."
        case .biometryDisconnected: "The accessory with biometry is disconnected."
        case .invalidDimensions: "Invalid dimensions."
        case .notInteractive: "Interaction not allowed."
        }
    }

    public var description: String { "LAError(\(code.rawValue)): \(errorDescription ?? message)" }
}
