// Swift Testing declares a cross-import overlay for CoreGraphics, which
// the compiler imports wherever Testing and a module named CoreGraphics
// meet; this empty module stands in for Apple's (see _Testing_UIKit).
