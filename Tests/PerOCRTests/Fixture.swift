import Foundation

/// The images scripts/tag-corpus.py --fixtures drew, read from the source tree.
enum Fixture {
    static func bytes(_ name: String) throws -> [UInt8] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures")
        return [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}
