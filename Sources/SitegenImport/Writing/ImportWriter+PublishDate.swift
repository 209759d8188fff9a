extension ImportWriter {
    /// Hugo's `publishDate` beside `date`, kept as the build reads it: the episode is dated by
    /// `date` and published from `publishDate` on (`Episode.publishes`). The mapping sends it to
    /// `params:` as a second date; for a Hugo site it comes back out as `publishDate`. Hugo's
    /// `expiryDate` is left in `params:`: the build has no expiry.
    /// - Parameters:
    ///   - fields: The episode's mapped fields; `publishDate` is added after `date`.
    ///   - mapping: The mapping; its note that `publishDate` went to `params:` is removed.
    /// - Returns: Whether `publishDate` was kept.
    static func keepingPublishDate(_ fields: inout [(String, Any)], mapping: inout FrontMatterMapping) -> Bool {
        guard fields.contains(where: { $0.0 == "date" }),
            let noted = mapping.toParams.first(where: {
                $0.key.lowercased() == "publishdate" && $0.reason == "`date` came from another key"
            }),
            let params = fields.first(where: { $0.0 == "params" })?.1 as? [String: Any],
            let date = ImportValue.date(params[noted.key])
        else { return false }
        fields = removing(noted.key, fromParamsOf: fields)
        mapping.toParams.removeAll { $0.key == noted.key }
        fields.insert(("publishDate", date), at: (fields.firstIndex { $0.0 == "date" } ?? fields.count - 1) + 1)
        return true
    }
}
