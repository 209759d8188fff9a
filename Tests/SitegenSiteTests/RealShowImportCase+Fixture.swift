import Foundation
import SitegenContent

@testable import SitegenImport

extension RealShowImportCase {
    /// The file of a case folder that holds the case's name, generator and expectations.
    static let caseFileName = "case.json"
    /// The folder of a case folder that holds the source site's files, each at its own path.
    static let sourceFolderName = "source"

    /// Reads every case folder of `Fixtures/<folder>/` in the order of their names: the case's
    /// `case.json`, and each file under its `source/` as a source file at its relative path.
    ///
    /// Throws, naming the folder and the file, when the folder holds no cases, when a
    /// `case.json` is missing or malformed (an unknown key too), or when a source file is not
    /// UTF-8; so a broken fixture fails its test instead of leaving the table short.
    static func load(from folder: String) throws -> [RealShowImportCase] {
        guard let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw FixtureError(path: "Fixtures", problem: "is not in the test bundle")
        }
        let root = fixtures.appendingPathComponent(folder, isDirectory: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { !$0.hasPrefix(".") }.sorted()
        guard !names.isEmpty else { throw FixtureError(path: root.path, problem: "holds no case folders") }
        return try names.map { try load(caseFolder: root.appendingPathComponent($0, isDirectory: true)) }
    }

    /// Reads one case folder: its `case.json`, and its `source/` files merged into the `files`
    /// that `case.json` may hold (paths that cannot be file names).
    static func load(caseFolder: URL) throws -> RealShowImportCase {
        let caseFile = caseFolder.appendingPathComponent(caseFileName)
        let fixture: Fixture
        do {
            fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: caseFile))
        } catch {
            throw FixtureError(path: caseFile.path, problem: "cannot be read: \(error)")
        }
        guard let generator = SiteImporter.Generator(rawValue: fixture.generator) else {
            throw FixtureError(path: caseFile.path, problem: "names no generator: \(fixture.generator)")
        }
        var files = fixture.files
        var pictureFiles: [String: Data] = [:]
        let source = caseFolder.appendingPathComponent(sourceFolderName, isDirectory: true)
        if FileManager.default.fileExists(atPath: source.path) {
            for (path, text) in try sourceFiles(under: source, pictures: &pictureFiles) {
                guard files.updateValue(text, forKey: path) == nil else {
                    throw FixtureError(path: caseFile.path, problem: "holds \(path), a file of source/ too")
                }
            }
        }
        return RealShowImportCase(
            name: fixture.name, generator: generator, files: files, pictures: fixture.pictures,
            pictureFiles: pictureFiles,
            report: fixture.report, holds: fixture.holds, lacks: fixture.lacks, built: fixture.built,
            builtLacks: fixture.builtLacks, episodePatterns: fixture.episodes, pagePatterns: fixture.pages,
            truncatedPictures: fixture.truncatedPictures)
    }

    /// Every file under `folder`, hidden ones too, by its path relative to `folder` (components
    /// joined with `/`) → its text, which must be UTF-8; the bytes are kept as they are. A PNG
    /// or JPEG goes to `pictures` instead.
    static func sourceFiles(
        under folder: URL, prefix: String = "", pictures: inout [String: Data]
    ) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            let path = prefix + name
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                files.merge(try sourceFiles(under: url, prefix: path + "/", pictures: &pictures)) { first, _ in first }
            } else if ["png", "jpg", "jpeg"].contains(url.pathExtension.lowercased()) {
                pictures[path] = try Data(contentsOf: url)
            } else {
                guard let text = String(validating: try Data(contentsOf: url), as: UTF8.self) else {
                    throw FixtureError(path: url.path, problem: "is not UTF-8")
                }
                files[path] = text
            }
        }
        return files
    }

    /// What a case folder's `case.json` holds: every field of a case but the source files,
    /// save those whose paths cannot be file names.
    struct Fixture: Decodable {
        /// The case's name (`RealShowImportCase.name`).
        var name: String
        /// Notes on the case for its readers: the repository it is shaped after, what it checks.
        var about: [String]
        /// The generator's name: `hugo`, `jekyll` or `zola`.
        var generator: String
        /// Source files whose paths cannot be file names under `source/` (absolute, `..`, empty).
        var files: [String: String]
        /// Paths of the source site where a real PNG is written.
        var pictures: [String]
        /// Lines the report must hold.
        var report: [String]
        /// Imported files and texts each must hold.
        var holds: [String: [String]]
        /// Imported files and texts each must not hold.
        var lacks: [String: [String]]
        /// Built files and texts each must hold.
        var built: [String: [String]]
        /// Built files and texts each must not hold.
        var builtLacks: [String: [String]]
        /// `--episodes` patterns the import is given.
        var episodes: [String]
        /// `--pages` patterns the import is given.
        var pages: [String]
        /// Paths of the source site where a picture cut off after its first half is written.
        var truncatedPictures: [String]

        /// The keys of `case.json`; any other is an error, so a misspelt key is not ignored.
        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, about, generator, files, pictures, report, holds, lacks, built, builtLacks, episodes, pages,
                truncatedPictures
        }

        /// Any key of a JSON object, to find those `CodingKeys` does not name.
        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        /// Decodes `case.json`: `name`, `generator`, `report` and `holds` must be there; the
        /// other keys may be left out when empty.
        init(from decoder: any Decoder) throws {
            let known = Set(CodingKeys.allCases.map(\.rawValue))
            let unknown = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
                .filter { !known.contains($0) }
            guard unknown.isEmpty else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "unknown keys: \(unknown.sorted().joined(separator: ", "))")
                )
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            about = try container.decodeIfPresent([String].self, forKey: .about) ?? []
            generator = try container.decode(String.self, forKey: .generator)
            files = try container.decodeIfPresent([String: String].self, forKey: .files) ?? [:]
            pictures = try container.decodeIfPresent([String].self, forKey: .pictures) ?? []
            report = try container.decode([String].self, forKey: .report)
            holds = try container.decode([String: [String]].self, forKey: .holds)
            lacks = try container.decodeIfPresent([String: [String]].self, forKey: .lacks) ?? [:]
            built = try container.decodeIfPresent([String: [String]].self, forKey: .built) ?? [:]
            builtLacks = try container.decodeIfPresent([String: [String]].self, forKey: .builtLacks) ?? [:]
            episodes = try container.decodeIfPresent([String].self, forKey: .episodes) ?? []
            pages = try container.decodeIfPresent([String].self, forKey: .pages) ?? []
            truncatedPictures = try container.decodeIfPresent([String].self, forKey: .truncatedPictures) ?? []
        }
    }

    /// A case folder that cannot be read: the file and what is wrong with it.
    struct FixtureError: Error, CustomStringConvertible {
        /// The file or folder at fault.
        var path: String
        /// What is wrong, as the end of a sentence starting with the path.
        var problem: String

        var description: String { "\(path) \(problem)" }
    }
}
