/// JSON front matter (or a JSON data file) made ready for the YAML reader, as the build and the
/// import both read it: checked against RFC 8259 (every mistake at its line and column), then
/// with each surrogate pair escape (`\ud83e\udd92`, valid JSON) written as the one escape YAML takes.
package enum JSONFrontMatter {
    /// The YAML text for a front matter's JSON, or its first mistake (line and column within it).
    /// - Parameters:
    ///   - document: how messages name the text.
    ///   - anyValue: whether the text may hold any one value (a data file's list), not only an object.
    package static func yaml(
        from json: String, document: String = "front matter", anyValue: Bool = false
    ) -> Result<String, JSONSyntaxCheck.Problem> {
        if let problem = JSONSyntaxCheck.problem(in: json, document: document, anyValue: anyValue) {
            return .failure(problem)
        }
        return .success(JSONSurrogatePairs.yamlEscaped(json))
    }
}
