import ArgumentParser
import Foundation
import SitegenDiagnostics
import SitegenFileSystem
import SitegenLayout
import SitegenLayoutFile

/// Reads and decodes a layout file named on the command line.
enum LayoutFileLoader {
    /// The decoded layout; diagnostics are printed, and any error fails the command.
    static func load(path: String) throws -> CompositionalLayout {
        let data: Data
        do {
            // A folder, a device or a pipe is named, not a file (Foundation calls a folder an
            // unknown error, and reads a device without end).
            let kind = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            guard kind == .typeRegular else {
                Diagnostics.print([
                    .error(
                        "cannot read the layout file: \(kind == .typeDirectory ? "it is a folder" : "it is not a regular file")",
                        at: SourcePosition.start(of: path))
                ])
                throw ExitCode.failure
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as ExitCode {
            throw error
        } catch {
            Diagnostics.print([
                .error(
                    "cannot read the layout file: \(FileSystem.describe(error).lowercased())",
                    at: SourcePosition.start(of: path))
            ])
            throw ExitCode.failure
        }
        guard let text = String(data: data, encoding: .utf8) else {
            Diagnostics.print([.error("the layout file is not UTF-8 text", at: SourcePosition.start(of: path))])
            throw ExitCode.failure
        }
        let result = LayoutFileDecoder().decode(text, path: path)
        Diagnostics.print(result.diagnostics)
        guard let layout = result.layout, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            throw ExitCode.failure
        }
        return layout
    }
}
