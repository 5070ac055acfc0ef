#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer's driver, in the toolchain's `libclang_rt.fuzzer`: runs the
/// callback on generated inputs, with libFuzzer's command-line options.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Hands the process to libFuzzer with `entry`, the target's
/// `LLVMFuzzerTestOneInput`. SwiftPM names an executable's entry point
/// after its module, so libFuzzer's own `main` is not the one that runs:
/// the target's `main.swift` calls this instead.
public func runFuzzer(_ entry: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, entry))
}

/// The fuzzer's bytes as an array (empty for a null pointer).
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Reads choices off the front of the fuzzer's bytes; past the end every
/// choice is the first one, so short inputs still run.
public struct FuzzChoices {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next byte, or 0 once the bytes are used up.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// One of `options`, chosen by the next byte.
    public mutating func pick<T>(_ options: [T]) -> T {
        options[Int(byte()) % options.count]
    }

    /// The bytes not read yet.
    public var rest: ArraySlice<UInt8> {
        bytes[min(position, bytes.count)...]
    }
}

/// The repository's folder (`Fuzz/Sources/FuzzSupport/` up three levels),
/// for the files fuzz targets read: fonts, `Fuzz/Files/`.
public let repositoryRoot: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/")
}()
