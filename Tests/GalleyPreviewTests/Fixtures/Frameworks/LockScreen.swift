import SwiftUI
import LocalAuthentication

// A lock screen as apps write one with Face ID.
struct LockScreen: View {
    @State private var isUnlocked = false
    @State private var message = ""

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: isUnlocked ? "lock.open.fill" : "lock.fill")
            Text(isUnlocked ? "Unlocked" : "Locked")
            Text(message)
            Button("Unlock") { authenticate() }
        }
        .onAppear { check() }
    }

    private func check() {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            message = "Ready"
        } else if let error, error.code == LAError.biometryNotEnrolled.rawValue {
            message = context.biometryType == .faceID ? "Face ID not set up" : "Touch ID not set up"
        } else {
            message = error?.localizedDescription ?? "Unavailable"
        }
    }

    private func authenticate() {
        let context = LAContext()
        context.localizedCancelTitle = "Use Passcode"
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock your notes") { success, error in
            DispatchQueue.main.async {
                if success {
                    isUnlocked = true
                } else if let error = error as? LAError {
                    switch error.code {
                    case .userCancel, .appCancel: message = "Cancelled"
                    default: message = error.localizedDescription
                    }
                }
            }
        }
    }
}

#Preview("Lock") {
    LockScreen()
}
