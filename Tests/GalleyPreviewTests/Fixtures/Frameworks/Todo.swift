import Foundation
import SwiftData

// A to-do model as SwiftData learners write one.
@Model
final class TodoItem {
    @Attribute(.unique) var title: String
    var isDone: Bool
    var created: Date
    @Relationship(deleteRule: .cascade, inverse: \Step.item)
    var steps: [Step] = []
    @Transient var isEditing = false

    init(title: String, isDone: Bool = false, created: Date = Date(timeIntervalSince1970: 1_790_000_000)) {
        self.title = title
        self.isDone = isDone
        self.created = created
    }
}

@Model
final class Step {
    var name: String
    var item: TodoItem?

    init(name: String) {
        self.name = name
    }
}

extension TodoItem {
    /// Sample items, a day apart.
    static func samples() -> [TodoItem] {
        ["Buy milk", "Call mum", "Water plants"].enumerated().map { offset, title in
            TodoItem(title: title, isDone: offset == 1, created: Date(timeIntervalSince1970: 1_790_000_000 + Double(offset) * 86_400))
        }
    }
}
