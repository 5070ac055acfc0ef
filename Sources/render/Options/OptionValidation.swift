import ArgumentParser
import Foundation
import Galley

// The rules for the values several commands take, each written once (the
// text's font, size and line limit are TextOptions).

/// Checks a `--scale` value against the scales a canvas may have.
func validateScale(_ scale: Double?) throws {
    guard let scale else { return }
    guard Canvas.scales.contains(CGFloat(scale)) else {
        throw ValidationError(
            "--scale: expected \(Int(Canvas.scales.lowerBound)) to \(Int(Canvas.scales.upperBound)), found \(scale)")
    }
}
