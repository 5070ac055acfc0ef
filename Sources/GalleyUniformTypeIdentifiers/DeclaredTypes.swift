/// The system's declared types: what `UTType.png` and the rest name, with
/// their conformances, filename extensions and MIME types (the first of
/// each is the preferred one), as Apple's UniformTypeIdentifiers declares them.
extension UTType {
    struct Entry: Sendable {
        var identifier: String
        var name: String
        var parents: [String]
        var extensions: [String]
        var mimeTypes: [String]
    }

    static let entries: [Entry] = [
        Entry(identifier: "public.item", name: "Item", parents: [], extensions: [], mimeTypes: []),
        Entry(identifier: "public.content", name: "Content", parents: ["public.item"], extensions: [], mimeTypes: []),
        Entry(
            identifier: "public.composite-content", name: "Composite content", parents: ["public.content"],
            extensions: [], mimeTypes: []),
        Entry(
            identifier: "public.data", name: "Data", parents: ["public.item"], extensions: [],
            mimeTypes: ["application/octet-stream"]),
        Entry(identifier: "public.directory", name: "Folder", parents: ["public.item"], extensions: [], mimeTypes: []),
        Entry(
            identifier: "public.folder", name: "Folder", parents: ["public.directory"], extensions: [], mimeTypes: []),
        Entry(identifier: "public.url", name: "URL", parents: ["public.data"], extensions: [], mimeTypes: []),
        Entry(identifier: "public.file-url", name: "File URL", parents: ["public.url"], extensions: [], mimeTypes: []),
        Entry(
            identifier: "public.text", name: "Text", parents: ["public.data", "public.content"], extensions: [],
            mimeTypes: ["text/*"]),
        Entry(
            identifier: "public.plain-text", name: "Plain text", parents: ["public.text"], extensions: ["txt", "text"],
            mimeTypes: ["text/plain"]),
        Entry(
            identifier: "public.utf8-plain-text", name: "Plain text (UTF-8)", parents: ["public.plain-text"],
            extensions: [], mimeTypes: []),
        Entry(
            identifier: "public.utf16-plain-text", name: "Plain text (UTF-16)", parents: ["public.plain-text"],
            extensions: [], mimeTypes: []),
        Entry(
            identifier: "public.delimited-values-text", name: "Delimited text", parents: ["public.text"],
            extensions: [], mimeTypes: []),
        Entry(
            identifier: "public.comma-separated-values-text", name: "CSV document",
            parents: ["public.delimited-values-text"], extensions: ["csv"], mimeTypes: ["text/csv"]),
        Entry(
            identifier: "public.tab-separated-values-text", name: "Tab-separated values",
            parents: ["public.delimited-values-text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"]),
        Entry(
            identifier: "public.rtf", name: "RTF document", parents: ["public.text"], extensions: ["rtf"],
            mimeTypes: ["text/rtf"]),
        Entry(
            identifier: "public.html", name: "HTML text", parents: ["public.text"], extensions: ["html", "htm"],
            mimeTypes: ["text/html"]),
        Entry(
            identifier: "public.xml", name: "XML text", parents: ["public.text"], extensions: ["xml"],
            mimeTypes: ["application/xml", "text/xml"]),
        Entry(
            identifier: "public.yaml", name: "YAML", parents: ["public.text"], extensions: ["yaml", "yml"],
            mimeTypes: ["application/x-yaml"]),
        Entry(
            identifier: "public.json", name: "JSON", parents: ["public.text"], extensions: ["json"],
            mimeTypes: ["application/json"]),
        Entry(
            identifier: "public.source-code", name: "Source code", parents: ["public.plain-text"], extensions: [],
            mimeTypes: []),
        Entry(
            identifier: "public.swift-source", name: "Swift source", parents: ["public.source-code"],
            extensions: ["swift"], mimeTypes: []),
        Entry(
            identifier: "com.apple.property-list", name: "Property list", parents: ["public.data"],
            extensions: ["plist"], mimeTypes: []),
        Entry(
            identifier: "com.apple.log", name: "Log file", parents: ["public.plain-text"], extensions: ["log"],
            mimeTypes: []),
        Entry(
            identifier: "public.vcard", name: "vCard", parents: ["public.text"], extensions: ["vcf", "vcard"],
            mimeTypes: ["text/vcard", "text/x-vcard"]),
        Entry(
            identifier: "public.email-message", name: "Email message", parents: ["public.data", "public.content"],
            extensions: ["eml"], mimeTypes: ["message/rfc822"]),
        Entry(
            identifier: "com.adobe.pdf", name: "PDF document", parents: ["public.data", "public.composite-content"],
            extensions: ["pdf"], mimeTypes: ["application/pdf"]),
        Entry(
            identifier: "org.idpf.epub-container", name: "EPUB document",
            parents: ["public.data", "public.composite-content"], extensions: ["epub"],
            mimeTypes: ["application/epub+zip"]),
        Entry(
            identifier: "public.image", name: "Image", parents: ["public.data", "public.content"], extensions: [],
            mimeTypes: ["image/*"]),
        Entry(
            identifier: "public.png", name: "PNG image", parents: ["public.image"], extensions: ["png"],
            mimeTypes: ["image/png"]),
        Entry(
            identifier: "public.jpeg", name: "JPEG image", parents: ["public.image"],
            extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg", "image/jpg"]),
        Entry(
            identifier: "com.compuserve.gif", name: "GIF image", parents: ["public.image"], extensions: ["gif"],
            mimeTypes: ["image/gif"]),
        Entry(
            identifier: "public.tiff", name: "TIFF image", parents: ["public.image"], extensions: ["tiff", "tif"],
            mimeTypes: ["image/tiff"]),
        Entry(
            identifier: "com.microsoft.bmp", name: "Windows bitmap image", parents: ["public.image"],
            extensions: ["bmp"], mimeTypes: ["image/bmp"]),
        Entry(
            identifier: "com.microsoft.ico", name: "Windows icon image", parents: ["public.image"], extensions: ["ico"],
            mimeTypes: ["image/vnd.microsoft.icon"]),
        Entry(
            identifier: "public.heic", name: "HEIC image", parents: ["public.image"], extensions: ["heic"],
            mimeTypes: ["image/heic"]),
        Entry(
            identifier: "public.heif", name: "HEIF image", parents: ["public.image"], extensions: ["heif"],
            mimeTypes: ["image/heif"]),
        Entry(
            identifier: "org.webmproject.webp", name: "WebP image", parents: ["public.image"], extensions: ["webp"],
            mimeTypes: ["image/webp"]),
        Entry(
            identifier: "public.svg-image", name: "SVG image", parents: ["public.image", "public.xml"],
            extensions: ["svg"], mimeTypes: ["image/svg+xml"]),
        Entry(
            identifier: "public.camera-raw-image", name: "Raw image", parents: ["public.image"], extensions: [],
            mimeTypes: []),
        Entry(
            identifier: "com.apple.live-photo", name: "Live Photo", parents: ["public.content"], extensions: [],
            mimeTypes: []),
        Entry(
            identifier: "public.audiovisual-content", name: "Audiovisual content",
            parents: ["public.data", "public.content"], extensions: [], mimeTypes: []),
        Entry(
            identifier: "public.movie", name: "Movie", parents: ["public.audiovisual-content"], extensions: [],
            mimeTypes: ["video/*"]),
        Entry(identifier: "public.video", name: "Video", parents: ["public.movie"], extensions: [], mimeTypes: []),
        Entry(
            identifier: "com.apple.quicktime-movie", name: "QuickTime movie", parents: ["public.movie"],
            extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"]),
        Entry(
            identifier: "public.mpeg-4", name: "MPEG-4 movie", parents: ["public.movie"], extensions: ["mp4", "mpg4"],
            mimeTypes: ["video/mp4"]),
        Entry(
            identifier: "com.apple.protected-mpeg-4-video", name: "Apple MPEG-4 video", parents: ["public.movie"],
            extensions: ["m4v"], mimeTypes: ["video/x-m4v"]),
        Entry(
            identifier: "public.audio", name: "Audio", parents: ["public.audiovisual-content"], extensions: [],
            mimeTypes: ["audio/*"]),
        Entry(
            identifier: "public.mp3", name: "MP3 audio", parents: ["public.audio"], extensions: ["mp3"],
            mimeTypes: ["audio/mpeg", "audio/mp3"]),
        Entry(
            identifier: "public.mpeg-4-audio", name: "MPEG-4 audio", parents: ["public.audio"], extensions: ["m4a"],
            mimeTypes: ["audio/mp4", "audio/x-m4a"]),
        Entry(
            identifier: "com.microsoft.waveform-audio", name: "Waveform audio", parents: ["public.audio"],
            extensions: ["wav", "wave"], mimeTypes: ["audio/wav", "audio/x-wav"]),
        Entry(
            identifier: "public.aiff-audio", name: "AIFF audio", parents: ["public.audio"],
            extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff"]),
        Entry(identifier: "public.archive", name: "Archive", parents: ["public.data"], extensions: [], mimeTypes: []),
        Entry(
            identifier: "public.zip-archive", name: "ZIP archive", parents: ["public.archive"], extensions: ["zip"],
            mimeTypes: ["application/zip"]),
        Entry(
            identifier: "org.gnu.gnu-zip-archive", name: "gzip archive", parents: ["public.archive"],
            extensions: ["gz", "gzip"], mimeTypes: ["application/gzip", "application/x-gzip"]),
        Entry(
            identifier: "public.spreadsheet", name: "Spreadsheet", parents: ["public.content"], extensions: [],
            mimeTypes: []),
        Entry(
            identifier: "public.presentation", name: "Presentation", parents: ["public.composite-content"],
            extensions: [], mimeTypes: []),
        Entry(identifier: "public.database", name: "Database", parents: ["public.item"], extensions: [], mimeTypes: []),
        Entry(
            identifier: "public.font", name: "Font", parents: ["public.data", "public.content"], extensions: [],
            mimeTypes: []),
        Entry(
            identifier: "public.executable", name: "Executable", parents: ["public.item"], extensions: [], mimeTypes: []
        ),
        Entry(
            identifier: "com.pixar.universal-scene-description-mobile", name: "USDZ",
            parents: ["public.data", "public.content"], extensions: ["usdz"], mimeTypes: ["model/vnd.usdz+zip"]),
        Entry(identifier: "public.contact", name: "Contact", parents: ["public.item"], extensions: [], mimeTypes: []),
        Entry(identifier: "public.message", name: "Message", parents: ["public.item"], extensions: [], mimeTypes: []),
    ]

    static let known: [String: Entry] = Dictionary(
        entries.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

    private static func declared(_ identifier: String) -> UTType {
        // Every identifier below is in `entries`; `item` stands in should one not be.
        UTType(identifier) ?? UTType(exportedAs: identifier)
    }

    public static let item = declared("public.item")
    public static let content = declared("public.content")
    public static let compositeContent = declared("public.composite-content")
    public static let data = declared("public.data")
    public static let directory = declared("public.directory")
    public static let folder = declared("public.folder")
    public static let url = declared("public.url")
    public static let fileURL = declared("public.file-url")
    public static let text = declared("public.text")
    public static let plainText = declared("public.plain-text")
    public static let utf8PlainText = declared("public.utf8-plain-text")
    public static let utf16PlainText = declared("public.utf16-plain-text")
    public static let delimitedText = declared("public.delimited-values-text")
    public static let commaSeparatedText = declared("public.comma-separated-values-text")
    public static let tabSeparatedText = declared("public.tab-separated-values-text")
    public static let rtf = declared("public.rtf")
    public static let html = declared("public.html")
    public static let xml = declared("public.xml")
    public static let yaml = declared("public.yaml")
    public static let json = declared("public.json")
    public static let sourceCode = declared("public.source-code")
    public static let swiftSource = declared("public.swift-source")
    public static let propertyList = declared("com.apple.property-list")
    public static let log = declared("com.apple.log")
    public static let vCard = declared("public.vcard")
    public static let emailMessage = declared("public.email-message")
    public static let pdf = declared("com.adobe.pdf")
    public static let epub = declared("org.idpf.epub-container")
    public static let image = declared("public.image")
    public static let png = declared("public.png")
    public static let jpeg = declared("public.jpeg")
    public static let gif = declared("com.compuserve.gif")
    public static let tiff = declared("public.tiff")
    public static let bmp = declared("com.microsoft.bmp")
    public static let ico = declared("com.microsoft.ico")
    public static let heic = declared("public.heic")
    public static let heif = declared("public.heif")
    public static let webP = declared("org.webmproject.webp")
    public static let svg = declared("public.svg-image")
    public static let rawImage = declared("public.camera-raw-image")
    public static let livePhoto = declared("com.apple.live-photo")
    public static let audiovisualContent = declared("public.audiovisual-content")
    public static let movie = declared("public.movie")
    public static let video = declared("public.video")
    public static let quickTimeMovie = declared("com.apple.quicktime-movie")
    public static let mpeg4Movie = declared("public.mpeg-4")
    public static let appleProtectedMPEG4Video = declared("com.apple.protected-mpeg-4-video")
    public static let audio = declared("public.audio")
    public static let mp3 = declared("public.mp3")
    public static let mpeg4Audio = declared("public.mpeg-4-audio")
    public static let wav = declared("com.microsoft.waveform-audio")
    public static let aiff = declared("public.aiff-audio")
    public static let archive = declared("public.archive")
    public static let zip = declared("public.zip-archive")
    public static let gzip = declared("org.gnu.gnu-zip-archive")
    public static let spreadsheet = declared("public.spreadsheet")
    public static let presentation = declared("public.presentation")
    public static let database = declared("public.database")
    public static let font = declared("public.font")
    public static let executable = declared("public.executable")
    public static let usdz = declared("com.pixar.universal-scene-description-mobile")
    public static let contact = declared("public.contact")
    public static let message = declared("public.message")
}
