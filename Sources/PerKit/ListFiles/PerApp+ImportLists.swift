extension PerApp.Action {
    /// Imports the CSV or JSON list file `text` (see ``ListFile/lists(from:system:)``): its
    /// lists, or every problem that keeps it from being imported.
    ///
    /// Reading the file is kept out of the reducer, so that a front end that never reads files
    /// itself (the web app reads them in a module of its own) carries no file parser.
    /// - Parameter system: Decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean in a CSV file:
    ///   the shopper's measurement system.
    public static func importLists(text: String, firstID: ListID, system: MeasurementSystem) -> Self {
        do {
            return .importLists(.success(try ListFile.lists(from: text, system: system)), firstID: firstID)
        } catch {
            return .importLists(.failure(error), firstID: firstID)
        }
    }
}
