import Foundation
import Testing
import Yams

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// The GitHub Pages workflow `sitegen new` writes: valid YAML whose steps only read the outputs
/// of steps before them, and which keeps the site's cache between runs.
@Suite struct NewSiteWorkflowTests {
    /// The build job's steps, decoded.
    static func steps() throws -> [[String: Any]] {
        let workflow = try #require(try Yams.load(yaml: NewSiteWorkflow.pages) as? [String: Any])
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let build = try #require(jobs["build"] as? [String: Any])
        return try #require(build["steps"] as? [[String: Any]])
    }

    @Test("every `steps.ID.outputs` a step reads comes from a step with that id before it")
    func outputsReadAfterTheyAreWritten() throws {
        let steps = try Self.steps()
        let reference = /steps\.([A-Za-z0-9_-]+)\.outputs/
        var earlier: Set<String> = []
        var references = 0
        for step in steps {
            let text = "\(step)"
            for match in text.matches(of: reference) {
                references += 1
                #expect(earlier.contains(String(match.output.1)), "\(match.output.1) is read before it runs: \(step)")
            }
            if let id = step["id"] as? String { earlier.insert(id) }
        }
        #expect(references >= 2, "the base URL and sitegen's commit are read from earlier steps")
    }

    @Test("the site's cache folder is kept between runs, and restored before the site is built")
    func cacheKept() throws {
        let steps = try Self.steps()
        let cache = try #require(
            steps.firstIndex {
                ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true
                    && ($0["with"] as? [String: Any])?["path"] as? String
                        == SiteBuildOptions.defaultImageCacheFolder
            })
        let build = try #require(steps.firstIndex { ($0["run"] as? String)?.contains("sitegen build") == true })
        #expect(cache < build)
    }
}
