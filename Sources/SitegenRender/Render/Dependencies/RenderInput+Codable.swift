/// A render input as a number for its case, then its values, in one unkeyed container: the
/// archive of a build's pages (``KeptPages``) holds every input of every page, and their case
/// names would make it several times longer to write and to read back.
extension RenderInput: Codable {
    /// The cases of one text, by their number.
    private static let named: [@Sendable (String) -> RenderInput] = [
        RenderInput.route, RenderInput.episode, RenderInput.episodeDocument, RenderInput.neighbours,
        RenderInput.neighbour, RenderInput.feedEntry, RenderInput.podcastItem, RenderInput.collection,
        RenderInput.collectionFacts, RenderInput.category, RenderInput.tag, RenderInput.episodeMedia,
        RenderInput.person, RenderInput.personCard, RenderInput.page, RenderInput.redirect, RenderInput.image,
    ]

    /// The number of a case of one text (its place in `named`), and the text.
    private var named: (number: UInt8, text: String)? {
        switch self {
        case .route(let text): (0, text)
        case .episode(let text): (1, text)
        case .episodeDocument(let text): (2, text)
        case .neighbours(let text): (3, text)
        case .neighbour(let text): (4, text)
        case .feedEntry(let text): (5, text)
        case .podcastItem(let text): (6, text)
        case .collection(let text): (7, text)
        case .collectionFacts(let text): (8, text)
        case .category(let text): (9, text)
        case .tag(let text): (10, text)
        case .episodeMedia(let text): (11, text)
        case .person(let text): (12, text)
        case .personCard(let text): (13, text)
        case .page(let text): (14, text)
        case .redirect(let text): (15, text)
        case .image(let text): (16, text)
        default: nil
        }
    }

    /// Writes the case's number, then its values.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if let (number, text) = named {
            try container.encode(number)
            try container.encode(text)
            return
        }
        switch self {
        case .siteWide: try container.encode(UInt8(100))
        case .routeList: try container.encode(UInt8(101))
        case .redirectList: try container.encode(UInt8(102))
        case .episodeOrder: try container.encode(UInt8(103))
        case .sectionItems(let path, let section):
            try container.encode(UInt8(104))
            try container.encode(path)
            try container.encode(section)
        case .cell(let template, let item):
            try container.encode(UInt8(105))
            try container.encode(template)
            try container.encode(item)
        case .data(let path):
            try container.encode(UInt8(106))
            try container.encode(path)
        default: throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "a case of one text"))
        }
    }

    /// Reads what ``encode(to:)`` wrote.
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let number = try container.decode(UInt8.self)
        if Int(number) < Self.named.count {
            self = Self.named[Int(number)](try container.decode(String.self))
            return
        }
        switch number {
        case 100: self = .siteWide
        case 101: self = .routeList
        case 102: self = .redirectList
        case 103: self = .episodeOrder
        case 104:
            self = .sectionItems(path: try container.decode(String.self), section: try container.decode(String.self))
        case 105: self = .cell(template: try container.decode(String.self), item: try container.decode(ContentKey.self))
        case 106: self = .data(try container.decode([String].self))
        default: throw DecodingError.dataCorruptedError(in: container, debugDescription: "no render input \(number)")
        }
    }
}

/// A content key as a number for its case, then its text.
extension ContentKey: Codable {
    /// The cases, by their number.
    private static let cases: [@Sendable (String) -> ContentKey] = [
        ContentKey.episode, ContentKey.collection, ContentKey.category, ContentKey.tag, ContentKey.person,
        ContentKey.page,
    ]

    /// Writes the case's number, then its text.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        let (number, text): (UInt8, String) =
            switch self {
            case .episode(let text): (0, text)
            case .collection(let text): (1, text)
            case .category(let text): (2, text)
            case .tag(let text): (3, text)
            case .person(let text): (4, text)
            case .page(let text): (5, text)
            }
        try container.encode(number)
        try container.encode(text)
    }

    /// Reads what ``encode(to:)`` wrote.
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let number = Int(try container.decode(UInt8.self))
        guard number < Self.cases.count else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no content key \(number)")
        }
        self = Self.cases[number](try container.decode(String.self))
    }
}
