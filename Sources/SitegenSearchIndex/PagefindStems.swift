/// English words and their stems, remembered across the pages one thread reads (a site's pages
/// share most of their words). Not for use by two threads at once.
public final class PagefindStems: @unchecked Sendable {
    private let stemmer = EnglishStemmer()
    private var stems: [String: String] = [:]

    /// An empty memory.
    public init() {}

    /// The stem of `word`.
    func stem(_ word: String) -> String {
        if let known = stems[word] { return known }
        let stemmed = stemmer.stem(word)
        stems[word] = stemmed
        return stemmed
    }
}
