import Foundation
import SwiftUI

/// What a chart is made of: marks, `ForEach`es of marks, and types whose
/// `body` composes them.
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {
    public var body: Never { self }
}

/// Content that adds its marks directly, rather than through `body`.
protocol PrimitiveChartContent {
    func collect(into marks: inout ChartMarks)
}

/// The marks a chart's content makes, at most `limit` of them.
struct ChartMarks {
    /// More marks than a chart readably draws; the rest are dropped (a
    /// preview stays quick).
    static let limit = 4_000
    var marks: [ChartMark] = []
    var isFull: Bool { marks.count >= Self.limit }

    mutating func add(_ mark: ChartMark) {
        if !isFull { marks.append(mark) }
    }

    /// The marks of any content: a primitive's own, else those of its body.
    mutating func collect<C: ChartContent>(_ content: C, depth: Int = 0) {
        guard !isFull, depth < 64 else { return }
        if let primitive = content as? any PrimitiveChartContent {
            primitive.collect(into: &self)
        } else if !(content is Never) {
            collect(content.body, depth: depth + 1)
        }
    }
}

/// Builds chart content from closures: any number of marks, `if`/`else`,
/// optionals and `for`-in.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(repeat each content)
    }
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildOptional<C: ChartContent>(_ content: C?) -> C? { content }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> ConditionalChartContent<T, F> {
        .init(storage: .first(first))
    }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> ConditionalChartContent<T, F> {
        .init(storage: .second(second))
    }
    public static func buildArray<C: ChartContent>(_ components: [C]) -> ArrayChartContent<C> {
        ArrayChartContent(elements: components)
    }
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

/// No marks.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    public init() {}
    public var body: Never { fatalError("EmptyChartContent has no body") }
    func collect(into marks: inout ChartMarks) {}
}

/// Several pieces of content, in order.
public struct TupleChartContent<each C: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: (repeat each C)
    init(_ content: repeat each C) { self.content = (repeat each content) }
    public var body: Never { fatalError("TupleChartContent has no body") }
    func collect(into marks: inout ChartMarks) {
        repeat marks.collect(each content)
    }
}

/// One of two pieces of content, from `if`/`else`.
public struct ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Storage { case first(T), second(F) }
    let storage: Storage
    public var body: Never { fatalError("ConditionalChartContent has no body") }
    func collect(into marks: inout ChartMarks) {
        switch storage {
        case .first(let content): marks.collect(content)
        case .second(let content): marks.collect(content)
        }
    }
}

/// The content of a `for`-in loop.
public struct ArrayChartContent<C: ChartContent>: ChartContent, PrimitiveChartContent {
    let elements: [C]
    public var body: Never { fatalError("ArrayChartContent has no body") }
    func collect(into marks: inout ChartMarks) {
        for element in elements where !marks.isFull { marks.collect(element) }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    func collect(into marks: inout ChartMarks) {
        if let self { marks.collect(self) }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collect(into marks: inout ChartMarks) {
        for element in data where !marks.isFull { marks.collect(content(element)) }
    }
}

extension ForEach where Content: ChartContent {
    /// Marks for each element of `data`, identified by `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, ID == Data.Element.ID, Data.Element: Identifiable {
    /// Marks for each element of `data`.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Marks for each number of `data`.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: { $0 }, content: content)
    }
}

/// Content with a change applied to each of its marks (a modifier).
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let change: (inout ChartMark) -> Void
    public var body: Never { fatalError("ModifiedChartContent has no body") }
    func collect(into marks: inout ChartMarks) {
        let start = marks.marks.count
        marks.collect(content)
        for index in start..<marks.marks.count { change(&marks.marks[index]) }
    }
}
