import Foundation
import SwiftUI
import Testing

/// A plain class, read through its stored properties as key-value coding
/// reads an object's on iOS.
private final class Book {
    var title: String?
    var rating: Int16
    var added: Date?
    var id = UUID()
    var tags: Set<String> = []
    var author: Author?
    var isRead = false

    init(_ title: String?, rating: Int16, added: Date? = nil) {
        self.title = title
        self.rating = rating
        self.added = added
    }
}

private final class Author {
    var name: String
    init(name: String) { self.name = name }
}

/// An Objective-C-style object that code reads by key (`value(forKey:)`).
private final class Gift: NSObject {
    let name: String
    var price = 12
    init(name: String) { self.name = name }
}

@Suite("NSPredicate and NSSortDescriptor")
struct PredicateTests {
    private static let day = Date(timeIntervalSinceReferenceDate: 700_000_000)
    private let books: [Book] = {
        let books = [
            Book("Élan", rating: 5, added: day), Book("bark", rating: 2, added: day.addingTimeInterval(86_400)),
            Book("Anchor", rating: 4), Book(nil, rating: 0),
        ]
        books[0].tags = ["fiction", "french"]
        books[0].isRead = true
        books[1].author = Author(name: "Ann")
        books[2].author = Author(name: "Bo")
        return books
    }()

    private func titles(_ predicate: NSPredicate) -> [String] {
        books.filter { predicate.evaluate(with: $0) }.map { $0.title ?? "nil" }
    }

    @Test("The format strings real apps fetch with read as iOS reads them, in a file importing Foundation and SwiftUI")
    func formats() {
        #expect(titles(NSPredicate(format: "title == %@", "bark")) == ["bark"])
        #expect(titles(NSPredicate(format: "title = 'Anchor'")) == ["Anchor"])
        #expect(titles(NSPredicate(format: "title != %@", "bark")) == ["Élan", "Anchor", "nil"])
        #expect(titles(NSPredicate(format: "title == nil")) == ["nil"])
        #expect(titles(NSPredicate(format: "(title != nil) AND (rating >= %d)", 4)) == ["Élan", "Anchor"])
        #expect(titles(NSPredicate(format: "rating > 1 && rating <= 4")) == ["bark", "Anchor"])
        #expect(titles(NSPredicate(format: "%K BEGINSWITH[c] %@", "title", "B")) == ["bark"])
        #expect(titles(NSPredicate(format: "title BEGINSWITH %@", "B")) == [])
        #expect(titles(NSPredicate(format: "title contains[cd] %@", "ELA")) == ["Élan"])
        #expect(titles(NSPredicate(format: "title CONTAINS[c] %@", "ELA")) == [])
        #expect(titles(NSPredicate(format: "NOT %K BEGINSWITH[cd] %@", "title", "e")) == ["bark", "Anchor", "nil"])
        #expect(titles(NSPredicate(format: "%K IN %@", "title", ["bark", "Anchor"])) == ["bark", "Anchor"])
        #expect(titles(NSPredicate(format: "author.name == %@", "Bo")) == ["Anchor"])
        #expect(titles(NSPredicate(format: "tags CONTAINS %@", "french")) == ["Élan"])
        #expect(titles(NSPredicate(format: "ANY tags BEGINSWITH 'fic'")) == ["Élan"])
        #expect(titles(NSPredicate(format: "tags.@count > 0")) == ["Élan"])
        #expect(titles(NSPredicate(format: "rating BETWEEN {2, 4}")) == ["bark", "Anchor"])
        #expect(titles(NSPredicate(format: "title LIKE[c] '*a?k'")) == ["bark"])
        #expect(titles(NSPredicate(format: "title MATCHES '[A-Z].*'")) == ["Anchor"])
        #expect(titles(NSPredicate(format: "rating == 0 OR title ENDSWITH 'or'")) == ["Anchor", "nil"])
        #expect(titles(NSPredicate(format: "TRUEPREDICATE")).count == 4)
    }

