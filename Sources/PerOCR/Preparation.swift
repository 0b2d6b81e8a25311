import CTesseract

/// How a photo is made ready for Tesseract; `TagReader` documents the steps.
public struct Preparation: Sendable {
    /// Images whose longer side is shorter are scaled up to it (at most `maximumUpscale` times),
    /// so that the small print of a tag is tall enough for Tesseract.
    public var smallestLongSide = 1200
    /// Images whose longer side is longer are scaled down to it, which bounds the time a photo takes.
    public var largestLongSide = 2800
    /// The most a small image is scaled up.
    public var maximumUpscale = 4.0
    /// Gray levels below this (0–255) count as dark when looking for light-on-dark boxes.
    public var darkLevel: Int32 = 110
    /// The share of a candidate box's pixels that must be dark for the box to be inverted.
    public var darkBoxFill = 0.5
    /// The share of the light pixels inside a candidate box that dark must enclose for the box to
    /// be inverted: the letters of a band are enclosed, the light around a price is not.
    public var enclosedLight = 0.35
    /// The narrowest a light-on-dark box is, as a share of the image's longer side.
    public var bandWidth = 0.15
    /// Sauvola's factor k: higher leaves thin faint strokes out.
    public var sauvolaFactor: Float = 0.34

    /// The default preparation.
    public init() {}

    /// `image` in 1 bit per pixel, dark text on light, scaled by `PreparedImage.scale`.
    func prepare(_ image: borrowing PixImage) throws(OCRError) -> PreparedImage {
        let gray = try Self.gray(image)
        let scale = self.scale(width: gray.width, height: gray.height)
        let scaled: PixImage
        if scale == 1 {
            scaled = gray
        } else {
            guard let resized = PixImage(pixScale(gray.pointer, Float(scale), Float(scale))) else {
                throw .undecodable
            }
            scaled = resized
        }
        invertDarkBoxes(in: scaled)
        guard let binary = binarize(scaled) else { throw .undecodable }
        return PreparedImage(binary: binary, gray: scaled, scale: scale)
    }

    /// `image` in 8-bit gray, whatever its depth (16-bit, colour-mapped, RGB …).
    static func gray(_ image: borrowing PixImage) throws(OCRError) -> PixImage {
        guard let gray = PixImage(pixConvertTo8(image.pointer, 0)) else { throw .undecodable }
        return gray
    }

    /// The factor that brings the longer side of a `width` × `height` image within range.
    func scale(width: Int, height: Int) -> Double {
        let longSide = Double(max(width, height))
        if longSide < Double(smallestLongSide) {
            return min(Double(smallestLongSide) / longSide, maximumUpscale)
        }
        if longSide > Double(largestLongSide) {
            return Double(largestLongSide) / longSide
        }
        return 1
    }

    /// Finds the dark boxes of the 8-bit `gray` (light text on a dark or coloured band) and
    /// inverts each in place, so that all its text is dark on light.
    ///
    /// The dark pixels are closed (which fills the light letters of a dark box), then opened
    /// with a brick wider than any small-print stroke (which removes ordinary dark text and
    /// rules). A remaining blob is a box when its bounding box is mostly dark and most of the
    /// light inside is enclosed by dark (letters on a band); the light around a big black
    /// price's strokes reaches the edge of its bounding box instead.
    ///
    /// Only the box's own pixels are inverted, not its bounding box (a band photographed at an
    /// angle fills its bounding box only in part), and a rim along its edge is made white: the
    /// edge would otherwise stay as a frame around the text, which Tesseract reads as `|` and
    /// `l` or takes for a table and leaves its text unread.
    func invertDarkBoxes(in gray: borrowing PixImage) {
        let longSide = max(gray.width, gray.height)
        let closing = Int32(max(9, longSide / 60))
        let opening = Int32(max(15, longSide / 40))
        guard let dark = PixImage(pixThresholdToBinary(gray.pointer, darkLevel)),
            let closed = PixImage(pixCloseBrick(nil, dark.pointer, closing, closing)),
            let opened = PixImage(pixOpenBrick(nil, closed.pointer, opening, opening))
        else { return }
        let boxes = opened.componentBoxes().filter { isTextBand($0, in: dark, longSide: longSide) }
        guard !boxes.isEmpty,
            let found = PixImage(pixCreate(Int32(gray.width), Int32(gray.height), 1))
        else { return }
        for box in boxes {
            pixRasterop(
                found.pointer, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height),
                per_pix_copy_source(), opened.pointer, Int32(box.x), Int32(box.y))
        }
        // The light letters the closing didn't fill are holes in a box's shape. The rim made
        // white reaches 1/240 of the long side outside the shape and a pixel inside it.
        let rim = Int32(2 * max(3, longSide / 240) + 1)
        guard let shapes = PixImage(pixFillClosedBorders(found.pointer, 4)),
            let inverted = PixImage(pixInvert(nil, gray.pointer)),
            let outer = PixImage(pixDilateBrick(nil, shapes.pointer, rim, rim)),
            let inner = PixImage(pixErodeBrick(nil, shapes.pointer, 3, 3)),
            let edges = PixImage(pixSubtract(nil, outer.pointer, inner.pointer))
        else { return }
        pixCombineMasked(gray.pointer, inverted.pointer, shapes.pointer)
        pixSetMasked(gray.pointer, edges.pointer, 255)
    }

    /// Whether `box` of the 1-bit `dark` mask, in an image whose longer side is `longSide`, is a
    /// dark band with light text in it, as wide as a few characters (``bandWidth``): the raised
    /// cents of a bold price, closed up into one dark blob with light counters, are narrower.
    private func isTextBand(_ box: OCRBox, in dark: borrowing PixImage, longSide: Int) -> Bool {
        guard Double(box.width) >= bandWidth * Double(longSide),
            let clip = dark.clipped(to: box),
            let holes = PixImage(pixHolesByFilling(clip.pointer, 4))
        else { return false }
        var darkCount: Int32 = 0
        var holeCount: Int32 = 0
        pixCountPixels(clip.pointer, &darkCount, nil)
        pixCountPixels(holes.pointer, &holeCount, nil)
        let light = box.area - Int(darkCount)
        let fill = Double(darkCount) / Double(box.area)
        return fill >= darkBoxFill && light > 0 && Double(holeCount) >= enclosedLight * Double(light)
    }
    /// The 8-bit `gray` binarised with Sauvola's local threshold, which follows uneven light; the
    /// window is wider than the strokes of a big price, so that they stay solid.
    func binarize(_ gray: borrowing PixImage) -> PixImage? {
        let shortSide = min(gray.width, gray.height)
        let longSide = max(gray.width, gray.height)
        // Sauvola needs the image to be at least 2 × half-window + 3 pixels each way.
        let halfWindow = Int32(max(2, min(longSide / 32, (shortSide - 3) / 2)))
        var binary: UnsafeMutablePointer<Pix>?
        guard halfWindow >= 2,
            pixSauvolaBinarizeTiled(gray.pointer, halfWindow, sauvolaFactor, 1, 1, nil, &binary) == 0
        else {
            return PixImage(pixThresholdToBinary(gray.pointer, 128))
        }
        return PixImage(binary)
    }
}

/// A photo made ready for Tesseract.
struct PreparedImage: ~Copyable {
    /// Dark text on light, 1 bit per pixel.
    let binary: PixImage
    /// The scaled 8-bit gray image `binary` was made of, its dark boxes inverted.
    let gray: PixImage
    /// The factor from the original image's pixels to `binary`'s.
    let scale: Double
}
