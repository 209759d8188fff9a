import ArgumentParser
import Foundation
import SitegenPipeline

/// `sitegen theme list`: every theme file and the file it is read from.
struct ThemeListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every theme file and where it is read from; * marks the site's own.")

    @OptionGroup var site: ThemeSiteOption

    func run() throws {
        let theme = try ThemeCommand.load(site)
        print("lookup order: \(theme.lookupOrder.joined(separator: ", "))")
        let width = theme.rows.map(\.path.count).max() ?? 0
        for row in theme.rows {
            let padding = String(repeating: " ", count: width - row.path.count)
            print("\(row.isSiteOwn ? "*" : " ") \(row.path)\(padding)  \(row.source)")
        }
    }
}
