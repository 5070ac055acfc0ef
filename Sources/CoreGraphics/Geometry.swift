// `import CoreGraphics` on Linux: `CGFloat`, `CGPoint`, `CGSize` and
// `CGRect` are Foundation's here, so the module brings Foundation, and
// adds what Foundation lacks: `CGAffineTransform`.
@_exported import Foundation
