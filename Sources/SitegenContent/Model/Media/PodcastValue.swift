/// How listeners' apps pay a show while they listen (Podcasting 2.0's `podcast:value`): a
/// payment network and method, and the recipients who share each payment by their splits.
public struct PodcastValue: Sendable, Hashable, Codable {
    /// One recipient of a share of each payment (`podcast:valueRecipient`).
    public struct Recipient: Sendable, Hashable, Codable {
        /// Who the recipient is, as apps show it.
        public var name: String?
        /// The kind of address (`node` for a Lightning node's public key, `lnaddress`, ...).
        public var type: String
        /// Where the payment goes: a node's public key, an address.
        public var address: String
        /// The recipient's number of shares of each payment.
        public var split: Int
        /// The key of a record sent with a keysend payment (a wallet's account on a shared node).
        public var customKey: String?
        /// The value of that record.
        public var customValue: String?
        /// Whether the split is a fee taken off the top before the others share the rest.
        public var fee = false
    }

    /// A stretch of the episode whose payments go elsewhere (`podcast:valueTimeSplit`): a song
    /// played in it, paid through its own feed's recipients or those listed here.
    public struct TimeSplit: Sendable, Hashable, Codable {
        /// Where the stretch starts, in seconds into the episode.
        public var start: Double
        /// How long it lasts, in seconds.
        public var duration: Double
        /// Where it starts in the other item, in seconds, when that is not its beginning.
        public var remoteStart: Double?
        /// The share of each payment that goes to the other item's recipients (100 unless given).
        public var remotePercentage: Int?
        /// The other feed's item whose recipients are paid (`podcast:remoteItem`).
        public var remoteItem: RemoteItem?
        /// The recipients paid instead, when no other item is named.
        public var recipients: [Recipient] = []
    }

    /// An item of another feed (`podcast:remoteItem`).
    public struct RemoteItem: Sendable, Hashable, Codable {
        /// The other feed's `podcast:guid`.
        public var feedGuid: String
        /// The other feed's address.
        public var feedURL: String?
        /// The item's `guid` in that feed.
        public var itemGuid: String?
        /// What the other feed is (`music`, `podcast`, ...).
        public var medium: String?
    }

    /// The payment network (`lightning`).
    public var type: String
    /// How the payment is sent (`keysend`).
    public var method: String
    /// The amount apps suggest per minute, as written (in the network's unit: BTC for Lightning).
    public var suggested: String?
    /// The recipients, in the order written.
    public var recipients: [Recipient]
    /// The stretches whose payments go elsewhere, in the order written.
    public var timeSplits: [TimeSplit] = []
}
