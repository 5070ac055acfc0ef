import Foundation

/// UIKit's keys of text attributes (bar appearances' `titleTextAttributes`,
/// `NSAttributedString`), under their UIKit names and raw values.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
