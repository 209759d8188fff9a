import ArgumentParser
import Foundation
import SitegenContent
import SitegenOutput
import SitegenPipeline

/// `sitegen new NAME`: a new site that builds and serves at once.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Make a new site in a new folder: settings with comments, two episodes, a collection, an about page."
    )

    @Argument(help: "The new site's folder (its name is the site's title).")
    var name: String

    func validate() throws {
        // The name is the site's title, written into site.yml and every page.
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw ValidationError("the site's name holds a control character (its title is the folder's name)")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: name).standardizedFileURL
        let title = folder.lastPathComponent
        // Search needs Pagefind: a site made where it cannot run starts without search, so that it
        // builds at once.
        let missing = SearchIndexer.fromEnvironment().unavailability()
        switch NewSite.write(into: folder, display: name, title: title, search: missing == nil) {
        case .failure(let diagnostic):
            Diagnostics.print([diagnostic])
            throw ExitCode.failure
        case .success(let paths):
            print(
                "sitegen: made \(name)/ (\(paths.count) files). Next:\n  cd \(ShellWord.quoted(name))\n  sitegen serve")
            if missing != nil {
                print(
                    "sitegen: search is off in Content/site.yml: Pagefind is not installed (python3 -m pip install pagefind-bin, then search: true)"
                )
            }
        }
    }
}
