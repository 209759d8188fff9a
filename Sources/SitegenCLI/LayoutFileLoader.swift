import ArgumentParser
import SitegenLayout
enum LayoutFileLoader { static func load(path: String) throws -> CompositionalLayout { throw ExitCode.failure } }
