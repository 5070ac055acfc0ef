import Foundation

// SwiftPM's JSON description of a package (`swift package dump-package`), read into a `SwiftPackage`.
extension SwiftPackage {
    /// The package that `dump-package`'s JSON describes, its folders under `root`.
    init(dump data: Data, root: URL) throws {
        let dump = try JSONDecoder().decode(Dump.self, from: data)
        self.init(
            root: root, name: dump.name, targets: dump.targets.map { $0.target(in: root) },
            dependencies: dump.dependencies.compactMap(\.dependency),
            products: (dump.products ?? []).map { ($0.name, $0.targets) })
    }

    private struct Dump: Decodable {
        var name: String
        var targets: [DumpTarget]
        var dependencies: [DumpDependency]
        var products: [DumpProduct]?
    }

    private struct DumpProduct: Decodable {
        var name: String
        var targets: [String]
    }

    private struct DumpTarget: Decodable {
        var name: String
        var type: String
        var path: String?
        var exclude: [String]
        var sources: [String]?
        var resources: [DumpResource]?
        var dependencies: [DumpTargetDependency]
        var settings: [DumpSetting]?

        func target(in root: URL) -> Target {
            let kind = Target.Kind(rawValue: type) ?? .regular
            let folder: URL
            if let path {
                folder = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
            } else {
                // SwiftPM's predefined folders, in the order it looks.
                let parents =
                    kind == .test
                    ? ["Tests", "Sources", "Source", "src", "srcs"]
                    : kind == .plugin ? ["Plugins"] : ["Sources", "Source", "src", "srcs"]
                let candidates = parents.map { root.appendingPathComponent("\($0)/\(name)") }
                folder = candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
            }
            let standardized = folder.standardizedFileURL
            return Target(
                name: name, kind: kind, folder: standardized,
                exclude: exclude.map { standardized.appendingPathComponent($0).standardizedFileURL },
                sources: sources.map { $0.map { standardized.appendingPathComponent($0).standardizedFileURL } },
                resources: (resources ?? []).compactMap { $0.resource },
                dependencies: dependencies.compactMap(\.dependency),
                settings: (settings ?? []).compactMap(\.setting)
            )
        }
    }

    private struct DumpResource: Decodable {
        var path: String
        var rule: [String: AnyDecodable]

        var resource: Resource? {
            guard let rule = rule.keys.compactMap(Resource.Rule.init(rawValue:)).first else { return nil }
            return Resource(rule: rule, path: path)
        }
    }

    private struct DumpCondition: Decodable {
        var platformNames: [String]?
        var config: String?
    }

    /// `{"byName": ["Name", condition]}`, `{"target": […]}`, `{"product": ["Name", "package", aliases, condition]}`.
    private struct DumpTargetDependency: Decodable {
        var dependency: TargetDependency?

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            guard let key = container.allKeys.first else { return }
            let list = try container.decode([Element].self, forKey: key)
            guard case .string(let name)? = list.first else { return }
            func condition(at index: Int) -> [String]? {
                guard index < list.count, case .condition(let condition) = list[index] else { return nil }
                return condition.platformNames
            }
            switch key.stringValue {
            case "byName": dependency = .byName(name, platforms: condition(at: 1))
            case "target": dependency = .target(name, platforms: condition(at: 1))
            case "product":
                let package: String? = if list.count > 1, case .string(let package) = list[1] { package } else { nil }
                dependency = .product(name, package: package, platforms: condition(at: 3))
            default: break
            }
        }

        /// One element of the list: a name, a condition, or what is not read.
        private enum Element: Decodable {
            case string(String)
            case condition(DumpCondition)
            case other

            init(from decoder: Decoder) throws {
                let value = try decoder.singleValueContainer()
                if value.decodeNil() {
                    self = .other
                } else if let text = try? value.decode(String.self) {
                    self = .string(text)
                } else if let condition = try? value.decode(DumpCondition.self) {
                    self = .condition(condition)
                } else {
                    self = .other
                }
            }
        }
    }

    private struct DumpSetting: Decodable {
        var tool: String
        var kind: [String: [String: AnyDecodable]]
        var condition: DumpCondition?

        var setting: Setting? {
            guard tool == "swift", let (name, values) = kind.first, let value = values["_0"]?.string else { return nil }
            switch name {
            case "define":
                return .define(value, platforms: condition?.platformNames, releaseOnly: condition?.config == "release")
            case "enableUpcomingFeature": return .upcomingFeature(value)
            case "enableExperimentalFeature": return .experimentalFeature(value)
            default: return nil
            }
        }
    }

    private struct DumpDependency: Decodable {
        var sourceControl: [DumpSourceControl]?
        var fileSystem: [DumpFileSystem]?

        var dependency: Dependency? {
            if let source = sourceControl?.first,
                let url = source.location.remote?.first?.urlString ?? source.location.local?.first
            {
                let requirement: Dependency.Requirement
                if let range = source.requirement.range?.first {
                    requirement = .range(range.lowerBound, range.upperBound)
                } else if let exact = source.requirement.exact?.first {
                    requirement = .exact(exact)
                } else if let branch = source.requirement.branch?.first {
                    requirement = .branch(branch)
                } else if let revision = source.requirement.revision?.first {
                    requirement = .revision(revision)
                } else {
                    return nil
                }
                return Dependency(identity: source.identity, source: .url(url, requirement))
            }
            if let local = fileSystem?.first {
                return Dependency(identity: local.identity, source: .path(local.path))
            }
            return nil
        }
    }

    private struct DumpSourceControl: Decodable {
        struct Location: Decodable {
            struct Remote: Decodable { var urlString: String }
            var remote: [Remote]?
            var local: [String]?
        }
        struct Requirement: Decodable {
            struct Range: Decodable { var lowerBound: String; var upperBound: String }
            var range: [Range]?
            var exact: [String]?
            var branch: [String]?
            var revision: [String]?
        }
        var identity: String
        var location: Location
        var requirement: Requirement
    }

    private struct DumpFileSystem: Decodable {
        var identity: String
        var path: String
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Any JSON value, kept only when it is a string.
    private struct AnyDecodable: Decodable {
        var string: String?
        init(from decoder: Decoder) throws {
            string = try? decoder.singleValueContainer().decode(String.self)
        }
    }
}
