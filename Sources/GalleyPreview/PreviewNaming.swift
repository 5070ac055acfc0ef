import Foundation
import GalleyCairo
import GalleyPreviewScan

/// The file names of previews' pictures: `<FileStem>-<PreviewName>`. An
/// unnamed `#Preview` is numbered 1, 2, … in its file's source order; a
/// provider's picture is named by `previewDisplayName`, else by the
/// provider's type (numbered when it has several). Characters other than
/// letters, digits, `-` and `_` become `_`; a name already taken gets `-2`,
/// `-3`, …. A name over 250 bytes, too long for a file with `.json`
/// after it, is shortened to its start, `~` and a hash of the whole
/// (GalleyCairo's `FileNameFitting`): the same on every run and machine.
public enum PreviewNaming {
    /// The most bytes of a picture's name: `<name>.json` is a file name.
    public static let maximumBytes = FileNameFitting.maximumBytes - ".json".utf8.count

    /// A name for each picture of each outcome, without extension.
    public static func names(for outcomes: [PreviewOutcome]) -> [[String]] {
        var unnamedInFile: [URL: Int] = [:]
        var taken: Set<String> = []
        return outcomes.map { outcome in
            let declaration = outcome.declaration
            let stem = stem(of: declaration)
            var macroNumber: Int?
            if case .macro(nil) = declaration.kind {
                let number = unnamedInFile[declaration.file, default: 0] + 1
                unnamedInFile[declaration.file] = number
                macroNumber = number
            }
            let unnamedPictures = outcome.pictures.filter { $0.name == nil }.count
            return outcome.pictures.map { picture in
                let name: String
                switch declaration.kind {
                case .macro(let given):
                    name = picture.name ?? given ?? String(macroNumber ?? picture.number)
                case .provider(let typeName):
                    let type = typeName.split(separator: ".").last.map(String.init) ?? typeName
                    name = picture.name ?? (unnamedPictures > 1 ? "\(type)-\(picture.number)" : type)
                }
                let whole = stem + "-" + sanitized(name)
                var candidate = FileNameFitting.fitted(whole, maximumBytes: maximumBytes)
                var suffix = 2
                while !taken.insert(candidate).inserted {
                    candidate = FileNameFitting.fitted(whole + "-\(suffix)", maximumBytes: maximumBytes)
                    suffix += 1
                }
                return candidate
            }
        }
    }

    /// The file stem a picture's name starts with.
    static func stem(of declaration: PreviewDeclaration) -> String {
        sanitized(declaration.file.deletingPathExtension().lastPathComponent)
    }

    /// The stem up to its first `-`. Two pictures can take each other's
    /// name only when their files' groups are the same: names are
    /// `<stem>-<name>`, so of two different stems giving one name, the
    /// shorter and a `-` start the longer (`Foo` and `Foo-Bar`).
    public static func group(of declaration: PreviewDeclaration) -> String {
        String(stem(of: declaration).prefix { $0 != "-" })
    }

    static func sanitized(_ text: String) -> String {
        let mapped = text.map { character -> Character in
            character.isLetter || character.isNumber || character == "-" || character == "_" ? character : "_"
        }
        return mapped.isEmpty ? "_" : String(mapped)
    }
}
