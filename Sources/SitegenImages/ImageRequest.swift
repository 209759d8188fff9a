/// What to make of one source image.
public struct ImageRequest: Hashable, Sendable {
    /// A cropped output: exactly `width` × `height`, covering it around the centre.
    public struct Crop: Hashable, Sendable {
        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int
        /// The format.
        public var format: EncodedFormat

        /// Creates a crop.
        public init(width: Int, height: Int, format: EncodedFormat) {
            self.width = width
            self.height = height
            self.format = format
        }
    }

    /// One more file at one width, in a format the others are not written in (the JPEG that
    /// browsers without WebP get).
    public struct Fallback: Hashable, Sendable {
        /// The width in pixels (at most the source's width).
        public var width: Int
        /// The format.
        public var format: EncodedFormat

        /// Creates a fallback.
        public init(width: Int, format: EncodedFormat) {
            self.width = width
            self.format = format
        }
    }

    /// The variant widths, in pixels (each at most the source's width).
    public var widths: [Int]
    /// The formats every width is written in.
    public var formats: [EncodedFormat]
    /// Cropped outputs (the Open Graph card).
    public var crops: [Crop]
    /// The one file in another format, if any.
    public var fallback: Fallback?
    /// The encoders' settings.
    public var quality: ImageQuality

    /// Creates a request.
    public init(
        widths: [Int], formats: [EncodedFormat], crops: [Crop] = [], fallback: Fallback? = nil,
        quality: ImageQuality = ImageQuality()
    ) {
        self.widths = widths
        self.formats = formats
        self.crops = crops
        self.fallback = fallback
        self.quality = quality
    }

    /// Every width a file is made at (the widths and the fallback's), narrowest first.
    public var outputWidths: [Int] {
        Set(widths + (fallback.map { [$0.width] } ?? [])).sorted()
    }

    /// The formats of the files made at a width: ``formats`` at each of ``widths``, and the
    /// fallback's format at its width, in their order.
    public func formats(at width: Int) -> [EncodedFormat] {
        var result = widths.contains(width) ? formats : []
        if let fallback, fallback.width == width, !result.contains(fallback.format) { result.append(fallback.format) }
        return result.sorted()
    }
}

/// The encoders' quality and effort settings (part of every cache key).
public struct ImageQuality: Hashable, Sendable {
    /// JPEG quality, 1–100.
    public var jpeg: Int
    /// WebP quality, 1–100.
    public var webp: Int
    /// AVIF quality, 1–100.
    public var avif: Int
    /// WebP and AVIF encoder effort (0 fastest).
    public var effort: Int

    /// Creates settings; the defaults are those of sharp (Astro, Eleventy) but a lower effort.
    public init(jpeg: Int = 80, webp: Int = 80, avif: Int = 50, effort: Int = 2) {
        self.jpeg = jpeg
        self.webp = webp
        self.avif = avif
        self.effort = effort
    }
}
