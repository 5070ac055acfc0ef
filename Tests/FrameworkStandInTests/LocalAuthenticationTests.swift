import Foundation
import GalleyLocalAuthentication
import SwiftUI
import Testing
import GalleyTestSupport

/// A lock screen as apps write one: it asks whether Face ID can be used
/// when it appears, and says why not.
private struct LockScreen: View {
    @State private var isUnlocked = false
    @State private var reason = ""

    var body: some View {
        VStack {
            Image(systemName: isUnlocked ? "lock.open" : "lock")
            Text(isUnlocked ? "Unlocked" : "Locked")
            Text(reason)
        }
        .onAppear {
            let context = LAContext()
            var error: NSError?
            if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
                isUnlocked = true
            } else {
                reason = "\(context.biometryType == .faceID ? "Face ID" : "Biometry") \(error?.code ?? 0)"
            }
        }
    }
}

@Suite("LocalAuthentication stand-in")
struct LocalAuthenticationTests {
    @Test(
        """
        canEvaluatePolicy is false, with biometryNotEnrolled or passcodeNotSet in LocalAuthentication's domain; \
        biometryType is Face ID once asked
        """
    )
    func canEvaluate() {
        let context = LAContext()
        #expect(context.biometryType == .none)
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.domain == LAErrorDomain && error?.code == LAError.Code.biometryNotEnrolled.rawValue)
        #expect(error?.localizedDescription == "No identities are enrolled.")
        #expect(context.biometryType == .faceID)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.passcodeNotSet.rawValue)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
    }

    @Test(
        """
        evaluatePolicy replies later on the main queue with false and the error; the async form throws it; an \
        invalidated context fails with invalidContext
        """
    )
    func evaluate() async throws {
        let context = LAContext()
        context.localizedCancelTitle = "Not now"
        // The main queue, recognised by a value only it holds.
        let key = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: key, value: "main")
        let reply = await withCheckedContinuation {
            (continuation: CheckedContinuation<(Bool, Bool, LAError.Code?), Never>) in
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes") {
                success, error in
                continuation.resume(
                    returning: (success, DispatchQueue.getSpecific(key: key) == "main", (error as? LAError)?.code))
            }
        }
        #expect(reply == (false, true, .biometryNotEnrolled))
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
            Issue.record("evaluatePolicy succeeded")
        } catch LAError.passcodeNotSet {
            // As a `switch` over the error would match it.
        } catch {
            Issue.record("unexpected \(error)")
        }
        context.invalidate()
        await #expect(throws: LAError(.invalidContext)) {
            try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
        }
    }

    @Test(
        "Called on the main queue, evaluatePolicy returns before its reply comes: it never blocks or calls back at once"
    )
    func replyIsLater() async {
        let flag = Flag()
        let before = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            DispatchQueue.main.async {
                LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "x") { _, _ in
                    flag.set()
                    continuation.resume(returning: false)
                }
                // The main queue is busy with this block: a reply queued on it waits.
                if flag.isSet { continuation.resume(returning: true) }
            }
        }
        #expect(!before)
        #expect(flag.isSet)
    }

    @Test("A lock screen that asks when it appears draws locked, with Face ID's reason, as in Xcode's canvas")
    @MainActor
    func lockScreen() throws {
        let layout = try FirstAppearance.settle(LockScreen()) {
            try Render.engine.layout($0, proposal: ProposedViewSize(width: 300, height: 300))
        }
        #expect(layout.root.texts == ["Locked", "Face ID -7"])
    }
}

/// A flag set from another thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
