import Foundation

extension ImportPlan {
    /// Takes out of the episodes each file whose front matter's `episode:` names another episode's
    /// file (rust-community/rustacean-station's `_transcripts/…md`: `episode:
    /// _episodes/twir/2020-08-12-twir-351.md`): it is that episode's transcript, in Markdown, and
    /// its old URL leads to the episode's page. The report names them.
    mutating func takeTranscriptDocuments() {
        let paths = Set(episodes.map(\.page.path))
        var taken: [String] = []
        episodes.removeAll { file in
            guard let named = ImportValue.text(ImportValue.lowercasedKeys(file.page.fields)?["episode"]),
                paths.contains(named), named != file.page.path, transcriptDocuments[named] == nil,
                !Self.namesMedia(file)
            else { return false }
            transcriptDocuments[named] = file
            taken.append(file.page.path)
            return true
        }
        guard !taken.isEmpty else { return }
        notes.append(
            "files whose `episode:` names an episode's file imported as that episode's transcript (Markdown, shown on "
                + "its page; their old URLs lead there): " + taken.joined(separator: ", "))
    }
}
