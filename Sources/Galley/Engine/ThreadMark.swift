import Foundation

/// A mark a thread carries while it does one kind of work, for the calls
/// nested in that work to find (a thread-specific key).
struct ThreadMark: Sendable {
    private let key: pthread_key_t?

    init() {
        var key = pthread_key_t()
        self.key = pthread_key_create(&key, nil) == 0 ? key : nil
    }

    /// Whether this thread carries the mark.
    var isSet: Bool {
        guard let key else { return false }
        return pthread_getspecific(key) != nil
    }

    /// Marks this thread, or takes the mark away.
    func set(_ marked: Bool) {
        guard let key else { return }
        pthread_setspecific(key, marked ? UnsafeRawPointer(bitPattern: 1) : nil)
    }
}
