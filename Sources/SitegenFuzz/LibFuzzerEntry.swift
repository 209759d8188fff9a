#if FUZZING
    import Foundation

    /// The target this libFuzzer binary runs, chosen by `--target=NAME` (libFuzzer passes flags
    /// that start with `--` through) or by `SITEGEN_FUZZ_TARGET`.
    nonisolated(unsafe) private var selectedTarget: FuzzTarget?

    /// libFuzzer's start-up hook: picks the target from the arguments or the environment.
    @_cdecl("LLVMFuzzerInitialize")
    public func fuzzerInitialize(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
    ) -> CInt {
        var name = ProcessInfo.processInfo.environment["SITEGEN_FUZZ_TARGET"]
        if let arguments = argv.pointee {
            for index in 0..<Int(argc.pointee) {
                guard let pointer = arguments[index] else { continue }
                let argument = String(cString: pointer)
                if argument.hasPrefix("--target=") { name = String(argument.dropFirst("--target=".count)) }
            }
        }
        guard let name, let target = FuzzTarget(name: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("sitegen-fuzz: pass --target=NAME (one of \(names))\n".utf8))
            exit(64)
        }
        selectedTarget = target
        return 0
    }

    /// libFuzzer's entry point: runs the selected target on one input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        selectedTarget?.run(bytes)
        return 0
    }

    /// libFuzzer's driver (in the runtime that `-sanitize=fuzzer` links).
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runLibFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The executable's entry point: SwiftPM links `main` to `<module>_main`, so this stands in for
    /// libFuzzer's own `main` and hands over to its driver.
    @_cdecl("SitegenFuzz_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return runLibFuzzerDriver(&count, &arguments) { data, size in fuzzerTestOneInput(data, size) }
    }
#endif
