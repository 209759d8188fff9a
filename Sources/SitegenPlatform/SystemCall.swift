package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's `read`, `write` and `rename` by names that a type's own `read` or `write`
/// member does not hide, one spelling for every C library.
package enum SystemCall {
    /// `read(2)`.
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `write(2)`.
    package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// `rename(2)`: replaces what is at `target` in one step.
    package static func rename(_ source: String, _ target: String) -> Int32 {
        #if canImport(Glibc)
            Glibc.rename(source, target)
        #elseif canImport(Musl)
            Musl.rename(source, target)
        #else
            Darwin.rename(source, target)
        #endif
    }

    /// The current `errno` as an error to throw (`EIO` when it names none Foundation knows).
    package static func lastError() -> POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}
