extension String {
    /// The path without its last component: `"a/b/c"` gives `"a/b"`, `"a"` gives `""`, `"/a"`
    /// gives `"/"`.
    ///
    /// Foundation's `NSString.deletingLastPathComponent` traps (an illegal instruction) on a
    /// one-character path such as `"a"` or `"1"` on Linux (Swift 6.3.1), which the parent of
    /// `a/index.html` (a page or alias named by one letter or digit) is.
    var parentPath: String {
        // A byte search: `lastIndex(of:)` on the characters costs more than the rest of a path's use.
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == startIndex ? "/" : String(self[..<slash])
    }
}

extension String {
    /// Whether ``parentPath`` is `folder`, compared as bytes (no string is made: a build asks
    /// this of each of some 36,000 files).
    func hasParentPath(_ folder: String) -> Bool {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return folder.isEmpty }
        if slash == startIndex { return folder == "/" }
        return utf8[..<slash].elementsEqual(folder.utf8)
    }
}

extension String {
    /// The folders that hold this path, innermost first: `"a/b/c"` gives `["a/b", "a"]` (the root
    /// of an absolute path is not one of them).
    var ancestorPaths: [String] {
        var folders: [String] = []
        var folder = parentPath
        while !folder.isEmpty, folder != "/" {
            folders.append(folder)
            folder = folder.parentPath
        }
        return folders
    }
}
