import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem

/// A podcast's RSS feed read for import (`sitegen import rss feed.xml`): the channel becomes the
/// site's settings, each item an episode whose show notes are its body, with the guid, enclosure,
/// dates and Podcasting 2.0 tags podcast apps know it by. Every element the import does not carry
/// is named in the report.
struct RSSSource {
    /// The feed file.
    let file: URL
    let fileSystem: FileSystem

    /// The largest feed read: real feeds of thousands of episodes stay far below.
    static let largestFile = 512 * 1024 * 1024

    func plan() -> ImportPlan {
        var plan = ImportPlan(fileSystem: fileSystem)
        plan.unreadableAreFeedItems = true
        let path = file.path
        guard fileSystem.kind(file) == .file else {
            plan.configurationProblem = .error(
                "no feed file here: give the podcast's RSS feed (a .xml file)", at: .start(of: path))
            return plan
        }
        guard let size = fileSystem.size(file), size <= Self.largestFile, let data = try? fileSystem.read(file) else {
            plan.configurationProblem = .error("the feed cannot be read", at: .start(of: path))
            return plan
        }
        let root: FeedElement
        switch FeedElement.parseCounting(data, path: path) {
        case .failure(let problem):
            plan.configurationProblem = problem
            return plan
        case .success(let read):
            root = read.root
            if read.cleaned > 0 {
                plan.notes.append(
                    "texts with a control character no page may hold (XML allows U+0080–U+009F), "
                        + "each replaced by a space: \(read.cleaned)")
            }
        }
        // A DOCTYPE's own entities (`<!ENTITY show "…">`): XMLParser leaves their text out.
        if data.range(of: Data("<!ENTITY".utf8)) != nil {
            plan.notes.append(
                "the feed declares entities of its own (<!ENTITY …>): their text is left out where they are used")
        }
        guard root.name == "rss", let channel = root.child("channel") else {
            let what =
                switch root.name {
                case "atom:feed": "an Atom feed (<feed>), not RSS"
                case "rdf:RDF", "RDF": "RSS 1.0 (<rdf:RDF>), not RSS 2.0"
                default: "no RSS feed: its root element is <\(root.name)>"
                }
            plan.configurationProblem = .error(
                "this is \(what); podcasts publish RSS 2.0, <rss> with a <channel>: import that feed",
                at: SourcePosition(file: path, line: root.line, column: root.column))
            return plan
        }
        let head = RSSChannel(channel)
        let channels = root.children("channel")
        if channels.count > 1 {
            let items = channels.dropFirst().map { $0.children("item").count }.reduce(0, +)
            plan.notes.append(
                "the feed has \(channels.count) <channel>s; the first is imported, the others' \(items) items are not")
        }
        plan.configuration = head.settings
        plan.notes += head.notes
        plan.oldFeedPaths = head.oldFeedPaths
        var reader = RSSItemReader(
            feed: path, baseURL: head.baseURL,
            showAuthor: channel.value("itunes:author") ?? channel.value("author") ?? channel.value("dc:creator"))
        for (index, item) in channel.children("item").enumerated() {
            switch reader.read(item, number: index + 1) {
            case .success(let episode): plan.episodes.append(episode)
            case .failure(let problem): plan.unreadable.append(problem)
            }
        }
        plan.notes += reader.notes
        // Show notes are HTML: the site passes it to its pages as the feed did.
        plan.hasHTMLPages = reader.keptHTML
        return plan
    }
}
