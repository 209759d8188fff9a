/// The license a show or an episode is published under (Podcasting 2.0's `podcast:license`).
public struct PodcastLicense: Sendable, Hashable, Codable {
    /// The license's identifier, from the SPDX list where it is one (`cc-by-4.0`).
    public var name: String
    /// The license's text on the web (needed for a license the SPDX list does not have).
    public var url: String?
}
