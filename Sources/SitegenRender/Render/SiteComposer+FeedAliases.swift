import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem

extension SiteComposer {
    /// One rendered output: the file (or why it could not be made) and what it read.
    typealias RenderedOutput = (Result<RenderedFile, Diagnostic>, [RenderInput])

    /// Renders `outputs` on every core, in their order. A feed's old address
    /// (``SiteOutput/podcastAlias(_:_:)``) rendered beside its feed is not rendered again: it
    /// takes the feed's file, whose bytes it shares (a feed holds every episode's show notes).
    /// With `recording` false for an output, its reads are not noted (the caller has them).
    static func render(
        _ outputs: [SiteOutput], with renderer: SiteRenderer, recording: @escaping @Sendable (SiteOutput) -> Bool,
        storing store: PageStoring? = nil
    ) async
        -> [RenderedOutput]
    {
        let feeds = Set(
            outputs.compactMap { output -> Int?? in
                if case .podcast(let collection) = output { return .some(collection) }
                return nil
            })
        let own = outputs.filter { !sharesFeed($0, feeds: feeds) }
        let made = await Array(own.enumerated()).concurrentMap { number, output -> RenderedOutput in
            var reads = RenderReads(recording: recording(output))
            let result = renderer.render(output, reads: &reads)
            return (store.map { store in result.map { store.file($0, number) } } ?? result, reads.inputs)
        }
        guard own.count < outputs.count else { return made }
        var byFeed: [Int?: RenderedOutput] = [:]
        for (output, result) in zip(own, made) {
            if case .podcast(let collection) = output { byFeed[collection] = result }
        }
        var ownResults = made.makeIterator()
        return outputs.map { output in
            guard sharesFeed(output, feeds: feeds), case .podcastAlias(let collection, let index) = output,
                let (feed, reads) = byFeed[collection]
            else { return ownResults.next()! }
            let path = renderer.site.feedAliases(of: collection)[index].file
            return (feed.map { $0.moved(to: path) }, reads)
        }
    }

    /// Whether an output is a feed's old address whose feed is among those rendered.
    private static func sharesFeed(_ output: SiteOutput, feeds: Set<Int?>) -> Bool {
        if case .podcastAlias(let collection, _) = output { return feeds.contains(collection) }
        return false
    }
}
