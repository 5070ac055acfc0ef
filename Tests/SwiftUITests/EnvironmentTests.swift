import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "default accent"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

@Suite("@Environment reads the environment the view is evaluated in")
@MainActor
struct EnvironmentTests {
    struct SchemeLabel: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
    }

    @Test("colorScheme is .light by default and .dark under .environment(\\.colorScheme, .dark)")
    func colorScheme() {
        #expect(Layouts.layout(SchemeLabel()).root.textLines == [["light"]])
        #expect(Layouts.layout(SchemeLabel().environment(\.colorScheme, .dark)).root.textLines == [["dark"]])
        let nested = VStack {
            SchemeLabel()
            SchemeLabel().environment(\.colorScheme, .light)
        }.environment(\.colorScheme, .dark)
        #expect(Layouts.layout(nested).root.textLines == [["dark"], ["light"]])
        #expect(Layouts.layout(SchemeLabel().preferredColorScheme(.dark)).root.textLines == [["dark"]])
    }

    struct AccentLabel: View {
        @Environment(\.accentName) private var accent
        var body: some View { Text(accent) }
    }

    @Test("A custom EnvironmentKey: its default, and a value set by an ancestor")
    func customKey() {
        #expect(Layouts.layout(AccentLabel()).root.textLines == [["default accent"]])
        let set = HStack { AccentLabel() }.environment(\.accentName, "set by parent")
        #expect(Layouts.layout(set).root.textLines == [["set by parent"]])
    }

    struct Values: View {
        @Environment(\.dynamicTypeSize) private var typeSize
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.locale) private var locale
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.dismiss) private var dismiss
        @Environment(\.openURL) private var openURL
        @Environment(\.displayScale) private var displayScale
        @Environment(\.layoutDirection) private var direction
        @Environment(\.scenePhase) private var phase
        @Environment(\.lineLimit) private var lineLimit
        @Environment(\.font) private var font

        var body: some View {
            dismiss()
            openURL(URL(string: "https://example.com")!)
            return Text(
                """
                \(String(describing: typeSize)) \(horizontal == .compact ? "compact" : "regular") \
                \(locale.identifier) \(isEnabled ? "enabled" : "disabled") \(Int(displayScale)) \
                \(direction == .leftToRight ? "ltr" : "rtl") \(phase == .active ? "active" : "other") \
                \(lineLimit ?? 0) \(font == .title ? "title" : "other")
                """
            )
        }
    }

    @Test("SwiftUI's environment values: defaults, and values set by modifiers")
    func builtInValues() throws {
        let plain = Layouts.layout(Values(), width: 2000).root.textLines
        #expect(plain == [["large compact en_US enabled 1 ltr active 0 other"]])
        let modified = Values().disabled(true).lineLimit(3).font(.title).dynamicTypeSize(.xxLarge)
        let result = try Layouts.engine.layout(
            modified, proposal: ProposedViewSize(width: 2000, height: 800), displayScale: 2)
        #expect(result.root.textLines == [["xxLarge compact en_US disabled 2 ltr active 3 title"]])
    }

    @Observable final class Session {
        var user = "Observable in the environment"
    }

    struct SessionLabel: View {
        @Environment(Session.self) private var session
        @Environment(Session.self) private var optionalSession: Session?
        var body: some View { Text(optionalSession == nil ? "missing" : session.user) }
    }

    struct OptionalSessionLabel: View {
        @Environment(Session.self) private var session: Session?
        var body: some View { Text(session?.user ?? "no session") }
    }

    @Test("@Environment(Model.self) reads an @Observable object placed with .environment(model)")
    func observableInEnvironment() {
        let placed = VStack { SessionLabel() }.environment(Session())
        #expect(Layouts.layout(placed).root.textLines == [["Observable in the environment"]])
        #expect(Layouts.layout(OptionalSessionLabel()).root.textLines == [["no session"]])
    }

    struct SizedByReader: View {
        @Environment(\.accentName) private var accent
        var body: some View {
            GeometryReader { proxy in
                Text("\(accent) \(Int(proxy.size.width))")
            }
        }
    }

    struct ModifierReadingEnvironment: ViewModifier {
        @Environment(\.accentName) private var accent
        func body(content: Content) -> some View {
            content.overlay(Text(accent))
        }
    }

    @Test("GeometryReader content and ViewModifier bodies see the environment too")
    func deferredBodies() {
        let reader = SizedByReader().frame(width: 300, height: 50).environment(\.accentName, "reader")
        #expect(Layouts.layout(reader).root.textLines == [["reader 300"]])
        let modified = Color.red.frame(width: 200, height: 40).modifier(ModifierReadingEnvironment()).environment(
            \.accentName, "modifier")
        #expect(Layouts.layout(modified).root.textLines == [["modifier"]])
    }
}
