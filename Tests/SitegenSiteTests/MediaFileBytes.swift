import Foundation
import SitegenTestSupport

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// Small but real media files for the podcast fixture, made at test time: what their names say
/// they are, so that an enclosure's type and length can be checked against them.
enum MediaFileBytes {
    /// A WAV file of silence: 8 kHz, 8-bit mono PCM (8,000 bytes a second) after a 44-byte header.
    static func wav(seconds: Int) -> Data {
        let samples = 8_000 * seconds
        var data = Data("RIFF".utf8)
        data.append(littleEndian: UInt32(36 + samples))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        data.append(littleEndian: UInt32(16))
        data.append(littleEndian: UInt16(1))  // PCM
        data.append(littleEndian: UInt16(1))  // mono
        data.append(littleEndian: UInt32(8_000))  // samples a second
        data.append(littleEndian: UInt32(8_000))  // bytes a second
        data.append(littleEndian: UInt16(1))  // bytes a frame
        data.append(littleEndian: UInt16(8))  // bits a sample
        data.append(contentsOf: Array("data".utf8))
        data.append(littleEndian: UInt32(samples))
        data.append(Data(repeating: 0x80, count: samples))  // unsigned 8-bit silence
        return data
    }

    /// The first boxes of an MP4 file (`ftyp`, then a `free` box of `padding` bytes): enough for
    /// `file` and a browser to know it as MP4; it has no tracks to play.
    static func mp4(padding: Int) -> Data {
        var data = Data()
        data.append(bigEndian: UInt32(24))
        data.append(contentsOf: Array("ftypisom".utf8))
        data.append(bigEndian: UInt32(0x200))
        data.append(contentsOf: Array("isommp41".utf8))
        data.append(bigEndian: UInt32(8 + padding))
        data.append(contentsOf: Array("free".utf8))
        data.append(Data(repeating: 0, count: padding))
        return data
    }

    /// A PNG image of one colour (RGB, 8 bits a channel, zlib with stored blocks).
    /// A podcast artwork Apple Podcasts takes (a 1400×1400 PNG, 8 KB): the sample site's.
    static var artwork: Data {
        (try? Data(contentsOf: PackagePaths.root.appendingPathComponent("Content/images/podcast-artwork.png")))
            ?? Data()
    }

    static func png(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) -> Data {
        var raw = [UInt8]()
        raw.reserveCapacity((width * 3 + 1) * height)
        for _ in 0..<height {
            raw.append(0)  // no filter
            for _ in 0..<width { raw.append(contentsOf: [red, green, blue]) }
        }
        return PNGBytes.image(width: width, height: height, bitDepth: 8, colourType: 2, raw: raw)
    }
}

extension Data {
    fileprivate mutating func append<T: FixedWidthInteger>(littleEndian value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    fileprivate mutating func append<T: FixedWidthInteger>(bigEndian value: T) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
