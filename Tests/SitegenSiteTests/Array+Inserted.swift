extension Array {
    /// The array with `element` inserted at `index`.
    func inserted(_ element: Element, at index: Int) -> [Element] {
        var copy = self
        copy.insert(element, at: index)
        return copy
    }
}
