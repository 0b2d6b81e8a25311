import CTesseract

/// A Leptonica image that this value owns: it is destroyed when the value goes away, so every
/// intermediate image of the preparation is freed on every path, errors included.
struct PixImage: ~Copyable {
    /// The image; valid while this value lives.
    let pointer: UnsafeMutablePointer<Pix>

    /// Takes ownership of an image a Leptonica call returned, nil when it returned none.
    init?(_ pointer: UnsafeMutablePointer<Pix>?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    deinit {
        var pointer: UnsafeMutablePointer<Pix>? = pointer
        pixDestroy(&pointer)
    }

    /// The width in pixels.
    var width: Int { Int(pixGetWidth(pointer)) }

    /// The height in pixels.
    var height: Int { Int(pixGetHeight(pointer)) }

    /// The part of this image in `box` (in its pixels, within it), nil when Leptonica can't cut it.
    func clipped(to box: OCRBox) -> PixImage? {
        var leptonicaBox = boxCreate(Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
        defer { boxDestroy(&leptonicaBox) }
        guard leptonicaBox != nil else { return nil }
        return PixImage(pixClipRectangle(pointer, leptonicaBox, nil))
    }

    /// The bounding boxes of the 8-connected components of this 1-bit image, in its pixels.
    func componentBoxes() -> [OCRBox] {
        var boxa = pixConnCompBB(pointer, 8)
        defer { boxaDestroy(&boxa) }
        guard boxa != nil else { return [] }
        return (0..<boxaGetCount(boxa)).map { index in
            var x: Int32 = 0
            var y: Int32 = 0
            var width: Int32 = 0
            var height: Int32 = 0
            boxaGetBoxGeometry(boxa, index, &x, &y, &width, &height)
            return OCRBox(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
        }
    }
}
