import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

@Suite("Interaction-only API compiles and leaves layout unchanged")
struct NoOpModifierTests {
    static func card() -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Title").font(.headline)
            Text("A subtitle that wraps onto a second line when narrow")
        }
        .padding()
    }

    @Test("Every no-op modifier keeps the frames of the unmodified view")
    func framesUnchanged() {
        @State var isPresented = false
        @State var text = ""
        @State var selection: Int? = nil
        @FocusState var focused: Bool
        @Namespace var namespace
        struct Item: Identifiable { let id: Int }
        @State var item: Item? = nil

        let modified = Self.card()
            .onTapGesture { isPresented = true }
            .onTapGesture(count: 2) {}
            .onTapGesture { location in _ = location.x }
            .onLongPressGesture {}
            .onLongPressGesture(minimumDuration: 1, perform: {}, onPressingChanged: { _ in })
            .onAppear {}
            .onDisappear {}
            .onChange(of: text) { newValue in _ = newValue }
            .onChange(of: text) { oldValue, newValue in _ = oldValue + newValue }
            .onChange(of: text, initial: true) {}
            .task { await Task.yield() }
            .task(id: text, priority: .low) {}
            .sheet(isPresented: $isPresented) { Text("Sheet") }
            .sheet(item: $item) { item in Text("\(item.id)") }
            .fullScreenCover(isPresented: $isPresented) { Text("Cover") }
            .popover(isPresented: $isPresented) { Text("Popover") }
            .alert("Title", isPresented: $isPresented) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Message")
            }
            .alert("Title", isPresented: $isPresented) { Button("Delete", role: .destructive) {} }
            .alert(isPresented: $isPresented) {
                Alert(title: Text("Old"), message: Text("style"), dismissButton: .default(Text("OK")))
            }
            .confirmationDialog("Pick", isPresented: $isPresented, titleVisibility: .visible) { Button("One") {} }
            .animation(.easeInOut(duration: 0.3), value: isPresented)
            .animation(.spring(response: 0.4, dampingFraction: 0.7))
            .transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity.combined(with: .scale)))
            .gesture(DragGesture(minimumDistance: 5).onChanged { value in _ = value.translation }.onEnded { _ in })
            .simultaneousGesture(TapGesture(count: 2).onEnded {})
            .highPriorityGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in })
            .gesture(MagnifyGesture().onChanged { value in _ = value.magnification })
            .refreshable {}
            .searchable(text: $text, prompt: "Search")
            .accessibilityLabel("Card")
            .accessibilityHint(Text("Opens details"))
            .accessibilityValue("3 items")
            .accessibilityIdentifier("card")
            .accessibilityAddTraits(.isButton)
            .accessibilityRemoveTraits(.isImage)
            .accessibilityHidden(false)
            .accessibilityElement(children: .combine)
            .accessibilitySortPriority(1)
            .tag(3)
            .contentShape(Rectangle())
            .matchedGeometryEffect(id: "card", in: namespace)
            .allowsHitTesting(false)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .submitLabel(.done)
            .onSubmit {}
            .focused($focused)
            .sensoryFeedback(.success, trigger: isPresented)
            .help("Help")
            .contextMenu { Button("Copy") {} }
            .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) {} }
            .onDrag { NSItemProvider() }
            .scrollDismissesKeyboard(.interactively)
            .interactiveDismissDisabled()
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
            .contentTransition(.numericText())
        let plain = Layouts.layout(Self.card(), width: 200).root.frames
        let withModifiers = Layouts.layout(modified, width: 200).root.frames
        #expect(withModifiers == plain)
        #expect(plain.count > 2)
        _ = selection
    }

    @Test("withAnimation runs its body at once; presentation content is never built")
    func hiddenContent() {
        var ran = false
        withAnimation(.bouncy) { ran = true }
        #expect(ran)
        let counter = BuildCounter()
        let view = Text("Base")
            .sheet(isPresented: .constant(true)) { counter.built() }
            .alert("Alert", isPresented: .constant(true)) { counter.built() }
        #expect(Layouts.layout(view).root.textLines == [["Base"]])
        #expect(counter.count == 0)
    }

    final class BuildCounter {
        var count = 0
        func built() -> some View {
            count += 1
            return Text("built")
        }
    }

    @Test(
        """
        disabled(true) sets isEnabled; Button draws its label in the tint colour, disabled in the tertiary label \
        colour
        """
    )
    func disabledAndButton() throws {
        let plain = Layouts.layout(Button("Save") {}).root
        let text = try #require(plain.allViews.first { $0.text != nil })
        #expect(text.text?.lineStrings == ["Save"])
        #expect(text.paint == .text([.blue]))
        let tinted = Layouts.layout(Button("Save") {}.tint(.orange)).root.allViews.first { $0.text != nil }
        #expect(tinted?.paint == .text([.orange]))
        let destructive = Layouts.layout(Button("Delete", role: .destructive) {}).root.allViews.first { $0.text != nil }
        #expect(destructive?.paint == .text([.red]))
        let disabled = Layouts.layout(Button("Save") {}.disabled(true)).root.allViews.first { $0.text != nil }
        #expect(disabled?.paint == .text([Color(.tertiaryLabel)]))
        let custom = Layouts.layout(Button(action: {}) { Text("Custom").frame(width: 120) }).root
        #expect(custom.frame.width == 120)
    }
}
