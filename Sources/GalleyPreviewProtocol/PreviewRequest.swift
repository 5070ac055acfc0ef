import Foundation
import Galley

/// What `render preview` asks its generated program for: which preview
/// declarations to draw where, how many at once, their limits and canvas.
///
/// It travels as JSON, the program's one argument after `serve`; both
/// sides use this type, and the program checks every value before it
/// trusts one.
public struct PreviewRequest: Codable, Sendable, Equatable {
    /// The folder the program draws declaration I into, as `DIR/I`.
    public var directory: String
    /// The declarations to draw, by index.
    public var indices: [Int]
    /// Declarations drawn at once.
    public var jobs: Int
    /// Seconds one declaration may run.
    public var timeLimit: Double
    /// Mebibytes one declaration may use.
    public var memoryLimit: Int
    /// The canvas of previews that choose none; nil for the standard device.
    public var canvas: CanvasChoice?
    /// Pixels per point, over every preview's own.
    public var scale: Double?
    /// Whether the canvas is right to left (Xcode's canvas setting).
    public var isRightToLeft: Bool
    /// Whether each picture's layout dump is written beside it.
    public var dump: Bool
    /// Whether the first layout is drawn, before `onAppear` actions run.
    public var firstFrameOnly: Bool
    /// What layout and painting may ask for.
    public var limits: ResourceLimits

    public init(
        directory: String, indices: [Int], jobs: Int = 1, timeLimit: Double = 30, memoryLimit: Int = 2048,
        canvas: CanvasChoice? = nil, scale: Double? = nil, isRightToLeft: Bool = false, dump: Bool = false,
        firstFrameOnly: Bool = false, limits: ResourceLimits = .standard
    ) {
        self.directory = directory
        self.indices = indices
        self.jobs = jobs
        self.timeLimit = timeLimit
        self.memoryLimit = memoryLimit
        self.canvas = canvas
        self.scale = scale
        self.isRightToLeft = isRightToLeft
        self.dump = dump
        self.firstFrameOnly = firstFrameOnly
        self.limits = limits
    }

    /// The request as the program's argument.
    public var argument: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every stored value encodes; the fallback is never reached.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The request `argument` holds, checked against a program of
    /// `entryCount` declarations.
    public init(argument: String, entryCount: Int) throws(PreviewProtocolError) {
        do {
            self = try JSONDecoder().decode(PreviewRequest.self, from: Data(argument.utf8))
        } catch {
            throw PreviewProtocolError("not a preview request: \(error)")
        }
        try validate(entryCount: entryCount)
    }

    /// Throws for a value no run can have.
    public func validate(entryCount: Int) throws(PreviewProtocolError) {
        guard directory.hasPrefix("/"), !directory.utf8.contains(0) else {
            throw PreviewProtocolError("the directory must be an absolute path: \(directory)")
        }
        guard indices.allSatisfy({ (0..<entryCount).contains($0) }) else {
            throw PreviewProtocolError("indices must be below \(entryCount): \(indices)")
        }
        guard jobs >= 1 else { throw PreviewProtocolError("not a number of jobs: \(jobs)") }
        guard timeLimit.isFinite, timeLimit > 0 else { throw PreviewProtocolError("not a time limit: \(timeLimit)") }
        guard memoryLimit >= 1 else { throw PreviewProtocolError("not a memory limit: \(memoryLimit)") }
        if let scale, !Canvas.scales.contains(CGFloat(scale)) {
            throw PreviewProtocolError("not a scale: \(scale)")
        }
    }
}

/// A message of the preview protocol that cannot be used.
public struct PreviewProtocolError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
