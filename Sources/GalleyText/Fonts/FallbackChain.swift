import Foundation
import Synchronization

/// The faces a font falls back through, one per family, loaded on first
/// use: each family's best loadable face.
final class FallbackChain: Hashable, Sendable {
    /// Per family, its faces from best to worst match.
    private let candidates: [[FontLibrary.FaceRecord]]
    private let store: FaceStore
    /// Per family once tried: the record loaded and its face, or nil when
    /// none of the family's faces loads.
    private let loaded: Mutex<[Int: (record: FontLibrary.FaceRecord, face: FontFace)?]>

    /// The index of the system font's family.
    let systemIndex: Int?

    init(candidates: [[FontLibrary.FaceRecord]], store: FaceStore, systemIndex: Int?) {
        self.candidates = candidates
        self.store = store
        self.systemIndex = systemIndex
        self.loaded = Mutex([:])
    }

    /// The number of families in the chain.
    var count: Int { candidates.count }

    /// The first family with a face that loads.
    var primaryIndex: Int? {
        candidates.indices.first { face(at: $0) != nil }
    }

    /// The face of the family at `index`, loading it on first use; nil when
    /// none of that family's faces loads.
    func face(at index: Int) -> FontFace? {
        load(index)?.face
    }

    /// The record whose face was loaded for the family at `index`.
    func loadedRecord(at index: Int) -> FontLibrary.FaceRecord? {
        load(index)?.record
    }

    private func load(_ index: Int) -> (record: FontLibrary.FaceRecord, face: FontFace)? {
        guard candidates.indices.contains(index) else { return nil }
        if let done = loaded.withLock({ $0[index] }) { return done }
        var found: (record: FontLibrary.FaceRecord, face: FontFace)?
        var lackedMemory = false
        for record in candidates[index] {
            do {
                found = (record, try store.face(path: record.path, index: record.index))
                break
            } catch {
                if case .outOfMemory = error { lackedMemory = true }
            }
        }
        // A family that did not fit in memory is tried again next time.
        if found != nil || !lackedMemory { loaded.withLock { $0[index] = .some(found) } }
        return found
    }

    static func == (lhs: FallbackChain, rhs: FallbackChain) -> Bool {
        lhs === rhs
            || (lhs.candidates == rhs.candidates && lhs.store === rhs.store && lhs.systemIndex == rhs.systemIndex)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(candidates)
    }
}
