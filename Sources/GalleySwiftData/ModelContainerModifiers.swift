import Foundation
import SwiftUI

private struct ModelContextKey: EnvironmentKey {
    /// Without a container: a context of an empty container of its own,
    /// made at each read, so what is inserted into it is not seen again.
    static var defaultValue: ModelContext {
        ModelContext(ModelContainer(schema: Schema([]), configurations: [], migrationPlan: nil))
    }
}

extension EnvironmentValues {
    /// The context views insert into and `@Query` reads: the main context
    /// of the container `.modelContainer(_:)` placed.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Places `container`'s main context in the environment of this view
    /// and everything inside it.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Places a new container for `modelType` (and the classes related to
    /// it) in the environment; in memory whatever `inMemory` says. The
    /// container is made once per place in the view tree, so models
    /// inserted when views appear are kept while the preview draws again.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
    }

    /// Places a new container for `modelTypes` in the environment, as
    /// ``modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`` does.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        ModelContainerHost(
            content: self, types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup
        )
    }

    /// Places `modelContext` in the environment of this view and everything inside it.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

/// A view with a container of its own, made when its body is first
/// evaluated and kept across evaluations by the view's place.
nonisolated private struct ModelContainerHost<Content: View>: View {
    let content: Content
    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
    @State private var container: ModelContainer?

    var body: some View {
        content.environment(\.modelContext, madeContainer().mainContext)
    }

    private func madeContainer() -> ModelContainer {
        if let container { return container }
        let made = ModelContainer(
            schema: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)],
            migrationPlan: nil)
        made.mainContext.autosaveEnabled = isAutosaveEnabled
        container = made
        onSetup(.success(made))
        return made
    }
}

extension Scene {
    /// Compiles; scenes are not drawn, so nothing reads the container.
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }

    /// Compiles; scenes are not drawn, so no container is made.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene { self }

    /// Compiles; scenes are not drawn, so no container is made.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene { self }

    /// Compiles; scenes are not drawn.
    public func modelContext(_ modelContext: ModelContext) -> some Scene { self }
}
