import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

// A view file as a SwiftUI developer writes it, unchanged: it must compile
// against Galley's SwiftUI module and lay out.

struct ProfileCard: View {
    let name: String
    let role: String
    let price: Double
    @Binding var isFollowing: Bool

    @State private var showsDetails = false
    @State private var showsAlert = false
    @State private var tapCount = 0
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .font(.largeTitle)
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)

            VStack(alignment: .leading, spacing: 4) {
                Text("**\(name)**")
                    .font(.headline)
                    .lineLimit(1...2)
                Text(role)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(price, format: .currency(code: "USD"))
                    .font(.callout.monospacedDigit())
                    .contentTransition(.numericText())
                if dynamicTypeSize.isAccessibilitySize {
                    Text("Large text")
                }
            }

            Spacer(minLength: 0)

            Button(isFollowing ? "Following" : "Follow") {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                    isFollowing.toggle()
                }
            }
            .tint(isFollowing ? .gray : .blue)
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(colorScheme == .dark ? Color.black : Color.white)
                .shadow(color: .black.opacity(0.1), radius: 4, y: 2)
        )
        .overlay(
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .stroke(.quaternary, lineWidth: 1)
        )
        .contentShape(Rectangle())
        .onTapGesture {
            tapCount += 1
            showsDetails = true
        }
        .sheet(isPresented: $showsDetails) {
            Text("Details for \(name)")
                .presentationDetents([.medium])
        }
        .alert("Unfollow \(name)?", isPresented: $showsAlert) {
            Button("Unfollow", role: .destructive) { isFollowing = false }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("You can follow again at any time.")
        }
        .animation(.easeInOut, value: isFollowing)
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(name), \(role)")
        .accessibilityAddTraits(.isButton)
        .onAppear { tapCount = 0 }
        .task { await Task.yield() }
    }
}

@Observable
final class ProfileModel {
    var name = "Ada Lovelace"
    var role = "Analyst of engines"
    var price = 1234.5
    var isFollowing = false
}

struct ProfileScreen: View {
    @State private var model = ProfileModel()
    @AppStorage("compact") private var compact = false
    @FocusState private var searchFocused: Bool
    @Namespace private var namespace

    var body: some View {
        @Bindable var model = model
        VStack(spacing: 16) {
            ProfileCard(name: model.name, role: model.role, price: model.price, isFollowing: $model.isFollowing)
                .matchedGeometryEffect(id: "card", in: namespace)
            Text("Followers: \(1_024)")
                .font(.footnote)
                .foregroundStyle(.tertiary)
            Image("profile-banner")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(height: 120)
                .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                .id(model.name)
        }
        .padding()
        .focused($searchFocused)
        .environment(model)
    }
}

@Suite("A SwiftUI view file written from habit")
@MainActor
struct WrittenFromHabitTests {
    @Test("The profile screen compiles as written and lays out")
    func profileScreen() throws {
        let result = Layouts.layout(ProfileScreen())
        let root = result.root
        #expect(root.frame.width == 390)
        // The name: its Markdown read (no asterisks), bold, in the narrow
        // share the HStack offers it beside the Spacer.
        let name = try #require(root.allViews.first { $0.text?.lineStrings.first?.hasPrefix("Ada") == true })
        #expect(name.text?.string == "Ada Lovelace")
        #expect(name.environment.reservedLineCount == 1 && name.environment.lineLimit == 2)
        #expect(root.allViews.contains { $0.text?.string == "Analyst of engines" })
        #expect(root.text("$1,234.50") != nil)
        #expect(root.text("Follow") != nil)
        #expect(root.text("Followers: 1024") != nil)
        // The banner placeholder is as wide as the content and 120 high.
        let banner = try #require(root.view(withID: "Ada Lovelace"))
        #expect(banner.frame.height == 120)
        #expect(abs(banner.frame.width - 358) < 0.001)
        // Nothing presented: no sheet or alert text.
        #expect(root.text("You can follow again at any time.") == nil)
    }

    @Test("The follow button reads the binding: following shows the other title")
    func followingState() {
        let card = ProfileCard(name: "Grace", role: "Admiral", price: 0, isFollowing: .constant(true))
        #expect(Layouts.layout(card).root.text("Following") != nil)
    }
}
