import Foundation

/// Caps the address space of this process, so that a preview allocating
/// without bound fails here rather than exhausting the machine. The parent
/// watches the resident size and stops the process at the limit it was
/// given; this cap is the backstop, above it by the room the runtime
/// reserves without using (the 1 GiB stack layout runs on, say).
enum AddressSpace {
    static func cap(megabytes: Int) {
        let bytes = rlim_t(max(megabytes, 1)) << 20
        let headroom: rlim_t = 4 << 30
        var limit = rlimit(rlim_cur: bytes + headroom, rlim_max: bytes + headroom)
        _ = withUnsafePointer(to: &limit) { setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), $0) }
    }
}
