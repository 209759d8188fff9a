import SitegenLayout
import SitegenLayoutFile
import Testing

/// Valid layout files decode to the model values they spell.
@Suite struct LayoutFileDecoderTests {
    @Test("the layout guide's example layout (docs/layouts.md) decodes")
    func readmeExample() throws {
        let text = try fixtureText("readme-example.yml")
        let result = LayoutFileDecoder().decode(text, path: "layouts/readme.yml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        #expect(layout.position == SourcePosition(file: "layouts/readme.yml", line: 1, column: 1))
        #expect(layout.regularSizeClassMinWidth == 600)

        let title = LayoutBoundaryItem(
            elementKind: "title",
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), alignment: .top
        )
        let base = LayoutConfiguration(
            interSectionSpacing: 24, boundarySupplementaryItems: [title],
            split: LayoutSplit(leftSideRatio: 0.4, splitSpacing: 8))
        #expect(layout.configuration.defaultValue == base)
        let narrow = try #require(layout.configuration.variants.first)
        #expect(layout.configuration.variants.count == 1)
        #expect(narrow.condition == LayoutCondition(width: WidthRange(lowerBound: 0, upperBound: 767)))
        #expect(narrow.value.split == LayoutSplit(leftSideRatio: 0, splitSpacing: 0))
        #expect(narrow.value.interSectionSpacing == 24)
        #expect(narrow.position == SourcePosition(file: "layouts/readme.yml", line: 8, column: 7))

        let provider = try #require(layout.sections.first)
        #expect(layout.sections.count == 1)
        #expect(provider.name == "latest")
        #expect(provider.side == .left)
        #expect(provider.previewItemCount == 12)
        #expect(provider.position?.line == 11)
        let section = try #require(provider.provider.defaultValue)
        #expect(section.contentInsets == DirectionalEdgeInsets(leading: 20, trailing: 20))
        #expect(section.interGroupSpacing == 20)
        #expect(section.orthogonalScrollingBehavior == .none)
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["spacer", "header"])
        #expect(section.boundarySupplementaryItems.map(\.pinToVisibleBounds) == [false, true])
        #expect(section.boundarySupplementaryItems[1].layoutSize.heightDimension == .absolute(32))
        #expect(
            section.decorationItems == [
                LayoutDecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 8))
            ])
        let cell = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200)))
        let rowSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200))
        #expect(
            section.group
                == LayoutGroup(
                    layoutSize: rowSize, axis: .horizontal, arrangement: .equalSplit(.item(cell), count: 1),
                    interItemSpacing: .fixed(16)))
    }

    @Test("a variant replaces the section's keys of the same name and keeps the others")
    func readmeVariants() throws {
        let layout = try #require(decodeLayout(try fixtureText("readme-example.yml")).layout)
        let variants = try #require(layout.sections.first?.provider.variants)
        try #require(variants.count == 2)
        let medium = variants[0]
        #expect(medium.condition.width == WidthRange(lowerBound: 500, upperBound: 1024))
        #expect(medium.position?.line == 31)
        #expect(medium.position?.column == 9)
        #expect(medium.value.group.arrangement.count == 2)
        #expect(medium.value.group.interItemSpacing == .zero, "the variant's group replaces the whole group")
        #expect(medium.value.contentInsets == DirectionalEdgeInsets(leading: 20, trailing: 20))
        #expect(medium.value.boundarySupplementaryItems.count == 2)
        let wide = variants[1]
        #expect(
            wide.condition == LayoutCondition(width: WidthRange(lowerBound: 1025, upperBound: nil), sizeClass: .regular)
        )
        #expect(wide.value.interGroupSpacing == 32)
        #expect(wide.value.group.arrangement.count == 1)
        #expect(wide.value.group.interItemSpacing == .fixed(16))
    }

    @Test(
        "dimension and spacing spellings",
        arguments: [
            ("fractionalWidth(0.5)", LayoutDimension.fractionalWidth(0.5)),
            ("fractionalHeight(1)", .fractionalHeight(1)),
            ("absolute(32)", .absolute(32)), ("estimated(200)", .estimated(200)),
            ("uniformAcrossSiblings(200)", .uniformAcrossSiblings(200)),
            ("\"uniformAcrossSiblings(estimate: 200)\"", .uniformAcrossSiblings(200)),
            ("uniformAcrossSiblings(estimate:200)", .uniformAcrossSiblings(200)),
            ("absolute( 1.5e1 )", .absolute(15)), ("\"estimated(0)\"", .estimated(0)),
            ("fractionalWidth(1.5)", .fractionalWidth(1.5)),
        ])
    func dimensions(text: String, expected: LayoutDimension) throws {
        let yaml = Sample.horizontal("size: {width: \(text), height: absolute(1)}, subitem: \(Sample.item), count: 1")
        let result = decodeLayout(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.sections.first?.provider.defaultValue?.group.layoutSize.widthDimension == expected)
    }

    @Test(
        "spacing spellings",
        arguments: [
            ("fixed(10)", LayoutSpacing.fixed(10)), ("flexible(10)", .flexible(10)), ("12", .fixed(12)),
            ("2.5", .fixed(2.5)),
            ("flexible( 0 )", .flexible(0)),
        ])
    func spacings(text: String, expected: LayoutSpacing) {
        let yaml = Sample.horizontal(
            "size: \(Sample.size), subitem: \(Sample.item), count: 2, interItemSpacing: \(text)")
        let result = decodeLayout(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.sections.first?.provider.defaultValue?.group.interItemSpacing == expected)
    }

    @Test("custom groups, nested groups, repeating subitems and edge spacing")
    func groupForms() throws {
        let yaml = """
            sections:
              - name: mosaic
                group:
                  custom:
                    size: {width: fractionalWidth(1), height: absolute(300)}
                    frames: [{x: 0, y: 0, width: 0.5, height: 1}, {x: 0.5, width: 0.5, height: 0.5}]
              - name: nested
                group:
                  vertical:
                    size: {width: fractionalWidth(1), height: absolute(200)}
                    contentInsets: 4
                    subitems:
                      - horizontal:
                          size: {width: fractionalWidth(1), height: absolute(100)}
                          repeatingSubitem: {item: {size: {width: absolute(50), height: absolute(50)}, edgeSpacing: {leading: flexible(4), top: 2}}}
                          count: 3
            """
        let result = decodeLayout(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let sections = try #require(result.layout?.sections)
        let mosaic = try #require(sections.first?.provider.defaultValue?.group)
        #expect(
            mosaic.arrangement
                == .custom([
                    FractionalRect(x: 0, y: 0, width: 0.5, height: 1),
                    FractionalRect(x: 0.5, y: 0, width: 0.5, height: 0.5),
                ]))
        let nested = try #require(sections.last?.provider.defaultValue?.group)
        #expect(nested.axis == .vertical)
        #expect(nested.contentInsets == DirectionalEdgeInsets(all: 4))
        guard case .subitems(let children) = nested.arrangement, case .group(let row)? = children.first,
            case .repeating(.item(let cell), count: 3) = row.arrangement
        else {
            Issue.record("unexpected arrangement \(nested.arrangement)")
            return
        }
        #expect(cell.edgeSpacing == LayoutEdgeSpacing(leading: .flexible(4), top: .fixed(2)))
    }

    @Test("a section with only variants has no default, and aliases reuse a group")
    func variantsOnlyAndAliases() throws {
        let yaml = """
            sections:
              - name: feed
                variants:
                  - when: {width: "..<500"}
                    group: &single {horizontal: {size: \(Sample.size), subitem: \(Sample.item), count: 1}}
                  - when: {width: "500..."}
                    group: *single
                    interGroupSpacing: 8
            """
        let result = decodeLayout(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let provider = try #require(result.layout?.sections.first?.provider)
        #expect(provider.defaultValue == nil)
        #expect(provider.variants.count == 2)
        #expect(provider.variants[0].value.group == provider.variants[1].value.group)
    }

    @Test("the split example from the fixtures decodes with sides")
    func splitFixture() throws {
        let result = decodeLayout(try fixtureText("split.yml"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        #expect(layout.sections.map(\.side) == [.left, .right, .left])
        #expect(layout.configuration.defaultValue?.split == LayoutSplit(leftSideRatio: 0.4, splitSpacing: 8))
    }
}

private extension LayoutGroup.Arrangement {
    /// The `count` of a count arrangement, else the number of children.
    var count: Int {
        switch self {
        case .subitems(let children): children.count
        case .equalSplit(_, let count), .repeating(_, let count): count
        case .custom(let frames): frames.count
        }
    }
}
