import Foundation
import SitegenTestSupport
import Testing

/// Every Linux-only call sits in the Linux implementation of the platform seam, so that a Darwin
/// or Musl build meets none elsewhere; and every file that imports a C library imports the one
/// of each system.
@Suite struct PlatformSeamTests {
    struct LinuxOnlyCalls: Decodable {
        var names: [String]
        var allowedFiles: [String]
    }

    static func sourceFiles() throws -> [URL] {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        return walker.compactMap { $0 as? URL }.filter { ["swift", "c", "h"].contains($0.pathExtension) }
    }

    @Test("no Linux-only call outside the Linux implementation of the seam")
    func linuxOnlyCalls() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/linux-only-calls", withExtension: "json"))
        let calls = try JSONDecoder().decode(LinuxOnlyCalls.self, from: Data(contentsOf: url))
        let files = try Self.sourceFiles()
        #expect(files.count > 100, "the sources were not found")
        var found: [String] = []
        for file in files where !calls.allowedFiles.contains(where: file.lastPathComponent.contains) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                for name in calls.names where Self.line(line, calls: name) {
                    found.append(
                        "\(file.path.replacingOccurrences(of: PackagePaths.root.path + "/", with: "")):\(number + 1): \(name)"
                    )
                }
            }
        }
        #expect(found.isEmpty, "Linux-only calls outside the seam's Linux files:\n\(found.joined(separator: "\n"))")
    }

    /// Whether a line names a call: the name followed by no further letter of an identifier
    /// (`st_mtim` is not `st_mtimespec`).
    static func line(_ line: Substring, calls name: String) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: name) {
            let next = rest[range.upperBound...].first
            if name.last.map({ !$0.isLetter }) ?? true || !(next?.isLetter ?? false || next?.isNumber ?? false) {
                return true
            }
            rest = rest[range.upperBound...]
        }
        return false
    }

    @Test("every file that imports Glibc imports Musl, and Darwin too unless it is the seam's Linux implementation")
    func everyCLibrary() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/linux-only-calls", withExtension: "json"))
        let linuxFiles = try JSONDecoder().decode(LinuxOnlyCalls.self, from: Data(contentsOf: url)).allowedFiles
        var incomplete: [String] = []
        for file in try Self.sourceFiles() where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("import Glibc") else { continue }
            let isLinux = linuxFiles.contains(where: file.lastPathComponent.contains)
            if !(text.contains("import Musl") && (isLinux || text.contains("import Darwin"))) {
                incomplete.append(file.lastPathComponent)
            }
        }
        #expect(incomplete.isEmpty, "imports Glibc without Musl and Darwin: \(incomplete)")
    }
}
