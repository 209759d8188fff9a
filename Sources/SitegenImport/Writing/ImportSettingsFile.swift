import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenFormats
import Yams

/// One settings file of the site being imported (`config.toml`, `hugo.yaml`, `_config.yml`, …),
/// read as a map: a file that is not valid TOML, YAML or JSON is an error at its line and column,
/// not a site imported on defaults.
enum ImportSettingsFile {
    /// The file's settings (empty when it holds no map); the problem when it cannot be read;
    /// `nil` when there is no such file.
    static func load(
        _ url: URL, display: String, subject: String = "the settings file", fileSystem: FileSystem
    ) -> Result<[String: Any], Diagnostic>? {
        var repeated: [String] = []
        return load(
            url, display: display, subject: subject, keepingLastOfRepeatedKeys: false, repeated: &repeated,
            fileSystem: fileSystem)
    }

    /// The file's settings as ``load(_:display:)`` reads them; with `keepingLastOfRepeatedKeys`,
    /// a top-level key written twice is read where it is last, as Jekyll's YAML reads it
    /// (`repeated` then names the keys). `subject` names the file in messages (a data file's
    /// people are read as settings are).
    static func load(
        _ url: URL, display: String, subject: String = "the settings file", keepingLastOfRepeatedKeys: Bool,
        repeated: inout [String], fileSystem: FileSystem
    ) -> Result<[String: Any], Diagnostic>? {
        value(
            url, display: display, subject: subject, keepingLastOfRepeatedKeys: keepingLastOfRepeatedKeys,
            repeated: &repeated, fileSystem: fileSystem
        )?.map(ImportedPage.stringKeyed)
    }

    /// The file's value as it is (a map, a list, `nil` when empty), read as ``load(_:display:)``
    /// reads it: a data file of people may be a list (Jekyll's `_data/hosts.yml`).
    static func value(
        _ url: URL, display: String, subject: String, keepingLastOfRepeatedKeys: Bool = false, fileSystem: FileSystem
    ) -> Result<Any?, Diagnostic>? {
        var repeated: [String] = []
        return value(
            url, display: display, subject: subject, keepingLastOfRepeatedKeys: keepingLastOfRepeatedKeys,
            repeated: &repeated, fileSystem: fileSystem)
    }

    private static func value(
        _ url: URL, display: String, subject: String, keepingLastOfRepeatedKeys: Bool, repeated: inout [String],
        fileSystem: FileSystem
    ) -> Result<Any?, Diagnostic>? {
        guard fileSystem.kindFollowingLinks(url) != .missing else { return nil }
        guard let data = try? fileSystem.read(url), let text = String(data: data, encoding: .utf8) else {
            return .failure(.error("\(subject) cannot be read as UTF-8 text", at: .start(of: display)))
        }
        var yaml = text
        if url.pathExtension == "toml" {
            switch TOMLFrontMatter.yaml(from: text) {
            case .success(let converted): yaml = converted
            case .failure(let problem):
                return .failure(
                    .error(
                        "invalid TOML: \(problem.message)",
                        at: SourcePosition(file: display, line: max(problem.line, 1), column: max(problem.column, 1))))
            }
        }
        do {
            return .success(
                try ImportYAMLLoader.load(yaml: yaml, subject: subject))
        } catch {
            if keepingLastOfRepeatedKeys, case YamlError.duplicatedKeysInMapping(let keys, _) = error {
                let unique = ImportedPage.lastOfRepeatedKeys(yaml)
                if unique != yaml, let value = try? ImportYAMLLoader.load(yaml: unique, subject: subject) {
                    repeated = keys
                    return .success(value)
                }
            }
            var reader = FrontMatterReader(path: display, yaml: yaml, firstLine: 1, documentName: display)
            if let refusal = error as? ImportYAMLLoader.Refusal {
                return .failure(
                    .error(refusal.message, at: reader.position(line: refusal.line, scalarColumn: refusal.column)))
            }
            reader.report(yamlError: error)
            return .failure(
                reader.diagnostics.first ?? .error("invalid settings: \(error)", at: .start(of: display)))
        }
    }
}
