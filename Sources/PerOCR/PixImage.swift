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
}
