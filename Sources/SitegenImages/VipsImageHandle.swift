internal import CVips
import Foundation

/// One libvips image, released when the handle goes.
final class VipsImageHandle {
    let pointer: UnsafeMutablePointer<VipsImage>

    init(_ pointer: UnsafeMutablePointer<VipsImage>) { self.pointer = pointer }

    deinit { sitegen_vips_release(pointer) }

    var width: Int { Int(vips_image_get_width(pointer)) }
    var height: Int { Int(vips_image_get_height(pointer)) }

    /// Runs an operation that makes a new image; the problem, with libvips' message, on failure.
    static func make(
        _ what: String, _ operation: (UnsafeMutablePointer<UnsafeMutablePointer<VipsImage>?>) -> Int32
    ) -> Result<VipsImageHandle, ImageProblem> {
        var out: UnsafeMutablePointer<VipsImage>?
        guard operation(&out) == 0, let out else { return .failure(ImageProblem(lastError(what))) }
        return .success(VipsImageHandle(out))
    }

    /// Encodes the image with an encoder that writes into a libvips buffer.
    func encode(
        _ what: String,
        _ save: (
            UnsafeMutablePointer<VipsImage>, UnsafeMutablePointer<UnsafeMutableRawPointer?>, UnsafeMutablePointer<Int>
        )
            -> Int32
    ) -> Result<Data, ImageProblem> {
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        guard save(pointer, &buffer, &length) == 0, let buffer else {
            return .failure(ImageProblem(Self.lastError(what)))
        }
        defer { sitegen_vips_free(buffer) }
        return .success(Data(bytes: buffer, count: length))
    }

    /// libvips' last message of this thread, first line, prefixed with what was being done.
    static func lastError(_ what: String) -> String {
        guard let text = sitegen_vips_error() else { return what }
        defer { sitegen_vips_free(text) }
        let message = String(cString: text).split(separator: "\n").first.map(String.init) ?? ""
        return message.isEmpty ? what : "\(what): \(message)"
    }
}
