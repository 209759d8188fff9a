import Foundation
import SitegenContent
import SitegenFormats
import Yams

/// Decodes the `images:` block of `theme.yml` (see ``ThemeImages``):
///
/// ```yaml
/// images:
///   gallery: {padding: 0, top: 64}
///   article: {padding: 40, maxWidth: 704, top: 180, beside: {from: 1024, share: 2/3, gap: 48}}
///   poster: {padding: 40, maxWidth: 704, top: 120, beside: {from: 1024, share: 1/3, gap: 48}}
///   belowFirstScreen: [episode]
///   cells:
///     episode-card: {width: cell, aspectRatio: 16/9}
///     episode-wide: {width: cell, height: cell - 88}
///     collection: {width: 80, aspectRatio: 16/9, regular: {width: cell, aspectRatio: 16/9}}
/// ```
enum ThemeImagesDecoder {
    static let keys = ["gallery", "article", "poster", "belowFirstScreen", "cells"]
    static let columnKeys = ["padding", "maxWidth", "top", "beside"]
    static let besideKeys = ["from", "share", "gap"]
    static let boxKeys = ["width", "height", "aspectRatio", "regular"]
    /// The largest length the block may give, in CSS pixels, as a layout file's lengths: the
    /// widths a picture is drawn at are whole numbers of device pixels, and 1e300 px is none.
    static let maxLength = 100_000.0
    /// The narrowest and widest aspect ratio a cell's picture box may have (1/100 to 100/1).
    static let aspectRatios = 0.01...100.0

    static func decode(_ node: Node, reader: inout FrontMatterReader) -> ThemeImages {
        var images = ThemeImages()
        guard let body = reader.mapping(node, "`images`", keys: keys, place: "`images`") else { return images }
        if let entry = body["gallery"] { images.gallery = column(entry.value, "gallery", images.gallery, &reader) }
        if let entry = body["article"] { images.article = column(entry.value, "article", images.article, &reader) }
        if let entry = body["poster"] {
            images.poster = column(entry.value, "poster", images.poster ?? images.article, &reader)
        }
        if let entry = body["belowFirstScreen"], let kinds = reader.strings(entry.value, label: "belowFirstScreen") {
            images.belowFirstScreen = Set(kinds)
            // A name that is no page kind would be ignored without a word.
            let nodes: [Node] = if case .sequence(let items) = entry.value { Array(items) } else { [entry.value] }
            for node in nodes {
                guard let kind = node.scalar?.string, !Theme.pageKinds.contains(kind) else { continue }
                reader.error(
                    "`belowFirstScreen` names '\(FrontMatterReader.shortened(kind))', which is not a page kind ("
                        + Theme.pageKinds.joined(separator: ", ") + ")", at: node)
            }
        }
        if let entry = body["cells"], case .mapping(let raw) = entry.value {
            for (key, value) in raw {
                guard let name = key.scalar?.string else { continue }
                images.cells[name] = cell(value, name: name, &reader)
            }
        } else if let entry = body["cells"] {
            reader.wrongType(entry.value, "`images.cells`", expected: "a mapping")
        }
        return images
    }

    private static func column(
        _ node: Node, _ name: String, _ defaults: ThemeImages.Column, _ reader: inout FrontMatterReader
    ) -> ThemeImages.Column {
        var column = defaults
        guard let body = reader.mapping(node, "`images.\(name)`", keys: columnKeys, place: "`images.\(name)`")
        else { return column }
        if let entry = body["padding"], let value = length(entry.value, label: "\(name).padding", &reader) {
            column.padding = value
        }
        if let entry = body["maxWidth"] {
            column.maxWidth =
                FrontMatterReader.isNull(entry.value)
                ? nil : length(entry.value, label: "\(name).maxWidth", minimum: 1, &reader)
        }
        if let entry = body["top"], let value = length(entry.value, label: "\(name).top", &reader) {
            column.top = value
        }
        if let entry = body["beside"] { column.beside = beside(entry.value, "\(name).beside", &reader) }
        return column
    }

    /// `{from: 1024, share: 1/3, gap: 48}`: all three are needed.
    private static func beside(
        _ node: Node, _ label: String, _ reader: inout FrontMatterReader
    ) -> ThemeImages.Beside? {
        guard let body = reader.mapping(node, "`images.\(label)`", keys: besideKeys, place: "`images.\(label)`")
        else { return nil }
        var from: Double?
        var gap: Double?
        var share: Double?
        if let entry = body["from"] { from = length(entry.value, label: "\(label).from", minimum: 1, &reader) }
        if let entry = body["gap"] { gap = length(entry.value, label: "\(label).gap", &reader) }
        if let entry = body["share"] {
            share = aspectRatio(entry.value).flatMap { $0 > 0 && $0 < 1 ? $0 : nil }
            if share == nil {
                reader.error("`\(label).share` must be a fraction from 0 to 1, such as 1/3 or 0.4", at: entry.value)
            }
        }
        guard let from, let gap, let share else {
            if body["from"] == nil || body["share"] == nil || body["gap"] == nil {
                reader.error("`images.\(label)` needs `from`, `share` and `gap`", at: node)
            }
            return nil
        }
        return ThemeImages.Beside(from: from, share: share, gap: gap)
    }

