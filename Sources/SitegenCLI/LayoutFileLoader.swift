import ArgumentParser
import Foundation
import SitegenDiagnostics
import SitegenLayout
import SitegenLayoutFile
import SitegenSite

/// Reads and decodes a layout file named on the command line.
enum LayoutFileLoader {
    /// The decoded layout; diagnostics are printed, and any error fails the command.
    static func load(path: String) throws -> CompositionalLayout {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            Diagnostics.print([
                .error("cannot read the layout file: \(readableReason(error))", at: SourcePosition.start(of: path))
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

    private static func readableReason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoPermissionError {
            return "permission denied"
        }
        return nsError.localizedDescription
    }
}
