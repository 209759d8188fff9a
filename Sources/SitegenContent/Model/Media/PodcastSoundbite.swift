/// A short part of an episode that apps may play as its preview or share as a clip
/// (Podcasting 2.0's `podcast:soundbite`).
public struct PodcastSoundbite: Sendable, Hashable, Codable {
    /// Where the part starts, in seconds from the start of the episode's file.
    public var start: Double
    /// How long it lasts, in seconds.
    public var duration: Double
    /// What apps show for it (the episode's title when `nil`).
    public var title: String?
}
