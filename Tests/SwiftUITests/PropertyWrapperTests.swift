import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

@Suite("Property wrappers as storage")
@MainActor
struct PropertyWrapperTests {
    struct Counter: View {
        @State private var count = 3
        var body: some View {
            Text("Count: \(count)").id("count")
        }
    }

    @Test("@State shows its initial value")
    func stateInitialValue() {
        let result = Layouts.layout(Counter())
        #expect(result.root.view(withID: "count")?.text?.lineStrings == ["Count: 3"])
    }

    struct Stepper: View {
        @Binding var value: Int
        var body: some View {
            // A setter through the binding, during the evaluation.
            value += 10
            return Text("child \(value)")
        }
    }

    /// Shows what `read` gives when its body is evaluated (after the siblings before it).
    struct Echo: View {
        let read: () -> Int
        var body: some View { Text("parent \(read())") }
    }

    struct Parent: View {
        @State private var value = 1
        var body: some View {
            VStack {
                Stepper(value: $value)
                // Reads the parent's own state, after the child wrote through its binding.
                Echo(read: { value })
            }
        }
    }

    @Test("$x passes a binding down; a write through it is seen by the parent in the same evaluation")
    func bindingWritesReachTheParent() {
        let result = Layouts.layout(Parent())
        #expect(result.root.textLines == [["child 11"], ["parent 11"]])
    }

    struct Person: Equatable { var name: String; var age: Int }

    @Test("Bindings: constant, get/set, dynamic member sub-bindings, optional and collection bindings")
    func bindingForms() {
        var stored = Person(name: "Ada", age: 36)
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let name: Binding<String> = binding.name
        name.wrappedValue = "Grace"
        #expect(stored.name == "Grace")
        #expect(Binding.constant(5).wrappedValue == 5)

        var optional: Int? = 4
        let optionalBinding = Binding(get: { optional }, set: { optional = $0 })
        let unwrapped = Binding(optionalBinding)
        unwrapped?.wrappedValue = 9
        #expect(optional == 9)
        optional = nil
        #expect(Binding(optionalBinding) == nil)

        var items = [1, 2, 3]
        let list = Binding(get: { items }, set: { items = $0 })
        for element in list { element.wrappedValue *= 2 }
        #expect(items == [2, 4, 6])
    }

    @Observable final class Profile {
        var name = "Observed Name"
    }

    struct ProfileView: View {
        var profile: Profile
        var body: some View { Text(profile.name) }
    }

    struct BindableView: View {
        @Bindable var profile: Profile
        var body: some View {
            let name: Binding<String> = $profile.name
            name.wrappedValue += "!"
            return Text(profile.name)
        }
    }

    @Test("An @Observable model's property renders; @Bindable gives bindings to its properties")
    func observable() {
        let profile = Profile()
        #expect(Layouts.layout(ProfileView(profile: profile)).root.textLines == [["Observed Name"]])
        #expect(Layouts.layout(BindableView(profile: profile)).root.textLines == [["Observed Name!"]])
        #expect(profile.name == "Observed Name!")
    }

    final class Store: ObservableObject {
        @Published var title = "From the store"
        @Published var count = 2
    }

    struct OwnsStore: View {
        @StateObject private var store = Store()
        var body: some View { ReadsStore(store: store) }
    }

    struct ReadsStore: View {
        @ObservedObject var store: Store
        var body: some View {
            let count: Binding<Int> = $store.count
            count.wrappedValue += 1
            return Text("\(store.title) \(store.count)")
        }
    }

    struct ReadsEnvironmentStore: View {
        @EnvironmentObject var store: Store
        var body: some View { Text(store.title) }
    }

    @Test("ObservableObject through @StateObject, @ObservedObject and @EnvironmentObject")
    func observableObject() {
        #expect(Layouts.layout(OwnsStore()).root.textLines == [["From the store 3"]])
        let store = Store()
        store.title = "Placed by an ancestor"
        let placed = VStack { ReadsEnvironmentStore() }.environmentObject(store)
        #expect(Layouts.layout(placed).root.textLines == [["Placed by an ancestor"]])
    }

    enum Theme: String { case light, dark }

    struct Stored: View {
        @AppStorage("username") private var username = "guest"
        @AppStorage("launches") private var launches = 7
        @AppStorage("theme") private var theme = Theme.dark
        @AppStorage("nickname") private var nickname: String?
        @SceneStorage("tab") private var tab = 2
        @FocusState private var isFocused: Bool
        @FocusState private var field: Field?
        @Namespace private var namespace
        @GestureState private var drag = CGSize.zero

        enum Field: Hashable { case name, email }

        var body: some View {
            VStack {
                Text("\(username) \(launches) \(theme.rawValue) \(nickname ?? "none") \(tab)")
                Text("focused \(isFocused ? "yes" : "no") \(field == nil ? "nil" : "set") \(drag.width)")
                    .focused($isFocused)
                    .focused($field, equals: .email)
                    .matchedGeometryEffect(id: "title", in: namespace)
            }
        }
    }

    @Test(
        """
        @AppStorage and @SceneStorage hold their defaults; @FocusState starts unfocused; @Namespace and \
        @GestureState compile
        """
    )
    func storage() {
        let lines = Layouts.layout(Stored()).root.textLines
        #expect(lines == [["guest 7 dark none 2"], ["focused no nil 0.000000"]])
    }
}

@Suite("NSUserActivity")
@MainActor
struct UserActivityTests {
    /// A route processor as seed 004 writes one (`RouteManager`'s `UserActivityProcessor`).
    protocol ActivityProcessor {
        func process(_ activity: NSUserActivity, mutating path: inout [String])
    }

    struct TitleProcessor: ActivityProcessor {
        func process(_ activity: NSUserActivity, mutating path: inout [String]) {
            path.append(activity.title ?? activity.activityType)
        }
    }

    @Test("NSUserActivity compiles on Linux and keeps its type, title, user info and URL")
    func keepsWhatIsSet() {
        let activity = NSUserActivity(activityType: "com.example.book")
        var path: [String] = []
        TitleProcessor().process(activity, mutating: &path)
        activity.title = "1984"
        activity.userInfo = ["id": 7]
        activity.webpageURL = URL(string: "https://example.com/book/7")
        TitleProcessor().process(activity, mutating: &path)
        #expect(path == ["com.example.book", "1984"])
        #expect(activity.userInfo?["id"] as? Int == 7)
        #expect(activity.webpageURL?.lastPathComponent == "7")
    }
}
