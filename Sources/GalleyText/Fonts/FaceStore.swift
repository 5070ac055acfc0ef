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
    private let memoryFailures = Mutex<(count: Int, last: FontError?)>((0, nil))

    /// How many times a face could not be loaded for lack of memory, and
    /// the last such failure: text set without the face would be drawn
    /// wrong, so its layout fails.
    var outOfMemory: (count: Int, last: FontError?) { memoryFailures.withLock { $0 } }

    /// The paths of the faces loaded so far, sorted.
    var loadedPaths: [String] { faces.withLock { $0.keys.map(\.path) }.sorted() }

    func face(path: String, index: Int) throws(FontError) -> FontFace {
        let key = Key(path: path, index: index)
        if let face = faces.withLock({ $0[key] }) { return face }
        let face: FontFace
        do {
            face = try FontFace(path: path, index: index)
        } catch {
            if case .outOfMemory = error { memoryFailures.withLock { $0 = ($0.count + 1, error) } }
            throw error
        }
        return faces.withLock { faces in
            if let existing = faces[key] { return existing }
            faces[key] = face
            return face
        }
    }
}
