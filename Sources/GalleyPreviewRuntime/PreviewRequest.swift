import Foundation
import SwiftUI

/// What `render preview` asks the generated program for: which preview
/// declarations to draw where, how many at once, their limits and canvas.
struct PreviewRequest {
    var directory = URL(fileURLWithPath: "/")
    var indices: [Int] = []
    var jobs = 1
    var timeLimit: Double = 30
    var memoryLimit = 2048
    var canvas: CanvasChoice?
    var scale: CGFloat?
    var isRightToLeft = false
    var dump = false
    var firstFrameOnly = false
    var limits = ResourceLimits.standard

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String], entryCount: Int) throws {
        guard arguments.first == "serve" else { throw Invalid(description: "expected `serve`") }
        var directory: URL?
        var indices: [Int]?
        var rest = arguments.dropFirst().makeIterator()
        while let argument = rest.next() {
            switch argument {
            case "--dump":
                dump = true
            case "--first-frame":
                firstFrameOnly = true
            case "--layout-direction":
                guard let value = rest.next(), value == "rightToLeft" || value == "leftToRight" else {
                    throw Invalid(description: "--layout-direction needs leftToRight or rightToLeft")
                }
                isRightToLeft = value == "rightToLeft"
            case "--directory", "--indices", "--jobs", "--time-limit", "--memory-limit", "--canvas", "--scale",
                "--limits":
                guard let value = rest.next() else { throw Invalid(description: "\(argument) needs a value") }
                try set(argument, to: value, entryCount: entryCount, directory: &directory, indices: &indices)
            default:
                throw Invalid(description: "unknown argument \(argument)")
            }
        }
        guard let directory else { throw Invalid(description: "--directory is required") }
        self.directory = directory
        self.indices = indices ?? Array(0..<entryCount)
    }

    private mutating func set(
        _ option: String, to value: String, entryCount: Int, directory: inout URL?, indices: inout [Int]?
    ) throws {
        switch option {
        case "--directory":
            directory = URL(fileURLWithPath: value)
        case "--indices":
            let parts = value.split(separator: ",", omittingEmptySubsequences: false)
            let parsed = parts.compactMap { Int($0) }.filter { (0..<entryCount).contains($0) }
            guard parsed.count == parts.count else {
                throw Invalid(description: "--indices needs numbers below \(entryCount): \(value)")
            }
            indices = parsed
        case "--jobs":
            guard let number = Int(value), number >= 1 else {
                throw Invalid(description: "not a number of jobs: \(value)")
            }
            jobs = number
        case "--time-limit":
            guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                throw Invalid(description: "not a time limit: \(value)")
            }
            timeLimit = seconds
        case "--memory-limit":
            guard let megabytes = Int(value), megabytes >= 1 else {
                throw Invalid(description: "not a memory limit: \(value)")
            }
            memoryLimit = megabytes
        case "--canvas":
            guard let choice = CanvasChoice(value) else { throw Invalid(description: "not a canvas: \(value)") }
            canvas = choice
        case "--scale":
            guard let number = Double(value), Galley.Canvas.scales.contains(CGFloat(number)) else {
                throw Invalid(description: "not a scale: \(value)")
            }
            scale = CGFloat(number)
        default:
            guard let given = ResourceLimits(argument: value) else {
                throw Invalid(description: "not limits: \(value)")
            }
            limits = given
        }
    }
}
