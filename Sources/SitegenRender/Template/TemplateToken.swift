/// One piece of a parsed theme template.
enum TemplateToken: Sendable {
    /// Text written as it is (UTF-8).
    case text([UInt8])
    /// `{{name}}`: a value, escaped.
    case variable(TemplateName)
    /// `{{{name}}}` or `{{&name}}`: a value as it is.
    case rawVariable(TemplateName)
    /// `{{#name}}…{{/name}}`.
    case section(TemplateName, [TemplateToken])
    /// `{{^name}}…{{/name}}`.
    case invertedSection(TemplateName, [TemplateToken])
    /// `{{> name}}`, with the indentation of a standalone partial tag.
    case partial(String, indentation: [UInt8]?)
}
