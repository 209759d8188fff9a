internal import CVips
public import Foundation

/// Decodes, measures and encodes images on libvips: bytes in, bytes out, no file access.
///
/// Every function may be called from any number of threads at once (each call works on its own
/// images); libvips is started on first use, with its cache off and one worker thread per call,
/// so that the caller's own parallelism (one image per core) bounds the work and the memory.
public enum ImageProcessor {
    /// Whether libvips started.
    static let started: Bool = sitegen_vips_start() == 0

    /// The largest image sitegen decodes by default, in pixels (100 megapixels): a guard
    /// against decompression bombs (a small file that decodes to gigabytes).
    public static let defaultMaxPixels = 100_000_000

    /// Reads an image's header (no pixels): its format from its bytes and its size as shown.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - maxPixels: The most pixels the image may have.
    /// - Returns: The facts, or why the file cannot be used.
    public static func header(of data: Data, maxPixels: Int = defaultMaxPixels) -> Result<ImageFacts, ImageProblem> {
        guard started else { return .failure(ImageProblem("libvips could not be started")) }
        guard let format = ImageFormat(sniffing: data) else {
            return .failure(
                ImageProblem("this file is not an image sitegen can read (JPEG, PNG, WebP, AVIF, GIF or SVG)"))
        }
        if format == .svg {
            let parsed: (width: Int, height: Int, declared: Bool)?
            do {
                parsed = try SVGSize.parse(data)
            } catch {
                let size = String(format: "%g × %g", error.width, error.height)
                return .failure(
                    ImageProblem(
                        "this SVG file declares a size of \(size) px; a side may be at most "
                            + "\(Int(SVGSize.maxSide)) px"))
            }
            guard let size = parsed else {
                return .failure(ImageProblem("this SVG file declares no width and height or viewBox"))
            }
            return .success(
                ImageFacts(format: .svg, width: size.width, height: size.height, hasNaturalSize: size.declared))
        }
        var width: Int32 = 0
        var height: Int32 = 0
        var orientation: Int32 = 1
        var alpha: Int32 = 0
        let status = data.withUnsafeBytes { bytes in
            sitegen_vips_header(bytes.baseAddress, bytes.count, &width, &height, &orientation, &alpha)
        }
        guard status == 0 else {
            return .failure(ImageProblem(VipsImageHandle.lastError("cannot read this \(format.displayName) file")))
        }
        guard width > 0, height > 0 else {
            return .failure(ImageProblem("this \(format.displayName) file has no pixels (\(width)×\(height))"))
        }
        let pixels = Int(width) * Int(height)
        guard pixels <= maxPixels else {
            return .failure(
                ImageProblem(
                    "this image is \(width)×\(height) pixels (\(pixels / 1_000_000) megapixels), more than the \(maxPixels / 1_000_000) megapixels sitegen decodes; scale it down"
                ))
        }
        let swapped = (5...8).contains(orientation)
        return .success(
            ImageFacts(
                format: format, width: Int(swapped ? height : width), height: Int(swapped ? width : height)))
    }

    /// Decodes an image once and makes the variants and crops asked for, with its average colour.
    /// - Parameters:
    ///   - data: The file's bytes (a raster format; ``header(of:maxPixels:)`` checked them).
    ///   - facts: What its header said.
    ///   - request: The widths, formats, fallback and crops.
    /// - Returns: The encoded files, or why the image could not be decoded or encoded.
    public static func render(
        _ data: Data, facts: ImageFacts, request: ImageRequest
    ) -> Result<RenderedImages, ImageProblem> {
        guard started else { return .failure(ImageProblem("libvips could not be started")) }
        let cropWidths = request.crops.map { Int((Double($0.height) * facts.aspectRatio).rounded(.up)) }
        let largest = min(
            facts.width,
            max(
                request.widths.max() ?? 1, request.fallback?.width ?? 1, request.crops.map(\.width).max() ?? 1,
                cropWidths.max() ?? 1, 32))
        let decoded = data.withUnsafeBytes { bytes in
            VipsImageHandle.make("cannot decode this \(facts.format.displayName) file") {
                sitegen_vips_decode(bytes.baseAddress, bytes.count, Int32(largest), $0)
            }
        }
        switch decoded {
        case .failure(let problem): return .failure(problem)
        case .success(let master):
            return render(master, facts: facts, request: request)
        }
    }

