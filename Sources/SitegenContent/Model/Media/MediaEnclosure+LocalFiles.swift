extension MediaEnclosure {
    /// Changes the path of a file under Content/ with `transform`; a URL is kept.
    mutating func mapLocalFile(_ transform: (String) -> String) {
        if case .local(let path) = location { location = .local(transform(path)) }
    }
}
