import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder's entries as `readdir(3)` gives them.
package enum FolderListing {
    /// The names of a folder's entries but `.` and `..`, unsorted, read with `readdir(3)`.
    ///
    /// `FileManager.contentsOfDirectory(atPath:)` gives the same names through Foundation's path
    /// conversion of each; a warm build of 1,000 episodes with pictures lists some 32,000 names
    /// twice, and an ASCII name (most are) is made here straight from its bytes. A name that is
    /// not ASCII is decoded as FileManager decodes it. When the folder cannot be opened,
    /// FileManager is asked, for its error.
    package static func names(atPath path: String) throws -> [String] {
        guard let folder = opendir(path) else {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name: String? = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { bytes in
                    let count = strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))
                    if count == 1 && bytes[0] == UInt8(ascii: ".") { return nil }
                    if count == 2 && bytes[0] == UInt8(ascii: ".") && bytes[1] == UInt8(ascii: ".") { return nil }
                    let buffer = UnsafeBufferPointer(start: bytes, count: count)
                    if !buffer.contains(where: { $0 >= 0x80 }) { return String(decoding: buffer, as: UTF8.self) }
                    return FileManager.default.string(
                        withFileSystemRepresentation: UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self),
                        length: count)
                }
            }
            if let name { names.append(name) }
        }
        return names
    }
}
