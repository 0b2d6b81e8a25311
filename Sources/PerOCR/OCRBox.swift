/// A rectangle in the pixels of the original image, origin at its top-left corner.
public struct OCRBox: Hashable, Sendable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width, at least 1.
    public var width: Int
    /// The height, at least 1.
    public var height: Int

    /// A box from its top-left corner and its size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge (exclusive).
    public var maxX: Int { x + width }

    /// The bottom edge (exclusive).
    public var maxY: Int { y + height }

    /// The number of pixels inside.
    public var area: Int { width * height }

    /// The pixels this box shares with `other`, 0 when they don't meet.
    public func intersectionArea(with other: OCRBox) -> Int {
        let width = min(maxX, other.maxX) - max(x, other.x)
        let height = min(maxY, other.maxY) - max(y, other.y)
        return width > 0 && height > 0 ? width * height : 0
    }

    /// The rows this box shares with `other`, 0 when they don't meet vertically.
    public func verticalOverlap(with other: OCRBox) -> Int {
        max(0, min(maxY, other.maxY) - max(y, other.y))
    }

    /// The smallest box that holds both.
    public func union(_ other: OCRBox) -> OCRBox {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return OCRBox(
            x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}
