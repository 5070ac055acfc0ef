import SwiftUI
import SwiftData
import os

private let log = os.Logger(subsystem: "com.example.todo", category: "list")

struct TodoList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \TodoItem.created, order: .reverse) private var items: [TodoItem]
    @Query(filter: #Predicate<TodoItem> { !$0.isDone }) private var open: [TodoItem]

    var body: some View {
        NavigationStack {
            List {
                Text("Open \(open.count)")
                ForEach(items) { item in
                    HStack {
                        Text(item.title)
                        Spacer()
                        if item.isDone { Image(systemName: "checkmark") }
                    }
                }
            }
            .navigationTitle("Todos")
            .toolbar {
                Button("Add") { add() }
            }
        }
    }

    private func add() {
        modelContext.insert(TodoItem(title: "New"))
        try? modelContext.save()
        log.info("added")
    }
}

/// Fills an empty store when it appears, as apps' first-launch code does.
struct SeededList: View {
    @Environment(\.modelContext) private var context
    @Query private var items: [TodoItem]

    var body: some View {
        VStack {
            Text("Seeded \(items.count)")
            ForEach(items) { Text($0.title) }
        }
        .onAppear {
            let count = (try? context.fetchCount(FetchDescriptor<TodoItem>())) ?? 0
            if count == 0 {
                let first = TodoItem(title: "Plan trip")
                first.steps = [Step(name: "Book flights")]
                context.insert(first)
            }
        }
    }
}

#Preview("Todos") {
    let container = try! SwiftData.ModelContainer(for: TodoItem.self, Step.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for item in TodoItem.samples() {
        container.mainContext.insert(item)
    }
    return TodoList().modelContainer(container)
}

#Preview("Seeded") {
    SeededList()
        .modelContainer(for: TodoItem.self, inMemory: true)
}

/// A search, with the query made in `init` as apps filter one.
struct TodoSearch: View {
    @Query private var matches: [TodoItem]

    init(search: String) {
        _matches = Query(filter: #Predicate<TodoItem> { $0.title.localizedStandardContains(search) }, sort: \.title)
    }

    var body: some View {
        List(matches) { Text("Found \($0.title)") }
    }
}

#Preview("Search") {
    let container = try! ModelContainer(for: TodoItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    TodoItem.samples().forEach { container.mainContext.insert($0) }
    return TodoSearch(search: "MI").modelContainer(container)
}
