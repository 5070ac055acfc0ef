import Foundation

/// Checks spelling. Galley has no dictionary, so every word is spelled
/// right: ``rangeOfMisspelledWord(in:range:startingAt:wrap:language:)``
/// finds none (`NSNotFound`), and there are no guesses or completions.
/// Learned and ignored words are kept.
open class UITextChecker: NSObject {
    private var ignored: [String] = []

    public override init() {}

    /// The languages it checks, as on an English iPhone.
    open class var availableLanguages: [String] { ["en_US"] }

    /// The first misspelled word in `range` of `stringToCheck`: none,
    /// `NSRange(location: NSNotFound, length: 0)`.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
        language: String
    ) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }

    /// Other spellings of the word in `range`: none.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    /// Words that begin with the partial word in `range`: none.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        []
    }

    /// The words this checker ignores.
    open var ignoredWords: [String]? {
        get { ignored }
        set { ignored = newValue ?? [] }
    }

    open func ignoreWord(_ wordToIgnore: String) {
        if !ignored.contains(wordToIgnore) { ignored.append(wordToIgnore) }
    }

    private static let learned = LearnedWords()

    open class func learnWord(_ word: String) { learned.insert(word) }
    open class func hasLearnedWord(_ word: String) -> Bool { learned.contains(word) }
    open class func unlearnWord(_ word: String) { learned.remove(word) }

    /// The words learned, as the device keeps them for every checker.
    private final class LearnedWords: @unchecked Sendable {
        private let lock = NSLock()
        private var words: Set<String> = []

        func insert(_ word: String) { _ = lock.withLock { words.insert(word) } }
        func remove(_ word: String) { _ = lock.withLock { words.remove(word) } }
        func contains(_ word: String) -> Bool { lock.withLock { words.contains(word) } }
    }
}
