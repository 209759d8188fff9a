/// How listeners' apps pay a show while they listen (Podcasting 2.0's `podcast:value`): a
/// payment network and method, and the recipients who share each payment by their splits.
public struct PodcastValue: Sendable, Hashable {
    /// One recipient of a share of each payment (`podcast:valueRecipient`).
    public struct Recipient: Sendable, Hashable {
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

    /// The payment network (`lightning`).
    public var type: String
    /// How the payment is sent (`keysend`).
    public var method: String
    /// The amount apps suggest per minute, as written (in the network's unit: BTC for Lightning).
    public var suggested: String?
    /// The recipients, in the order written.
    public var recipients: [Recipient]
}
