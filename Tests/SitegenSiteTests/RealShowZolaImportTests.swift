import SitegenTestSupport
import Testing

/// `sitegen import zola` on the shapes of real Zola shows' repositories: each case is a few files
/// as the named public repository writes them, imported, then built with no errors.
///
/// The cases are the folders of `Fixtures/real-show-zola/`, in the order of their names:
/// each holds a `case.json` (the name, the generator, what the report and the imported and built
/// files must hold, and notes on the repository) and the source site's files under `source/`.
@Suite("sitegen import zola: real shows' repositories", .tags(.slow), .tier(.slow))
struct RealShowZolaImportTests {
    /// cbrake/simplepod's `templates/rss.xml`, shortened: each item's guid is its page's permalink.
    /// `ZolaFeedNamesImportTests` imports it; the cases of `Fixtures/real-show-zola/` that use it
    /// hold their own copy.
    static let simplePodFeed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
            <channel>
                <title>{{ config.title }}</title>
                <link>{{ config.base_url }}</link>
                {% if config.extra.itunes_author %}
                <itunes:author>{{ config.extra.itunes_author }}</itunes:author>
                {% endif %}
                {% set episodes = get_section(path="_index.md") %}
                {% for episode in episodes.pages %}
                <item>
                    <title>{{ episode.title }}</title>
                    <link>{{ episode.permalink }}</link>
                    <guid isPermaLink="true">{{ episode.permalink }}</guid>
                    {% if episode.extra.audio_file %}
                    <enclosure url="{% if config.extra.media_prefix %}{{ config.extra.media_prefix }}{{ episode.extra.audio_file }}{% else %}{{ get_url(path=episode.extra.audio_file) }}{% endif %}"
                        {% if episode.extra.audio_length %}length="{{ episode.extra.audio_length }}"{% else %}length="0"{% endif %}
                        type="audio/mpeg"/>
                    {% endif %}
                </item>
                {% endfor %}
            </channel>
        </rss>
        """

    /// The cases read from `Fixtures/real-show-zola/`; none if a folder cannot be read, which
    /// `RealShowFixtureTests` then reports with the folder and what is wrong.
    static let cases: [RealShowImportCase] = (try? RealShowImportCase.load(from: "real-show-zola")) ?? []

    @Test("an imported real Zola show builds without errors and keeps what its source had", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
