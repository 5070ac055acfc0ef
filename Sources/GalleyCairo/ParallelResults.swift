/// Results written from several threads, each index by exactly one of them
/// (as `DispatchQueue.concurrentPerform` hands them out), read once all
/// are done.
final class ParallelResults<Element>: @unchecked Sendable {
    private var elements: [Element]

    init(count: Int, initial: Element) {
        elements = Array(repeating: initial, count: count)
    }

    subscript(index: Int) -> Element {
        get { elements.withUnsafeBufferPointer { $0[index] } }
        set { elements.withUnsafeMutableBufferPointer { $0[index] = newValue } }
    }
}

/// A pointer into a buffer that threads write disjoint parts of while its
/// owner waits for them.
struct UncheckedPointer<Pointee>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Pointee>

    init(_ pointer: UnsafeMutablePointer<Pointee>) {
        self.pointer = pointer
    }
}
