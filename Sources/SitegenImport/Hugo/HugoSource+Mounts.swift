import Foundation

extension HugoSource {
    /// One folder of the source Hugo reads as part of one of its component folders: a
    /// `[[module.mounts]]` entry (Binaergewitter/serious-bg's `source = "articles"`,
    /// `target = "content/post"`), or the component's default folder.
    struct Mount: Equatable {
        /// The folder of the source, relative to the site's folder.
        var source: String
        /// Where its files are under the component folder (`post` for `content/post`), or "".
        var prefix: String
    }

    /// The folders Hugo reads as `component` (`content` or `static`): the settings'
    /// `[[module.mounts]]` whose target is that folder or one inside it, or, when there are
    /// none (as in Hugo, a mount replaces the default one), the default folder (`contentDir`,
    /// `staticDir`).
    static func mounts(_ component: String, configuration: [String: Any], defaults: [String]) -> [Mount] {
        let settings = ImportValue.lowercasedKeys(configuration) ?? [:]
        let module = ImportValue.lowercasedKeys(settings["module"] as? [String: Any]) ?? [:]
        let declared = (module["mounts"] as? [Any] ?? []).compactMap { entry -> Mount? in
            guard let map = ImportValue.lowercasedKeys(entry as? [String: Any]),
                let source = ImportValue.text(map["source"]).map(trimmedPath),
                let target = ImportValue.text(map["target"]).map(trimmedPath), !source.isEmpty,
                target == component || target.hasPrefix(component + "/")
            else { return nil }
            return Mount(source: source, prefix: String(target.dropFirst(component.count)).trimmedSlashes)
        }
        return declared.isEmpty ? defaults.map { Mount(source: $0, prefix: "") } : declared
    }

    /// The files of the mounts, each by its path under the component folder: the first mount
    /// that gives a path gives its file, as in Hugo.
    func files(of mounts: [Mount]) -> [String: URL] {
        var files: [String: URL] = [:]
        for mount in mounts {
            let root = folder.appendingPathComponent(mount.source)
            for path in ImportPlan.files(under: root, fileSystem: fileSystem) {
                let virtual = mount.prefix.isEmpty ? path : mount.prefix + "/" + path
                if files[virtual] == nil { files[virtual] = root.appendingPathComponent(path) }
            }
        }
        return files
    }

    /// The report's line for mounts that are not the default folder, if any.
    static func mountsNote(_ mounts: [Mount], component: String) -> String? {
        let moved = mounts.filter { $0.source != component || !$0.prefix.isEmpty }
        guard !moved.isEmpty else { return nil }
        return "read as Hugo's module mounts place them: "
            + moved.map { "\($0.source)/ as \(component)/\($0.prefix.isEmpty ? "" : $0.prefix + "/")" }
            .joined(separator: ", ")
    }

    /// A mount's path without a leading `./` or the slashes around it.
    private static func trimmedPath(_ path: String) -> String {
        (path.hasPrefix("./") ? String(path.dropFirst(2)) : path).trimmedSlashes
    }
}

extension String {
    /// The text without the slashes at its start and end.
    fileprivate var trimmedSlashes: String { trimmingCharacters(in: CharacterSet(charactersIn: "/")) }
}