    @Test("Arguments: dates (also on the left), UUIDs, Booleans for %i, argument arrays with optionals, objects")
    func arguments() {
        let day = Self.day
        #expect(
            titles(NSPredicate(format: "added >= %@ AND added < %@", day as NSDate, day.addingTimeInterval(3_600)))
                == ["Élan"])
        #expect(titles(NSPredicate(format: "%@ <= added", day.addingTimeInterval(1))) == ["bark"])
        #expect(
            titles(NSPredicate(format: "added BETWEEN {%@, %@}", day, day.addingTimeInterval(86_400))) == [
                "Élan", "bark",
            ])
        #expect(titles(NSPredicate(format: "id == %@", books[2].id)) == ["Anchor"])
        #expect(titles(NSPredicate(format: "isRead == %i", true)) == ["Élan"])
        #expect(titles(NSPredicate(format: "isRead == NO AND rating > %d", 1)) == ["bark", "Anchor"])
        #expect(titles(NSPredicate(format: "rating > %@", NSNumber(value: 4))) == ["Élan"])
        let later: Date? = nil
        #expect(
            titles(NSPredicate(format: "added >= %@ AND title != %@", argumentArray: [day, later as Any])) == [
                "Élan", "bark",
            ])
        #expect(titles(NSPredicate(format: "author == %@", books[1].author as Any)) == ["bark"])
        #expect(titles(NSPredicate(format: "SELF == %@", books[3])) == ["nil"])
        let gift = Gift(name: "Kite")
        #expect(NSPredicate(format: "name == 'Kite' AND price > 10").evaluate(with: gift))
        // Key-value reading on any NSObject, as GiftTrack's pickers read their options.
        let object: NSObject = gift
        #expect(object.value(forKey: "name") as? String == "Kite" && object.value(forKey: "price") as? Int == 12)
        #expect(object.value(forKey: "missing") == nil)
        #expect(
            NSPredicate(format: "price > 2 AND name == $name").evaluate(
                with: ["price": 3, "name": "a"] as [String: Any], substitutionVariables: ["name": "a"]))
    }

    @Test("Format predicates are Foundation's: compound predicates join them with closures, NSArray filters with them")
    func compound() {
        let both = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "rating > 1"), NSPredicate(block: { object, _ in (object as? Book)?.title != "bark" }),
        ])
        #expect(titles(both) == ["Élan", "Anchor"])
        let either = NSCompoundPredicate(orPredicateWithSubpredicates: [NSPredicate(value: false), both])
        #expect(titles(either) == ["Élan", "Anchor"])
        #expect(titles(NSCompoundPredicate(notPredicateWithSubpredicate: both)) == ["bark", "nil"])
        let filtered = NSArray(array: books).filtered(using: NSPredicate(format: "rating >= 4"))
        #expect(filtered.count == 2)
    }

    @Test("A format that does not read matches nothing and names where it failed; none stops the program")
    func malformed() {
        for format in ["title == ", "title ==== 'a'", "title == 'open", "%K == 1", "rating IN", "0x == 1", "(((a"] {
            let predicate = NSPredicate(format: format)
            #expect(titles(predicate).isEmpty, "\(format)")
        }
        // Deep nesting and backtracking stay bounded.
        let deep = String(repeating: "(", count: 5_000) + "a == 1" + String(repeating: ")", count: 5_000)
        #expect(!NSPredicate(format: deep).evaluate(with: ["a": 1]))
        let nested = String(repeating: "(", count: 40) + "a == 1" + String(repeating: ")", count: 40)
        #expect(NSPredicate(format: nested).evaluate(with: ["a": 1]))
        #expect(!NSPredicate(format: String(repeating: "(", count: 60) + "a").evaluate(with: ["a": 1]))
        // Random formats over the grammar's characters, with arguments of each kind.
        var generator = SplitMix(seed: 33)
        let alphabet = Array("()%@K d{}, =<>!&|'\"\\[cd]ANDORNOT anyINBETWEEN0x1.5e-$ab.@count".utf8)
        for _ in 0..<5_000 {
            let bytes = (0..<Int(generator.next() % 40)).map { _ in
                alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            let predicate = NSPredicate(
                format: String(decoding: bytes, as: UTF8.self), argumentArray: ["x", 1, "k", [1]])
            _ = predicate.evaluate(with: ["a": 1, "b": ["x"]] as [String: Any])
        }
    }

    @Test("NSSortDescriptor sorts by a key, a key path or a nested key, nil first, strings by their characters")
    func sorting() {
        let byTitle = books.sorted(byDescriptors: [NSSortDescriptor(key: "title", ascending: true)])
        #expect(byTitle.map { $0.title ?? "nil" } == ["nil", "Anchor", "bark", "Élan"])
        let byAdded = books.sorted(byDescriptors: [NSSortDescriptor(keyPath: \Book.added, ascending: false)])
        #expect(byAdded.map { $0.title ?? "nil" } == ["bark", "Élan", "Anchor", "nil"])
        let byAuthor = books.sorted(byDescriptors: [
            NSSortDescriptor(key: "author.name", ascending: false),
            NSSortDescriptor(keyPath: \Book.rating, ascending: true),
        ])
        #expect(byAuthor.map { $0.title ?? "nil" } == ["Anchor", "bark", "nil", "Élan"])
        let descending = NSSortDescriptor(key: "rating", ascending: true).reversedSortDescriptor as? NSSortDescriptor
        #expect(descending?.ascending == false)
        #expect(descending?.compare(books[0], to: books[1]) == .orderedAscending)
        let caseless = NSSortDescriptor(key: "title", ascending: true) { a, b in
            (a as? String ?? "").caseInsensitiveCompare(b as? String ?? "")
        }
        #expect(caseless.compare(books[1], to: books[2]) == .orderedDescending)
    }
}

/// A small seeded generator, so that the random formats are the same each run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
