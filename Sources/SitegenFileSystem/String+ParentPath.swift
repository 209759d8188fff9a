#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// The path without its last component: `"a/b/c"` gives `"a/b"`, `"a"` gives `""`, `"/a"`
    /// gives `"/"`.
    ///
    /// Foundation's `NSString.deletingLastPathComponent` traps (an illegal instruction) on a
    /// one-character path such as `"a"` or `"1"` on Linux (Swift 6.3.1), which the parent of
    /// `a/index.html` (a page or alias named by one letter or digit) is.
    package var parentPath: String {
        // A byte search: `lastIndex(of:)` on the characters costs more than the rest of a path's use.
        guard let slash = lastSlash else { return "" }
        return slash == startIndex ? "/" : String(self[..<slash])
    }

    /// The index of the last `/` (a backward scan of the bytes in place: the UTF-8 view's own
    /// `lastIndex(of:)` steps an index per byte, and a build asks this of every file's path).
    var lastSlash: String.Index? {
        let offset = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var index = bytes.count
            while index > 0 {
                index -= 1
                if bytes[index] == UInt8(ascii: "/") { return index }
            }
            return nil
        }
        guard let offset else { return utf8.lastIndex(of: UInt8(ascii: "/")) }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
}

extension String {
    /// Whether ``parentPath`` is `folder`, compared as bytes (no string is made: a build asks
    /// this of each of some 36,000 files).
    package func hasParentPath(_ folder: String) -> Bool {
        // The bytes compared in place (`elementsEqual` on the views stepped an index per byte).
        let answer = utf8.withContiguousStorageIfAvailable { bytes in
            folder.utf8.withContiguousStorageIfAvailable { folderBytes -> Bool in
                var slash = bytes.count
                repeat {
                    if slash == 0 { return folderBytes.isEmpty }
                    slash -= 1
                } while bytes[slash] != UInt8(ascii: "/")
                if slash == 0 { return folderBytes.count == 1 && folderBytes[0] == UInt8(ascii: "/") }
                return slash == folderBytes.count
                    && (slash == 0 || memcmp(bytes.baseAddress!, folderBytes.baseAddress!, slash) == 0)
            }
        }
        if let answer = answer ?? nil { return answer }
        guard let slash = lastSlash else { return folder.isEmpty }
        if slash == startIndex { return folder == "/" }
        return utf8[..<slash].elementsEqual(folder.utf8)
    }
}

extension String {
    /// The folders that hold this path, innermost first: `"a/b/c"` gives `["a/b", "a"]` (the root
    /// of an absolute path is not one of them).
    package var ancestorPaths: [String] {
        var folders: [String] = []
        var folder = parentPath
        while !folder.isEmpty, folder != "/" {
            folders.append(folder)
            folder = folder.parentPath
        }
        return folders
    }
}
