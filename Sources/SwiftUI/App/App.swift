/// An app's entry point, as `@main struct MyApp: App` declares it. Galley
/// draws views, not apps: an app compiles, and `render preview` drops its
/// `@main` so that the previews' program can run. Isolated to the main
/// actor, as in the iOS 18 SDK: `@StateObject var store = Store()` of a
/// main-actor model compiles in an app.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// A part of an app's interface: a window group, settings… Isolated to the
/// main actor, as in the iOS 18 SDK; Galley's own scenes are not.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

/// `Never` is a scene, as in SwiftUI: a body that only stops compiles.
extension Never: Scene {}

/// Builds scenes from closures, as `App.body` does.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> SceneGroup {
        SceneGroup()
    }

    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildOptional<Content: Scene>(_ content: Content?) -> SceneGroup { SceneGroup() }

    public static func buildEither<Content: Scene>(first: Content) -> SceneGroup { SceneGroup() }

    public static func buildEither<Content: Scene>(second: Content) -> SceneGroup { SceneGroup() }

    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> SceneGroup { SceneGroup() }
}

/// Scenes side by side; also a scene with nothing of its own.
nonisolated public struct SceneGroup: Scene {
    public init() {}
    public var body: SceneGroup { self }
}

/// The windows of an app, each showing `content`.
nonisolated public struct WindowGroup<Content: View>: Scene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public var body: SceneGroup { SceneGroup() }
}

/// The settings window of a Mac app.
nonisolated public struct Settings<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: SceneGroup { SceneGroup() }
}

nonisolated extension Scene {
    /// Compiles; the commands of a Mac app's menus are not drawn.
    public func commands<Content>(@CommandsBuilder content: () -> Content) -> some Scene { self }
    /// Compiles; windows are not drawn.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
}

/// Builds menu commands; Galley keeps none.
@resultBuilder
public enum CommandsBuilder {
    public static func buildBlock<each Content>(_ content: repeat each Content) {}
}
