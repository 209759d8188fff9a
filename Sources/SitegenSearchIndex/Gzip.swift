import CZlib

/// gzip (RFC 1952) on zlib: Pagefind compresses its index files, and a merged index is
/// compressed the same way so that visitors download as little.
public enum Gzip {
    /// The gzip-compressed `bytes` (no file name, time 0: the same bytes give the same output).
    ///
    /// Level 1: a merged index is compressed again on every build and after every edit under
    /// `sitegen serve`, and level 1 compresses several times faster than the default 6 for word
    /// files about a tenth larger (bench/README.md, "search").
    public static func compress(_ bytes: [UInt8], level: Int32 = 1) -> [UInt8] {
        var stream = z_stream()
        // 15 window bits, +16 for a gzip wrapper.
        guard
            deflateInit2_(
                &stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)
            )
                == Z_OK
        else { return [] }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 32)
        var input = bytes
        let written: Int = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                let status = deflate(&stream, Z_FINISH)
                return status == Z_STREAM_END ? Int(stream.total_out) : -1
            }
        }
        guard written >= 0 else { return [] }
        return Array(output[..<written])
    }

    /// The bytes of gzip- (or zlib-) compressed `bytes`.
    public static func decompress(_ bytes: [UInt8]) throws(SearchIndexError) -> [UInt8] {
        var stream = z_stream()
        // 15 window bits, +32 to accept a gzip or a zlib header.
        guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .malformed("zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var input = bytes
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            var status = Z_OK
            while status == Z_OK {
                let produced: Int = chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    return target.count - Int(stream.avail_out)
                }
                output += chunk[..<produced]
                if status == Z_BUF_ERROR && stream.avail_in == 0 { break }
            }
            return status
        }
        guard status == Z_STREAM_END else { throw .malformed("gzip data is damaged (zlib status \(status))") }
        return output
    }
}
