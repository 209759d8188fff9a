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

    /// Whether a process with this number is running (`kill(2)` with no signal): a folder named
    /// for a build that is not running is a killed build's.
    package static func isRunning(_ process: Int32) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }

    /// The current `errno` as an error to throw (`EIO` when it names none Foundation knows).
    package static func lastError() -> POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}
