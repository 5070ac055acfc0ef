import Foundation
import Testing
@testable import Galley

/// `Scripts/fuzz scene-paint`'s finding
/// (`Fuzz/Findings/scene-paint/leak-layout-context-cycle.json`): every
/// layout pass stayed in memory, its context holding subview lists that
/// held the context.
@Suite("A layout pass lets go of its memory")
struct LayoutPassMemoryTests {
    /// A layout whose cache keeps its subviews, as user layouts may.
    struct CachingStack: Layout {
        final class Cache {
            static let lock = NSLock()
            nonisolated(unsafe) static weak var last: Cache?
            let subviews: Subviews
            init(subviews: Subviews) { self.subviews = subviews }
        }

        func makeCache(subviews: Subviews) -> Cache {
            let cache = Cache(subviews: subviews)
            Cache.lock.withLock { Cache.last = cache }
            return cache
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            CGSize(width: 50, height: cache.subviews.count * 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            for (index, subview) in cache.subviews.enumerated() {
                subview.place(
                    at: CGPoint(x: bounds.minX, y: bounds.minY + Double(index) * 10),
                    proposal: ProposedViewSize(width: 50, height: 10))
            }
        }
    }

    @Test("After layout, the context, its subviews and the layouts' caches are released")
    func contextReleased() throws {
        let result = Layouts.layout(
            CachingStack {
                Text("Hello world")
                Color.red
            }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(result.root.frame.size == CGSize(width: 50, height: 20))
        let cacheAlive = CachingStack.Cache.lock.withLock { CachingStack.Cache.last != nil }
        #expect(!cacheAlive, "the layout's cache (and the context its subviews hold) outlived the pass")
    }
}
