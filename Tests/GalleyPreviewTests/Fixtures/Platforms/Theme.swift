import SwiftUI

extension EnvironmentValues {
    /// Declared with Xcode 16's macro, as apps do now.
    @Entry var accentName: String = "Coral"
    @Entry var badgeCount: Int?
}
