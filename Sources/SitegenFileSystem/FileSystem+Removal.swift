package import Foundation

extension FileSystem {
    /// Removes a folder with its contents on every core: its entries and those of its subfolders
    /// are removed in parallel, then what is left. For the output a build replaced, which the
    /// build waits for, and whose thousands of files one core would remove one after another.
    ///
    /// Folders are told by `kind` (lstat(2)): a symbolic link is removed, never followed.
    package func removeInParallel(_ folder: URL) async {
        guard kind(folder) == .directory else {
            try? remove(folder)
            return
        }
        let path = folder.path
        var entries: [String] = []
        for name in (try? list(folder)) ?? [] {
            let child = path + "/" + name
            // Named without a `stat` of the path (`URL(fileURLWithPath:)` makes one to tell a folder).
            let url = URL(fileURLWithPath: child, isDirectory: false)
            guard kind(url) == .directory, let names = try? list(url) else {
                entries.append(child)
                continue
            }
            entries += names.map { child + "/" + $0 }
        }
        let remove = self.remove
        _ = await entries.concurrentMap { try? remove(URL(fileURLWithPath: $0, isDirectory: false)) }
        try? remove(folder)
    }
}
