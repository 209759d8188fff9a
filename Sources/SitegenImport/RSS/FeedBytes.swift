import Foundation

/// A feed file's bytes made into what an XML parser reads as podcast apps and browsers read the
/// feed: blank lines before the XML declaration dropped (Acast and Podlove feeds begin with one,
/// which XML forbids and apps accept), and a feed declared ISO-8859-1 decoded as Windows-1252, as
/// the encoding standard has browsers do (its 0x92 is the apostrophe such feeds mean).
struct FeedBytes {
    /// The bytes to parse.
    var data: Data
    /// How many lines were dropped before the declaration: the parser's line 1 is the file's
    /// line `1 + droppedLines`.
    var droppedLines = 0
    /// How many characters were dropped on the declaration's own line.
    var droppedColumns = 0

    /// The feed's bytes, prepared.
    init(_ original: Data) {
        data = original
        dropBlanksBeforeDeclaration()
        decodeWindows1252()
    }

    /// The file's line of a line the parser reports.
    func fileLine(_ line: Int) -> Int { line + droppedLines }

    /// The file's column of a column the parser reports on `line`.
    func fileColumn(_ column: Int, line: Int) -> Int { line == 1 ? column + droppedColumns : column }

    private mutating func dropBlanksBeforeDeclaration() {
        let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        guard let first = data.firstIndex(where: { !blanks.contains($0) }), first > data.startIndex,
            data[first...].starts(with: Data("<?xml".utf8))
        else { return }
        let dropped = data[data.startIndex..<first]
        droppedLines = dropped.filter { $0 == 0x0A }.count
        droppedColumns = dropped.count - ((dropped.lastIndex(of: 0x0A)).map { $0 - data.startIndex + 1 } ?? 0)
        data = Data(data[first...])
    }

    /// Re-encodes a feed whose declaration says ISO-8859-1 (or Latin-1, or Windows-1252) and
    /// which holds a byte from 0x80 to 0x9F as UTF-8, its declaration saying so.
    private mutating func decodeWindows1252() {
        guard let declarationEnd = data.prefix(200).firstRange(of: Data("?>".utf8))?.upperBound else { return }
        let declaration = String(decoding: data[data.startIndex..<declarationEnd], as: UTF8.self)
        guard
            let encoding = declaration.firstMatch(of: /encoding\s*=\s*["']([^"']+)["']/),
            ["iso-8859-1", "iso8859-1", "latin1", "latin-1", "windows-1252", "cp1252", "us-ascii"].contains(
                encoding.1.lowercased()),
            data.contains(where: { (0x80...0x9F).contains($0) })
        else { return }
        var text = String(declaration.replacingCharacters(in: encoding.range, with: "encoding=\"UTF-8\""))
        text.unicodeScalars.append(
            contentsOf: data[declarationEnd...].map { byte in
                (0x80...0x9F).contains(byte)
                    ? Unicode.Scalar(Self.windows1252[Int(byte - 0x80)]) ?? Unicode.Scalar(byte)
                    : Unicode.Scalar(byte)
            })
        data = Data(text.utf8)
    }

    /// Windows-1252's characters for 0x80…0x9F; the five it leaves undefined stay C1 controls,
    /// as the encoding standard maps them.
    private static let windows1252: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
        0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
