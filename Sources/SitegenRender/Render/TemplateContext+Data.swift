extension TemplateContext {
    /// The value at a key path under `data` (`["sponsor", "name"]` is `data.sponsor.name`), or
    /// `nil` when the data files have none: what a page that read the path compares
    /// (`RenderInput.data`).
    func data(at path: [String]) -> TemplateValue? {
        var value = data
        for key in path {
            guard let child = value.child(key) else { return nil }
            value = child
        }
        return value
    }
}
