extension CSSGridCompiler {
    /// The rules of the root at a width: the columns of a split and the layout-wide items.
    func rootRules(atWidth width: Int) -> [CSSRule] {
        let environment = layout.environment(width: Double(width), height: 900)
        guard let configuration = layout.configuration.resolve(in: environment) else { return [] }
        let root = "\(scopeSelector) > .sg-root"
        var rules: [CSSRule] = []
        let spacing = px(configuration.interSectionSpacing)
        if let split = configuration.split, split.isTwoColumns {
            let left = "calc((100% - \(px(split.splitSpacing))) * \(formatNumber(split.leftSideRatio, decimals: 6)))"
            rules.append(
                CSSRule(
                    "\(root) > .sg-cols",
                    [
                        "display: grid", "grid-template-columns: \(left) minmax(0, 1fr)",
                        "column-gap: \(px(split.splitSpacing))", "row-gap: 0px", "align-items: start",
                    ]))
            rules.append(
                CSSRule(
                    "\(root) > .sg-cols > .sg-side",
                    [
                        "display: flex", "flex-direction: column", "row-gap: \(spacing)", "min-width: 0",
                    ]))
        } else {
            rules.append(
                CSSRule(
                    "\(root) > .sg-cols",
                    [
                        "display: flex", "flex-direction: column", "row-gap: \(spacing)",
                    ]))
            rules.append(CSSRule("\(root) > .sg-cols > .sg-side", ["display: contents"]))
        }
        var solver = GroupSolver()
        var namer = KindNamer()
        let slots = configuration.boundarySupplementaryItems.enumerated().map { index, item in
            BoundarySlot.solve(
                item, index: index, id: namer.name(item.elementKind), leadingInset: 0,
                hostWidth: .containerWidth(Double(width)), hostHeight: .viewportHeight(900), solver: &solver
            )
        }
        rules += boundaryRules(slots, elements: layout.layoutElements(), parent: root, contentClass: "sg-cols")
        return rules
    }

    /// Orders, sizes and shows the boundary items in use and hides the other elements.
    func boundaryRules(
        _ slots: [BoundarySlot], elements: [SupplementaryElement], parent: String, contentClass: String,
        prefix: String = ""
    ) -> [CSSRule] {
        var rules = [CSSRule("\(parent) > .\(contentClass)", ["order: 500"])]
        let tops = slots.filter { $0.item.alignment.isTop }
        let bottoms = slots.filter { !$0.item.alignment.isTop }
        for element in elements where !element.isDecoration {
            let selector = "\(parent) > .\(element.cssClass)"
            if let order = tops.firstIndex(where: { $0.id == prefix + element.suffix }) {
                rules.append(
                    CSSRule(selector, ["display: block", "order: \(order)"] + boundaryDeclarations(tops[order])))
            } else if let order = bottoms.firstIndex(where: { $0.id == prefix + element.suffix }) {
                rules.append(
                    CSSRule(
                        selector, ["display: block", "order: \(501 + order)"] + boundaryDeclarations(bottoms[order])))
            } else {
                rules.append(CSSRule(selector, ["display: none"]))
            }
        }
        return rules
    }

    /// The declarations that size and place a boundary item in its flex column.
    func boundaryDeclarations(_ slot: BoundarySlot) -> [String] {
        let insets = slot.insets
        var declarations: [String] = []
        let size = slot.item.layoutSize
        if size.widthDimension.isEstimated {
            declarations += ["width: auto", "min-width: \(options.preview ? slot.width.css : "0px")"]
        } else {
            declarations += ["width: \((slot.width - insets.horizontal).sizeCSS)", "min-width: 0px"]
        }
        // Insets larger than the item leave it 0 tall in a browser; the bottom margin then ends
        // the slot where the engine does, instead of the insets pushing the section down.
        var bottom = px(insets.bottom)
        if size.heightDimension.isEstimated {
            declarations += ["height: auto", "min-height: \(options.preview ? slot.height.css : "0px")"]
        } else if (slot.height - insets.vertical).value < 0 {
            declarations += ["height: 0px", "min-height: 0px"]
            bottom = (slot.height - insets.top).css
        } else {
            declarations += ["height: \((slot.height - insets.vertical).css)", "min-height: 0px"]
        }
        declarations.append("margin: \(px(insets.top)) 0px \(bottom) \((slot.x + insets.leading).css)")
        if slot.item.pinToVisibleBounds {
            declarations += ["position: sticky", slot.item.alignment.isTop ? "top: 0px" : "bottom: 0px", "z-index: 2"]
        } else {
            declarations += ["position: relative", "z-index: 1"]
        }
        return declarations
    }
}
