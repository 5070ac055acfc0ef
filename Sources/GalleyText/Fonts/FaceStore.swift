import Foundation
import Synchronization

/// Loaded faces by file and index: a cache shared by the libraries made
/// from one another.
final class FaceStore: Sendable {
    private struct Key: Hashable {
        var path: String
        var index: Int
    }

    private let faces = Mutex<[Key: FontFace]>([:])
    /// The paths of the faces loaded so far, sorted.
    var loadedPaths: [String] { faces.withLock { $0.keys.map(\.path) }.sorted() }

    func face(path: String, index: Int) throws(FontError) -> FontFace {
        let key = Key(path: path, index: index)
        if let face = faces.withLock({ $0[key] }) { return face }
        let face: FontFace
        do {
            face = try FontFace(path: path, index: index)
        } catch {
            if case .outOfMemory = error { FontMemoryFailures.current?.record(error) }
            throw error
        }
        return faces.withLock { faces in
            if let existing = faces[key] { return existing }
            faces[key] = face
            return face
        }
    }
}
