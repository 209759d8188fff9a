import SitegenContent

extension ParamValue {
    /// The value as templates see it: maps become objects, lists lists, text text.
    var templateValue: TemplateValue {
        switch self {
        case .text(let text): .text(text)
        case .flag(let flag): .flag(flag)
        case .list(let values): .list(values.map(\.templateValue))
        case .map(let entries):
            .object(
                Dictionary(entries.map { ($0.key, $0.value.templateValue) }, uniquingKeysWith: { first, _ in first }))
        }
    }
}
