#if os(Linux)
    import CMalloc
#endif

/// Tells the C allocator to keep freed large buffers for the next use
/// rather than give them back to the system at once.
///
/// `render check` paints and decodes pictures of megabytes one after
/// another, and `render measure` formats hundreds of kilobytes of JSON a
/// batch. By default glibc maps each such buffer afresh and unmaps it when
/// freed, so every page faulted in again: a fifth of a check's time went to
/// the kernel. Buffers up to 64 MiB now come from the heap, and up to
/// 256 MiB of free heap is kept.
enum LargeBufferReuse {
    static func enable() {
        #if os(Linux)
            _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
            _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        #endif
    }
}
