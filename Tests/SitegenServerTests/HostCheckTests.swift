import Testing

@testable import SitegenServer

/// Which `Host` a request may name, by the address the server listens on.
@Suite struct HostCheckTests {
    @Test(
        "on loopback: localhost, *.localhost and IP addresses are answered, other names are not",
        arguments: [
            (nil, true), ("", true), ("127.0.0.1", true), ("127.0.0.1:8000", true), ("localhost", true),
            ("LocalHost:8000", true), ("localhost.", true), ("show.localhost:8000", true), ("[::1]:8000", true),
            ("[::1]", true), ("192.168.1.20:8000", true), ("attacker.example", false),
            ("attacker.example:8000", false), ("127.0.0.1.attacker.example", false),
            ("localhost.attacker.example", false),
            ("notlocalhost", false), ("256.1.1.1", false), ("1.2.3", false), ("[::1", false), ("0x7f.0.0.1", false),
        ] as [(String?, Bool)])
    func loopback(_ authority: String?, _ allowed: Bool) {
        for host in ["127.0.0.1", "::1", "localhost"] {
            #expect(
                HostCheck(listeningOn: host).allows(authority) == allowed, "\(host): \(String(describing: authority))")
        }
    }

    @Test("a server the user put on another address or name answers every host")
    func network() {
        for host in ["0.0.0.0", "::", "192.168.1.20", "show.test"] {
            #expect(HostCheck(listeningOn: host).allows("attacker.example"))
        }
    }
}
