#if !FUZZING
    import ArgumentParser
    import Foundation
    import SitegenTestSupport

    /// `sitegen-fuzz TARGET [INPUT...]`: the fuzz targets without libFuzzer.
    ///
    /// Runs every seed file (files or folders of files), then, with `--runs` or `--seconds`,
    /// mutations of them generated deterministically from `--seed`. Exits 0 when nothing crashed;
    /// a crash or timeout saves the input under `--artifacts` and ends the process. The same
    /// targets built with `-D FUZZING` and `-sanitize=fuzzer` are libFuzzer targets instead.
    @main
    struct FuzzCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sitegen-fuzz",
            abstract: "Run a fuzz target on seed inputs and mutations of them.",
            discussion: "Targets: " + FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        )

        @Argument(
            help:
                "The target: \(FuzzTarget.allCases.filter { $0 != .selfTest }.map(\.rawValue).joined(separator: ", "))."
        )
        var target: String

        @Argument(help: "Seed input files, or folders of them.")
        var inputs: [String] = []

        @Option(help: "Mutations to run after the seeds.")
        var runs: Int?

        @Option(help: "Keep mutating for this many seconds after the seeds.")
        var seconds: Double?

        @Option(help: "The random seed of the mutations.")
        var seed: UInt64 = 1

        @Option(help: "A libFuzzer dictionary of tokens to insert.")
        var dict: String?

        @Option(name: .customLong("max-length"), help: "The longest generated input, in bytes.")
        var maximumLength = 8192

        @Option(help: "Seconds one input may run before it counts as a hang.")
        var timeout: UInt32 = 10

        @Option(help: "Where a crashing input is saved.")
        var artifacts = "."

        func validate() throws {
            guard FuzzTarget(name: target) != nil else {
                throw ValidationError(
                    "unknown target '\(target)'; targets: "
                        + FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))
            }
            if let runs, runs < 0 { throw ValidationError("--runs must not be negative") }
            if let seconds, !(seconds >= 0) { throw ValidationError("--seconds must not be negative") }
            guard maximumLength > 0 else { throw ValidationError("--max-length must be positive") }
        }

        func run() throws {
            let target = FuzzTarget(name: target)!
            let seeds = try FuzzSeeds.load(inputs)
            let dictionary = try dict.map { try FuzzDictionary.load(URL(fileURLWithPath: $0)) } ?? []
            let artifact = URL(fileURLWithPath: artifacts).appendingPathComponent(
                "crash-\(target.rawValue)-seed\(seed)")
            CrashReporter.install(artifact: artifact)
            let start = Date()
            for input in seeds {
                CrashReporter.willRun(input, timeout: timeout)
                target.run(input)
                CrashReporter.didRun()
            }
            var mutator = InputMutator(
                random: SplitMix64(seed: seed), dictionary: dictionary, maximumLength: maximumLength)
            let pool = seeds.isEmpty ? [[]] : seeds
            var mutations = 0
            let deadline = seconds.map { start.addingTimeInterval($0) }
            while runs.map({ mutations < $0 }) ?? (deadline != nil), deadline.map({ Date() < $0 }) ?? true {
                let input = mutator.mutate(pool[mutator.random.below(pool.count)], corpus: pool)
                CrashReporter.willRun(input, timeout: timeout)
                target.run(input)
                CrashReporter.didRun()
                mutations += 1
            }
            let elapsed = String(format: "%.1f", Date().timeIntervalSince(start))
            print(
                "sitegen-fuzz: \(target.rawValue): \(seeds.count + mutations) inputs (\(seeds.count) seeds, \(mutations) mutations, seed \(seed)) in \(elapsed) s, no crash"
            )
        }
    }
#endif
