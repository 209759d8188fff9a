extension CSSGridCompiler {
    /// The template of section `index` at a root width, or `nil` where it is not covered.
    func sectionTemplate(_ index: Int, atWidth width: Int) -> SectionTemplate? {
        let root = Double(width)
        let environment = layout.environment(width: root, height: 900)
        guard let configuration = layout.configuration.resolve(in: environment) else { return nil }
        let provider = layout.sections[index]
        let side = layout.sideWidth(of: provider.side, rootWidth: root, split: configuration.split)
        guard let section = provider.provider.resolve(in: layout.environment(width: side, height: 900)) else {
            return nil
        }
        return SectionTemplate(section: section, index: index, containerWidth: side, viewportHeight: 900)
    }

    /// The rules of section `index` at a root width.
    func sectionRules(_ index: Int, atWidth width: Int) -> [CSSRule] {
        guard let template = sectionTemplate(index, atWidth: width) else { return [] }
        let section = "\(scopeSelector) .sg-s\(index)"
        let insets = template.insets
        var rules: [CSSRule] = []
        let elements = layout.sectionElements(index)
        rules += boundaryRules(
            template.boundaries, elements: elements, parent: section, contentClass: "sg-c", prefix: "s\(index)-"
        )
        rules.append(CSSRule("\(section) > .sg-c", ["padding: \(px(insets.top)) 0px \(px(insets.bottom))"]))
        for element in elements where element.isDecoration {
            let selector = "\(section) > .sg-c > .\(element.cssClass)"
            guard let decoration = template.decorations.first(where: { $0.id == "s\(index)-\(element.suffix)" }) else {
                rules.append(CSSRule(selector, ["display: none"]))
                continue
            }
            let decorationInsets = decoration.item.contentInsets
            rules.append(
                CSSRule(
                    selector,
                    [
                        "display: block", "top: \(px(decorationInsets.top))", "right: \(px(decorationInsets.trailing))",
                        "bottom: \(px(decorationInsets.bottom))", "left: \(px(decorationInsets.leading))",
                    ]))
        }
        rules += gridRules(template, selector: "\(section) > .sg-c > .sg-r")
        return rules
    }

    /// The rules of the section's grid, its cells, its tail and its paging markers.
    private func gridRules(_ template: SectionTemplate, selector grid: String) -> [CSSRule] {
        let leaves = template.leaves
        let (horizontal, vertical) = template.cellSpans
        let (columns, rows) = template.cutLines(horizontal: horizontal, vertical: vertical)
        let gap = px(template.section.interGroupSpacing)
        let behavior = template.section.orthogonalScrollingBehavior
        let orthogonal = behavior.isOrthogonal
        let count = leaves.count
        var rules: [CSSRule] = []
        if orthogonal {
            let start = template.orthogonalLeadingOffset
            let end =
                behavior == .groupPagingCentered
                ? Length(template.insets.trailing) + (template.innerWidth - template.groupWidth) / 2
                : Length(template.insets.trailing)
            let snaps = behavior != .continuous
            rules.append(
                CSSRule(
                    grid,
                    [
                        "grid-template-columns: none", "grid-template-rows: none",
                        "grid-auto-columns: \((columns.tracks(preview: options.preview) + [gap]).joined(separator: " "))",
                        "grid-auto-rows: \(rows.tracks(preview: options.preview).joined(separator: " "))",
                        "grid-auto-flow: column",
                        "padding: 0px \(end.css) 0px \(start.css)", "overflow-x: auto", "overflow-y: hidden",
                        "scrollbar-width: none", "overscroll-behavior-x: contain",
                        "scroll-snap-type: \(snaps ? "x mandatory" : "none")",
                        "scroll-padding-inline: \(behavior == .paging ? "0px" : start.css) \(end.css)",
                    ]))
            if behavior == .paging && count > 0 {
                let instances = "round(up, var(--n) / \(count))"
                let total =
                    "calc(\(start.css) + \(end.css) + \(instances) * (\(template.groupWidth.css) + \(gap)) - \(gap))"
                rules.append(
                    CSSRule(
                        "\(grid) > .sg-p",
                        [
                            "display: block", "left: min(calc(var(--p) * 100%), max(0px, calc(\(total) - 100%)))",
                        ]))
            } else {
                rules.append(CSSRule("\(grid) > .sg-p", ["display: none"]))
            }
        } else {
            rules.append(
                CSSRule(
                    grid,
                    [
                        "grid-template-columns: \(columns.tracks(preview: options.preview).joined(separator: " "))",
                        "grid-template-rows: none",
                        "grid-auto-rows: \((rows.tracks(preview: options.preview) + [gap]).joined(separator: " "))",
                        "grid-auto-columns: auto", "grid-auto-flow: row",
                        "padding: 0px \(px(template.insets.trailing)) 0px \(px(template.insets.leading))",
                        "overflow: visible", "scroll-snap-type: none",
                    ]))
            rules.append(CSSRule("\(grid) > .sg-p", ["display: none"]))
        }
        guard count > 0 else {
            rules.append(CSSRule("\(grid) > .sg-t", ["display: none"]))
            return rules
        }
        let instance = count == 1 ? "var(--i)" : "round(down, var(--i) / \(count))"
        let rowPeriod = rows.trackCount + 1
        let columnPeriod = columns.trackCount + 1
        for (position, leaf) in leaves.enumerated() {
            let column = columns.placement(start: horizontal[position].start, end: horizontal[position].end)
            let row = rows.placement(start: vertical[position].start, end: vertical[position].end)
            var declarations: [String]
            if orthogonal {
                declarations = [
                    "grid-row: \(row.line + 1) / span \(row.span)",
                    "grid-column: calc(\(instance) * \(columnPeriod) + \(column.line + 1)) / span \(column.span)",
                ]
            } else {
                declarations = [
                    "grid-column: \(column.line + 1) / span \(column.span)",
                    "grid-row: calc(\(instance) * \(rowPeriod) + \(row.line + 1)) / span \(row.span)",
                ]
            }
            declarations += cellDeclarations(
                leaf, horizontal: horizontal[position], vertical: vertical[position], isFirst: position == 0,
                behavior: behavior)
            rules.append(CSSRule("\(grid) > .sg-i:nth-child(\(count)n+\(position + 1))", declarations))
        }
        let last = "round(down, (var(--n) - 1) / \(count))"
        rules.append(
            CSSRule(
                "\(grid) > .sg-t",
                orthogonal
                    ? [
                        "display: block", "grid-row: 1 / span \(rows.trackCount)",
                        "grid-column: calc(\(last) * \(columnPeriod) + 1) / span \(columns.trackCount)",
                    ]
                    : [
                        "display: block", "grid-column: 1 / span \(columns.trackCount)",
                        "grid-row: calc(\(last) * \(rowPeriod) + 1) / span \(rows.trackCount)",
                    ]))
        return rules
    }

    /// Margins, self-alignment, overhanging sizes and snapping of one cell.
    private func cellDeclarations(
        _ leaf: TemplateLeaf, horizontal: CellSpan, vertical: CellSpan, isFirst: Bool,
        behavior: OrthogonalScrollingBehavior
    ) -> [String] {
        let insets = leaf.insets
        let frame = leaf.frame
        let top = vertical.overhangs ? (vertical.lead + insets.top).css : px(insets.top)
        let left = horizontal.overhangs ? (horizontal.lead + insets.leading).css : px(insets.leading)
        var declarations = ["margin: \(top) \(px(insets.trailing)) \(px(insets.bottom)) \(left)"]
        let height = leaf.heightDimension
        let width = leaf.widthDimension
        if vertical.overhangs {
            declarations += ["height: \(frame.height.sizeCSS)", "align-self: start"]
        } else {
            declarations.append("align-self: \(height.isEstimated && !height.isUniform ? "start" : "stretch")")
        }
        if horizontal.overhangs {
            declarations += ["width: \(frame.width.sizeCSS)", "justify-self: start"]
        } else {
            declarations.append("justify-self: \(width.isEstimated && !width.isUniform ? "start" : "stretch")")
        }
        declarations.append("min-height: \(options.preview && height.isEstimated ? frame.height.css : "0px")")
        declarations.append("min-width: \(options.preview && width.isEstimated ? frame.width.css : "0px")")
        return declarations + snapDeclarations(leaf, isFirst: isFirst, behavior: behavior)
    }

    /// Where a snapping row stops: at the group instance's leading edge, so the first cell's
    /// snap area is stretched back over its inset and its offset in the group.
    private func snapDeclarations(
        _ leaf: TemplateLeaf, isFirst: Bool, behavior: OrthogonalScrollingBehavior
    ) -> [String] {
        let stop: String
        switch behavior {
        case .continuousGroupLeadingBoundary where isFirst: stop = "normal"
        case .groupPaging where isFirst, .groupPagingCentered where isFirst: stop = "always"
        default: return ["scroll-snap-align: none"]
        }
        let offset = leaf.frame.x
        return ["scroll-snap-align: start", "scroll-snap-stop: \(stop)"]
            + (abs(offset.value) > 0.001 ? ["scroll-margin-inline-start: \(offset.css)"] : [])
    }
}