    private static func render(
        _ master: VipsImageHandle, facts: ImageFacts, request: ImageRequest
    ) -> Result<RenderedImages, ImageProblem> {
        let color: String
        switch averageColor(of: master) {
        case .success(let value): color = value
        case .failure(let problem): return .failure(problem)
        }
        var variants: [EncodedImage] = []
        // Each width is resized once; the fallback is encoded from its width's resized image.
        for width in request.outputWidths {
            let resized = VipsImageHandle.make("cannot resize the image to \(width) px") {
                sitegen_vips_resize(master.pointer, Int32(width), $0)
            }
            guard case .success(let image) = resized else { return .failure(resized.failureValue!) }
            for format in request.formats(at: width) {
                switch encode(image, as: format, quality: request.quality) {
                case .success(let data):
                    variants.append(EncodedImage(width: image.width, height: image.height, format: format, data: data))
                case .failure(let problem): return .failure(problem)
                }
            }
        }
        var crops: [EncodedImage] = []
        for crop in request.crops {
            let cropped = VipsImageHandle.make("cannot crop the image to \(crop.width)×\(crop.height)") {
                sitegen_vips_cover(master.pointer, Int32(crop.width), Int32(crop.height), $0)
            }
            guard case .success(let image) = cropped else { return .failure(cropped.failureValue!) }
            switch encode(image, as: crop.format, quality: request.quality) {
            case .success(let data):
                crops.append(EncodedImage(width: image.width, height: image.height, format: crop.format, data: data))
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(RenderedImages(variants: variants, crops: crops, averageColor: color))
    }

    /// Encodes an image in a format (JPEG on white when it has alpha).
    private static func encode(
        _ image: VipsImageHandle, as format: EncodedFormat, quality: ImageQuality
    ) -> Result<Data, ImageProblem> {
        switch format {
        case .webp:
            return image.encode("cannot encode WebP") {
                sitegen_vips_save_webp($0, Int32(quality.webp), Int32(quality.effort), $1, $2)
            }.map(WebPMetadata.stripping)
        case .avif:
            return image.encode("cannot encode AVIF") {
                sitegen_vips_save_avif($0, Int32(quality.avif), Int32(quality.effort), $1, $2)
            }
        case .jpeg:
            let flat = VipsImageHandle.make("cannot flatten the image") { sitegen_vips_flatten(image.pointer, $0) }
            guard case .success(let opaque) = flat else { return .failure(flat.failureValue!) }
            return opaque.encode("cannot encode JPEG") { sitegen_vips_save_jpeg($0, Int32(quality.jpeg), $1, $2) }
        }
    }

    /// The mean colour of the image (on white where it is transparent), as `#rrggbb`.
    private static func averageColor(of master: VipsImageHandle) -> Result<String, ImageProblem> {
        let small = VipsImageHandle.make("cannot measure the image's colour") {
            sitegen_vips_resize(master.pointer, 32, $0)
        }
        guard case .success(let image) = small else { return .failure(small.failureValue!) }
        let flat = VipsImageHandle.make("cannot measure the image's colour") { sitegen_vips_flatten(image.pointer, $0) }
        guard case .success(let opaque) = flat else { return .failure(flat.failureValue!) }
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        guard sitegen_vips_average(opaque.pointer, &red, &green, &blue) == 0 else {
            return .failure(ImageProblem(VipsImageHandle.lastError("cannot measure the image's colour")))
        }
        let hex = [red, green, blue].map { value -> String in
            let byte = Int(min(max(value.rounded(), 0), 255))
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }
        return .success("#" + hex.joined())
    }

    /// The SHA-256 of bytes, as 64 lowercase hex digits.
    /// - Parameter data: The bytes.
    public static func sha256(_ data: Data) -> String {
        let text = data.withUnsafeBytes { sitegen_sha256($0.baseAddress, $0.count) }
        guard let text else { return "" }
        defer { sitegen_vips_free(text) }
        return String(cString: text)
    }
}

extension Result {
    /// The error, when this is a failure.
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
