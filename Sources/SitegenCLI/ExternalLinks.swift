import Foundation
import SitegenDiagnostics

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches external links for `sitegen check --external`: HEAD, then GET where HEAD is refused,
/// at most 8 at a time, 10 s each.
enum ExternalLinks {
    static func fetch(_ urls: [String]) async -> [Diagnostic] {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 10
        let session = URLSession(configuration: configuration)
        var diagnostics: [Diagnostic] = []
        for start in stride(from: 0, to: urls.count, by: 8) {
            let batch = urls[start..<min(start + 8, urls.count)]
            await withTaskGroup(of: Diagnostic?.self) { group in
                for url in batch {
                    group.addTask { await problem(url, session: session) }
                }
                for await diagnostic in group { if let diagnostic { diagnostics.append(diagnostic) } }
            }
        }
        return diagnostics
    }

    private static func problem(_ text: String, session: URLSession) async -> Diagnostic? {
        guard let url = URL(string: text) else { return .error("external link '\(text)' is not a valid URL", at: nil) }
        var status = await statusCode(url, method: "HEAD", session: session)
        if let code = status.code, code == 405 || code == 403 || code == 501 {
            status = await statusCode(url, method: "GET", session: session)
        }
        if let code = status.code, (200..<400).contains(code) { return nil }
        return .error(
            "external link '\(text)' \(status.code.map { "answers \($0)" } ?? "fails: \(status.error)")", at: nil)
    }

    private static func statusCode(_ url: URL, method: String, session: URLSession) async -> (code: Int?, error: String)
    {
        var request = URLRequest(url: url)
        request.httpMethod = method
        do {
            let (_, response) = try await session.data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode, "")
        } catch {
            return (nil, error.localizedDescription)
        }
    }
}
