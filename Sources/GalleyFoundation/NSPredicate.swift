import Foundation

// Linux's Foundation declares `NSPredicate(format:)` unavailable ("predicate
// strings and key-value coding are not supported"). These initialisers,
// of the same names, read format strings as iOS does; Swift prefers an
// available declaration to an unavailable one, so in a preview
// `NSPredicate(format: "name BEGINSWITH[c] %@", prefix)` is this one. The
// predicate is Foundation's own, evaluated by a closure over the parsed
// format, so it goes wherever one is taken (`NSCompoundPredicate`,
// `NSArray.filtered(using:)`).

extension NSPredicate {
    /// A predicate read from `predicateFormat`, its `%@`, `%K`, `%d`… taking
    /// `arguments` in order: key paths (`author.name`, `tags.@count`) are
    /// read from the evaluated object as key-value coding reads them
    /// (`value(forKey:)`).
    ///
    /// A format string that does not parse makes a predicate that matches
    /// nothing, with a message on standard error naming where it failed;
    /// iOS raises an exception there.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: FormatPredicate
        do {
            parsed = try PredicateFormatReader.read(predicateFormat, arguments: arguments ?? [])
        } catch {
            parsed = .constant(false)
            FileHandle.standardError.write(
                Data("NSPredicate: Unable to parse the format string \"\(predicateFormat)\": \(error)\n".utf8))
        }
        self.init(block: { object, variables in parsed.evaluate(with: object, variables: variables ?? [:]) })
    }

    /// A predicate read from `predicateFormat`, its `%@`, `%K`, `%d`… taking
    /// `arguments` in order.
    public convenience init(format predicateFormat: String, _ arguments: Any...) {
        self.init(format: predicateFormat, argumentArray: arguments)
    }
}
