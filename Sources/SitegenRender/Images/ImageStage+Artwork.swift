import SitegenDiagnostics
import SitegenImages

extension ImageStage {
    /// Apple Podcasts' bounds for show artwork: square, from 1400 to 3000 pixels a side.
    static let artworkSides = 1400...3000

    /// A warning for each podcast feed's artwork that Apple Podcasts would refuse (not square,
    /// or smaller or larger than it takes), at the show's `podcast:` block; the feed is still
    /// written, and other apps take it.
    static func artworkWarnings(_ artwork: [String: SourcePosition], sources: [String: Source]) -> [Diagnostic] {
        artwork.sorted { $0.key < $1.key }.compactMap { path, position in
            guard let facts = sources[path]?.facts, facts.format.isRaster else { return nil }
            guard facts.width != facts.height || !artworkSides.contains(facts.width) else { return nil }
            return .warning(
                "the podcast artwork \(path) is \(facts.width)×\(facts.height) px; Apple Podcasts takes square "
                    + "artwork from \(artworkSides.lowerBound)×\(artworkSides.lowerBound) to "
                    + "\(artworkSides.upperBound)×\(artworkSides.upperBound) px", at: position)
        }
    }
}
