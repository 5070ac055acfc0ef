import ArgumentParser
import Foundation
import Galley

// The rules for the values several commands take, each written once.

/// Checks a `--scale` value against the scales a canvas may have.
func validateScale(_ scale: Double?) throws {
    guard let scale else { return }
    guard Canvas.scales.contains(CGFloat(scale)) else {
        throw ValidationError(
            "--scale: expected \(Int(Canvas.scales.lowerBound)) to \(Int(Canvas.scales.upperBound)), found \(scale)")
    }
}

/// The largest `--size` in points that `measure`, `sweep` and `breakpoints` take.
let maximumFontSize = 10_000.0

/// Checks a `--size` value: above 0 and at most ``maximumFontSize``.
func validateFontSize(_ size: Double?) throws {
    guard let size, !(size.isFinite && size > 0 && size <= maximumFontSize) else { return }
    throw ValidationError(
        "--size: expected a size in points above 0 and at most \(Int(maximumFontSize)), found \(size)")
}

/// Checks a `--line-limit` number: 1 or more.
func validateLineLimit(_ lineLimit: Int?) throws {
    guard let lineLimit, lineLimit < 1 else { return }
    throw ValidationError("--line-limit: expected 1 or more, found \(lineLimit)")
}
