/// The limits a photo must stay within before anything decodes it.
public enum OCRLimits {
    /// The most pixels a photo may have: 50 megapixels, a 10,000 × 5,000 image. A decoded RGB
    /// image takes 4 bytes a pixel, so this bounds one photo's memory at about 200 MB.
    public static let maximumPixels = 50_000_000
}
