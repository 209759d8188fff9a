/// The bad-input cases about render hooks (`templates/render/`), in a copy of the built-in
/// theme placed in the site's `Themes/default/`.
extension BadInputCase {
    static let renderHooks: [BadInputCase] = [
        BadInputCase(
            "a render hook with a template mistake",
            [
                .write(
                    "\(templates)/render/link.mustache",
                    "<a href=\"{{destination}}\">{{#isExternal}}x{{/external}}</a>\n")
            ],
            .fails([
                "\(templates)/render/link.mustache:1:43: error: `{{/external}}` does not close the innermost open section `isExternal` (opened at line 1, column 27); close `isExternal` first"
            ])),
        BadInputCase(
            "a file of templates/render/ that is no hook (it would change nothing, in silence)",
            [.write("\(templates)/render/links.mustache", "{{{default}}}\n")],
            .fails([
                "\(templates)/render/links.mustache:1:1: error: templates/render/links.mustache is not a render hook (did you mean link.mustache?); templates/render/ holds link.mustache, image.mustache, heading.mustache and codeblock.mustache"
            ])),
    ]
}
