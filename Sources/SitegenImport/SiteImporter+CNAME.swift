import Foundation
import SitegenFileSystem

extension SiteImporter {
    /// Where a GitHub Pages site keeps its custom domain: a `CNAME` file at the top of the
    /// published site (Jekyll's own top, Hugo's and Zola's `static/`).
    static let cnamePaths = ["CNAME", "static/CNAME"]

    /// The custom domain a site's `CNAME` file names (staffeng-podcast/staffeng-podcast.github.io's
    /// `static/CNAME`: `podcast.staffeng.com`, its `baseURL` being `'/'`), or `nil`: one host name
    /// of letters, digits, `-` and dots, with a dot.
    static func cnameHost(in source: URL, fileSystem: FileSystem) -> String? {
        for path in cnamePaths {
            guard let data = try? fileSystem.read(source.appendingPathComponent(path)),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            let host = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            let allowed = host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
            guard allowed, host.contains("."), !host.hasPrefix("."), !host.hasSuffix("."), host.count <= 253 else {
                continue
            }
            return host
        }
        return nil
    }

    /// The site's address from its `CNAME` file when its settings give no http(s) one, said in
    /// the report (GitHub Pages serves a custom domain over HTTPS).
    func addressFromCNAME(_ settings: inout SiteSettingsMapping, report: inout Report) {
        guard settings.baseURL == nil, let host = Self.cnameHost(in: source, fileSystem: fileSystem) else { return }
        settings.fallbackBaseURL = "https://\(host)/"
        report.lines.append(
            "the settings give no http(s) base URL; baseURL is https://\(host)/, the custom domain of the site's "
                + "CNAME file: check it in Content/site.yml")
    }
}
