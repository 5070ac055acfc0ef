// Foundation as on Apple's platforms (GalleyFoundation) and Core Graphics
// (CGAffineTransform beside Foundation's CGFloat, CGPoint, CGSize and
// CGRect), for files importing UIKit alone, as Apple's UIKit brings both.
@_exported import CoreGraphics
@_exported import GalleyFoundation
import Foundation
