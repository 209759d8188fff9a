import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks, before anything is built, that the preview server could listen where it is told: the
/// host resolves to an address of this machine and the port is free (the server binds without
/// `SO_REUSEADDR`, as this check does).
public enum ListenAddress {
    /// Why the server could not listen on `host:port`, or `nil` when it could.
    public static func problem(host: String, port: Int) -> PreviewServerError? {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            let reason = String(cString: gai_strerror(status)).lowercased()
            return .cannotBind(
                host: host, port: port, reason: "the host is not an address or a name that resolves (\(reason))")
        }
        defer { freeaddrinfo(list) }
        let descriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard descriptor >= 0 else { return nil }  // cannot probe: let the server try
        defer { close(descriptor) }
        guard bind(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) != 0 else { return nil }
        switch errno {
        case EADDRINUSE: return .portInUse(host: host, port: port)
        case EADDRNOTAVAIL:
            return .cannotBind(host: host, port: port, reason: "the address is not one of this machine's")
        case EACCES:
            return .cannotBind(host: host, port: port, reason: "permission denied (ports below 1024 need privileges)")
        default: return .cannotBind(host: host, port: port, reason: String(cString: strerror(errno)))
        }
    }
}
