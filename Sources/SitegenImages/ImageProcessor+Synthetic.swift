internal import CVips
public import Foundation

extension ImageProcessor {
    /// Makes a test picture: a colour gradient, encoded in a format, optionally tagged with an
    /// EXIF orientation (2–8) so that it is shown rotated or mirrored. For tests and benchmarks.
    /// - Parameters:
    ///   - width: The stored width in pixels.
    ///   - height: The stored height in pixels.
    ///   - format: JPEG, PNG, WebP or GIF.
    ///   - seed: Shifts the colours, so that pictures of the same size differ.
    ///   - orientation: The EXIF orientation to record (JPEG only), 1 for none.
    ///   - grain: The sigma of Gaussian grain added (0 for none; about 20 compresses like a photograph).
    /// - Returns: The file's bytes.
    public static func synthesize(
        width: Int, height: Int, format: ImageFormat, seed: Int = 0, orientation: Int = 1, grain: Double = 0
    ) -> Result<Data, ImageProblem> {
        guard started else { return .failure(ImageProblem("libvips could not be started")) }
        let made = VipsImageHandle.make("cannot make a test picture") {
            sitegen_vips_gradient(Int32(width), Int32(height), Int32(seed), Int32(orientation), grain, $0)
        }
        guard case .success(let image) = made else { return .failure(made.failureValue!) }
        switch format {
        case .jpeg:
            return image.encode("cannot encode JPEG") { sitegen_vips_save_jpeg_with_metadata($0, 85, $1, $2) }
        case .png: return image.encode("cannot encode PNG") { sitegen_vips_save_png($0, $1, $2) }
        case .webp: return image.encode("cannot encode WebP") { sitegen_vips_save_webp($0, 80, 2, $1, $2) }
        case .gif: return image.encode("cannot encode GIF") { sitegen_vips_save_gif($0, $1, $2) }
        case .avif: return image.encode("cannot encode AVIF") { sitegen_vips_save_avif($0, 50, 2, $1, $2) }
        case .svg: return .failure(ImageProblem("a test picture cannot be an SVG"))
        }
    }
}
