import ArgumentParser
import Foundation
import PerStorage

extension DatabaseLocation {
    /// The environment variable `per serve` and `per household create` read when there is no
    /// `--database`.
    static let serverVariable = "PER_DATABASE_URL"

    /// The database of `per serve`: `--database`, else `$PER_DATABASE_URL`, else the default
    /// file.
    /// - Throws: `ValidationError` for a PostgreSQL URL that can't be used, naming where it
    ///   came from (never with its password).
    static func server(argument: String?, environment: [String: String]) throws -> Self {
        guard let text = argument ?? environment[serverVariable].flatMap({ $0.isEmpty ? nil : $0 }) else {
            return .defaultFile(environment: environment)
        }
        do {
            return try DatabaseLocation(argument: text)
        } catch {
            let source = argument == nil ? "$\(serverVariable)" : "--database"
            throw ValidationError("\(error.description) (\(source)).")
        }
    }
}