    /// A number of pixels from `minimum` to ``maxLength``, or `nil` after an error.
    private static func length(
        _ node: Node, label: String, minimum: Double = 0, _ reader: inout FrontMatterReader
    ) -> Double? {
        guard let value = reader.number(node, label: label, minimum: minimum) else { return nil }
        guard value <= maxLength else {
            let limit = FrontMatterReader.format(maxLength)
            reader.error("`\(label)` must be at most \(limit) px, not \(FrontMatterReader.format(value))", at: node)
            return nil
        }
        return value
    }

    private static func cell(_ node: Node, name: String, _ reader: inout FrontMatterReader) -> ThemeImages.Cell {
        var cell = ThemeImages.Cell()
        guard let body = reader.mapping(node, "cell `\(name)`", keys: boxKeys, place: "cell `\(name)`") else {
            return cell
        }
        cell.compact = box(body, name: name, &reader)
        if let entry = body["regular"],
            let regular = reader.mapping(
                entry.value, "`\(name).regular`", keys: boxKeys.filter { $0 != "regular" }, place: "`regular`")
        {
            cell.regular = box(regular, name: "\(name).regular", &reader)
        }
        return cell
    }

    private static func box(_ body: YAMLMapping, name: String, _ reader: inout FrontMatterReader) -> ThemeImages.Box {
        var box = ThemeImages.Box()
        if let entry = body["width"], let length = cellLength(entry.value, label: "\(name).width", &reader) {
            box.width = length
        }
        if let entry = body["height"], let length = cellLength(entry.value, label: "\(name).height", &reader) {
            box.height = length
            box.aspectRatio = nil
        }
        if let entry = body["aspectRatio"] {
            guard let ratio = aspectRatio(entry.value) else {
                reader.error("`\(name).aspectRatio` must be a positive number or a ratio such as 16/9", at: entry.value)
                return box
            }
            guard aspectRatios.contains(ratio) else {
                reader.error(
                    "`\(name).aspectRatio` must be from 1/100 to 100/1, not \(FrontMatterReader.format(ratio))",
                    at: entry.value)
                return box
            }
            box.aspectRatio = ratio
            box.height = nil
        }
        return box
    }

    /// `cell`, `cell - 88`, `cell + 4`, `cell * 0.58`, `80`.
    private static func cellLength(
        _ node: Node, label: String, _ reader: inout FrontMatterReader
    ) -> ThemeImages.CellLength? {
        let text = (node.scalar?.string ?? "").replacingOccurrences(of: " ", with: "")
        var length: ThemeImages.CellLength?
        if let value = Double(text), value >= 0 { length = ThemeImages.CellLength(perCell: 0, constant: value) }
        if text == "cell" { length = ThemeImages.CellLength(perCell: 1, constant: 0) }
        if text.hasPrefix("cell*"), let factor = Double(text.dropFirst(5)), factor > 0, factor <= 1 {
            length = ThemeImages.CellLength(perCell: factor, constant: 0)
        }
        for sign in ["+", "-"] where text.hasPrefix("cell" + sign) {
            if let value = Double(text.dropFirst(5)), value >= 0 {
                length = ThemeImages.CellLength(perCell: 1, constant: sign == "-" ? -value : value)
            }
        }
        guard let length else {
            reader.error(
                "`\(label)` must be `cell`, `cell - N`, `cell + N`, `cell * F` (F from 0 to 1) or a number of pixels",
                at: node)
            return nil
        }
        // `inf` is a Double too; 1e300 px made a width no device pixel count holds (a crash).
        guard abs(length.constant) <= maxLength else {
            reader.error(
                "`\(label)`'s number of pixels must be at most \(FrontMatterReader.format(maxLength)), not '\(text)'",
                at: node)
            return nil
        }
        return length
    }

    private static func aspectRatio(_ node: Node) -> Double? {
        let text = (node.scalar?.string ?? "").replacingOccurrences(of: " ", with: "")
        let parts = text.split(separator: "/").compactMap { Double($0) }
        let ratio = parts.count == 2 && parts[1] > 0 ? parts[0] / parts[1] : Double(text)
        guard let ratio, ratio.isFinite, ratio > 0 else { return nil }
        return ratio
    }
}
