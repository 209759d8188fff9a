import Foundation

/// A table kept as a text file of `Fixtures/`: one case a line, its fields separated by tabs;
/// lines starting with `#` are comments.
enum TabSeparatedFixture {
    /// The fields of each case line of `Fixtures/<name>`; none when the file cannot be read.
    static func rows(_ name: String) -> [[String]] {
        let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "\t").map(String.init)
        }
    }
}
