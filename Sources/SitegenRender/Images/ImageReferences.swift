import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenLayout
import SitegenMarkdown

/// Where a build shows pictures: every cell placement of every gallery page (episode and
/// collection thumbnails, people's avatars), the episodes' posters, the Markdown images of
/// bodies (episodes, pages, collections and people's bios), and the pictures that get an Open Graph card.
struct ImageReferences: Sendable {
    /// A picture in a cell: the layout, section, slot and cell template it is drawn with.
    struct CellUse: Sendable, Hashable {
        var layout: String
        var section: Int
        var slot: Int
        var template: String
        var image: String
    }

    var cells: Set<CellUse> = []
    /// Episode thumbnails shown as posters in the article column.
    var posters: Set<String> = []
    /// Root-relative Markdown images, by path, with where each is first written.
    var bodies: [String: SourcePosition] = [:]
    /// Episode thumbnails that get an Open Graph card.
    var openGraph: Set<String> = []
    /// Each layout section's slot cycle (item `n` uses slot `n % cycle`).
    var slotCycles: [String: [Int]] = [:]

    /// The artwork of each podcast feed, with where its show's `podcast:` block is: read and
    /// checked, not resized (the feed links the file itself).
    var artwork: [String: SourcePosition] = [:]

    /// Every picture the pages draw, sorted.
    var drawn: [String] {
        Set(cells.map(\.image)).union(posters).union(bodies.keys).union(openGraph).sorted()
    }

    /// Every picture referenced (the pictures drawn, as ``drawn`` gives them, or a feed's
    /// artwork), sorted.
    func all(drawn: [String]) -> [String] {
        let known = Set(drawn)
        let more = artwork.keys.filter { !known.contains($0) }
        return more.isEmpty ? drawn : (drawn + more).sorted()
    }

    /// A Content/ path as a site names it (`/images/a.jpg` or `images/a.jpg`), when the file exists.
    static func existing(_ path: String?, assets: Set<String>) -> String? {
        guard let path else { return nil }
        let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
        // The file's own spelling: `café` typed in NFC names a file macOS wrote in NFD.
        return assets.firstIndex(of: relative).map { assets[$0] }
    }

    /// A collection's own picture, if the file exists: its thumbnail, else its show's artwork
    /// (`podcast.image`).
    static func ownPicture(ofCollection index: Int, in site: Site, assets: Set<String>) -> String? {
        let collection = site.collections[index].collection
        return existing(collection.thumbnail, assets: assets) ?? existing(collection.podcast?.image, assets: assets)
    }

    /// The picture a cell item shows, if any.
    static func image(of item: CellItem, in site: Site, assets: Set<String>) -> String? {
        switch item {
        case .episode(let index): return existing(site.episodes[index].thumbnail, assets: assets)
        case .collection(let index):
            return ownPicture(ofCollection: index, in: site, assets: assets)
                ?? site.collections[index].episodes.first.flatMap {
                    existing(site.episodes[$0].thumbnail, assets: assets)
                }
        case .person(let index): return existing(site.people[index].person.avatar, assets: assets)
        case .category, .tag: return nil
        }
    }

    /// Collects the references of a site shown with a theme whose layouts' symbolic sizes
    /// (``SitegenLayout/CompositionalLayout/symbolicSizes(height:)``) are `symbolic`.
    static func collect(site: Site, theme: Theme, symbolic: [String: [SymbolicBreakpoint]]) -> ImageReferences {
        var references = ImageReferences()
        let assets = Set(site.assets)
        for (name, layout) in theme.layouts {
            let sizes = symbolic[name] ?? []
            references.slotCycles[name] = layout.sections.indices.map { section in
                sizes.reduce(1) { cycle, breakpoint in
                    let count = section < breakpoint.sections.count ? breakpoint.sections[section].items.count : 1
                    return lcm(cycle, max(count, 1))
                }
            }
        }
        var images: [CellItem: String?] = [:]
        for route in site.routes(pages: theme.pages) {
            guard let settings = theme.pages[route.kind], let name = settings.layout,
                let layout = theme.layouts[name]
            else { continue }
            let cycles = references.slotCycles[name] ?? []
            for (index, section) in layout.sections.enumerated() {
                guard let sectionSettings = settings.sections[section.name] else { continue }
                let cycle = index < cycles.count ? cycles[index] : 1
                for (position, item) in site.items(for: sectionSettings, named: section.name, of: settings, on: route)
                    .enumerated()
                {
                    // An item is shown on many pages: its picture is looked up once.
                    let image: String?
                    if let known = images[item] {
                        image = known
                    } else {
                        image = Self.image(of: item, in: site, assets: assets)
                        images[item] = image
                    }
                    guard let image else { continue }
                    references.cells.insert(
                        CellUse(
                            layout: name, section: index, slot: position % cycle, template: sectionSettings.cell,
                            image: image))
                }
            }
        }
        for episode in site.episodes {
            if let thumbnail = existing(episode.thumbnail, assets: assets) {
                references.posters.insert(thumbnail)
                references.openGraph.insert(thumbnail)
            }
            references.addBody(episode.document.links, file: episode.path, assets: assets)
        }
        for page in site.pages {
            references.addBody(page.document.links, file: page.path, assets: assets)
        }
        for entry in site.collections {
            references.addBody(
                entry.collection.document.links, file: entry.collection.path, assets: assets)
        }
        for entry in site.people {
            references.addBody(entry.person.document.links, file: entry.person.path, assets: assets)
        }
        references.artwork = site.podcastArtworks().filter { assets.contains($0.key) }
        return references
    }

    private mutating func addBody(_ links: [MarkdownLink], file: String, assets: Set<String>) {
        for link in links where link.isImage && link.siteDestination.hasPrefix("/") {
            // A destination is a URL: `/images/a%20b.png` is the file `images/a b.png`.
            let destination = link.siteDestination
            let decoded =
                destination.contains("%") ? (destination.removingPercentEncoding ?? destination) : destination
            guard let path = Self.existing(decoded, assets: assets), bodies[path] == nil else { continue }
            bodies[path] = SourcePosition(file: file, line: link.line, column: link.column)
        }
    }

    private static func lcm(_ a: Int, _ b: Int) -> Int {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        return a / gcd(a, b) * b
    }
}
