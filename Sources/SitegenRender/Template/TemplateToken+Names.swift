extension TemplateToken {
    /// Calls `name` with the name of every tag in `tokens` and in their sections' bodies, and
    /// `partial` with every partial they include (not looked into): what a template can read.
    static func visitNames(
        in tokens: [TemplateToken], name: (TemplateName) -> Void, partial: (String) -> Void
    ) {
        for token in tokens {
            switch token {
            case .text: break
            case .variable(let tagName), .rawVariable(let tagName): name(tagName)
            case .section(let tagName, let body), .invertedSection(let tagName, let body):
                name(tagName)
                visitNames(in: body, name: name, partial: partial)
            case .partial(let included, _): partial(included)
            }
        }
    }
}
