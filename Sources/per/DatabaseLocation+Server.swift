import ArgumentParser
import Foundation
import PerServer

extension DatabaseLocation {
    /// The environment variable `per serve` and `per household create` read when there is no
    /// `--database`.
    static let serverVariable = "PER_DATABASE_URL"

    /// The database of `per serve`: `--database`, else `$PER_DATABASE_URL`, else the default
    /// file.
    /// - Throws: ``DatabaseURLError`` for a PostgreSQL URL that can't be used.
    static func server(argument: String?, environment: [String: String]) throws(DatabaseURLError) -> Self {
        if let argument = argument ?? environment[serverVariable].flatMap({ $0.isEmpty ? nil : $0 }) {
            return try DatabaseLocation(argument: argument)
        }
        return .defaultFile(environment: environment)
    }

    /// ``server(argument:environment:)``, its error as a usage error naming where the URL
    /// came from.
    static func validatedServer(argument: String?, environment: [String: String]) throws -> Self {
        do {
            return try server(argument: argument, environment: environment)
        } catch {
            let source = argument == nil ? "$\(serverVariable)" : "--database"
            throw ValidationError("\(error.description) (\(source)).")
        }
    }
}
